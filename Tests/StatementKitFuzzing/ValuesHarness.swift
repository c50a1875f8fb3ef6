import StatementKit

/// The value parsers on text: the first byte chooses the decimal mark and the preferred date
/// order, the rest is the text (each line also read as a date of one column).
enum ValuesHarness {
    static let marks: [AmountParser.DecimalMark] = [.auto, .point, .comma]
    static let orders: [DatePattern.Order?] = [nil] + DatePattern.Order.allCases.map { $0 }
    static let locales: [ReportLocale] = [.french, .english, ReportLocale(tag: "fr-CH")!]
    /// The catalogue and formats of each locale, built once.
    static let catalogues = locales.map(\.catalogue)
    static let moneyFormats = locales.map { MoneyFormat($0) }
    static let dayFormats = locales.map { DayFormat($0) }

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        guard let selector = bytes.first else { return outcome }
        let text = Array(bytes.dropFirst())
        let mark = marks[Int(selector) % marks.count]
        let order = orders[Int(selector / 3) % orders.count]
        let locale = Int(selector / 15) % locales.count

        amount(text, mark: mark, locale: locale, into: &outcome)
        exactAmount(text, into: &outcome)
        dates(text, order: order, locale: locale, into: &outcome)
        return outcome
    }

    /// `AmountParser`: what it reads writes back as plain text that reads as the same amount, and
    /// formats in every language without stopping.
    static func amount(_ text: [UInt8], mark: AmountParser.DecimalMark, locale: Int, into outcome: inout FuzzOutcome) {
        let parser = AmountParser(decimalMark: mark)
        let parsed: ParsedAmount
        do throws(AmountParseError) {
            parsed = try text.withUnsafeBufferPointer { b throws(AmountParseError) in try parser.parse(bytes: b) }
        } catch {
            outcome.check(error.position >= 0 && error.position <= error.text.count, "amount error position \(error.position) outside “\(error.text)”")
            Invariants.check(error.message, catalogue: catalogues[locale], into: &outcome)
            return
        }
        outcome.imported += 1
        let amount = parsed.amount
        let plain = amount.description
        outcome.check(Amount(exactly: plain) == amount, "“\(plain)” does not read back as itself")
        if let again = try? AmountParser(decimalMark: .point).parse(plain) {
            outcome.check(again.amount == amount, "“\(plain)” reads back as \(again.amount)")
        } else {
            outcome.problems.append("the parser refuses its own plain text “\(plain)”")
        }
        let currency = parsed.currencyCode.flatMap { Currency(code: $0) } ?? .unspecified
        let money = Money(amount, currency)
        let format = moneyFormats[locale]
        _ = format.string(money)
        _ = format.string(money, sign: .always)
        _ = format.percent(amount, of: amount.adding(Amount(1)) ?? amount)
        _ = amount.rounded(toScale: currency.minorUnits)
        _ = amount < Amount(units: 1, scale: Amount.maxScale)
    }

    /// `Amount(exactly:)` (the project's JSON form): what it reads writes back the same.
    static func exactAmount(_ text: [UInt8], into outcome: inout FuzzOutcome) {
        let string = String(decoding: text, as: UTF8.self)
        guard let amount = Amount(exactly: string) else { return }
        outcome.check(Amount(exactly: amount.description) == amount, "Amount(exactly:) of “\(amount.description)” differs")
        _ = amount.adding(amount)
        _ = amount.multiplied(by: -3)
        _ = amount.normalized
    }

    /// `DatePattern`, `DateInference`, `CalendarDay(iso:)`.
    static func dates(_ text: [UInt8], order: DatePattern.Order?, locale: Int, into outcome: inout FuzzOutcome) {
        let string = String(decoding: text, as: UTF8.self)
        if let pattern = DatePattern(format: string) {
            outcome.check(DatePattern(format: pattern.format) == pattern, "the pattern “\(pattern.format)” does not read back as itself")
        }
        if let day = CalendarDay(iso: string) {
            outcome.check(CalendarDay(iso: day.description) == day, "\(day) does not read back as ISO")
            _ = dayFormats[locale].long(day)
        }
        var inference = DateInference(preferredOrder: order)
        var line = 0
        for value in text.split(separator: 0x0A, omittingEmptySubsequences: false) {
            line += 1
            value.withUnsafeBufferPointer { b in
                for pattern in DatePattern.common {
                    guard let day = pattern.parse(b) else { continue }
                    outcome.imported += 1
                    outcome.check(CalendarDay(year: day.year, month: day.month, day: day.day) == day, "\(pattern) read an impossible day \(day)")
                    outcome.check(CalendarDay(iso: day.description) == day, "\(day) does not read back as ISO")
                    outcome.check(CalendarDay(dayNumber: day.dayNumber) == day, "\(day) has no day number of its own")
                    _ = dayFormats[locale].long(day)
                }
                _ = inference.add(b, position: line)
            }
        }
        switch inference.decide() {
        case let .success(decision):
            outcome.check(decision.dates <= decision.values, "the inference read \(decision.dates) dates of \(decision.values) values")
        case .failure: break
        }
    }
}
