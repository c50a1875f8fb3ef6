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

    /// Appends `"\n" + entry(t, own: own.text, other: other.text)`.
    package static func appendEntry(_ t: Transaction, own: Name, other: Name, to out: inout [UInt8]) {
        let start = out.count
        let information = t.status == .information
        out.append(0x0A)
        if information { out.append(contentsOf: [0x3B, 0x20]) }
        if !appendHead(t, to: &out) {
            out.removeSubrange(start...)
            out.append(contentsOf: ("\n" + entry(t, own: own.text, other: other.text)).utf8)
            return
        }
        let width = max(own.count, other.count) + 2
        posting(other, t.amount.negated, width: width, information: information, to: &out)
        posting(own, t.amount, width: width, information: information, to: &out)
        out.append(0x0A)
    }

    /// `\n    name   -12.50 EUR` (after `; ` for information).
    @inline(__always)
    private static func posting(_ name: Name, _ money: Money, width: Int, information: Bool, to out: inout [UInt8]) {
        out.append(0x0A)
        if information { out.append(contentsOf: [0x3B, 0x20]) }
        out.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
        out.append(contentsOf: name.text.utf8)
        for _ in 0..<(width - name.count) { out.append(0x20) }
        ExportBytes.append(amount: money, to: &out)
        if !money.currency.isUnspecified {
            out.append(0x20)
            out.append(contentsOf: money.currency.code.utf8)
        }
    }

    /// `date mark [payee | ]description  ; id: …, reference: …, original: …, source: …`; false when
    /// a text needs `entry`'s characters.
    private static func appendHead(_ t: Transaction, to out: inout [UInt8]) -> Bool {
        ExportBytes.append(day: t.bookingDate, to: &out)
        out.append(contentsOf: t.status == .pending ? [0x20, 0x21, 0x20] : [0x20, 0x2A, 0x20])
        let description = out.count
        guard oneLine(t.description, to: &out) else { return false }
        if let payee = t.payee {
            var name: [UInt8] = []
            guard oneLine(payee, to: &name) else { return false }
            // Texts of these characters are equal as `String`s exactly when their bytes are.
            if !name.isEmpty, !name.elementsEqual(out[description...]) {
                name.append(contentsOf: [0x20, 0x7C, 0x20])
                out.insert(contentsOf: name, at: description)
            }
        }
        out.append(contentsOf: "  ; id: ".utf8)
        guard oneLine(t.id, tag: true, to: &out) else { return false }
        if let reference = t.reference, !reference.isEmpty {
            out.append(contentsOf: ", reference: ".utf8)
            guard oneLine(reference, tag: true, to: &out) else { return false }
        }
        if let original = t.originalAmount {
            out.append(contentsOf: ", original: ".utf8)
            out.append(contentsOf: amount(original).utf8)
        }
        out.append(contentsOf: ", source: ".utf8)
        let location = t.location
        guard location.line > 0 else { return oneLine(location.file, tag: true, to: &out) }
        // `file:line[:column]`: the digits end the text, so only the start is trimmed.
        guard oneLine(location.file, tag: true, trimsEnd: false, to: &out) else { return false }
        out.append(0x3A)
        ExportBytes.append(units: Int128(location.line), scale: 0, to: &out)
        if location.column > 0 {
            out.append(0x3A)
            ExportBytes.append(units: Int128(location.column), scale: 0, to: &out)
        }
        return true
    }

    /// `oneLine(text)` (`tagValue(text)` when `tag`) as bytes; false when the text holds a character
    /// outside ASCII and Latin-1/Latin Extended-A letters and signs (U+00A0–U+017F but the soft
    /// hyphen). Within those, each character is one scalar (or CR LF), so bytes say what characters do.
    private static func oneLine(_ text: String, tag: Bool = false, trimsEnd: Bool = true, to out: inout [UInt8]) -> Bool {
        var text = text
        let start = out.count
        let plain = text.withUTF8 { bytes in
            // Runs of bytes kept as they are copied whole; line breaks become spaces, `;` a comma.
            let n = bytes.count
            var run = 0
            var i = 0
            while i < n {
                let b = bytes[i]
                var replacement: UInt8?
                var length = 1
                switch b {
                case 0x0D where i + 1 < n && bytes[i + 1] == 0x0A:
                    (replacement, length) = (0x20, 2)
                case 0x0A, 0x0B, 0x0C, 0x0D, 0x09:
                    replacement = 0x20
                case 0x3B:
                    replacement = 0x2C
                case 0xC2:
                    guard i + 1 < n, bytes[i + 1] >= 0xA0, bytes[i + 1] != 0xAD else { return false }
                case 0x80...0xBF, 0xC3...0xC5:
                    break
                default:
                    if b >= 0x80 { return false }
                }
                if let replacement {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                    out.append(replacement)
                    run = i + length
                }
                i += length
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<n]))
            return true
        }
        guard plain else {
            out.removeSubrange(start...)
            return false
        }
        if trimsEnd { while out.count > start, out[out.count - 1] == 0x20 { out.removeLast() } }
        var first = start
        while first < out.count, out[first] == 0x20 { first += 1 }
        if first > start { out.removeSubrange(start..<first) }
        // A tag's value ends at a comma: after the trim, commas become spaces.
        if tag {
            for j in start..<out.count where out[j] == 0x2C { out[j] = 0x20 }
        }
        return true
    }
}
