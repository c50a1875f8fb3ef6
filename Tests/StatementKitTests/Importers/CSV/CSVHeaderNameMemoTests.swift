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
            // Some samples are Latin-1: their bytes as UTF-8 repaired, U+FFFD where an accent was.
            let text = String(decoding: try Data(contentsOf: samples.appendingPathComponent(file)), as: UTF8.self)
            for line in text.split(separator: "\n").prefix(30) {
                cells += line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                cells += line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
        }
        #expect(cells.count > 200)
        // More names than the table holds: it is emptied on the way, and a name learnt again.
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let many = cells + (0..<(CSVHeaderName.memoLimit + 50)).map { n in "Colonne " + String([letters[n / 676 % 26], letters[n / 26 % 26], letters[n % 26]]) }
        for _ in 0..<2 {
            for cell in many {
                let fresh = CSVHeaderName.normalize(cell), remembered = CSVHeaderName.normalizeRemembered(cell)
                #expect(fresh.name == remembered.name && fresh.currency == remembered.currency, "\(cell.debugDescription)")
            }
        }
    }

    /// A cell canonically equivalent to one remembered (equal as `String`s, other bytes) gets its own
    /// name, as in a process that never saw the other: the same file is read the same way in a batch.
    @Test func anEquivalentCellWithOtherBytesIsNormalisedItself() {
        let pairs = [("D\u{E9}bit", "De\u{301}bit"), ("Cr\u{E9}dit", "Cre\u{301}dit"), ("Libell\u{E9}", "Libelle\u{301}")]
        for (first, second) in pairs + pairs.map({ ($0.1, $0.0) }) {
            #expect(first == second)
            _ = CSVHeaderName.normalizeRemembered(first)
            #expect(CSVHeaderName.normalizeRemembered(second).name == CSVHeaderName.normalize(second).name, "\(second.debugDescription)")
        }
    }
}
