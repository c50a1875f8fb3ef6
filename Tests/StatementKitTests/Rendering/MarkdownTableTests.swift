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

@Suite struct MarkdownTableTests {
    @Test func columnsLineUpInTheText() {
        var table = MarkdownTable([("Category", .left), ("Spent", .right)])
        table.add(["🏠 Housing", "€1,150.00"])
        table.add(["🛍️ Shopping", "€9.99"])
        table.add(["Energy & water", "-€1.00"])
        #expect(table.text == """
            | Category       |     Spent |
            | :------------- | --------: |
            | 🏠 Housing     | €1,150.00 |
            | 🛍️ Shopping    |     €9.99 |
            | Energy & water |    -€1.00 |

            """)
    }

    /// A description of 100,000 characters (statement text is the sender's) stays in its own row: the
    /// other rows are padded to the widest of the rest, not to it, so the table's size is its text's.
    @Test func aHugeCellDoesNotWidenItsColumn() {
        var table = MarkdownTable([("Description", .left), ("Amount", .right)])
        table.add(["Boulangerie", "-3.50"])
        table.add([Markdown(escaping: String(repeating: "A", count: 100_000)), "-1.00"])
        table.add(["Salaire", "2,000.00"])
        let lines = table.text.split(separator: "\n")
        #expect(lines[0] == "| Description |   Amount |")
        #expect(lines[2] == "| Boulangerie |    -3.50 |")
        #expect(lines[3] == "| " + String(repeating: "A", count: 100_000) + " |    -1.00 |")
        #expect(lines[4] == "| Salaire     | 2,000.00 |")
        #expect(table.text.utf8.count < 100_200)
    }

    /// Columns wider than the 80 spaces or dashes padding takes at a time (`Padding`), up to the padding
    /// limit: every line as long as the others, its cells padded with spaces and its rule with dashes.
    @Test(arguments: [79, 80, 81, 160, 161, 300, MarkdownTable.paddingLimit])
    func wideColumnsArePaddedToTheirWidth(width: Int) {
        var table = MarkdownTable([("Description", .left), ("Amount", .right)])
        table.add([Markdown(escaping: String(repeating: "é", count: width)), "-1.00"])
        table.add(["Café", Markdown(escaping: String(repeating: "9", count: width))])
        let lines = table.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "| Description" + String(repeating: " ", count: width - 11) + " | " + String(repeating: " ", count: width - 6) + "Amount |")
        #expect(lines[1] == "| :" + String(repeating: "-", count: width - 1) + " | " + String(repeating: "-", count: width - 1) + ": |")
        #expect(lines[2] == "| " + String(repeating: "é", count: width) + " | " + String(repeating: " ", count: width - 5) + "-1.00 |")
        #expect(lines[3] == "| Café" + String(repeating: " ", count: width - 4) + " | " + String(repeating: "9", count: width) + " |")
    }

    @Test(arguments: [("abc", 3), ("1\u{202F}234,00\u{00A0}€", 10), ("🏷️ Beauté", 9), ("e\u{0301}", 1), ("日本", 4), ("", 0)])
    func widthCountsTerminalColumns(text: String, width: Int) {
        #expect(MarkdownTable.width(of: text) == width)
    }

    @Test(arguments: [(0, ""), (100, "████████████████"), (50, "████████"), (1, "▎"), (3, "▌")])
    func barsAreDrawnInEighths(percent: Int, bar: String) {
        #expect(MarkdownWriter.bar(percent).text == bar)
    }

    /// The scalars `width(of:)` takes without Unicode's tables are as wide as the tables say, alone,
    /// before a letter, and before the emoji variation selector.
    @Test func narrowTextIsAsWideAsTheTablesSay() {
        let scalars = (0x00..<0x300).compactMap(Unicode.Scalar.init) + (0x2000...0x20CF).compactMap(Unicode.Scalar.init)
            + (0x2400...0x26FF).compactMap(Unicode.Scalar.init)
        var narrow = 0
        for s in scalars where MarkdownTable.isNarrowText(s.value) {
            narrow += 1
            for next in [nil, Unicode.Scalar("a"), Unicode.Scalar(0xFE0F)!] {
                var text = String(s)
                if let next { text.unicodeScalars.append(next) }
                let expected = MarkdownTable.tableWidth(s, next: next) + (next.map { $0 == "a" ? 1 : 0 } ?? 0)
                #expect(MarkdownTable.width(of: text) == expected, "U+\(String(s.value, radix: 16))")
            }
        }
        #expect(narrow == 0x300 - 1 + 0x18 + 2 + 0xA0)
        #expect(!MarkdownTable.isNarrowText(0xAD) && MarkdownTable.width(of: "a\u{AD}b") == 2)
        #expect(MarkdownTable.width(of: "1\u{202F}234,00\u{A0}€") == 10)
    }
}
