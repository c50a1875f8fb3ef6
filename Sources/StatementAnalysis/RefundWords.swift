/// Words by which a bank or a merchant says that money in gives back a purchase, folded (lower case,
/// no accents): French, English, German, Spanish, Dutch and Italian.
package enum RefundWords {
    static let words: Set<[UInt8]> = Set([
        "remboursement", "remboursements", "rembt", "remb", "avoir", "retour", "annulation",
        "refund", "refunded", "refunds", "reversal", "returned", "return", "chargeback",
        "erstattung", "ruckerstattung", "rueckerstattung", "storno",
        "reembolso", "devolucion",
        "terugbetaling", "restitutie",
        "rimborso", "reso",
    ].map { Array($0.utf8) })

    /// Whether a folded text holds one of the words, whole.
    package static func contains(_ folded: [UInt8]) -> Bool {
        var start = 0
        let count = folded.count
        while start < count {
            var end = start
            while end < count, folded[end] != 0x20 { end += 1 }
            if end - start >= 4, words.contains(Array(folded[start..<end])) { return true }
            start = end + 1
        }
        return false
    }
}
