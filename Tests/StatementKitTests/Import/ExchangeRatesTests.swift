import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementModel

/// The rates files of `--rates` (issue 18): the ECB's XML and CSV as downloaded, our `date,currency,rate`,
/// and exact conversion at the rate of the day.
@Suite struct ExchangeRatesTests {
    static let folder = "Tests/StatementKitTests/Fixtures/rates/"

    static func rates(_ name: String, reference: Currency? = nil) throws -> ExchangeRates {
        try ExchangeRatesReader.read(.file(Paths.packageRoot.appending(path: folder + name).path), reference: reference)
    }

    static func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }
    static func eur(_ text: String) -> Money { Money(Amount(exactly: text)!, .euro) }
    static func usd(_ text: String) -> Money { Money(Amount(exactly: text)!, Currency(code: "USD")!) }

    @Test func theECBsHistoryCSVIsReadAsDownloaded() throws {
        let r = try Self.rates("eurofxref-hist-2026-09-11.csv")
        #expect(r.reference == .euro)
        #expect(r.format == "ecb-csv")
        // The columns of currencies the euro replaced (CYP, EEK, SIT…) and N/A cells are not read.
        #expect(!r.currencies.contains { $0.code == "CYP" })
        #expect(r.currencies.contains(Currency(code: "GBP")!))
        let monday = try #require(r.rate(Currency(code: "USD")!, on: Self.day("2026-11-30")))
        #expect(monday.rate == Amount(exactly: "1.0840")!)
        #expect(monday.line == 2)  // the newest day comes first, as the ECB writes it
    }

    /// The same history with Windows line ends, a byte order mark and spaces around its cells reads the same,
    /// each rate with its line (with `\r\n`, read a `Character` at a time, it was one line: an error).
    @Test func theECBsHistoryCSVWithWindowsLineEndsReadsTheSame() throws {
        let url = Paths.packageRoot.appending(path: Self.folder + "eurofxref-hist-2026-09-11.csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        let crlf = "\u{FEFF}" + text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: ",", with: " , ") }.joined(separator: "\r\n")
        let lf = try Self.rates("eurofxref-hist-2026-09-11.csv")
        let windows = try ExchangeRatesReader.read(.bytes(Array(crlf.utf8), name: "r.csv"), reference: nil)
        #expect(windows.format == "ecb-csv" && windows.count == lf.count && windows.currencies == lf.currencies)
        for c in lf.currencies {
            #expect(windows.rate(c, on: Self.day("2026-11-30")) == lf.rate(c, on: Self.day("2026-11-30")), "\(c)")
        }
    }

    @Test func theECBsXMLAndCSVGiveTheSameRates() throws {
        let csv = try Self.rates("eurofxref-hist-2026-09-11.csv")
        let xml = try Self.rates("eurofxref-hist-2026-09-11.xml")
        #expect(xml.format == "ecb-xml")
        #expect(xml.count == csv.count)
        var day = Self.day("2026-09-01")
        while day <= Self.day("2026-11-30") {
            for c in csv.currencies { #expect(xml.rate(c, on: day)?.rate == csv.rate(c, on: day)?.rate, "\(c) \(day)") }
            day = day.adding(days: 1)
        }
        let daily = try Self.rates("eurofxref-daily.xml")
        #expect(daily.rate(Currency(code: "JPY")!, on: Self.day("2026-11-30"))?.rate == Amount(exactly: "161.50")!)
        #expect(daily.rate(Currency(code: "JPY")!, on: Self.day("2026-11-27")) == nil)
    }

    /// A weekend takes Friday's rate; a day more than `maxAge` days after the last rate has none.
    @Test func aDayWithoutARateTakesTheLatestBeforeIt() throws {
        let r = try Self.rates("eurofxref-hist-2026-09-11.csv")
        let usd = Currency(code: "USD")!
        let friday = try #require(r.rate(usd, on: Self.day("2026-10-09")))
        #expect(r.rate(usd, on: Self.day("2026-10-11")) == friday)
        #expect(r.rate(usd, on: Self.day("2026-12-07")) != nil)  // 7 days after 30 November
        #expect(r.rate(usd, on: Self.day("2026-12-08")) == nil)  // 8 days after
        #expect(r.rate(usd, on: Self.day("2026-08-30")) == nil)  // before the first rate
    }

    /// 100 USD at 1.0835 USD a euro is 92.293493… €: 92.29 €. Through the euro, 100 USD in pounds is
    /// 100 × 0.84215 / 1.0835 = 77.724965… £: 77.72 £, rounded once.
    @Test func convertingIsExactAndRoundedOnceHalfToEven() {
        let usd = Currency(code: "USD")!, gbp = Currency(code: "GBP")!, jpy = Currency(code: "JPY")!
        let d = Self.day("2026-10-05").dayNumber
        let rates = ExchangeRates(reference: .euro, source: "r.csv", format: "csv", maxAge: 7, rates: [
            usd: [.init(day: d, rate: Amount(exactly: "1.0835")!, line: 2)],
            gbp: [.init(day: d, rate: Amount(exactly: "0.84215")!, line: 3)],
            jpy: [.init(day: d, rate: Amount(exactly: "160")!, line: 4)],
        ])
        let on = Self.day("2026-10-06")
        #expect(rates.convert(Self.usd("100"), to: .euro, on: on)?.amount == Self.eur("92.29"))
        #expect(rates.convert(Self.usd("100"), to: .euro, on: on)?.rateDay == Self.day("2026-10-05"))
        #expect(rates.convert(Self.usd("100"), to: gbp, on: on)?.amount == Money(Amount(exactly: "77.72")!, gbp))
        #expect(rates.convert(Self.eur("-12.50"), to: usd, on: on)?.amount == Self.usd("-13.54"))  // 13.54375
        // A tie goes to the even neighbour: 0.25 € at 160 ¥ is 40 ¥ exactly; 0.003125 € at 160 is 0.5 ¥ → 0 ¥.
        #expect(rates.convert(Self.eur("0.003125"), to: jpy, on: on)?.amount == Money(.zero, jpy))
        #expect(rates.convert(Self.eur("0.009375"), to: jpy, on: on)?.amount == Money(Amount(2), jpy))  // 1.5 → 2
        // Already in the base currency: kept as it is, no rate needed.
        #expect(rates.convert(Self.eur("3.14159"), to: .euro, on: Self.day("1999-01-01"))?.amount == Self.eur("3.14159"))
    }

    @Test func ourCSVNeedsItsBaseCurrency() throws {
        #expect(throws: ImportError.self) { try Self.rates("own-rates.csv") }
        let r = try Self.rates("own-rates.csv", reference: .euro)
        #expect(r.format == "csv")
        #expect(r.maxAge == 31)
        // A monthly rate covers the month.
        #expect(r.rate(Currency(code: "USD")!, on: Self.day("2026-10-31"))?.rate == Amount(exactly: "1.0800")!)
        #expect(r.rate(Currency(code: "USD")!, on: Self.day("2026-11-02"))?.rate == Amount(exactly: "1.0950")!)
    }

    @Test(arguments: [
        ("date,currency,rate\n2026-10-01,USD,1.08x\n", "2:16", "currency.rates.badRate"),
        ("date,currency,rate\n2026-10-01,USD,1.08\n2026-10-32,USD,1.1\n", "3:1", "currency.rates.badDay"),
        ("date,currency,rate\n2026-10-01,US$,1.08\n", "2:12", "currency.rates.badCurrency"),
        ("date,currency,rate\n2026-10-01,USD,-1\n", "2:16", "currency.rates.badRate"),
        ("Date,USD,JPY,\n2026-10-01,1.08,N/A,7\n", "2:21", "currency.rates.extraField"),
        ("Datum;Kurs\n", "1:1", "currency.rates.unknownForm"),
    ])
    func aWrongRateIsAnErrorAtItsPlace(text: String, place: String, key: String) {
        do {
            _ = try ExchangeRatesReader.read(.bytes(Array(text.utf8), name: "r.csv"), reference: .euro)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.location.description == "r.csv:" + place)
            #expect(error.message.key == key)
        }
    }

    /// The ECB's XML goes through the project's XML reader: a document type declaration (and so any
    /// entity) is refused before libxml2 reads it.
    @Test func anXMLRatesFileWithADTDIsRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE x [<!ENTITY r "1.08">]>
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"><Cube><Cube time="2026-10-01"><Cube currency="USD" rate="&r;"/></Cube></Cube></gesmes:Envelope>
            """
        do {
            _ = try ExchangeRatesReader.read(.bytes(Array(text.utf8), name: "x.xml"), reference: nil)
            Issue.record("a DTD was read")
        } catch {
            #expect(error.kind == .refused)
        }
        let notECB = "<?xml version=\"1.0\"?><Document><Cube time='2026-10-01'/></Document>"
        #expect(throws: ImportError.self) { try ExchangeRatesReader.read(.bytes(Array(notECB.utf8), name: "n.xml"), reference: nil) }
    }
}
