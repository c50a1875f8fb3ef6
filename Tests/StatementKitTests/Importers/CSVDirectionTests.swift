import Testing

@testable import StatementImporters

/// A direction column's values, and the texts `CSVDirection` turns down without normalising them
/// (a digit, a first letter that starts no direction word, too many letters): the same answers as
/// normalising every text.
@Suite struct CSVDirectionTests {
    /// What `CSVDirection(text)` answered before it turned texts down early.
    static func normalised(_ text: String) -> CSVDirection? {
        if text.utf8.contains(where: { $0 &- 0x30 < 10 }) { return nil }
        let t = CSVHeaderName.normalize(text).name
        if CSVDirection.outWords.contains(t) || text == "-" { return .out }
        if CSVDirection.inWords.contains(t) || text == "+" { return .in }
        return nil
    }

    @Test func directionWordsReadAsBefore() {
        var samples = [
            "D", "C", "dr", "CR", "Debit", "Crédit", "Af", "Bij", "S", "H", "Soll", "Haben", "+", "-", "Sortie", "Entrée",
            "Debit EUR", "debit en euros", "Withdrawal (UTC)", "withdrawal in euros (UTC)", "Gutschrift €", "credit $", "$ credit",
            "DebitEUR", "Outgoing", "incoming GBP", "Deposit", "Payment", "CARTE CARREFOUR", "", " ", "x", "zz", "Mercredi",
            "withdrawal withdrawal withdrawal", "Withdrawal en euros (UTC) X",
        ]
        var generator = SystemRandomNumberGenerator()
        let words = ["d", "c", "debit", "credit", "in", "out", "en", "in", "EUR", "euros", "€", "$", "(UTC)", "GMT", "x", "withdrawal", "ab", "é", "-", "+"]
        for _ in 0..<3000 {
            let count = Int.random(in: 1...5, using: &generator)
            samples.append((0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: Bool.random(using: &generator) ? " " : ""))
        }
        for text in samples {
            #expect(CSVDirection(text) == CSVDirectionTests.normalised(text), "\(text.debugDescription)")
        }
    }

    @Test func theUsualValuesSayTheirWay() {
        #expect(CSVDirection("D") == .out)
        #expect(CSVDirection("Credit") == .in)
        #expect(CSVDirection("Debit EUR") == .out)
        #expect(CSVDirection("Payment") == nil)
        #expect(CSVDirection("12,50") == nil)
    }
}
