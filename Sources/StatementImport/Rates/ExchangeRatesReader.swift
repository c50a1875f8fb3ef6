import StatementLocalization
import StatementModel

/// Reads an exchange-rates file (`--rates FILE`), whatever of three forms it is in:
/// - the ECB's XML (`eurofxref-daily.xml`, `eurofxref-hist.xml`, `eurofxref-hist-90d.xml`):
///   `<Cube time='2026-10-01'><Cube currency='USD' rate='1.0821'/>…`, read through `XMLStreamReader`
///   (libxml2 with `XML_PARSE_NONET`, no DTD, no entity);
/// - the ECB's CSV (`eurofxref-hist.csv`: `Date,USD,JPY,…` then `2026-10-01,1.0821,161.18,…`, each line
///   ending with a comma, `N/A` where a currency has no rate; and the daily `eurofxref.csv`, whose day
///   is written `1 October 2026` and whose fields follow a space);
/// - our own CSV, `date,currency,rate`: one unit of the base currency bought `rate` units of
///   `currency` that day (the ECB's direction), so it needs the base currency (`reference`).
///
/// The ECB's files quote against the euro. Every rate must be a positive plain decimal; an error
/// names its file, line and column.
public enum ExchangeRatesReader {
    public static func read(_ input: InputFile, reference: Currency?) throws(ImportError) -> ExchangeRates {
        let head = try input.head()
        guard !InputFile.isBlank(head: head) else {
            throw ImportError(.empty, Message("input.empty", ["file": .text(input.name)]), at: SourceLocation(file: input.name))
        }
        if head.first(where: { !isSpace($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }) == UInt8(ascii: "<") {
            return try readXML(input, head: head)
        }
        let bytes = try input.readAll()
        return try ExchangeRatesCSV(file: input.name, bytes: bytes).read(reference: reference)
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// The ECB's XML: every `Cube` with a `time` starts a day; every `Cube` with `currency` and `rate` is a rate of that day.
    private static func readXML(_ input: InputFile, head: [UInt8]) throws(ImportError) -> ExchangeRates {
        let reader = try XMLStreamReader(input, head: head)
        var table: [Currency: [ExchangeRates.Entry]] = [:]
        var day: CalendarDay?
        var sawEnvelope = false
        while let node = try reader.read() {
            guard node == .element else { continue }
            let name = reader.name
            if name == "Envelope" { sawEnvelope = true }
            guard name == "Cube" else { continue }
            let line = reader.line
            if let time = reader.attribute("time") {
                guard let d = CalendarDay(iso: time) else {
                    throw problem("currency.rates.badDay", ["text": .text(time)], input.name, line)
                }
                day = d
            } else if let code = reader.attribute("currency") {
                guard let d = day else { throw problem("currency.rates.noDay", [:], input.name, line) }
                guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                    throw problem("currency.rates.badCurrency", ["text": .text(code)], input.name, line)
                }
                // A currency the euro replaced (CYP, EEK, SIT… in eurofxref-hist.xml) is not read.
                guard let currency = Currency(code: code) else { continue }
                let text = reader.attribute("rate") ?? ""
                guard let rate = Amount(exactly: text), rate.isPositive else {
                    throw problem("currency.rates.badRate", ["text": .text(text)], input.name, line)
                }
                table[currency, default: []].append(ExchangeRates.Entry(day: d.dayNumber, rate: rate, line: line))
            }
        }
        guard sawEnvelope, !table.isEmpty else {
            throw ImportError(.unrecognized, Message("currency.rates.notECB", ["file": .text(input.name)]), at: SourceLocation(file: input.name))
        }
        return ExchangeRates(reference: .euro, source: input.name, format: "ecb-xml", maxAge: 7, rates: table)
    }

    static func problem(_ key: String, _ values: [String: MessageArgument], _ file: String, _ line: Int, column: Int = 0) -> ImportError {
        ImportError(.malformed, Message(key, values), at: SourceLocation(file: file, line: line, column: column))
    }
}
