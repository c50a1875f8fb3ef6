import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

@Suite struct PayeeNameTests {
    @Test(arguments: [
        ("CB CARREFOUR MARKET 01/10", nil, "carrefour market", "CARREFOUR MARKET"),
        ("VIR SEPA LOYER OCTOBRE SCI LES TILLEULS", nil, "loyer sci les tilleuls", "LOYER SCI LES TILLEULS"),
        ("PRLV SEPA EDF CLIENTS PARTICULIERS", nil, "edf clients particuliers", "EDF CLIENTS PARTICULIERS"),
        ("CARTE X1234 02/10 MONOPRIX", nil, "monoprix", "MONOPRIX"),
        ("PAIEMENT PAR CARTE NETFLIX.COM", nil, "netflix com", "NETFLIX.COM"),
        ("PRLV SEPA O2 UK", nil, "o2 uk", "O2 UK"),
        ("CB RATP NAVIGO Nov", nil, "ratp navigo", "RATP NAVIGO"),
        ("CHEQUE 0004213", nil, "cheque", "CHEQUE"),
        ("12/10/2026", nil, "12 10 2026", "12/10/2026"),
        ("SALARY", "Northwind Ltd", "northwind ltd", "Northwind Ltd"),
        ("DIRECT DEBIT", "  Octopus   Energy ", "octopus energy", "Octopus Energy"),
    ] as [(String, String?, String, String)])
    func namesThePayeeTheSameWayEveryMonth(description: String, payee: String?, key: String, display: String) {
        let t = Fixture.tx("2026-10-02", "-1.00", description, payee: payee)
        var subject = MatchSubject(t, account: .none)
        #expect(String(decoding: PayeeName.key(&subject), as: UTF8.self) == key)
        #expect(PayeeName.display(t) == display)
    }

    /// The name shown is what the grapheme-by-grapheme reading gave (kept here as the reference), now
    /// that ASCII text is split on bytes: for every description of `Samples/`, and for 5,000 texts drawn
    /// from words with channels, months, digits, punctuation, accents and every kind of whitespace.
    @Test func theNameShownIsTheGraphemeReadingsForAnyText() throws {
        func reference(_ transaction: Transaction) -> String {
            if let payee = transaction.payee {
                let trimmed = payee.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !trimmed.isEmpty { return trimmed }
            }
            var kept = transaction.description.split(whereSeparator: \.isWhitespace).filter { token in
                let folded = TextFolding.fold(String(token))
                return !folded.isEmpty && folded.split(separator: 0x20).allSatisfy { word in
                    word.filter { $0 >= 0x30 && $0 <= 0x39 }.count < 2 && !PayeeName.monthWords.contains(String(decoding: word, as: UTF8.self))
                }
            }
            while let first = kept.first, kept.count > 1, PayeeName.channelWords.contains(TextFolding.string(String(first))) { kept.removeFirst() }
            return kept.isEmpty ? transaction.description : kept.joined(separator: " ")
        }
        var texts: [(String, String?)] = []
        let files = try FileManager.default.contentsOfDirectory(at: Paths.samples, includingPropertiesForKeys: nil)
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(whereSeparator: { $0.isNewline }) {
                texts += line.split(whereSeparator: { ";,\"<>|".contains($0) }).map { (String($0), String?.none) }
            }
        }
        #expect(texts.count > 1_000)
        let words = ["CB", "cb", "PRLV", "SEPA", "VIR", "Carte", "CARREFOUR", "Market", "OCTOBRE", "nov", "01/10", "X1234", "2",
                     "NETFLIX.COM", "-", "·", "Électricité", "Café", "Straße", "東京", "e\u{301}", "\u{A0}", "\u{202F}", ""]
        let spaces = [" ", "  ", "\t", "\r\n", "\n", "\u{B}", "\u{C}", "\u{A0}", "\u{2003}", "\u{85}"]
        var generator = SplitMix64(seed: 20261126)
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                text += spaces.randomElement(using: &generator)! + words.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { text += spaces.randomElement(using: &generator)! }
            texts.append((text, Int.random(in: 0..<4, using: &generator) == 0 ? text : nil))
        }
        for (description, payee) in texts {
            let t = Fixture.tx("2026-10-02", "-1.00", description, payee: payee)
            #expect(PayeeName.display(t) == reference(t), "\(description.debugDescription) / \(String(describing: payee))")
        }
    }
}
