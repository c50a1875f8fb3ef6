import Testing

@testable import StatementImport

/// `RowText` gives every row the same text, from a copy of its own that changes once a batch.
struct RowTextTests {
    /// Where a text's bytes are kept (nil for a short text, which has no storage of its own).
    static func storage(_ text: String) -> UnsafeRawPointer? {
        text.utf8.count <= 15 ? nil : text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test func everyRowGetsTheTextFromACopyMadeOnceABatch() {
        let name = "/home/someone/Relevés/compte-joint-2026-10.csv"
        var rows = RowText(name)
        var places: [UnsafeRawPointer] = []
        for _ in 0..<(3 * TransactionPipe.batchSize) {
            let text = rows.next()
            #expect(text == name)
            if let p = Self.storage(text), places.last != p { places.append(p) }
        }
        // The first copy, then a new one at each batch's last row (2,048, 4,096, 6,144): never the caller's own text.
        #expect(places.count == 4)
        #expect(!places.contains(Self.storage(name)!))
        #expect(rows.text == name)
    }

    @Test func aShortTextIsTheSameText() {
        var rows = RowText("a.csv")
        for _ in 0..<(TransactionPipe.batchSize + 1) { #expect(rows.next() == "a.csv") }
        #expect(RowText.fresh("") == "")
        #expect(RowText.fresh("Relevé d’octobre, compte joint.csv") == "Relevé d’octobre, compte joint.csv")
    }
}
