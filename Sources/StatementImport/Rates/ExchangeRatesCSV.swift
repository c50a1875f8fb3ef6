import StatementLocalization
import StatementModel

/// The two CSV forms of `ExchangeRatesReader`: the ECB's (a `Date` column, then one column per
/// currency) and ours (`date,currency,rate`).
struct ExchangeRatesCSV {
    let file: String
    let lines: [(number: Int, fields: [(text: String, column: Int)])]

    /// Split in bytes: lines at each line feed (a carriage return before it dropped), fields at each
    /// comma, spaces around a field trimmed; blank lines (spaces and tabs) left out, their numbers kept.
    /// Read a `Character` at a time, the ECB's whole history (1.8 MB) took 1.2 s, and a file with
    /// Windows line ends was one line (`\r\n` is one `Character`, not a line feed).
    init(file: String, bytes: [UInt8]) {
        self.file = file
        var lines: [(number: Int, fields: [(text: String, column: Int)])] = []
        bytes.withUnsafeBufferPointer { b in
            var lineStart = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var number = 0
            while lineStart <= b.count {
                number += 1
                var end = lineStart
                while end < b.count, b[end] != 0x0A { end += 1 }
                let lineEnd = end > lineStart && b[end - 1] == 0x0D ? end - 1 : end
                if b[lineStart..<lineEnd].contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                    var fields: [(text: String, column: Int)] = []
                    var start = lineStart
                    while true {
                        var stop = start
                        while stop < lineEnd, b[stop] != 0x2C { stop += 1 }
                        var first = start, last = stop
                        while first < last, b[first] == 0x20 { first += 1 }
                        while last > first, b[last - 1] == 0x20 { last -= 1 }
                        fields.append((String(decoding: UnsafeBufferPointer(rebasing: b[first..<last]), as: UTF8.self), first - lineStart + 1))
                        guard stop < lineEnd else { break }
                        start = stop + 1
                    }
                    lines.append((number, fields))
                }
                lineStart = end + 1
            }
        }
        self.lines = lines
    }

    func read(reference: Currency?) throws(ImportError) -> ExchangeRates {
        guard let header = lines.first else {
            throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file))
        }
        let names = header.fields.map { $0.text.lowercased() }
        if names.count >= 3, names[0] == "date", names[1] == "currency", names[2] == "rate" {
            guard let reference else {
                throw ImportError(.invalidOption, Message("currency.rates.needsBase", ["file": .text(file)]),
                                  at: SourceLocation(file: file, line: header.number))
            }
            return try readOwn(reference: reference)
        }
        guard names.first == "date", names.count >= 2 else {
            throw ImportError(.unrecognized, Message("currency.rates.unknownForm", ["file": .text(file)]),
                              at: SourceLocation(file: file, line: header.number, column: 1))
        }
        return try readECB(header: header)
    }

    /// `Date,USD,JPY,…,` then a day and its rates; `N/A` or nothing where there is no rate.
    private func readECB(header: (number: Int, fields: [(text: String, column: Int)])) throws(ImportError) -> ExchangeRates {
        // nil: the empty field after the header's last comma; a nil currency: one the euro replaced.
        var columns: [Currency??] = []
        for field in header.fields.dropFirst() {
            if field.text.isEmpty { columns.append(nil); continue }
            // A currency the euro replaced (CYP, EEK, LTL, SIT…) is no longer in ISO 4217's list: its column is not read.
            guard field.text.count == 3, field.text.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                throw ExchangeRatesReader.problem("currency.rates.badCurrency", ["text": .text(field.text)], file, header.number, column: field.column)
            }
            columns.append(.some(Currency(code: field.text)))
        }
        var table: [Currency: [ExchangeRates.Entry]] = [:]
        for line in lines.dropFirst() {
            let first = line.fields[0]
            guard let day = CalendarDay(iso: first.text) ?? ExchangeRatesCSV.longDay(first.text) else {
                throw ExchangeRatesReader.problem("currency.rates.badDay", ["text": .text(first.text)], file, line.number, column: first.column)
            }
            for (i, field) in line.fields.dropFirst().enumerated() where !field.text.isEmpty && field.text != "N/A" {
                guard i < columns.count, let column = columns[i] else {
                    throw ExchangeRatesReader.problem("currency.rates.extraField", ["text": .text(field.text)], file, line.number, column: field.column)
                }
                guard let currency = column else { continue }
                table[currency, default: []].append(ExchangeRates.Entry(day: day.dayNumber, rate: try rate(field, line.number), line: line.number))
            }
        }
        return ExchangeRates(reference: .euro, source: file, format: "ecb-csv", maxAge: 7, rates: table)
    }

    /// `date,currency,rate`, against the base currency.
    private func readOwn(reference: Currency) throws(ImportError) -> ExchangeRates {
        var table: [Currency: [ExchangeRates.Entry]] = [:]
        for line in lines.dropFirst() {
            guard line.fields.count >= 3 else {
                throw ExchangeRatesReader.problem("currency.rates.shortLine", [:], file, line.number)
            }
            if line.fields.count > 3, let extra = line.fields.dropFirst(3).first(where: { !$0.text.isEmpty }) {
                throw ExchangeRatesReader.problem("currency.rates.extraField", ["text": .text(extra.text)], file, line.number, column: extra.column)
            }
            let (d, c) = (line.fields[0], line.fields[1])
            guard let day = CalendarDay(iso: d.text) else {
                throw ExchangeRatesReader.problem("currency.rates.badDay", ["text": .text(d.text)], file, line.number, column: d.column)
            }
            guard let currency = Currency(code: c.text), c.text.count == 3 else {
                throw ExchangeRatesReader.problem("currency.rates.badCurrency", ["text": .text(c.text)], file, line.number, column: c.column)
            }
            table[currency, default: []].append(ExchangeRates.Entry(day: day.dayNumber, rate: try rate(line.fields[2], line.number), line: line.number))
        }
        return ExchangeRates(reference: reference, source: file, format: "csv", maxAge: 31, rates: table)
    }

    private func rate(_ field: (text: String, column: Int), _ line: Int) throws(ImportError) -> Amount {
        guard let rate = Amount(exactly: field.text), rate.isPositive else {
            throw ExchangeRatesReader.problem("currency.rates.badRate", ["text": .text(field.text)], file, line, column: field.column)
        }
        return rate
    }

    /// `1 October 2026`, as the ECB's daily `eurofxref.csv` writes its day.
    static func longDay(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: " ")
        let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        guard parts.count == 3, let d = Int(parts[0]), let m = months.firstIndex(of: parts[1].lowercased()), let y = Int(parts[2]) else { return nil }
        return CalendarDay(year: y, month: m + 1, day: d)
    }
}
