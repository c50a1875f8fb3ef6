import StatementModel

/// The label reader's vocabulary — fillers, months, reference words and the tree of channel phrases —
/// in one table looked up by the folded word's bytes: no `String` made for a word, no `Hasher`
/// (a `Set<String>` probe cost about 400 instructions, a step in a tree of `[String: Node]` more than
/// 1,000 with the word made a `String` and the node copied).
extension BankLabel {
    /// Words by (context, bytes): context 0 holds the word lists (the value is a set of `WordList`
    /// bits), context `n + 1` the words that follow channel node `n` (the value is the next node).
    struct WordTable {
        private var text: [UInt8] = []
        private var entries: [(context: UInt32, start: Int32, count: Int32, value: UInt32)] = []
        private var slots: [Int32] = Array(repeating: 0, count: 2048)

        static func hash(_ context: UInt32, _ word: UnsafeBufferPointer<UInt8>) -> Int {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(context)
            for b in word { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: h ^ (h >> 29))
        }

        /// The value of `word` in `context`, nil when the table does not hold it.
        func value(_ context: UInt32, _ word: UnsafeBufferPointer<UInt8>) -> UInt32? {
            let mask = slots.count - 1
            var i = WordTable.hash(context, word) & mask
            while true {
                let slot = Int(slots[i])
                if slot == 0 { return nil }
                let e = entries[slot - 1]
                if e.context == context, Int(e.count) == word.count, text.withUnsafeBufferPointer({ t in WordTable.same(t, Int(e.start), word) }) {
                    return e.value
                }
                i = (i + 1) & mask
            }
        }

        /// Whether `text` holds `word` at `start`: an indexed loop (`allSatisfy` over a range, with a
        /// closure, was half of a look-up).
        private static func same(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
            for k in 0..<word.count where text[start + k] != word[k] { return false }
            return true
        }

        /// Sets the value of `word` in `context` (ORed into the one there: list bits add up).
        mutating func add(_ context: UInt32, _ word: String, _ value: UInt32) {
            var copy = word
            copy.withUTF8 { w in
                let mask = slots.count - 1
                var i = WordTable.hash(context, w) & mask
                while slots[i] != 0 {
                    let n = Int(slots[i]) - 1
                    let e = entries[n]
                    if e.context == context, Int(e.count) == w.count, text[Int(e.start)..<Int(e.start + e.count)].elementsEqual(w) {
                        entries[n].value |= value
                        return
                    }
                    i = (i + 1) & mask
                }
                precondition(entries.count * 2 < slots.count, "BankLabel.WordTable is full")
                entries.append((context, Int32(text.count), Int32(w.count), value))
                text.append(contentsOf: w)
                slots[i] = Int32(entries.count)
            }
        }
    }

    /// The lists a word of context 0 belongs to.
    enum WordList {
        static let filler: UInt32 = 1
        static let month: UInt32 = 2
        static let reference: UInt32 = 4
    }

    /// The vocabulary, and the channel each node of the phrase tree ends (nil: none; node 0 is the root).
    static let vocabulary: (table: WordTable, kinds: [TransactionKind?]) = {
        var table = WordTable()
        for w in fillers { table.add(0, w, WordList.filler) }
        for w in monthWords { table.add(0, w, WordList.month) }
        for w in referenceWords { table.add(0, w, WordList.reference) }
        var kinds: [TransactionKind?] = [nil]
        // Sorted: the same node numbers in every process.
        for (phrase, kind) in channels.sorted(by: { $0.key < $1.key }) {
            var node: UInt32 = 0
            for part in phrase.split(separator: " ") {
                var next: UInt32? = nil
                var copy = String(part)
                copy.withUTF8 { next = table.value(node + 1, $0) }
                if next == nil {
                    next = UInt32(kinds.count)
                    kinds.append(nil)
                    table.add(node + 1, String(part), next!)
                }
                node = next!
            }
            kinds[Int(node)] = kind
        }
        return (table, kinds)
    }()

    /// A label's words folded (`fold`), each at most once, into one buffer.
    struct FoldedWords {
        var bytes: [UInt8] = []
        /// Where each word is folded in `bytes`; `-1..<-1` for a word not folded yet.
        private let ranges: UnsafeMutableBufferPointer<Range<Int>>

        /// `ranges` has room for one range a word (the caller's memory, for the label's reading).
        init(ranges: UnsafeMutableBufferPointer<Range<Int>>, capacity: Int) {
            self.ranges = ranges
            ranges.initialize(repeating: -1 ..< -1)
            bytes.reserveCapacity(capacity + 8)
        }

        /// Where word `k` (whose bytes are `word`) is folded in `bytes`.
        mutating func range(_ k: Int, _ word: UnsafeBufferPointer<UInt8>) -> Range<Int> {
            if ranges[k].lowerBound >= 0 { return ranges[k] }
            let start = bytes.count
            BankLabel.fold(word, into: &bytes)
            let r = start..<bytes.count
            ranges[k] = r
            return r
        }

        /// The vocabulary's value for the folded bytes at `r` in `context`.
        func value(_ r: Range<Int>, _ context: UInt32) -> UInt32? {
            bytes.withUnsafeBufferPointer { BankLabel.vocabulary.table.value(context, UnsafeBufferPointer(rebasing: $0[r])) }
        }

        /// The first space among the folded bytes at `r`, if any.
        func space(in r: Range<Int>) -> Int? {
            bytes.withUnsafeBufferPointer { b in
                for k in r where b[k] == 0x20 { return k }
                return nil
            }
        }

        /// Whether the folded bytes at `r` hold a letter (folded, so lower-case).
        func hasLowercaseLetter(_ r: Range<Int>) -> Bool {
            bytes.withUnsafeBufferPointer { b in
                for k in r where b[k] &- 0x61 < 26 { return true }
                return false
            }
        }

        /// Whether the folded bytes at `r` are in one of `lists`.
        func isIn(_ r: Range<Int>, _ lists: UInt32) -> Bool { (value(r, 0) ?? 0) & lists != 0 }
    }
}
