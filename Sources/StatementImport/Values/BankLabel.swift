import StatementModel

/// What a bank's own label says about a transaction: how it was paid, to whom, and on which day the
/// payment was made (the day a card was used, before the bank booked it).
///
/// French and other European banks write one line per movement that packs these together:
/// `CB CARREFOUR 25/11` (card, Carrefour, 25 November), `PRLV SEPA EDF CLIENTS ECH/251126` (direct
/// debit, EDF CLIENTS), `VIR INST Marjorie POIROT` (transfer), `RETRAIT DAB 03/11 PARIS` (cash),
/// `Kartenzahlung`, `CARD PAYMENT TO TESCO`, `Betaalautomaat`. The label is read word by word: the
/// leading words name the channel (`BankLabel+Words.swift`), then dates and card numbers are skipped,
/// and the words up to a reference (`ECH/…`, `REF:…`, a long number) are the payee.
///
/// Nothing here is a guess about the amount: the importer decides what to do with a card label on a
/// credit (a refund).
package struct BankLabel: Equatable, Sendable {
    /// The channel the leading words name, nil when they name none.
    package var kind: TransactionKind?
    /// The counterparty's name as the label writes it (case kept), nil when the label has none
    /// (`130722 CB****6516`, `CHEQUE 1234567`).
    package var payee: String?
    /// The day of the operation as written (`25/11`, `251126`, `25.11.2026`): day, month and, when
    /// written, the year.
    package var day: Day?

    /// A day as a label writes it. A struct, not a tuple: a label with an optional tuple in it was
    /// copied and destroyed through the runtime's tuple metadata, in every row that reads one.
    package struct Day: Equatable, Sendable {
        package var day: Int
        package var month: Int
        package var year: Int?

        package init(day: Int, month: Int, year: Int?) {
            self.day = day
            self.month = month
            self.year = year
        }
    }

    package init(kind: TransactionKind? = nil, payee: String? = nil, day: Day? = nil) {
        self.kind = kind
        self.payee = payee
        self.day = day
    }

    /// Reads `text`, word by word, in its UTF-8 bytes: this runs for every distinct label of a file
    /// (a million-row export has hundreds of thousands), and reading it as `Substring`s of a text with
    /// accents cost about 35,000 instructions a label (index checks, an array of substrings, a
    /// `String` for every folded word).
    package init(_ text: String) {
        self.init()
        TextBytes.read(text) { utf8 in
            // The words and their folds' places on the stack, not in arrays (the kept words too, in
            // `read`): this runs for every distinct label, and the arrays' allocations were a third of its cost.
            let most = utf8.count / 2 + 1
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 2 * most) { space in
                let words = UnsafeMutableBufferPointer(rebasing: space[0..<most])
                let folded = UnsafeMutableBufferPointer(rebasing: space[most...])
                let count = BankLabel.words(utf8, into: words)
                guard count > 0 else { return }
                var folds = FoldedWords(ranges: UnsafeMutableBufferPointer(rebasing: folded[0..<count]), capacity: utf8.count)
                read(utf8, UnsafeBufferPointer(rebasing: words[0..<count]), &folds)
            }
        }
    }

    /// Reads the label whose `words` are in `text`.
    private mutating func read(_ text: UnsafeBufferPointer<UInt8>, _ words: UnsafeBufferPointer<Range<Int>>, _ folds: inout FoldedWords) {
        func word(_ k: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: text[words[k]]) }
        var i = 0
        // A leading operation date (`130722 CB****6516`, Banque Populaire) comes before the channel.
        while i < words.count, let d = BankLabel.date(word(i)) {
            if day == nil { day = d }
            i += 1
        }
        if let (kind, count) = BankLabel.channel(text, words, from: i, &folds) {
            self.kind = kind
            i += count
        }
        // The words kept for the name (at most six), by their index.
        var kept = InlineArray<6, Int>(repeating: 0)
        var keptCount = 0
        while i < words.count {
            let k = i
            let w = word(k)
            i += 1
            if let d = BankLabel.date(w) {
                if day == nil { day = d }
                continue
            }
            let counts = WordCounts(w)
            if BankLabel.isCard(counts, length: w.count) { continue }
            let f = folds.range(k, w)
            let lists = folds.value(f, 0) ?? 0
            if keptCount == 0, lists & WordList.filler != 0 { continue }
            if BankLabel.isReference(w, counts, folded: f, in: folds, lists: lists) {
                if keptCount == 0 { continue }
                break
            }
            // Numbers (`PARIS 15`, `ATM Withdrawal 4`) and months (`LOYER OCTOBRE`) change from one
            // payment to the next: no part of the name.
            let digits = counts.digits
            if digits >= 2 || (digits > 0 && !folds.hasLowercaseLetter(f)) || lists & WordList.month != 0 {
                continue
            }
            // A currency before its amount (`Visa kob DKK 995,00 WWW.ASOS.COM`).
            if i < words.count, w.count == 3, w.allSatisfy({ $0 &- 0x41 < 26 }), text[words[i].lowerBound] &- 0x30 < 10,
                Currency(code: String(decoding: w, as: UTF8.self)) != nil
            {
                continue
            }
            kept[keptCount] = k
            keptCount += 1
            if keptCount == 6 { break }
        }
        // A trailing connective (`CARD PAYMENT TO TESCO ON`) is no part of a name.
        // nor a dash left over (`Dankort-nota MATAS -`).
        while keptCount > 0, case let last = kept[keptCount - 1], case let f = folds.range(last, word(last)),
            f.isEmpty || folds.isIn(f, WordList.filler)
        {
            keptCount -= 1
        }
        // A fee's or interest's words say what it is for (`FRAIS TENUE DE COMPTE`), not who was paid.
        guard keptCount > 0, kind != .fee, kind != .interest else { return }
        var length = keptCount - 1
        for n in 0..<keptCount { length += words[kept[n]].count }
        payee = String(unsafeUninitializedCapacity: length) { out in
            var n = 0
            for name in 0..<keptCount {
                if n > 0 {
                    out[n] = 0x20
                    n += 1
                }
                for b in word(kept[name]) {
                    out[n] = b
                    n += 1
                }
            }
            return n
        }
    }

    /// Whether the label is a code rather than a text for people: no name, and no channel but a
    /// card's (`130722 CB****6516`, an empty label). `RETRAIT DAB 10/10` or `CHEQUE` say what happened.
    package var isCode: Bool { payee == nil && (kind == nil || kind == .card) }

    /// The operation's day as a calendar day: the year written, else the latest such day not after
    /// `booking` (a card used on 30/12 and booked on 2/1 was used the year before).
    /// A day after the booking or more than 31 days before it is some other date the label quotes
    /// (a rent's `LOYER 01/06`, an invoice's), not the operation's: nil.
    /// Only a card's, a withdrawal's or a card refund's label writes the operation's day: another
    /// label's date is a period or a reference (`BIJDRAGE 01-02-2018 - 28-02-2018`, `PRLV … 05/11`).
    package func operationDay(bookedOn booking: CalendarDay) -> CalendarDay? {
        guard let day, kind == .card || kind == .withdrawal || kind == .refund else { return nil }
        let found: CalendarDay?
        if let year = day.year {
            found = CalendarDay(year: year, month: day.month, day: day.day)
        } else if let same = CalendarDay(year: booking.year, month: day.month, day: day.day), same <= booking {
            found = same
        } else {
            found = CalendarDay(year: booking.year - 1, month: day.month, day: day.day)
        }
        guard let found, found <= booking, booking.dayNumber - found.dayNumber <= 31 else { return nil }
        return found
    }

    /// The transaction's kind for an amount of this sign: the channel, unless the sign says the
    /// label's channel cannot be it (a card label on money in is a refund; a cheque, a direct debit
    /// or a cash withdrawal on money in is a credit; interest or a deposit on money out a debit).
    package func kind(negative: Bool) -> TransactionKind {
        guard let kind else { return negative ? .debit : .credit }
        switch kind {
        case .card, .fee: return negative ? kind : .refund
        case .directDebit, .withdrawal, .check, .standingOrder: return negative ? kind : .credit
        case .interest, .deposit, .refund: return negative ? .debit : kind
        default: return kind
        }
    }

    /// The longest run of channel words at `start` of the label's `words`, with its kind and the number
    /// of words it takes. A word's folded parts are walked in the tree of channel phrases
    /// (`CB****6516` is `cb`, `SEPA-Lastschrift` is `sepa lastschrift`).
    static func channel(
        _ text: UnsafeBufferPointer<UInt8>, _ words: UnsafeBufferPointer<Range<Int>>, from start: Int, _ folds: inout FoldedWords
    ) -> (TransactionKind, Int)? {
        let kinds = vocabulary.kinds
        var node: UInt32 = 0
        var best: (TransactionKind, Int)? = nil
        var parts = 0
        var w = start
        walk: while w < words.count, parts < 4 {
            let word = UnsafeBufferPointer(rebasing: text[words[w]])
            let f = folds.range(w, word)
            // A folded word of several parts (`sepa lastschrift`): at most 3, only the first of a
            // masked card number (`cb 6516`).
            var limit = 3
            for k in 0..<word.count where word[k] == 0x2A {
                limit = 1
                break
            }
            guard !f.isEmpty else { break walk }
            var p = f.lowerBound
            while p < f.upperBound, limit > 0 {
                let end = folds.space(in: p..<f.upperBound) ?? f.upperBound
                guard let next = folds.value(p..<end, node + 1) else { break walk }
                node = next
                parts += 1
                limit -= 1
                if let kind = kinds[Int(node)] { best = (kind, w - start + 1) }
                p = end == f.upperBound ? end : end + 1
            }
            w += 1
        }
        return best
    }

    /// `word` folded as `TextFolding` folds text, appended to `out`: ASCII letters and digits
    /// lower-cased by hand, any other word through `TextFolding`.
    /// Indexed loops, not `contains(where:)` or `for b in word`: this runs for most words of every
    /// distinct label, and the iterator's loops took about three times the instructions.
    static func fold(_ word: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var ascii = true
        for k in 0..<word.count {
            let b = word[k]
            if !(b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 26) {
                ascii = false
                break
            }
        }
        guard ascii else {
            let done = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { folded in
                guard let count = TextFolding.foldLatin(word, into: folded) else { return false }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: folded[0..<count]))
                return true
            }
            if !done { out.append(contentsOf: TextFolding.string(String(decoding: word, as: UTF8.self)).utf8) }
            return
        }
        for k in 0..<word.count {
            let b = word[k]
            out.append(b &- 0x41 < 26 ? b | 0x20 : b)
        }
    }

    /// Where the words of `text` are (between spaces and tabs), as ranges of its UTF-8 bytes, written
    /// to `words` (room for `text.count / 2 + 1`): their number.
    static func words(_ text: UnsafeBufferPointer<UInt8>, into words: UnsafeMutableBufferPointer<Range<Int>>) -> Int {
        let n = text.count
        var count = 0
        var i = 0
        while i < n {
            while i < n, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
            guard i < n else { break }
            let start = i
            while i < n, text[i] != 0x20, text[i] != 0x09 { i += 1 }
            words[count] = start..<i
            count += 1
        }
        return count
    }
}
