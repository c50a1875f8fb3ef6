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
        out.append(0x0A)
        if t.status == .information { out.append(contentsOf: [0x3B, 0x20]) }
        if !appendHead(t, to: &out) {
            out.removeSubrange(start...)
            out.append(contentsOf: ("\n" + entry(t, own: own.text, other: other.text)).utf8)
            return
        }
        let width = max(own.count, other.count) + 2
        for (name, money) in [(other, t.amount.negated), (own, t.amount)] {
            out.append(0x0A)
            if t.status == .information { out.append(contentsOf: [0x3B, 0x20]) }
            out.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
            out.append(contentsOf: name.text.utf8)
            for _ in 0..<(width - name.count) { out.append(0x20) }
            ExportBytes.append(amount: money, to: &out)
            if !money.currency.isUnspecified {
                out.append(0x20)
                out.append(contentsOf: money.currency.code.utf8)
            }
        }
        out.append(0x0A)
    }

    /// `date mark [payee | ]description  ; id: …, reference: …, original: …, source: …`; false when
    /// a text needs `entry`'s characters.
    private static func appendHead(_ t: Transaction, to out: inout [UInt8]) -> Bool {
        ExportBytes.append(day: t.bookingDate, to: &out)
        out.append(contentsOf: t.status == .pending ? [0x20, 0x21, 0x20] : [0x20, 0x2A, 0x20])
        var description: [UInt8] = []
        guard oneLine(t.description, to: &description) else { return false }
        if let payee = t.payee {
            var name: [UInt8] = []
            guard oneLine(payee, to: &name) else { return false }
            if !name.isEmpty, !same(name, description) {
                out.append(contentsOf: name)
                out.append(contentsOf: [0x20, 0x7C, 0x20])
            }
        }
        out.append(contentsOf: description)
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
        return oneLine(t.location.description, tag: true, to: &out)
    }

    /// Two one-line texts equal as `String`s are (canonically equivalent).
    private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a == b { return true }
        if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
    }

    /// `oneLine(text)` (`tagValue(text)` when `tag`) as bytes; false when the text holds a character
    /// outside ASCII and Latin-1/Latin Extended-A letters and signs (U+00A0–U+017F but the soft
    /// hyphen). Within those, each character is one scalar (or CR LF), so bytes say what characters do.
    private static func oneLine(_ text: String, tag: Bool = false, to out: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let n = bytes.count
            var mapped = [UInt8]()
            mapped.reserveCapacity(n)
            var i = 0
            while i < n {
                let b = bytes[i]
                switch b {
                case 0x0D where i + 1 < n && bytes[i + 1] == 0x0A:
                    mapped.append(0x20)
                    i += 1
                case 0x0A, 0x0B, 0x0C, 0x0D, 0x09:
                    mapped.append(0x20)
                case 0x3B:
                    mapped.append(0x2C)
                case 0xC3...0xC5:
                    mapped.append(b)
                case 0xC2:
                    guard i + 1 < n, bytes[i + 1] >= 0xA0, bytes[i + 1] != 0xAD else { return false }
                    mapped.append(b)
                case 0x80...0xBF:
                    mapped.append(b)
                default:
                    if b >= 0x80 { return false }
                    mapped.append(b)
                }
                i += 1
            }
            var first = 0
            var last = mapped.count
            while first < last, mapped[first] == 0x20 { first += 1 }
            while last > first, mapped[last - 1] == 0x20 { last -= 1 }
            // A tag's value ends at a comma: after the trim, commas become spaces.
            for j in first..<last { out.append(tag && mapped[j] == 0x2C ? 0x20 : mapped[j]) }
            return true
        }
    }
}
