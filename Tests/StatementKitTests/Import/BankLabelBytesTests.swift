import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementModel

/// The bank label reader reads the label's bytes; it must read every label as the reader of
/// `Substring`s it replaced did (`BankLabel+Reference.swift`): the same channel, payee and day.
@Suite struct BankLabelBytesTests {
    /// The labels whose readings differ, at most `limit` of them.
    static func differences(_ labels: some Sequence<String>, limit: Int = 5) -> [String] {
        var found: [String] = []
        for label in labels where BankLabel(label) != BankLabel(reference: label) {
            found.append("\(label.debugDescription): \(BankLabel(label)) ≠ \(BankLabel(reference: label))")
            if found.count == limit { break }
        }
        return found
    }

    @Test func theLabelsOfTheLabelTestsReadAsBefore() {
        let labels = BankLabelTests.cases.map(\.label)
        #expect(labels.count > 40)
        #expect(Self.differences(labels) == [])
    }

    /// Every line of every sample statement, whole and cut at its separators: headers, amounts,
    /// dates and the labels themselves, with their accents, quotes and odd spacing.
    @Test func everyFieldOfTheSamplesReadsAsBefore() throws {
        var labels: [String] = []
        let files = try FileManager.default.contentsOfDirectory(at: Paths.samples, includingPropertiesForKeys: nil)
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(whereSeparator: \.isNewline) {
                labels.append(String(line))
                labels += line.split(whereSeparator: { ";,\t\"<>|".contains($0) }).map(String.init)
            }
        }
        #expect(labels.count > 1_000)
        #expect(Self.differences(labels) == [])
    }

    /// Labels made of the words the reader looks for — channels, dates, card numbers, references,
    /// fillers, months, currencies before amounts, accents, other scripts, tabs and runs of spaces —
    /// in any order (a fixed seed: the same labels every run).
    @Test func labelsMadeOfItsWordsInAnyOrderReadAsBefore() {
        let vocabulary = [
            "CB", "CARTE", "PAIEMENT", "PAR", "PRLV", "SEPA", "VIR", "INST", "RECU", "Kartenzahlung", "SEPA-Lastschrift",
            "CARD", "PAYMENT", "TO", "ON", "FRAIS", "INTERETS", "AVOIR", "RETRAIT", "DAB", "CHQ", "REMISE", "CHEQUE",
            "25/11", "251126", "25.11.2026", "1-2", "32/13", "29/02/2023", "130722", "2411", "X1234", "CB****6516",
            "4974XXXXXXXX1234", "*1234", "1234567890123456", "ECH/251126", "REF:", "ID", "EMETTEUR", "N.EMETTEUR:",
            "12345678", "FR12ZZZ", "CARREFOUR", "MARKET", "Électricité-de-France", "réf.", "n°122", "ÉTÉ", "SAS;",
            "Ωmega", "東京", "DKK", "995,00", "-", "MATAS", "octobre", "OCT", "Paris", "15", "4", "de", "du", "a favore",
            "Straße", "ŒUVRE", "l’Été", "\"PROMO\"", "WWW.ASOS.COM", "",
        ]
        let separators = [" ", " ", " ", "  ", "\t", " \t "]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        var labels: [String] = []
        for _ in 0..<20_000 {
            var label = next(4) == 0 ? separators[next(separators.count)] : ""
            for w in 0..<(1 + next(8)) {
                if w > 0 { label += separators[next(separators.count)] }
                label += vocabulary[next(vocabulary.count)]
            }
            labels.append(label)
        }
        #expect(Self.differences(labels) == [])
    }
}
