import StatementConfig
import StatementImport
import StatementModel

/// The built-in keyword rules, indexed by their first word so that a transaction's text is read
/// once, whatever the number of keywords. A keyword matches whole consecutive words of the folded
/// text; among the keywords found, the one of the earliest rule (then the earliest keyword) wins.
///
/// A rule may hold for money out or money in only (`direction:`), and for some kinds of movement only
/// (`kind:`): one reading of a text finds the earliest keyword for each direction; the kinds are checked
/// afterwards, against the transaction.
package struct KeywordIndex: Sendable {
    package struct Keyword: Sendable {
        package var category: String
        package var text: String
        /// The folded keyword: words separated by single spaces.
        package var folded: [UInt8]
        /// Position in file order: lower wins.
        package var rank: Int
        /// Money out or in only; nil for both.
        package var direction: Direction?
        /// The kinds of movement it holds for; empty for any.
        package var kinds: [TransactionKind]

        /// Whether it may place a movement in this direction.
        package func fits(_ d: Direction) -> Bool { direction == nil || direction == d }

        /// Whether it may place a movement of this kind: a kind the source does not tell (debit, credit,
        /// payment, other) fits every rule.
        package func fits(_ kind: TransactionKind) -> Bool {
            guard !kinds.isEmpty else { return true }
            switch kind {
            case .debit, .credit, .payment, .other: return true
            default: return kinds.contains(kind)
            }
        }
    }

    /// The keywords by the hash of their first word: an index into `groups`.
    private let byFirstWord: WordHashTable
    private let groups: [[Keyword]]
    /// Every keyword by its rank (nil for a keyword that folds to nothing).
    private let byRank: [Keyword?]

    package init(_ rules: [CategoryCatalog.Rule]) {
        var index: [UInt64: [Keyword]] = [:]
        var byRank: [Keyword?] = []
        var rank = 0
        for rule in rules {
            for text in rule.keywords {
                let folded = TextFolding.fold(text)
                defer { rank += 1 }
                guard !folded.isEmpty else {
                    byRank.append(nil)
                    continue
                }
                let first = folded.prefix { $0 != 0x20 }
                let keyword = Keyword(category: rule.category, text: text, folded: folded, rank: rank, direction: rule.direction, kinds: rule.kinds ?? [])
                index[KeywordIndex.hash(first), default: []].append(keyword)
                byRank.append(keyword)
            }
        }
        let hashes = Array(index.keys).sorted()
        byFirstWord = WordHashTable(hashes.enumerated().map { ($1, $0) })
        groups = hashes.map { index[$0]! }
        self.byRank = byRank
    }

    /// The keyword of this rank.
    package func keyword(rank: Int) -> Keyword? { rank >= 0 && rank < byRank.count ? byRank[rank] : nil }

    /// The earlier of two ranks, -1 standing for none.
    package static func earlier(_ a: Int, _ b: Int) -> Int { a < 0 ? b : b < 0 ? a : min(a, b) }

    /// The ranks of the earliest keywords found in one folded text for money out and for money in, -1
    /// when none is.
    package func earliest(in text: [UInt8]) -> (out: Int, in: Int) {
        var out: Keyword?, into: Keyword?
        text.withUnsafeBufferPointer { buffer in
            search(buffer) { keyword in
                if keyword.fits(.moneyOut), out.map({ keyword.rank < $0.rank }) ?? true { out = keyword }
                if keyword.fits(.moneyIn), into.map({ keyword.rank < $0.rank }) ?? true { into = keyword }
            }
        }
        return (out?.rank ?? -1, into?.rank ?? -1)
    }

    /// The rank of the earliest keyword found in one folded text that `accepts` takes, -1 when none is
    /// (the slow path, for a keyword whose kinds do not fit).
    package func earliest(in text: [UInt8], where accepts: (Keyword) -> Bool) -> Int {
        var best: Keyword?
        text.withUnsafeBufferPointer { buffer in
            search(buffer) { keyword in
                if accepts(keyword), best.map({ keyword.rank < $0.rank }) ?? true { best = keyword }
            }
        }
        return best?.rank ?? -1
    }

    /// Calls `found` with every keyword that the text holds as whole words.
    private func search(_ buffer: UnsafeBufferPointer<UInt8>, _ found: (Keyword) -> Void) {
        var i = 0
        let count = buffer.count
        while i < count {
            let start = i
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            while i < count, buffer[i] != 0x20 {
                h ^= UInt64(buffer[i])
                h = h &* 0x100_0000_01b3
                i += 1
            }
            if let group = byFirstWord.value(h) {
                for keyword in groups[group] {
                    let end = start + keyword.folded.count
                    guard end <= count, end == count || buffer[end] == 0x20 else { continue }
                    var same = true
                    keyword.folded.withUnsafeBufferPointer { k in
                        for j in 0..<k.count where buffer[start + j] != k[j] {
                            same = false
                            break
                        }
                    }
                    if same { found(keyword) }
                }
            }
            i += 1
        }
    }

    /// FNV-1a of a word's bytes.
    package static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}
