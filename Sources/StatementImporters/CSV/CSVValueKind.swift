import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// What a single CSV value looks like, for telling columns apart when names do not say.
package enum CSVValueKind: String {
    case empty, date, amount, currency, iban, direction, integer, text

    package static func of(_ text: String) -> CSVValueKind {
        if text.isEmpty { return .empty }
        if isDateLike(text) { return .date }
        if CSVDirection(text) != nil { return .direction }
        if isCurrencyCode(text) { return .currency }
        if isIBAN(text) { return .iban }
        // Up to 20 ASCII digits (told on bytes: an ASCII character that is a number is a digit).
        if text.utf8.count <= 20, text.utf8.allSatisfy({ $0 &- 0x30 < 10 }) { return .integer }
        if isAmount(text) { return .amount }
        return .text
    }

    /// `of(text)` is `.date` or `.amount`: the same tests, the amount's first (most texts are not
    /// amounts, and the parser says so sooner than a direction word is ruled out).
    package static func isDateOrAmount(_ text: String) -> Bool {
        if text.isEmpty { return false }
        if isDateLike(text) { return true }
        guard isAmount(text) else { return false }
        if text.utf8.count <= 20, text.utf8.allSatisfy({ $0 &- 0x30 < 10 }) { return false }
        return CSVDirection(text) == nil && !isCurrencyCode(text) && !isIBAN(text)
    }

    /// Whether some common pattern reads the text as a day.
    package static func isDateLike(_ text: String) -> Bool {
        return TextBytes.read(text) { b in
            guard let tokens = DateTokens(b) else { return false }
            return DatePattern.common.contains { $0.day(from: tokens) != nil }
        }
    }

    /// An amount in either decimal convention (`1,234` counts: it is an amount, only its mark is open).
    package static func isAmount(_ text: String) -> Bool {
        do throws(AmountParseError) {
            _ = try AmountParser().parse(text)
            return true
        } catch {
            return error.reason == .ambiguousSeparator
        }
    }

    package static func isCurrencyCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy({ $0 &- 0x41 < 26 }) && Currency(code: text) != nil
    }

    /// Two letters, two digits, 10 to 30 letters or digits (spaces allowed): `FR76 3000 ...`, `NL00ASNB0123456789`.
    package static func isIBAN(_ text: String) -> Bool {
        // Read in place, spaces skipped: the k-th other byte must fit its place.
        var k = 0
        for b in text.utf8 where b != 0x20 {
            let letter = b &- 0x41 < 26, digit = b &- 0x30 < 10
            guard k < 2 ? letter : k < 4 ? digit : letter || digit, k < 34 else { return false }
            k += 1
        }
        return k >= 14
    }

    /// A line that totals or states a balance: `Solde au 31/10/2026`, `Total`, `Saldo`.
    package static func isSummaryText(_ text: String) -> Bool {
        let words = CSVHeaderName.normalize(text).name.split(separator: " ")
        return words.contains { summaryWords.contains(String($0)) }
    }

    package static let summaryWords: Set<String> = [
        "solde", "soldes", "total", "totaux", "totals", "balance", "saldo", "summe", "totaal", "sous", "subtotal",
        "closing", "opening", "anfangssaldo", "endsaldo", "kontostand", "beginsaldo", "eindsaldo", "report",
    ]
}

/// The sign a direction column gives: D/C, DR/CR, Debit/Credit, Af/Bij, S/H (Soll/Haben), +/−.
package enum CSVDirection {
    case out, `in`

    package init?(_ text: String) {
        // A digit stays in the normalised name and no direction word has one: a date or an amount is
        // told at once, without normalising it.
        // The same for an ASCII text whose first letter starts no direction word (normalising keeps
        // the first word), or of more than 21 letters: the longest word has 10, and normalising drops
        // at most a time zone, a currency and `en` after it (4 + 5 + 2 letters).
        var letters = 0
        var first: UInt8 = 0
        var ascii = true
        for b in text.utf8 {
            if b &- 0x30 < 10 { return nil }
            if b >= 0x80 {
                ascii = false
            } else if (b | 0x20) &- 0x61 < 26 {
                if letters == 0 { first = b | 0x20 }
                letters += 1
            }
        }
        if ascii, letters > 21 || (letters > 0 && CSVDirection.firstLetters & (1 << (first &- 0x61)) == 0) { return nil }
        let t = CSVHeaderName.normalize(text).name
        if CSVDirection.outWords.contains(t) || text == "-" {
            self = .out
        } else if CSVDirection.inWords.contains(t) || text == "+" {
            self = .in
        } else {
            return nil
        }
    }

    package static let outWords: Set<String> = ["d", "dr", "debit", "debet", "af", "s", "soll", "sortie", "out", "outgoing", "withdrawal", "cargo", "belastung", "debito"]
    /// The first letters of `outWords` and `inWords`, as bits (`a` is bit 0).
    static let firstLetters: UInt32 = outWords.union(inWords).reduce(0) { $0 | 1 << ($1.utf8.first! &- 0x61) }

    package static let inWords: Set<String> = ["c", "cr", "credit", "bij", "h", "haben", "entree", "in", "incoming", "deposit", "abono", "gutschrift", "credito"]
}

/// What a status column says about a row.
package enum RowStatus {
    case booked, pending, declined

    package init(_ text: String) {
        let t = CSVHeaderName.normalize(text).name
        if RowStatus.pendingWords.contains(t) {
            self = .pending
        } else if RowStatus.declinedWords.contains(t) {
            self = .declined
        } else {
            self = .booked
        }
    }

    package static let pendingWords: Set<String> = [
        "pending", "en attente", "a venir", "in progress", "en cours", "ausstehend", "vorgemerkt", "pendiente",
        "in behandeling", "authorised", "authorized", "reserved", "upcoming", "provisoire", "non comptabilise", "not booked",
    ]
    package static let declinedWords: Set<String> = [
        "declined", "reverted", "refused", "refuse", "rejected", "failed", "cancelled", "canceled", "annule", "denied",
        "abgelehnt", "rechazado", "geweigerd", "storniert", "reversed", "returned", "expired",
    ]
}
