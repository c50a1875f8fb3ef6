import Foundation
import StatementKitTestSupport
import Testing

/// `--base-currency` and `--rates` as a user runs them (issue 18), on the Durand household's three months.
@Suite struct BaseCurrencyCommandTests {
    static let files = ["courant-2026-09-10", "courant-2026-10-11", "carte-2026-09-11", "livret-a-2026-09-11", "wise-usd-2026-10"]
        .map { "Samples/famille-durand-\($0).csv" }
    static let rates = "Tests/StatementKitTests/Fixtures/rates/"

    @Test func theTotalsInEurosWithTheECBsRates() throws {
        let run = try Tool.run(Self.files + ["--base-currency", "EUR", "--rates", Self.rates + "eurofxref-hist-2026-09-11.xml",
                                             "--format", "md", "--lang", "en", "--sections", "summary,spending"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("### Converted to EUR"))
        #expect(run.stdout.contains("### Spending converted to EUR"))
        #expect(run.stdout.contains("USD: 7 amounts, rates of October 6–9, 2026 (ECB reference rates, eurofxref-hist-2026-09-11.xml). 2 of them fall on days without a rate; each is converted at the latest rate published before it."))
        // The same figures from the ECB's CSV form and, without --base-currency, the rates' own currency.
        let csv = try Tool.run(Self.files + ["--rates", Self.rates + "eurofxref-hist-2026-09-11.csv", "--format", "json"])
        let xml = try Tool.run(Self.files + ["--base-currency", "EUR", "--rates", Self.rates + "eurofxref-hist-2026-09-11.xml", "--format", "json"])
        #expect(csv.status == 0 && xml.status == 0)
        func base(_ text: String) throws -> [String: Any] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return try #require(json["baseCurrency"] as? [String: Any])
        }
        let a = try base(csv.stdout), b = try base(xml.stdout)
        #expect(a["moneyOut"] as? String == b["moneyOut"] as? String)
        #expect(a["currency"] as? String == "EUR" && a["ratesFormat"] as? String == "ecb-csv")
        #expect(!csv.stdout.contains(Paths.packageRoot.path))  // the rates file without its folder
    }

    /// A day no rate covers: refused with the transaction's file and line, nothing written.
    @Test func aDayWithoutARateIsRefusedAtItsLine() throws {
        let run = try Tool.run(Self.files + ["--base-currency", "EUR", "--rates", Self.rates + "eurofxref-daily.xml", "--lang", "en", "--format", "md"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Samples/famille-durand-wise-usd-2026-10.csv:2: error: no USD rate in eurofxref-daily.xml for 2026-10-06 or the 7 days before"))
        let none = try Tool.run(Self.files + ["--base-currency", "EUR", "--lang", "fr", "--format", "md"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("wise-usd-2026-10.csv:2: "))
        #expect(none.stderr.contains("ce montant en USD ne peut pas être converti en EUR sans cours"))
        // Every amount already in the base currency: nothing to convert, the report as before.
        let euros = try Tool.run(["Samples/compte-joint-2026-10.csv", "--base-currency", "EUR", "--format", "md", "--lang", "en"])
        #expect(euros.status == 0)
        #expect(!euros.stdout.contains("Converted to"))
    }

    /// No rates file: the Starling account's card payment in Paris (€97.30 booked as £84.50 on 7 October)
    /// gives the rate at which the joint account's euros are converted to pounds, and the report says so.
    @Test func withoutARatesFileTheStatementsOwnRatesConvert() throws {
        let files = ["Samples/starling-2026-10.json", "Samples/compte-joint-2026-10.csv", "--base-currency", "GBP"]
        let fr = try Tool.run(files + ["--format", "md", "--lang", "fr", "--sections", "summary"])
        #expect(fr.status == 0, "\(fr.stderr)")
        #expect(fr.stdout.contains("### Converti en GBP"))
        #expect(fr.stdout.contains("EUR\u{00A0}: 34 montants, au cours de vos opérations du 7\u{00A0}octobre 2026."))
        let json = try Tool.run(files + ["--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""ratesFormat": "own""#))
    }

    @Test func aWrongRatesFileOrCurrencyIsAnError() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appending(path: "rates.csv")
        try "date,currency,rate\n2026-10-01,USD,1.0835\n2026-10-02,USD,abc\n".write(to: bad, atomically: true, encoding: .utf8)
        let run = try Tool.run(Self.files + ["--base-currency", "EUR", "--rates", bad.path, "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("rates.csv:3:16: error: “abc” is not a rate"))
        let code = try Tool.run(Self.files + ["--base-currency", "EURO"])
        #expect(code.status != 0)
        #expect(code.stderr.contains("EURO"))
        // Our own CSV against the base currency, read from the configuration.
        let own = dir.appending(path: "own.csv")
        try "date,currency,rate\n2026-10-01,USD,1.0800\n".write(to: own, atomically: true, encoding: .utf8)
        let config = dir.appending(path: "c.yaml")
        try "report:\n  base_currency: EUR\n  rates: own.csv\n".write(to: config, atomically: true, encoding: .utf8)
        let configured = try Tool.run(Self.files + ["--config", config.path, "--format", "md", "--lang", "en", "--sections", "summary"])
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(configured.stdout.contains("USD: 7 amounts, rate of October 1, 2026 (your rates, own.csv)."))
    }
}

/// The Durand household's three months (issue 18's sample) against an independent recomputation.
@Suite struct HouseholdSampleCheckTests {
    /// `Scripts/check-household-sample` recomputes every figure of the report from the raw files in
    /// Python (its own de-duplication, transfer pairing, refunds, keyword categories and ECB
    /// conversion) and compares them with the tool's JSON report.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
                   "python3 is not installed at /usr/bin/python3, which Scripts/check-household-sample needs (CI installs it)"))
    func theReportAgreesWithTheRawFilesRecomputed() throws {
        let run = try Tool.run([Paths.packageRoot.appending(path: "Scripts/check-household-sample").path, Tool.binary.path],
                               executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("63 transactions from 5 files, 12 transfer sides, every figure agrees"))
    }

    /// The October-only report of the three months lists the recurring payments (detected over all
    /// the files), the card payoffs and the Livret A out of spending, the FNAC refund netted.
    @Test func octoberAloneStillShowsTheRecurringPayments() throws {
        let run = try Tool.run(["--config", "Samples/famille-durand.yaml"] + BaseCurrencyCommandTests.files
            + ["--from", "2026-10-01", "--to", "2026-10-31", "--format", "md", "--lang", "en", "--sections", "summary,spending,recurring"])
        #expect(run.status == 0, "\(run.stderr)")
        let md = Tool.unpadded(run.stdout)
        for payee in ["LOYER SCI LES ACACIAS", "EDF CLIENTS PARTICULIERS", "NETFLIX.COM", "FREE MOBILE", "MAIF ASSURANCE HABITATION"] {
            #expect(md.contains("| \(payee) |"), "\(payee) not in the recurring payments")
        }
        #expect(md.contains("€96.50 (last: €118.40)"))  // detected over the three months, November's bill included
        #expect(md.contains("COMPTE COURANT DURAND → CARTE VISA DIFFEREE DURAND, €159.28"))
        #expect(md.contains("COMPTE COURANT DURAND → LIVRET A DURAND, €300.00 · put into savings"))
        #expect(md.contains("| 🛍️ Shopping | €154.98 | €129.99 | €24.99 |"))
    }
}
