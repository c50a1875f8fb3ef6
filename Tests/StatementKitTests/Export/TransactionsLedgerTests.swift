import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// The hledger journal: its text, and hledger's own balance of it over every sample and every
/// corpus file that imports.
@Suite struct TransactionsLedgerTests {
    @Test func theJournalText() {
        let s = Fixture.statement([
            Fixture.tx("2026-10-01", "-1200.00", "LOYER; OCTOBRE", payee: "SCI Tilleuls", category: "housing", id: "a,1"),
            Fixture.tx("2026-10-02", "25.5", "REMBOURSEMENT", status: .pending, id: "b"),
            Fixture.tx("2026-10-03", "0", "INFO", status: .information, id: "c"),
        ], account: Account(iban: "FR76 3000: 1", name: "Compte joint", type: .checking), opening: "100.00", closing: "-1074.50")
        let journal = TransactionsLedger.encode([s], categorizer: Categorizer(), language: .french)
        #expect(journal == """
            ; statement-report transactions --format ledger
            commodity 1000.00 EUR

            ; test.csv (2026-10-01 … 2026-10-03)
            ; opening balance: 100.00 EUR
            ; closing balance: -1074.50 EUR

            2026-10-01 * SCI Tilleuls | LOYER, OCTOBRE  ; id: a 1, source: test.csv:2
                expenses:Logement         1200.00 EUR
                assets:bank:FR76 3000- 1  -1200.00 EUR

            2026-10-02 ! REMBOURSEMENT  ; id: b, source: test.csv:2
                income:Non classé         -25.50 EUR
                assets:bank:FR76 3000- 1  25.50 EUR

            ; 2026-10-03 * INFO  ; id: c, source: test.csv:2
            ;     income:Non classé         0.00 EUR
            ;     assets:bank:FR76 3000- 1  0.00 EUR

            """)
    }

    /// `hledger balance` of a journal: account → commodity → amount.
    static func hledgerBalances(_ journal: String) throws -> (status: Int32, balances: [String: [String: Amount]], stderr: String) {
        let file = FileManager.default.temporaryDirectory.appending(path: "statement-report-\(UUID().uuidString).journal")
        try Data(journal.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ExternalTool.run(ExternalTool.hledger!, ["-f", file.path, "balance", "--flat", "--empty", "-O", "csv", "--no-total"],
                                       environment: ExternalTool.utf8Environment)
        var balances: [String: [String: Amount]] = [:]
        for line in run.text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\",\"").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            guard fields.count == 2 else { continue }
            for part in fields[1].split(separator: ",") {
                let words = part.split(separator: " ")
                guard let amount = words.first.flatMap({ Amount(exactly: $0) }) else { continue }
                balances[fields[0], default: [:]][words.count > 1 ? String(words[1]) : "", default: .zero] += amount
            }
        }
        return (run.status, balances, run.stderr)
    }

    static var files: [URL] { TransactionsJSONRoundTripTests.files }

    @Test(.enabled(if: ExternalTool.hledger != nil, "hledger is not installed: the journal was not checked by hledger (CI installs it)"))
    func hledgerBalancesEveryAccountToTheStatementsSums() throws {
        var checked = 0
        for url in Self.files {
            guard let result = try? ReportSession().importFile(.file(url.path)), !result.statements.isEmpty else { continue }
            let journal = TransactionsLedger.encode(result.statements, categorizer: Categorizer(), language: .english)
            let (status, balances, stderr) = try Self.hledgerBalances(journal)
            #expect(status == 0, "\(url.lastPathComponent): \(stderr)")
            // Each statement account holds the sum of its statements' transactions, to the cent and beyond.
            var expected: [String: [String: Amount]] = [:]
            for s in result.statements {
                let account = TransactionsLedger.ownAccount(s.account, source: s.source)
                for t in s.transactions where t.status != .information {
                    expected[account, default: [:]][t.currency.isUnspecified ? "" : t.currency.code, default: .zero] += t.amount.amount
                }
            }
            for (account, sums) in expected {
                let got = (balances[account] ?? [:]).filter { !$0.value.isZero }
                #expect(got == sums.filter { !$0.value.isZero }, "\(url.lastPathComponent) \(account)")
            }
            // And everything balances: the other side holds the opposite.
            var total: [String: Amount] = [:]
            for (_, sums) in balances { for (c, a) in sums { total[c, default: .zero] += a } }
            #expect(total.values.allSatisfy { $0.isZero }, "\(url.lastPathComponent) \(total)")
            checked += 1
        }
        #expect(checked >= 40, "only \(checked) files checked")
    }
    /// The QIF sample's card payoff (`[Visa]` on the checking side, `[Checking]` on the card's) and
    /// its transfer to savings are neither expense nor income in the journal, as in the report:
    /// the payoff's two sides cancel in `assets:transfers`, the 500.00 sent to savings stays there.
    @Test func ownTransfersAreBookedAgainstTransfers() throws {
        let url = Paths.samples.appending(path: "quicken-2026-10.qif")
        let result = try ReportSession().importFile(.file(url.path))
        let journal = TransactionsLedger.encode(result.statements, categorizer: Categorizer(), language: .english)
        let postings = journal.split(separator: "\n").filter { $0.hasPrefix("    assets:transfers") }
        #expect(postings.count == 3, "\(journal)")
        #expect(!journal.contains("expenses:Transfers") && !journal.contains("income:Transfers"), "\(journal)")
        var sum = Amount.zero
        for line in postings { sum += try #require(line.split(separator: " ").last.flatMap { Amount(exactly: $0) }) }
        #expect(sum == Amount(exactly: "500")!)
    }
}
