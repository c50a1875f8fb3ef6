/// Who a payment went to, as a name that stays the same from one month to the next.
///
/// The payee field when the source gives one; otherwise the description without what changes from
/// one payment to the next or only says how it was paid: words holding two digits or more (dates,
/// card numbers, references: `01/10`, `X1234`), month names (`OCTOBRE`, `Nov`), and leading words of
/// the payment channel (`CB`, `CARTE`, `PRLV SEPA`, `VIR`, `PAIEMENT PAR CARTE`, `DD`, ...; see `channelWords`).
/// `CB CARREFOUR MARKET 01/10` → `CARREFOUR MARKET`; `VIR SEPA LOYER OCTOBRE SCI LES TILLEULS` →
/// `LOYER SCI LES TILLEULS`. Two payments have the same payee when these names fold to the same text.
enum PayeeName {
    /// The folded name: the key payments are grouped by.
    static func key(_ subject: inout MatchSubject) -> [UInt8] {
        if let payee = subject.payee, !payee.isEmpty { return payee }
        let description = subject.description
        let words = description.split(separator: 0x20)
        var kept = words.filter { keep($0) }
        while let first = kept.first, kept.count > 1, channelWords.contains(String(decoding: first, as: UTF8.self)) {
            kept.removeFirst()
        }
        if kept.isEmpty { return description }
        var out: [UInt8] = []
        for (i, w) in kept.enumerated() {
            if i > 0 { out.append(0x20) }
            out += w
        }
        return out
    }

    /// The name to show, in the source's own letters (`CARREFOUR MARKET`, `Netflix`).
    static func display(_ transaction: Transaction) -> String {
        if let payee = transaction.payee {
            let trimmed = payee.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !trimmed.isEmpty { return trimmed }
        }
        let tokens = transaction.description.split(whereSeparator: \.isWhitespace)
        var kept = tokens.filter { token in
            let folded = TextFolding.fold(String(token))
            return !folded.isEmpty && folded.split(separator: 0x20).allSatisfy { keep($0) }
        }
        while let first = kept.first, kept.count > 1, channelWords.contains(TextFolding.string(String(first))) {
            kept.removeFirst()
        }
        return kept.isEmpty ? transaction.description : kept.joined(separator: " ")
    }

    /// Whether a folded word stays in the name.
    private static func keep(_ word: ArraySlice<UInt8>) -> Bool {
        var digits = 0
        for b in word where b >= 0x30 && b <= 0x39 { digits += 1 }
        if digits >= 2 { return false }
        return !monthWords.contains(String(decoding: word, as: UTF8.self))
    }

    /// Words of the payment channel, dropped from the start of a description.
    static let channelWords: Set<String> = [
        "cb", "carte", "card", "facture", "fact", "prlv", "prelevement", "prelev", "sepa", "vir", "virement", "recu",
        "emis", "inst", "instantane", "paiement", "payment", "achat", "purchase", "pos", "dd", "debit", "so",
        "fp", "bgc", "tfr", "transfer", "du", "par", "from", "to", "visa", "mastercard", "cheque", "chq", "contactless",
    ]

    /// Month names and their abbreviations, French and English.
    static let monthWords: Set<String> = [
        "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre",
        "decembre", "janv", "fevr", "fev", "avr", "juil", "sept", "oct", "nov", "dec",
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
    ]
}
