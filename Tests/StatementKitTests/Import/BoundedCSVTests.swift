import Foundation
import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementLocalization
@testable import StatementModel

/// Columns of a CSV file (issue 20, item 6): linear, with a limit.
@Suite struct BoundedCSVTests {
    // MARK: CSV columns (item 6)

    /// 200,000 columns (31 s before): refused at the first column too many, with the line and a caret.
    @Test func twoHundredThousandColumnsAreRefusedAtTheFirstColumnTooMany() throws {
        let names = ["Date", "Libellé", "Montant"] + (3..<200_000).map { "C\($0)" }
        let header = names.joined(separator: ";")
        let text = header + "\n01/10/2026;Boulangerie;-12,50\n"
        let e = try #require(Bounded.error { () throws(ImportError) in _ = try CSVImporter().importFile(.bytes(Array(text.utf8), name: "wide.csv")) })
        #expect(e.kind == .limit)
        #expect(e.message.key == "csv.tooManyColumns")
        #expect(e.location == SourceLocation(file: "wide.csv", line: 1, column: names.prefix(10_000).joined(separator: ";").count + 2))
        #expect(e.lineText?.hasSuffix("…") == true)
        #expect(Catalogue.english.render(e.message).contains("more than 10,000 columns"))
        #expect(Catalogue.french.render(e.message).contains("colonnes"))
    }

    /// A row too wide far into the data (after the rows the layout is decided from): the same error, at
    /// that row.
    @Test func aWideRowInTheDataIsRefusedAtItsLine() throws {
        var text = "Date;Libellé;Montant\n"
        for day in 0..<300 { text += "01/10/2026;Boulangerie \(day);-12,50\n" }
        text += "02/10/2026;Large" + String(repeating: ";x", count: 20_000) + "\n03/10/2026;Salaire;2000,00\n"
        let e = try #require(Bounded.error { () throws(ImportError) in _ = try CSVImporter().importFile(.bytes(Array(text.utf8), name: "wide.csv")) })
        #expect(e.message.key == "csv.tooManyColumns")
        #expect(e.location.line == 302)
        #expect(e.location.column == "02/10/2026;Large".count + 2 * 9_999)
    }

    /// Ten thousand amount columns without a header: pairs of columns are no longer all tried for a
    /// balance chain (100 million pairs); the amount is ambiguous, said at once.
    @Test func tenThousandAmountColumnsWithoutHeaderAreAmbiguousAtOnce() throws {
        var text = ""
        for day in 1...3 { text += "0\(day)/10/2026;Boulangerie;" + (0..<9_998).map { "\($0 + day),50" }.joined(separator: ";") + "\n" }
        let e = try #require(Bounded.error { () throws(ImportError) in _ = try CSVImporter().importFile(.bytes(Array(text.utf8), name: "amounts.csv")) })
        #expect(e.message.key == "csv.ambiguousAmountColumns")
    }
}
