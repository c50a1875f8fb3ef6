import StatementModel

/// The words of bank labels: channels in French, English, German, Dutch, Spanish and Italian, and
/// the tokens that are dates, card numbers or references rather than a name.
extension BankLabel {
    /// Folded leading words (lower case, no accents, punctuation as spaces) → the channel they name.
    /// The longest match wins: `vir sepa recu` before `vir`.
    static let channels: [String: TransactionKind] = {
        var table: [String: TransactionKind] = [:]
        func add(_ kind: TransactionKind, _ phrases: [String]) { for p in phrases { table[p] = kind } }
        add(.card, [
            "cb", "carte", "paiement cb", "paiement par carte", "paiement carte", "achat cb", "achat carte", "facture carte",
            "card payment", "card payment to", "card purchase", "debit card", "pos", "contactless", "apple pay",
            "kartenzahlung", "kartenzahlung girocard", "girocard", "betaalautomaat", "bea", "compra tarjeta",
            "compra con tarjeta", "pago con tarjeta", "pagamento pos", "pagamento carta", "dankort", "dankort nota", "visa kob",
        ])
        add(.directDebit, [
            "prlv", "prlv sepa", "prelevement", "prelevement sepa", "prelev", "direct debit", "dd", "lastschrift",
            "sepa lastschrift", "basislastschrift", "incasso", "sepa incasso", "europese incasso", "recibo",
            "adeudo", "adeudo sepa", "addebito sdd", "addebito diretto", "addebito", "domiciliation",
        ])
        add(.transfer, [
            "vir", "vir sepa", "vir inst", "vir sepa recu", "vir recu", "vir emis", "vir sepa emis", "virement",
            "virement sepa", "virement recu", "virement emis", "virement instantane", "virement en votre faveur",
            "faster payment", "faster payments", "bank transfer", "transfer", "transfer to", "transfer from",
            "uberweisung", "ueberweisung", "sepa uberweisung", "gutschrift", "echtzeituberweisung", "overboeking",
            "sepa overboeking", "transferencia", "transferencia sepa", "bonifico", "bonifico sepa",
        ])
        add(.standingOrder, ["standing order", "dauerauftrag", "periodieke overboeking", "ordine permanente"])
        add(.withdrawal, [
            "retrait", "retrait dab", "retrait cb", "ret dab", "retrait especes", "cash withdrawal", "atm",
            "atm withdrawal", "bargeldauszahlung", "geldautomat", "geldautomaat", "gea", "reintegro", "reintegro cajero",
            "prelievo", "prelievo bancomat", "prelievo atm",
        ])
        add(.check, ["chq", "cheque", "cheque emis", "scheck", "cheque n"])
        add(.deposit, ["remise cheque", "remise cheques", "remise de cheque", "remise de cheques", "versement especes"])
        add(.fee, [
            "cotisation", "frais", "commission", "commissions", "agios", "fee", "fees", "bank charges", "gebuhr",
            "gebuhren", "entgelt", "kosten", "comision", "comisiones", "commissione", "commissioni", "spese",
        ])
        add(.interest, ["interets", "interets crediteurs", "interest", "zinsen", "habenzinsen", "rente", "intereses", "interessi"])
        add(.refund, ["avoir", "avoir cb", "remboursement", "refund", "erstattung", "gutschrift erstattung", "terugbetaling", "reembolso", "rimborso"])
        return table
    }()

    /// Words between the channel and the name, or hanging after it, that are no part of a name.
    static let fillers: Set<String> = [
        "sepa", "de", "du", "des", "a", "au", "par", "en", "votre", "faveur", "recu", "emis", "inst", "to", "from", "on",
        "at", "an", "von", "bei", "aan", "van", "naar", "da", "a favore", "cb", "carte", "n", "no", "nr",
    ]

    /// Month names and their abbreviations, French and English: a label's month (`LOYER OCTOBRE`) is
    /// no part of the name, which stays the same from one month to the next.
    package static let monthWords: Set<String> = [
        "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre",
        "decembre", "janv", "fevr", "fev", "avr", "juil", "sept", "oct", "nov", "dec",
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
    ]

    /// Words after which a label holds references, not the name (`ECH/251126`, `REF:`, `MDT`, `ID EMETTEUR`).
    static let referenceWords: Set<String> = [
        "ech", "ref", "mdt", "rum", "id", "emetteur", "motif", "libelle", "iban", "bic", "end", "endtoend", "mandat",
        "mandate", "mandatsref", "glaubiger", "kref", "eref", "mref", "cred", "svwz", "abwa", "ref.", "reference",
    ]

    /// `25/11`, `25/11/26`, `25.11.2026`, `25-11`, and six-digit `251126` (day, month, year). Read
    /// without an array (every word of a label that starts with a digit comes here).
    static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> Day? {
        guard let first = bytes.first, first &- 0x30 < 10, bytes.count <= 10 else { return nil }
        if bytes.count == 6, bytes.allSatisfy({ $0 &- 0x30 < 10 }) {
            func n(_ k: Int) -> Int { Int(bytes[k] &- 0x30) }
            return valid(n(0) * 10 + n(1), n(2) * 10 + n(3), 2000 + n(4) * 10 + n(5))
        }
        // Up to three parts: a fourth (or a separator after the third) is no date.
        var parts = (0, 0)
        var count = 0
        var value = 0
        var digits = 0
        for b in bytes {
            if b &- 0x30 < 10 {
                value = value * 10 + Int(b &- 0x30)
                digits += 1
                if digits > 4 { return nil }
            } else if b == 0x2F || b == 0x2E || b == 0x2D, digits > 0 {
                switch count {
                case 0: parts.0 = value
                case 1: parts.1 = value
                default: return nil
                }
                count += 1
                value = 0
                digits = 0
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        switch count {
        case 1: return valid(parts.0, value, nil)
        case 2: return valid(parts.0, parts.1, value < 100 ? 2000 + value : value)
        default: return nil
        }
    }

    private static func valid(_ d: Int, _ m: Int, _ y: Int?) -> Day? {
        guard (1...31).contains(d), (1...12).contains(m) else { return nil }
        if let y, CalendarDay(year: y, month: m, day: d) == nil { return nil }
        return Day(day: d, month: m, year: y)
    }

    /// What the tests of a word below count in its bytes, counted once, in one indexed loop (the
    /// three counts by `count(where:)` and `for` loops were two thirds of a label's reading).
    struct WordCounts {
        /// Digits, and card masks (`*`, `X`, `x`).
        var digits = 0
        var masks = 0
        /// Whether the word holds a `/` or a `:`.
        var slash = false

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            for k in 0..<bytes.count {
                let b = bytes[k]
                if b &- 0x30 < 10 {
                    digits += 1
                } else if b == 0x2A || b == 0x58 || b == 0x78 {
                    masks += 1
                } else if b == 0x2F || b == 0x3A {
                    slash = true
                }
            }
        }
    }

    /// A card number as labels write it: masked (`CB****6516`, `X1234`, `*1234`, `XXXX1234`) or whole.
    static func isCard(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { isCard(WordCounts(bytes), length: bytes.count) }

    /// `isCard` of a word of `length` bytes that holds `counts`.
    static func isCard(_ counts: WordCounts, length: Int) -> Bool {
        let digits = counts.digits
        if digits >= 4, counts.masks >= 1, digits + counts.masks >= length - 2 { return true }
        return digits >= 13 && digits == length
    }

    /// A reference: a word the table names, one carrying `/` or `:` with digits, or a long number.
    /// `counts` are the word's (`WordCounts`), `folded` is where the word is folded in `folds`,
    /// `lists` the word lists it is in.
    static func isReference(_ utf8: UnsafeBufferPointer<UInt8>, _ counts: WordCounts, folded: Range<Int>, in folds: FoldedWords, lists: UInt32) -> Bool {
        // `N.EMETTEUR:`, `REF:`: a field's name, its value follows.
        if utf8.count > 1, utf8[utf8.count - 1] == 0x3A { return true }
        let digits = counts.digits
        if digits >= 5 || (digits > 0 && counts.slash) { return true }
        // The table's words are short: a long word is no reference word.
        guard folded.count <= 16 else { return false }
        if lists & WordList.reference != 0 { return true }
        if let space = folds.space(in: folded), folds.isIn(folded.lowerBound..<space, WordList.reference) { return true }
        return false
    }
}
