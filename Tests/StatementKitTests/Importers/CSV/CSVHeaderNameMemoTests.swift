import Foundation
import Testing

@testable import StatementImporters

/// Header names remembered across the files of a process (`CSVHeaderName.normalizeRemembered`) are
/// the names normalised afresh: looked up the first time, remembered the second, and after the table
/// was emptied for being full.
@Suite struct CSVHeaderNameMemoTests {
    @Test func rememberedNamesAreTheNormalisedOnes() throws {
        var cells = ["Date opération", "Montant (EUR)", "Débit euros", "Libell\u{FFFD}", "dateOp", "EUR", "", "Settlement date (UTC)", "日本 円"]
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Samples").standardized
        for file in try FileManager.default.contentsOfDirectory(atPath: samples.path) where file.hasSuffix(".csv") {
            let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n").prefix(30) {
                cells += line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                cells += line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
        }
        #expect(cells.count > 200)
        // More names than the table holds: it is emptied on the way, and a name learnt again.
        let many = cells + (0..<(CSVHeaderName.memoLimit + 50)).map { "Colonne \(String($0, radix: 26).map { Character(UnicodeScalar(($0.asciiValue ?? 48) &+ 17)) })" }
        for _ in 0..<2 {
            for cell in many {
                let fresh = CSVHeaderName.normalize(cell), remembered = CSVHeaderName.normalizeRemembered(cell)
                #expect(fresh.name == remembered.name && fresh.currency == remembered.currency, "\(cell.debugDescription)")
            }
        }
    }
}
