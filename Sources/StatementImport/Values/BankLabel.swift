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
    package var day: (day: Int, month: Int, year: Int?)?

    package init(kind: TransactionKind? = nil, payee: String? = nil, day: (day: Int, month: Int, year: Int?)? = nil) {
        self.kind = kind
        self.payee = payee
        self.day = day
    }

    package static func == (a: BankLabel, b: BankLabel) -> Bool {
        a.kind == b.kind && a.payee == b.payee && a.day?.day == b.day?.day && a.day?.month == b.day?.month
            && a.day?.year == b.day?.year
    }

    /// Reads `text`.
    package init(_ text: String) {
        self.init()
        // Substrings of the text and folded words made without Foundation for ASCII: this runs for
        // every distinct label of a file (a million-row export has hundreds of thousands).
        let words = BankLabel.words(text)
        guard !words.isEmpty else { return }
        var i = 0
        // A leading operation date (`130722 CB****6516`, Banque Populaire) comes before the channel.
        while i < words.count, let d = BankLabel.date(words[i]) {
            if day == nil { day = d }
            i += 1
        }
        if let (kind, count) = BankLabel.channel(words, from: i) {
            self.kind = kind
            i += count
        }
        var kept: [Substring] = []
        while i < words.count {
            let word = words[i]
            i += 1
            if let d = BankLabel.date(word) {
                if day == nil { day = d }
                continue
            }
            if BankLabel.isCard(word) { continue }
            let folded = BankLabel.fold(word)
            if kept.isEmpty, BankLabel.fillers.contains(folded) { continue }
            if BankLabel.isReference(word, folded: folded) {
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
        while let last = kept.last, BankLabel.fillers.contains(BankLabel.fold(last)) || BankLabel.fold(last).isEmpty {
            kept.removeLast()
        }
        // A fee's or interest's words say what it is for (`FRAIS TENUE DE COMPTE`), not who was paid.
        if !kept.isEmpty, kind != .fee, kind != .interest { payee = kept.joined(separator: " ") }
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

    /// The longest run of channel words at `start`, with its kind and the number of words it takes.
    /// A word's folded parts are walked in the tree of channel phrases (`CB****6516` is `cb`,
    /// `SEPA-Lastschrift` is `sepa lastschrift`).
    static func channel(_ words: [Substring], from start: Int) -> (TransactionKind, Int)? {
        var node = channelTree
        var best: (TransactionKind, Int)? = nil
        var parts = 0
        var w = start
        walk: while w < words.count, parts < 4 {
            let word = words[w]
            let folded = BankLabel.fold(word)
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
    static func fold(_ word: Substring) -> String {
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
    static func words(_ text: String) -> [Substring] {
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
}
