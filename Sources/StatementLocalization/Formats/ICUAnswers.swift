import Foundation
import StatementModel
import StatementResources

/// ICU's answers for the supported locales, recorded in `Resources/formats/icu-answers.tsv`: each
/// locale's day layout (`DayLayout`) and its number styles (`LearntNumberFormat`) for plain numbers,
/// counts, shares and the common currencies.
///
/// Learning them at start-up loaded ICU's locale data and asked ICU about thirty times a style: about
/// 15 million instructions of a monthly report, on every run, for answers that only change with the
/// ICU the binary is built with. The file is read instead. `ICUAnswersTests` learns every answer
/// from ICU and compares the file with them (a golden: `RECORD_GOLDENS=1` rewrites it), so the file
/// is ICU's answers as long as that test passes; a locale or a style the file does not hold is learnt
/// from ICU as before.
package enum ICUAnswers {
    package static let resource = "formats/icu-answers.tsv"

    /// The currencies whose styles are recorded, for each supported locale.
    package static let currencies = ["EUR", "USD", "GBP", "CHF", "CAD", "AUD"]

    /// The file (its few lines a run needs are found by a byte search: indexing its 400 lines cost
    /// 4 million instructions, more than the lines looked up).
    private static let text: String = ResourceStore.text(resource) ?? ""

    /// The recorded style for `key`: `.some(nil)` when ICU's text for it cannot be learnt (ICU
    /// writes it), nil when the file does not hold it.
    static func numberFormat(_ key: String, fractionDigits: Int) -> LearntNumberFormat?? {
        guard let rest = line("number", key) else { return nil }
        if rest == "-" { return .some(nil) }
        let parts = rest.split(separator: "\t", omittingEmptySubsequences: false)
        let fields = parts.compactMap(unescape)
        guard fields.count == parts.count, fields.last == String(fractionDigits), let format = LearntNumberFormat(fields: fields) else { return nil }
        return .some(format)
    }

    /// The recorded layout of `locale`, or nil.
    static func dayLayout(_ locale: ReportLocale) -> DayLayout? {
        guard let rest = line("days", locale.tag) else { return nil }
        let forms = rest.split(separator: "\t", omittingEmptySubsequences: false).map(pieces)
        guard forms.count == 5, let long = forms[0], let abbreviated = forms[1], let full = forms[2], let dayAndMonth = forms[3],
            let numeric = forms[4]
        else { return nil }
        return DayLayout(long: long, abbreviated: abbreviated, full: full, dayAndMonth: dayAndMonth, numeric: numeric)
    }

    /// The ISO 3166-1 alpha-2 codes ICU knows, as recorded, or nil.
    static var regions: Set<String>? {
        guard let rest = line("regions", "iso") else { return nil }
        return Set(rest.split(separator: " ").map(String.init))
    }

    // MARK: - The file

    /// Every answer as the ICU of this build gives it, in the file's form.
    package static func table() -> String {
        var out = """
            # ICU's answers for the supported locales (ICUAnswers): each locale's day layout, then its number
            # styles (LearntNumberFormat). Written by `RECORD_GOLDENS=1 swift test --filter ICUAnswersTests`,
            # which compares this file with ICU: do not edit by hand.
            # days LOCALE LONG ABBREVIATED FULL DAY-AND-MONTH NUMERIC ({d} day, {dd} {MM} two digits, {MMMM} {MMM} month,
            #   {EEEE} weekday, {y} year)
            # number STYLE +PREFIX +SUFFIX -PREFIX -SUFFIX 0PREFIX 0SUFFIX GROUP DECIMAL-MARK DIGITS (or -: ICU writes it)
            # Characters other than printable ASCII are written \\u{HEX}.
            # regions iso CODES: the ISO 3166-1 alpha-2 codes ICU knows (a locale's region must be one)

            """
        out += "regions\tiso\t" + ReportLocale.icuRegions.sorted().joined(separator: " ") + "\n"
        for locale in ReportLocale.supported {
            let layout = DayLayout(learning: locale)
            let forms = [layout.long, layout.abbreviated, layout.full, layout.dayAndMonth, layout.numeric].map(text(of:))
            out += (["days", locale.tag] + forms).joined(separator: "\t") + "\n"
            for style in styles(of: MoneyFormat(locale)) {
                let learnt = LearntNumberFormat(fractionDigits: style.fractionDigits, reference: style.reference)
                out += (["number", style.key] + (learnt.map { $0.fields.map(escape) } ?? ["-"])).joined(separator: "\t") + "\n"
            }
        }
        return out
    }

    /// The styles recorded for a locale.
    package static func styles(of format: MoneyFormat) -> [LearntNumberFormat.Style] {
        var styles: [LearntNumberFormat.Style] = []
        for code in currencies {
            guard let currency = Currency(code: code) else { continue }
            styles += MoneyFormat.SignStyle.allCases.map { format.moneyStyle(currency, sign: $0) }
        }
        for digits in 0...2 { styles += MoneyFormat.SignStyle.allCases.map { format.plainStyle(digits, sign: $0) } }
        return styles + [format.integerStyle, format.percentStyle]
    }

    /// The rest of the line that starts `kind<tab>key<tab>`, or nil.
    private static func line(_ kind: String, _ key: String) -> Substring? {
        let needle = Array(("\n" + kind + "\t" + key + "\t").utf8)
        let found: Int?? = text.utf8.withContiguousStorageIfAvailable { file in
            needle.withUnsafeBufferPointer { n -> Int? in
                // From line start to line start (`memchr`), comparing the line's first bytes with the needle.
                guard let base = file.baseAddress, let first = n.baseAddress else { return nil }
                var from = 0
                while from < file.count, let newline = memchr(base + from, 0x0A, file.count - from) {
                    let at = base.distance(to: UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)))
                    if file.count - at >= n.count, memcmp(base + at, first, n.count) == 0 { return at + n.count }
                    from = at + 1
                }
                return nil
            }
        }
        guard let offset = found ?? nil else { return nil }
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.utf8.endIndex
        return text[start..<end]
    }

    // MARK: - Escapes and day patterns

    /// Printable ASCII as it is, but `\`, `{` and `}`; anything else `\u{HEX}`.
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x21 && scalar.value <= 0x7E && !"\\{}".unicodeScalars.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return out
    }

    /// `escape` undone; nil for a broken escape.
    package static func unescape(_ text: Substring) -> String? {
        var out = String.UnicodeScalarView()
        var rest = text.unicodeScalars[...]
        while let scalar = rest.popFirst() {
            guard scalar == "\\" else { out.append(scalar); continue }
            guard rest.starts(with: "u{".unicodeScalars), let close = rest.firstIndex(of: "}"),
                let value = UInt32(String(Substring(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])), radix: 16),
                let decoded = Unicode.Scalar(value)
            else { return nil }
            out.append(decoded)
            rest = rest[rest.index(after: close)...]
        }
        return String(out)
    }

    private static let names: [(String, DayLayout.Piece)] = [
        ("d", .day), ("dd", .paddedDay), ("MM", .paddedMonth), ("MMMM", .monthName), ("MMM", .shortMonthName),
        ("EEEE", .weekdayName), ("y", .year),
    ]

    /// A day form written with `{d}`, `{MMMM}`, ... and escaped text.
    package static func text(of pieces: [DayLayout.Piece]) -> String {
        pieces.map { piece in
            if case let .text(s) = piece { return escape(s) }
            return "{" + (names.first { $0.1 == piece }?.0 ?? "?") + "}"
        }.joined()
    }

    /// `text(of:)` read back; nil for anything else.
    package static func pieces(_ text: Substring) -> [DayLayout.Piece]? {
        var pieces: [DayLayout.Piece] = []
        var rest = text
        while !rest.isEmpty {
            if rest.first == "{" {
                guard let close = rest.firstIndex(of: "}"), let piece = names.first(where: { $0.0 == rest[rest.index(after: rest.startIndex)..<close] })?.1
                else { return nil }
                pieces.append(piece)
                rest = rest[rest.index(after: close)...]
            } else {
                // The text runs to the next `{` that does not belong to an escape (`\u{a0}`).
                var end = rest.startIndex
                while end < rest.endIndex, rest[end] != "{" {
                    if rest[end] == "\\", let close = rest[end...].firstIndex(of: "}") { end = close }
                    end = rest.index(after: end)
                }
                guard let literal = unescape(rest[..<end]) else { return nil }
                pieces.append(.text(literal))
                rest = rest[end...]
            }
        }
        return pieces
    }
}
