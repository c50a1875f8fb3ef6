import Foundation
import StatementKitTestSupport
import Testing

/// With three people, who lent and who borrowed what by each shared expense reads on a phone: the
/// HTML gives the line the whole table's width (not the description's column, squeezed by a column
/// per person), and never parts a name from its amount.
struct SharedExpenseLineTests {
    @Test func theLentLineSpansTheTableAndKeepsEachPartWhole() throws {
        let html = try LayoutCommandTests.html(["Samples/flat-42-sam-current-account-2026-09-11.csv", "--config", "Samples/flat-42.yaml"], lang: "en")
        let expenses = try #require(html.components(separatedBy: "Every expense and each person’s share</h3>").last?.components(separatedBy: "</table>").first)
        let rows = expenses.components(separatedBy: "<td colspan=\"4\"").dropFirst()
        // The report file lists every shared expense (up to --max-transactions); an email, 15.
        #expect(html.contains("29 shared expenses"))
        #expect(rows.count == 29, "a row across the table under each of the 29 expenses listed")
        let rent = try #require(rows.first)
        for part in ["Sam lent £1,600.00", "Priya borrowed £800.00", "Tom borrowed £800.00"] {
            #expect(rent.contains("<span style=\"white-space:nowrap\">\(part)</span>"), "\(part)")
        }
    }
}
