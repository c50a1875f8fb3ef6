import StatementModel

/// The last step of the HTML and Markdown reports (and so of the email's two parts).
package enum ReportText {
    /// `text` without bidirectional embeddings, overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069), and with its control characters (but tab and line ends) written as visible
    /// escapes (`\x1b`): see `ControlCharacters`. `text` itself, uncopied, when it has none.
    ///
    /// The controls are dropped rather than isolated (`<bdi>`): an isolate keeps an override from
    /// reaching the text around it, but the text inside is still shown reversed (U+202E then `00.001` shows as
    /// `100.00`), and Markdown, a terminal or a mail reader's text part have no isolates at all.
    /// Right-to-left text itself needs none of them: the Unicode algorithm orders Arabic and Hebrew
    /// by their letters; the marks U+200E, U+200F and U+061C, which reverse nothing, are kept.
    package static func inert(_ text: String) -> String {
        guard mayHoldControls(text) else { return text }
        return ControlCharacters.visible(ControlCharacters.withoutBidiControls(text), keepingLineFeeds: true)
    }

    /// False when `text` surely holds neither a control but tab and line ends (C0, DEL, C1 as `C2 80`–`C2 9F`,
    /// a CR not before a LF) nor a bidirectional control (`E2 80 AA`–`AE`, `E2 81 A6`–`A9`): one pass over
    /// the bytes, eight at a time while they are all printable ASCII (most of a page), byte by byte in the
    /// eight that are not. True sends the text the full way.
    static func mayHoldControls(_ text: String) -> Bool {
        return TextBytes.read(text) { bytes in
            guard let base = bytes.baseAddress else { return false }
            let n = bytes.count
            var i = 0
            while i < n {
                if i + 8 <= n, allPrintableASCII(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                    i += 8
                    continue
                }
                let end = min(i + 8, n)
                while i < end {
                    let b = base[i]
                    i += 1
                    if b &- 0x20 < 0x5F { continue }
                    if b < 0x20 {
                        if b == 0x09 || b == 0x0A || (b == 0x0D && i < n && base[i] == 0x0A) { continue }
                        return true
                    }
                    if b == 0x7F { return true }
                    if b == 0xC2, i < n, base[i] &- 0x80 < 0x20 { return true }
                    if b == 0xE2, i + 1 < n {
                        let b1 = base[i], b2 = base[i + 1]
                        if (b1 == 0x80 && b2 &- 0xAA < 5) || (b1 == 0x81 && b2 &- 0xA6 < 4) { return true }
                    }
                }
            }
            return false
        }
    }

    /// Whether each of the eight bytes is in 0x20...0x7E: none below 0x20 (the high bit of `byte - 0x20`
    /// where the byte's own is clear), none at 0x7F or above (the high bit of `byte + 1` or of the byte;
    /// a carry only leaves a byte of 0xFF, which the byte's own high bit already reports).
    private static func allPrintableASCII(_ word: UInt64) -> Bool {
        let above = ((word &+ ByteWord.ones) | word) & ByteWord.highs
        return ByteWord.below(word, 0x20) | above == 0
    }
}
