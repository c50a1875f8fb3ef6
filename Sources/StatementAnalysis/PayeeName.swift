import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Who a payment went to, as a name that stays the same from one month to the next.
///
/// The payee field when the source gives one; otherwise the description without what changes from
/// one payment to the next or only says how it was paid: words holding two digits or more (dates,
/// card numbers, references: `01/10`, `X1234`), month names (`OCTOBRE`, `Nov`), and leading words of
/// the payment channel (`CB`, `CARTE`, `PRLV SEPA`, `VIR`, `PAIEMENT PAR CARTE`, `DD`, ...; see `channelWords`).
/// `CB CARREFOUR MARKET 01/10` → `CARREFOUR MARKET`; `VIR SEPA LOYER OCTOBRE SCI LES TILLEULS` →
/// `LOYER SCI LES TILLEULS`. Two payments have the same payee when these names fold to the same text.
package enum PayeeName {
    /// The folded name: the key payments are grouped by.
    package static func key(_ subject: inout MatchSubject) -> [UInt8] {
        if let payee = subject.payee, !payee.isEmpty { return payee }
        return key(description: subject.description)
    }

    /// The key a folded description gives when there is no payee field.
    package static func key(description: [UInt8]) -> [UInt8] {
        // One pass over the folded words (single spaces between them): keep the words that stay,
        // dropping channel words while they lead and another word follows.
        var pendingChannel = 0..<0
        let out = description.withUnsafeBufferPointer { buffer in
            ByteArray.make(capacity: buffer.count) { out in
                var k = 0
                var leading = true
                var i = 0
                while i < buffer.count {
                    let start = i
                    var digits = 0
                    var h: UInt64 = 0xcbf2_9ce4_8422_2325
                    while i < buffer.count, buffer[i] != 0x20 {
                        let b = buffer[i]
                        if b &- 0x30 < 10 { digits += 1 }
                        h ^= UInt64(b)
                        h = h &* 0x100_0000_01b3
                        i += 1
                    }
                    let end = i
                    i += 1
                    if digits >= 2 || monthHashes.contains(h) { continue }
                    if leading && channelHashes.contains(h) {
                        // Dropped only if a word follows; remember the last one in case none does.
                        pendingChannel = start..<end
                        continue
                    }
                    leading = false
                    if k > 0 {
                        out[k] = 0x20
                        k += 1
                    }
                    for j in start..<end {
                        out[k] = buffer[j]
                        k += 1
                    }
                }
                return k
            }!
        }
        if out.isEmpty { return pendingChannel.isEmpty ? description : Array(description[pendingChannel]) }
        return out
    }

    /// The name to show, in the source's own letters (`CARREFOUR MARKET`, `Netflix`).
    package static func display(_ transaction: Transaction) -> String {
        if let payee = transaction.payee {
            let trimmed = asciiCollapsed(payee) ?? payee.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !trimmed.isEmpty { return trimmed }
        }
        if let shown = asciiDisplay(transaction.description) { return shown ?? transaction.description }
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

    static let channelHashes = WordHashTable(hashes: channelWords.map { KeywordIndex.hash(Array($0.utf8)) })
    static let monthHashes = WordHashTable(hashes: monthWords.map { KeywordIndex.hash(Array($0.utf8)) })

    /// Whether a folded word stays in the name.
    private static func keep(_ word: ArraySlice<UInt8>) -> Bool {
        var digits = 0
        for b in word where b >= 0x30 && b <= 0x39 { digits += 1 }
        if digits >= 2 { return false }
        return !monthWords.contains(String(decoding: word, as: UTF8.self))
    }

    /// Words of the payment channel, dropped from the start of a description.
    package static let channelWords: Set<String> = [
        "cb", "carte", "card", "facture", "fact", "prlv", "prelevement", "prelev", "sepa", "vir", "virement", "recu",
        "emis", "inst", "instantane", "paiement", "payment", "achat", "purchase", "pos", "dd", "debit", "so",
        "fp", "bgc", "tfr", "transfer", "du", "par", "from", "to", "visa", "mastercard", "cheque", "chq", "contactless",
    ]

    /// Month names and their abbreviations, French and English (the bank labels' own list).
    package static var monthWords: Set<String> { BankLabel.monthWords }
}
