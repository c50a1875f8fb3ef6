import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementLocalization

/// The native pass over the later sessions' texts (issue 21, `Documentation/LanguageReviewStatus.md`,
/// "Native pass of later texts").
@Suite struct LaterTextsTests {
    /// A QIF path whose first part names a built-in category reads in the report's language, as the
    /// spending table's parent line does; the rest stays as the file wrote it.
    @Test func aCategoryPathNamesItsBuiltInPart() {
        let catalog = CategoryCatalog.standard
        #expect(catalog.name(of: "housing:Rent", in: .french) == "Logement:Rent")
        #expect(catalog.name(of: "housing:Rent", in: .english) == "Housing:Rent")
        #expect(catalog.name(of: "Shopping:Books", in: .french) == "Achats:Books")
        #expect(catalog.icon(of: "housing:Rent") == catalog.icon(of: "housing"))
        #expect(catalog.name(of: "uncategorized:Misc", for: ReportLocale(tag: "en-GB")!) == "Uncategorised:Misc")
        // A user's own path, and a name that is no path, stay as written.
        #expect(catalog.name(of: "Maison:Loyer", in: .french) == "Maison:Loyer")
        #expect(catalog.icon(of: "Maison:Loyer") == "🏷️")
        #expect(catalog.name(of: "Vacances", in: .english) == "Vacances")
    }

    /// The summary counts a transfer's transactions, the block below its transfers: one word each, so
    /// "2" beside "1" no longer reads as a contradiction.
    @Test func transfersAreCountedInTransactionsAndPairsInTransfers() {
        for (catalogue, line, pair) in [(ReportLocale.french.catalogue, "2 opérations", "1 virement entre vos comptes de ce bilan"),
                                        (ReportLocale(tag: "en-US")!.catalogue, "2 transactions", "1 transfer between your accounts in this report")] {
            let plain = { (s: String) in s.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ") }
            let summary = plain(catalogue("household.summary.transfers", ["count": .number(2), "out": .text("200"), "in": .text("200")]))
            let paired = plain(catalogue("household3.transfers.paired", ["count": .number(1), "days": .number(4)]))
            #expect(summary.contains(": " + line + " ("), "\(summary)")
            #expect(paired.hasPrefix(pair), "\(paired)")
        }
    }
}
