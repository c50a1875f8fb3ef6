import StatementModel

@testable import StatementImport

/// The bank label reader as it was before it read bytes (`Substring`s of the text, kept word for
/// word): `BankLabelBytesTests` checks that the byte reader gives the same channel, payee and day
/// for every label it tries. Only what the byte reader rewrote is copied here (the words, folding,
/// the channel walk with its tree, dates, the reference test); the card test is the library's, called
/// on the word's bytes.
extension BankLabel {
    /// Reads `text`.
    init(reference text: String) {
        self.init()
        // Substrings of the text and folded words made without Foundation for ASCII: this runs for
        // every distinct label of a file (a million-row export has hundreds of thousands).
        let words = BankLabel.oldWords(text)
        guard !words.isEmpty else { return }
        var i = 0
        // A leading operation date (`130722 CB****6516`, Banque Populaire) comes before the channel.
        while i < words.count, let d = BankLabel.oldDate(words[i]) {
            if day == nil { day = Day(day: d.day, month: d.month, year: d.year) }
            i += 1
        }
        if let (kind, count) = BankLabel.oldChannel(words, from: i) {
            self.kind = kind
            i += count
        }
        var kept: [Substring] = []
        while i < words.count {
            let word = words[i]
            i += 1
            if let d = BankLabel.oldDate(word) {
                if day == nil { day = Day(day: d.day, month: d.month, year: d.year) }
                continue
            }
            if BankLabel.bytes(word, BankLabel.isCard) { continue }
            let folded = BankLabel.oldFold(word)
            if kept.isEmpty, BankLabel.fillers.contains(folded) { continue }
            if BankLabel.bytes(word, { BankLabel.oldIsReference($0, folded: folded) }) {
                if kept.isEmpty { continue }
                break
            }
            // Numbers (`PARIS 15`, `ATM Withdrawal 4`) and months (`LOYER OCTOBRE`) change from one
            // payment to the next: no part of the name.
            let digits = word.utf8.count(where: { $0 &- 0x30 < 10 })
            if digits >= 2 || (digits > 0 && !folded.utf8.contains(where: { $0 &- 0x61 < 26 })) || BankLabel.monthWords.contains(folded) {
                continue
            }
            // A currency before its amount (`Visa kob DKK 995,00 WWW.ASOS.COM`).
            if i < words.count, word.utf8.count == 3, word.utf8.allSatisfy({ $0 &- 0x41 < 26 }),
                words[i].utf8.first.map({ $0 &- 0x30 < 10 }) == true, Currency(code: word) != nil
            {
                continue
            }
            kept.append(word)
            if kept.count == 6 { break }
        }
        // A trailing connective (`CARD PAYMENT TO TESCO ON`) is no part of a name.
        // nor a dash left over (`Dankort-nota MATAS -`).
        while let last = kept.last, BankLabel.fillers.contains(BankLabel.oldFold(last)) || BankLabel.oldFold(last).isEmpty {
            kept.removeLast()
        }
        // A fee's or interest's words say what it is for (`FRAIS TENUE DE COMPTE`), not who was paid.
        if !kept.isEmpty, kind != .fee, kind != .interest { payee = kept.joined(separator: " ") }
    }

    /// The longest run of channel words at `start`, with its kind and the number of words it takes.
    /// A word's folded parts are walked in the tree of channel phrases (`CB****6516` is `cb`,
    /// `SEPA-Lastschrift` is `sepa lastschrift`).
    static func oldChannel(_ words: [Substring], from start: Int) -> (TransactionKind, Int)? {
        var node = oldChannelTree
        var best: (TransactionKind, Int)? = nil
        var parts = 0
        var w = start
        walk: while w < words.count, parts < 4 {
            let word = words[w]
            let folded = BankLabel.oldFold(word)
            let pieces: [Substring] = folded.utf8.contains(0x20)
                ? Array(folded.split(separator: " ").prefix(word.utf8.contains(0x2A) ? 1 : 3)) : [folded[...]]
            for part in pieces {
                guard let next = node.next[String(part)] else { break walk }
                node = next
                parts += 1
                if let kind = node.kind { best = (kind, w - start + 1) }
            }
            w += 1
        }
        return best
    }

    /// `word` folded as `TextFolding` folds text: ASCII letters and digits lower-cased by hand, any
    /// other word through `TextFolding`.
    static func oldFold(_ word: Substring) -> String {
        var ascii = true
        for b in word.utf8 where !(b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 26) {
            ascii = false
            break
        }
        guard ascii else { return TextFolding.string(String(word)) }
        let utf8 = word.utf8
        return String(unsafeUninitializedCapacity: utf8.count) { out in
            var k = 0
            for b in utf8 {
                out[k] = b &- 0x41 < 26 ? b | 0x20 : b
                k += 1
            }
            return k
        }
    }

    /// The words of `text` (between spaces and tabs), found in its UTF-8 bytes: splitting by
    /// `Character` measured a quarter of the label's cost.
    static func oldWords(_ text: String) -> [Substring] {
        var words: [Substring] = []
        let utf8 = text.utf8
        var i = utf8.startIndex
        while i < utf8.endIndex {
            while i < utf8.endIndex, utf8[i] == 0x20 || utf8[i] == 0x09 { i = utf8.index(after: i) }
            guard i < utf8.endIndex else { break }
            let start = i
            while i < utf8.endIndex, utf8[i] != 0x20, utf8[i] != 0x09 { i = utf8.index(after: i) }
            words.append(text[start..<i])
        }
        return words
    }
    /// `25/11`, `25/11/26`, `25.11.2026`, `25-11`, and six-digit `251126` (day, month, year).
    static func oldDate(_ word: Substring) -> (day: Int, month: Int, year: Int?)? {
        let bytes = word.utf8
        guard let first = bytes.first, first &- 0x30 < 10, bytes.count <= 10 else { return nil }
        if bytes.count == 6, bytes.allSatisfy({ $0 &- 0x30 < 10 }) {
            let n = bytes.map { Int($0 - 0x30) }
            return oldValid(n[0] * 10 + n[1], n[2] * 10 + n[3], 2000 + n[4] * 10 + n[5])
        }
        var parts: [Int] = []
        var value = 0
        var digits = 0
        for b in bytes {
            if b &- 0x30 < 10 {
                value = value * 10 + Int(b - 0x30)
                digits += 1
                if digits > 4 { return nil }
            } else if b == 0x2F || b == 0x2E || b == 0x2D, digits > 0 {
                parts.append(value)
                value = 0
                digits = 0
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        parts.append(value)
        switch parts.count {
        case 2: return oldValid(parts[0], parts[1], nil)
        case 3: return oldValid(parts[0], parts[1], parts[2] < 100 ? 2000 + parts[2] : parts[2])
        default: return nil
        }
    }

    private static func oldValid(_ d: Int, _ m: Int, _ y: Int?) -> (day: Int, month: Int, year: Int?)? {
        guard (1...31).contains(d), (1...12).contains(m) else { return nil }
        if let y, CalendarDay(year: y, month: m, day: d) == nil { return nil }
        return (d, m, y)
    }

    /// A reference: a word the table names, one carrying `/` or `:` with digits, or a long number.
    static func oldIsReference(_ utf8: UnsafeBufferPointer<UInt8>, folded: String) -> Bool {
        // `N.EMETTEUR:`, `REF:`: a field's name, its value follows.
        if utf8.count > 1, utf8.last == 0x3A { return true }
        var digits = 0
        var slash = false
        for b in utf8 {
            if b &- 0x30 < 10 { digits += 1 } else if b == 0x2F || b == 0x3A { slash = true }
        }
        if digits >= 5 || (digits > 0 && slash) { return true }
        // The table's words are short: a long word is no reference word.
        guard folded.utf8.count <= 16 else { return false }
        if referenceWords.contains(folded) { return true }
        if let space = folded.utf8.firstIndex(of: 0x20), referenceWords.contains(String(folded[..<space])) { return true }
        return false
    }

    /// The channel phrases as a tree of words.
    struct ChannelNode {
        var kind: TransactionKind?
        var next: [String: ChannelNode] = [:]
    }

    static let oldChannelTree: ChannelNode = {
        var root = ChannelNode()
        func insert(_ words: ArraySlice<Substring>, _ kind: TransactionKind, into node: inout ChannelNode) {
            guard let first = words.first else {
                node.kind = kind
                return
            }
            insert(words.dropFirst(), kind, into: &node.next[String(first), default: ChannelNode()])
        }
        for (phrase, kind) in channels { insert(phrase.split(separator: " ")[...], kind, into: &root) }
        return root
    }()

    /// `body` over the UTF-8 bytes of `word`.
    static func bytes<R>(_ word: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var copy = String(word)
        return copy.withUTF8(body)
    }
}
