import StatementModel

/// A text that every transaction of a file holds (the file's name in each location), given to the
/// rows as a copy of its own that is made anew every `TransactionPipe.batchSize` rows.
///
/// A `String` longer than 15 bytes is an object whose reference count each copy changes. Held by
/// every row, one such object was counted up by the reading thread for each new row while the other
/// thread counted it down for each row it was done with: the same memory written by both cores, an
/// atomic operation that waits for the other core every time. With one copy per batch of rows, the
/// reading thread counts up a copy the other thread no longer touches (it is a batch or more
/// behind). The text is the same; only which object holds it changes.
package struct RowText {
    package let text: String
    private var copy: String
    private var uses = 0

    package init(_ text: String) {
        self.text = text
        self.copy = RowText.fresh(text)
    }

    /// The text, for one more row.
    @inline(__always)
    package mutating func next() -> String {
        uses += 1
        if uses == TransactionPipe.batchSize {
            uses = 0
            copy = RowText.fresh(text)
        }
        return copy
    }

    /// `text` in storage of its own (a short text is kept inline, and has none).
    package static func fresh(_ text: String) -> String {
        TextBytes.read(text) { String(decoding: $0, as: UTF8.self) }
    }
}
