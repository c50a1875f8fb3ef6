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

/// The CSV export, read back by Python's `csv` module (an independent RFC 4180 reader).
@Suite struct TransactionsCSVTests {
    /// Rows as Python's csv module reads them.
    static func pythonRows(_ text: String) throws -> [[String]] {
        let script = "import csv, json, sys; print(json.dumps(list(csv.reader(sys.stdin.buffer.read().decode('utf-8').splitlines(True)))))"
        let run = try ExternalTool.run(ExternalTool.python3!, ["-c", script], stdin: Data(text.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONSerialization.jsonObject(with: run.stdout) as? [[String]] ?? []
    }

    static func item(_ description: String, payee: String? = nil, amount: String = "-12.50", currency: String = "EUR") -> ExportedTransaction {
        ExportedTransaction(transaction: Fixture.tx("2026-10-03", amount, description, currency: currency, payee: payee),
                            category: "groceries", account: Account(iban: "FR7630006000011234567890189"))
    }

    @Test func aRowPerTransactionWithAHeader() {
        let csv = TransactionsCSV.encode([Self.item("CB CARREFOUR"), Self.item("DIVIDENDE", amount: "0.1234", currency: "USD")], language: .french)
        #expect(csv == """
            date,value_date,amount,currency,description,payee,memo,reference,category,category_name,kind,status,account,id,source,operation_date
            2026-10-03,,-12.50,EUR,CB CARREFOUR,,,,groceries,Courses,debit,booked,FR7630006000011234567890189,2026-10-03|-12.50|CB CARREFOUR,test.csv:2,
            2026-10-03,,0.1234,USD,DIVIDENDE,,,,groceries,Courses,credit,booked,FR7630006000011234567890189,2026-10-03|0.1234|DIVIDENDE,test.csv:2,

            """)
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the CSV reader check did not run"))
    func quotingReadsBackInAnRFC4180Reader() throws {
        let odd = ["VIR \"LOYER\", OCTOBRE", "two\nlines", "carriage\r\nreturn", "naïve café ☕", "semi;colon", "  spaces  "]
        let csv = TransactionsCSV.encode(odd.map { Self.item($0, payee: $0) }, language: .english)
        let rows = try Self.pythonRows(csv)
        #expect(rows.count == odd.count + 1)
        #expect(rows[0] == TransactionsCSV.columns)
        for (row, text) in zip(rows.dropFirst(), odd) {
            #expect(row.count == TransactionsCSV.columns.count)
            #expect(row[4] == text && row[5] == text)
            #expect(row[2] == "-12.50")
        }
    }

    @Test func formulasAreDefused() {
        let csv = TransactionsCSV.encode([Self.item("=HYPERLINK(\"http://x\")"), Self.item("+33 6 12"), Self.item("@SUM(A1)"), Self.item("-CB")],
                                         language: .english)
        let lines = csv.split(separator: "\n").dropFirst()
        #expect(lines.map { $0.split(separator: ",", maxSplits: 5, omittingEmptySubsequences: false)[4] } == ["\"'=HYPERLINK(\"\"http://x\"\")\"", "'+33 6 12", "'@SUM(A1)", "'-CB"])
        // Amounts keep their minus.
        #expect(lines.allSatisfy { $0.contains(",-12.50,") })
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the CSV reader check did not run"))
    func everySampleExportsItsExactSums() throws {
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: Paths.samples.appending(path: "expected.json"))) as! [String: Any]
        let files = expected["files"] as! [String: [String: Any]]
        var checked = 0
        for (name, facts) in files.sorted(by: { $0.key < $1.key }) {
            guard let sums = facts["sum_by_currency"] as? [String: String],
                let result = try? ReportSession().importFile(.file(Paths.samples.appending(path: name).path))
            else { continue }
            let items = ExportedTransaction.all(result.statements, categorizer: Categorizer())
            let rows = try Self.pythonRows(TransactionsCSV.encode(items, language: .french)).dropFirst()
            #expect(rows.count == facts["transactions"] as? Int, "\(name)")
            var totals: [String: Amount] = [:]
            for row in rows { totals[row[3], default: .zero] += Amount(exactly: row[2])! }
            for (code, sum) in sums {
                let key = code == "unspecified" ? "XXX" : code
                #expect(totals[key] == Amount(exactly: sum), "\(name) \(code)")
            }
            checked += 1
        }
        #expect(checked >= 10)
    }
}
