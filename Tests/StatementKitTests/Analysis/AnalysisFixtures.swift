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

/// Small builders for analysis tests: transactions and statements from plain values.
enum Fixture {
    static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }

    static func money(_ text: String, _ code: String = "EUR") -> Money { Money(Amount(exactly: text)!, Currency(code: code)!) }

    nonisolated(unsafe) private static var counter = 0

    static func tx(
        _ date: String, _ amount: String, _ description: String, currency: String = "EUR", payee: String? = nil,
        memo: String? = nil, category: String? = nil, kind: TransactionKind? = nil, status: TransactionStatus = .booked,
        account: String? = nil, payer: String? = nil, id: String? = nil
    ) -> Transaction {
        Transaction(
            id: id ?? "\(date)|\(amount)|\(description)", bookingDate: day(date), amount: money(amount, currency), description: description,
            payee: payee, memo: memo, category: category, kind: kind, status: status, account: account, payer: payer,
            location: SourceLocation(file: "test.csv", line: 2))
    }

    static func statement(_ transactions: [Transaction], currency: String = "EUR", account: Account = Account(),
                          source: String = "test.csv", opening: String? = nil, closing: String? = nil,
                          period: (String, String)? = nil) -> Statement {
        let c = Currency(code: currency)!
        let info = StatementInfo(
            account: account, currency: c, period: period.map { DayRange(start: day($0.0), end: day($0.1)) },
            openingBalance: opening.map { Balance(Money(Amount(exactly: $0)!, c)) },
            closingBalance: closing.map { Balance(Money(Amount(exactly: $0)!, c)) })
        return Statement(info: info, transactions: transactions, source: source, format: "csv")
    }

    static func result(_ statements: Statement...) -> ImportResult {
        var record = ImportRecord(file: statements.first?.source ?? "test.csv", format: "csv")
        let count = statements.reduce(0) { $0 + $1.transactions.count }
        record.rowsRead = count
        record.imported = count
        return ImportResult(statements: statements, record: record)
    }

    static func config(_ yaml: String) throws -> ReportConfig { try ReportConfig(yaml: yaml, file: "test.yaml") }

    static func report(_ results: [ImportResult], config: ReportConfig = ReportConfig(), options: ReportOptions? = nil,
                       splitwise: [SplitwiseExport] = []) -> Report {
        let options = options ?? ReportOptions(config: config, sections: ReportSection.allCases)
        return ReportBuilder(generatedOn: day("2026-12-01"), config: config, options: options).build(results, splitwise: splitwise)
    }
}
