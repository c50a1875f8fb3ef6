import Foundation
import StatementKitTestSupport
import Testing

/// When several accounts hold a currency, each account's balance over time in every format, as the
/// Durand household's reader sees it; and every shared expense in the full report.
struct AccountBalanceChartsCommandTests {
    static let durand = ["--config", "Samples/famille-durand.yaml", "Samples/famille-durand-carte-2026-09-11.csv",
                         "Samples/famille-durand-courant-2026-09-10.csv", "Samples/famille-durand-courant-2026-10-11.csv",
                         "Samples/famille-durand-livret-a-2026-09-11.csv", "Samples/famille-durand-wise-usd-2026-10.csv"]
    static let martin = ["Samples/foyer-martin-compte-commun-2026-09-11.csv", "Samples/foyer-martin-carte-camille-2026-09-11.csv",
                         "--config", "Samples/foyer-martin.yaml"]
    static let addresses = ["--mail-to", "camille@example.org", "--mail-from", "releves@example.org"]

    static func run(_ arguments: [String]) throws -> String {
        let run = try Tool.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test func eachAccountOfTheCurrencyHasItsOwnChartEndingOnItsOwnClosingBalance() throws {
        let text = LaterChartsCommandTests.joined(try Self.run(Self.durand + ["--lang", "en", "--format", "text"]))
        // The card, the current account (two downloads) and the Livret A; the dollar account keeps its one chart.
        #expect(text.contains("Balance over time: CARTE VISA DIFFEREE DURAND"))
        #expect(text.contains("from the opening balance (€0.00) to the closing balance (-€155.38)"))
        #expect(text.contains("Balance over time: COMPTE COURANT DURAND"))
        #expect(text.contains("from the opening balance (€1,850.32) to the closing balance (€12,912.72)"))
        #expect(text.contains("Balance over time: LIVRET A DURAND"))
        #expect(text.contains("from the opening balance (€6,200.00) to the closing balance (€6,600.00)"))
        #expect(text.contains("from the opening balance ($400.00) to the closing balance ($178.24)"))
        #expect(text.components(separatedBy: "Balance over time").count - 1 == 4)
        // Each with its scale written out; no chart of the accounts added together, no folder.
        #expect(text.contains("Scale: -€316.17 (no bar) to €0.00 (full bar)."))
        #expect(!text.contains("€19,357.34") && !text.contains("Samples/"))
        let markdown = try Self.run(Self.durand + ["--lang", "fr", "--format", "markdown"])
        #expect(markdown.contains("### Évolution du solde\u{a0}: LIVRET A DURAND"))
        #expect(markdown.contains("Échelle\u{a0}: de 6\u{202f}440,00\u{a0}€ (pas de barre) à 7\u{202f}100,00\u{a0}€ (barre pleine)."))
    }

    @Test func theJSONReportGivesEachAccountsBalancesDayByDay() throws {
        let json = try Self.run(Self.durand + ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let currencies = try #require(object["currencies"] as? [[String: Any]])
        let eur = try #require(currencies.first { $0["currency"] as? String == "EUR" })
        #expect(eur["balances"] == nil)
        let accounts = try #require(eur["accounts"] as? [[String: Any]])
        #expect(accounts.map { $0["account"] as? String } == ["CARTE VISA DIFFEREE DURAND", "COMPTE COURANT DURAND", "LIVRET A DURAND"])
        let last = accounts.map { (($0["balances"] as? [[String: String]]) ?? []).last ?? [:] }
        #expect(last.map { $0["balance"] } == ["-155.38", "12912.72", "6600.00"])
        let courant = try #require(accounts[1]["balances"] as? [[String: String]])
        #expect(courant.first?["day"] == "2026-09-01" && courant.last?["day"] == "2026-11-26" && courant.count == 87)
        // The second download (opening 9,088.81 on October 12) is followed from its start.
        #expect(courant.first { $0["day"] == "2026-10-11" }?["balance"] == "9088.81")
        let usd = try #require(currencies.first { $0["currency"] as? String == "USD" })
        #expect(usd["accounts"] == nil && (usd["balances"] as? [Any])?.isEmpty == false)
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the email was not read (CI installs it)"))
    func theEmailStaysUnderTheLimitAndSaysWhichBalanceChartsAreAttached() throws {
        for lang in ["fr", "en"] {
            let run = try Tool.run(Self.durand + ["--lang", lang, "--format", "eml"] + Self.addresses)
            let mail = try ParsedMail.parse(Array(run.stdout.utf8))
            let html = try #require(mail.html)
            #expect(mail.htmlEncodedSize < EmailBudgetCommandTests.limit, "\(lang): \(mail.htmlEncodedSize) bytes as sent")
            #expect(html.contains(lang == "en" ? "The balance over time of the 3 accounts is in the attached report"
                : "L’évolution du solde des 3 comptes est dans le rapport joint"))
            #expect(mail.attachments.contains { $0.fileName?.hasSuffix("-\(lang).html") == true })
            #expect(!html.contains("<div class=\"bar"))
        }
    }

    @Test func theFullReportListsEverySharedExpenseAndTheEmailFifteen() throws {
        for format in ["html", "markdown", "text"] {
            let report = try Self.run(Self.martin + ["--lang", "en", "--format", format])
            #expect(report.contains("58 shared expenses"), "\(format)")
            #expect(!report.contains("later shared expenses are not listed"), "\(format): the file lists them all")
        }
        // Like the transactions, the list follows --max-transactions.
        let capped = try Self.run(Self.martin + ["--lang", "en", "--format", "text", "--max-transactions", "20"])
        #expect(capped.contains("38 later shared expenses are not listed."))
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the email was not read (CI installs it)"))
    func theEmailListsAtMostFifteenSharedExpensesAndSaysWhereTheOthersAre() throws {
        // Without the days and transactions sections the email has room: the cap, not the budget, cuts.
        let run = try Tool.run(Self.martin + ["--lang", "en", "--format", "eml", "--sections", "summary,splits"] + Self.addresses)
        #expect(run.status == 0, "\(run.stderr)")
        let mail = try ParsedMail.parse(Array(run.stdout.utf8))
        let html = try #require(mail.html)
        #expect(html.contains("43 later shared expenses are not listed here: see the attached report"))
        #expect(mail.attachments.contains { $0.fileName?.hasSuffix(".html") == true })
    }
}
