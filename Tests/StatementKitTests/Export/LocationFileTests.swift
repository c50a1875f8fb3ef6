import Testing

@testable import StatementImport
@testable import StatementRendering

/// A location's file name is worked out again only when the name changes, whichever copy of it a
/// row holds (`RowText` gives the rows a new copy every batch).
struct LocationFileTests {
    @Test func aStringIsTheSixteenBytesCompared() {
        #expect(MemoryLayout<String>.size == 16)
        let name = RowText.fresh("/home/someone/Relevés/compte-joint-2026-10.csv")
        let same = name
        let copy = RowText.fresh(name)
        #expect(LocationFile.identical(name, same))
        #expect(!LocationFile.identical(name, copy))
        #expect(LocationFile.identical("a.csv", RowText.fresh("a.csv")))
        #expect(!LocationFile.identical("a.csv", "b.csv"))
    }

    @Test func theNameIsWorkedOutOncePerNameWhateverTheCopy() {
        var file = LocationFile()
        var made: [String] = []
        func update(_ name: String) {
            file.update(name) { text, bytes in
                made.append(text)
                bytes.append(contentsOf: text.utf8)
                return true
            }
        }
        var rows = RowText("/home/someone/Relevés/compte-joint-2026-10.csv")
        for _ in 0..<(2 * TransactionPipe.batchSize + 5) { update(rows.next()) }
        update("other.csv")
        update("other.csv")
        update(rows.next())
        #expect(made == ["/home/someone/Relevés/compte-joint-2026-10.csv", "other.csv", "/home/someone/Relevés/compte-joint-2026-10.csv"])
        #expect(String(decoding: file.bytes, as: UTF8.self) == "/home/someone/Relevés/compte-joint-2026-10.csv")
        #expect(file.plain)
    }
}
