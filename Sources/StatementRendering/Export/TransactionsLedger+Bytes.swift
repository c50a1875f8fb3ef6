import StatementModel

/// The journal entry of one transaction written straight as bytes, for the streaming export: the
/// bytes of `TransactionsLedger.entry`, which works on characters. Text whose characters the byte
/// rules could misread (a character that joins a space, `;` or `,` to what follows, a newline
/// outside ASCII) is left to `entry` itself.
extension TransactionsLedger {
    /// An account name with its length in characters (for the postings' alignment).
    package struct Name: Sendable {
        package let text: String
        package let count: Int

        package init(_ text: String) {
            self.text = text
            self.count = text.count
        }
    }

    /// Appends `"\n" + entry(t, own: own.text, other: other.text)`: room for its longest possible
    /// text is reserved once and the entry written into it through a `ByteCursor` (no `append` per
    /// piece); an entry whose text needs `entry`'s characters is written by `entry`.
    package static func appendEntry(_ t: Transaction, own: Name, other: Name, to out: inout [UInt8]) {
        var file = LocationFile()
        appendEntry(t, own: own, other: other, file: &file, to: &out)
    }

    /// `appendEntry(_:own:other:to:)`, `file` keeping the last location's file name as a tag's value.
    package static func appendEntry(_ t: Transaction, own: Name, other: Name, file: inout LocationFile, to out: inout [UInt8]) {
        var plain = true
        if t.location.line > 0 {
            file.update(t.location.file) { name, bytes in
                var plain = true
                ExportBytes.append(atMost: name.utf8.count, to: &bytes) { row in
                    let start = row.end
                    plain = oneLine(name, tag: true, trimsEnd: false, to: &row)
                    if !plain { row.advance(start - row.end) }
                }
                return plain
            }
        }
        ExportBytes.append(atMost: entryBound(t, own: own, other: other), to: &out) { row in
            let start = row.end
            plain = write(t, own: own, other: other, file: file, to: &row)
            if !plain { row.advance(start - row.end) }
        }
        if !plain { out.append(contentsOf: ("\n" + entry(t, own: own.text, other: other.text)).utf8) }
    }

    /// The most an entry takes: its texts (each written at most as long as it is, the payee and the
    /// description side by side while they are compared), both postings' names and padding, and
    /// under 512 bytes of marks, tags, days, amounts and numbers.
    @inline(__always)
    private static func entryBound(_ t: Transaction, own: Name, other: Name) -> Int {
        var n = t.description.utf8.count + t.id.utf8.count + t.location.file.utf8.count
        if let v = t.payee { n += v.utf8.count }
        if let v = t.reference { n += v.utf8.count }
        if let o = t.originalAmount { n += o.currency.code.utf8.count + ByteCursor.unitsBound + max(0, o.amount.scale) }
        let names = own.text.utf8.count + other.text.utf8.count
        let code = t.amount.currency.code.utf8.count
        return 512 + n + 3 * names + 2 * (code + ByteCursor.unitsBound + max(0, t.amount.amount.scale, t.amount.currency.minorUnits))
    }

    /// The entry; false when a text needs `entry`'s characters (what was written is then dropped).
    private static func write(_ t: Transaction, own: Name, other: Name, file: LocationFile, to row: inout ByteCursor) -> Bool {
        let information = t.status == .information
        row.put(0x0A)
        if information { row.put("; ") }
        guard writeHead(t, file: file, to: &row) else { return false }
        let width = max(own.count, other.count) + 2
        postingStart(other, width: width, information: information, to: &row)
        let negated = row.end
        row.put(amount: t.amount.negated)
        let negatedEnd = row.end
        postingEnd(t.amount.currency, to: &row)
        postingStart(own, width: width, information: information, to: &row)
        // The amount is the other side's with its sign turned: `-` taken off or put on (zero has none).
        if negated.pointee == 0x2D {
            row.put(UnsafeBufferPointer(start: negated + 1, count: negatedEnd - negated - 1))
        } else {
            if t.amount.amount.units != 0 { row.put(0x2D) }
            row.put(UnsafeBufferPointer(start: negated, count: negatedEnd - negated))
        }
        postingEnd(t.amount.currency, to: &row)
        row.put(0x0A)
        return true
    }

    /// `\n    name   ` (after `; ` for information), before a posting's amount.
    @inline(__always)
    private static func postingStart(_ name: Name, width: Int, information: Bool, to row: inout ByteCursor) {
        row.put(0x0A)
        if information { row.put("; ") }
        row.put("    ")
        row.put(text: name.text)
        for _ in 0..<(width - name.count) { row.put(0x20) }
    }

    /// ` EUR` after a posting's amount, nothing without a currency.
    @inline(__always)
    private static func postingEnd(_ currency: Currency, to row: inout ByteCursor) {
        if !currency.isUnspecified {
            row.put(0x20)
            row.put(text: currency.code)
        }
    }

    @inline(__always)
    /// `date mark [payee | ]description  ; id: …, reference: …, original: …, source: …`; false when
    /// a text needs `entry`'s characters.
    private static func writeHead(_ t: Transaction, file: LocationFile, to row: inout ByteCursor) -> Bool {
        row.put(day: t.bookingDate)
        row.put(t.status == .pending ? " ! " : " * ")
        guard writeDescription(t, to: &row) else { return false }
        row.put("  ; id: ")
        guard oneLine(t.id, tag: true, to: &row) else { return false }
        if let reference = t.reference, !reference.isEmpty {
            row.put(", reference: ")
            guard oneLine(reference, tag: true, to: &row) else { return false }
        }
        if let original = t.originalAmount {
            row.put(", original: ")
            row.put(amount: original)
            if !original.currency.isUnspecified {
                row.put(0x20)
                row.put(text: original.currency.code)
            }
        }
        row.put(", source: ")
        let location = t.location
        guard location.line > 0 else { return oneLine(location.file, tag: true, to: &row) }
        // `file:line[:column]`: the digits end the text, so only the start is trimmed (`file`: the
        // name so written, kept from the rows before).
        guard file.plain else { return false }
        file.bytes.withUnsafeBufferPointer { row.put($0) }
        row.put(lineAndColumnOf: location)
        return true
    }

    /// `[payee | ]description`: the payee is written first and the description after it; when the
    /// payee is empty or the same text, the description moves back over it.
    @inline(__always)
    private static func writeDescription(_ t: Transaction, to row: inout ByteCursor) -> Bool {
        guard let payee = t.payee else { return oneLine(t.description, to: &row) }
        let start = row.end
        guard oneLine(payee, to: &row) else { return false }
        let payeeEnd = row.end
        row.put(" | ")
        let description = row.end
        guard oneLine(t.description, to: &row) else { return false }
        let payeeCount = payeeEnd - start, descriptionCount = row.end - description
        // Texts of these characters are equal as `String`s exactly when their bytes are.
        if payeeCount == 0 || (payeeCount == descriptionCount && same(start, description, count: payeeCount)) {
            UnsafeMutableRawPointer(start).copyMemory(from: description, byteCount: descriptionCount)
            row.advance(start + descriptionCount - row.end)
        }
        return true
    }

    /// Whether each of the eight bytes of `word` is ASCII from the space up and none is `;`: bytes
    /// `oneLine` copies as they are. (A byte below 0x20 borrows into its high bit when the spaces
    /// are taken away, and a `;` leaves a zero byte that does the same; the high bits of `word`
    /// itself are bytes outside ASCII.)
    @inline(__always)
    private static func keptWhole(_ word: UInt64) -> Bool {
        (word & ByteWord.highs) | ByteWord.below(word, 0x20) | ByteWord.matches(word, 0x3B) == 0
    }

    @inline(__always)
    private static func same(_ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }

    /// `oneLine(text)` (`tagValue(text)` when `tag`) written at the cursor; false when the text holds
    /// a character outside ASCII and Latin-1/Latin Extended-A letters and signs (U+00A0–U+017F but
    /// the soft hyphen). Within those, each character is one scalar (or CR LF), so bytes say what
    /// characters do. Writes at most as many bytes as the text has.
    private static func oneLine(_ text: String, tag: Bool = false, trimsEnd: Bool = true, to row: inout ByteCursor) -> Bool {
        var text = text
        let start = row.end
        var commas = false
        let plain = text.withUTF8 { bytes in
            // Line breaks become spaces, `;` a comma; other bytes are kept.
            let n = bytes.count
            var at = start
            var i = 0
            while i < n {
                // Eight bytes at a time while they are all kept as they are (ASCII from the space, no `;`).
                if i + 8 <= n {
                    let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if keptWhole(word) {
                        if ByteWord.matches(word, 0x2C) != 0 { commas = true }
                        UnsafeMutableRawPointer(at).storeBytes(of: word, as: UInt64.self)
                        at += 8
                        i += 8
                        continue
                    }
                }
                // Else those eight bytes (or the last ones) one at a time.
                let limit = min(n, i + 8)
                while i < limit {
                    let b = bytes[i]
                    i += 1
                    if b >= 0x20, b < 0x80 {
                        if b == 0x3B {
                            at.initialize(to: 0x2C)
                            commas = true
                        } else {
                            if b == 0x2C { commas = true }
                            at.initialize(to: b)
                        }
                        at += 1
                        continue
                    }
                    switch b {
                    case 0x0D:
                        if i < n, bytes[i] == 0x0A { i += 1 }
                        at.initialize(to: 0x20)
                    case 0x0A, 0x0B, 0x0C, 0x09:
                        at.initialize(to: 0x20)
                    case 0xC2:
                        guard i < n, bytes[i] >= 0xA0, bytes[i] != 0xAD else { return false }
                        at.initialize(to: b)
                    case 0x80...0xBF, 0xC3...0xC5, 0x00..<0x20:
                        at.initialize(to: b)
                    default:
                        return false
                    }
                    at += 1
                }
            }
            row.advance(at - start)
            return true
        }
        guard plain else { return false }
        if trimsEnd { while row.end > start, row.end[-1] == 0x20 { row.advance(-1) } }
        var first = start
        while first < row.end, first.pointee == 0x20 { first += 1 }
        if first > start {
            let count = row.end - first
            UnsafeMutableRawPointer(start).copyMemory(from: first, byteCount: count)
            row.advance(start + count - row.end)
        }
        // A tag's value ends at a comma: after the trim, commas become spaces.
        if tag, commas {
            var p = start
            while p < row.end {
                if p.pointee == 0x2C { p.pointee = 0x20 }
                p += 1
            }
        }
        return true
    }
}
