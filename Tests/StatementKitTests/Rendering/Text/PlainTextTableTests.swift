import Testing

@testable import StatementRendering

/// Tables in the plain-text report (the email's text part, `--format text`): within 78 columns,
/// a word — a file name, an IBAN group — never cut in two, and rows that would stand too tall
/// written as `Header: value` lines instead.
@Suite struct PlainTextTableTests {
    @Test func aLongFileNameIsNotCut() {
        let markdown = """
            | Compte | Période | Opérations |
            |:---|:---|---:|
            | foyer-martin-carte-camille-2026-09-11.csv · fichier CSV | du 2 septembre au 27 novembre 2026 | 17 opérations |
            """
        let lines = PlainText.from(markdown: markdown, colon: "\u{00A0}: ").split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(lines.contains { $0.hasPrefix("foyer-martin-carte-camille-2026-09-11.csv ") }, "\(lines)")
        #expect(lines.count == 4, "\(lines)")
    }

    @Test func aRowTooTallIsWrittenHeaderByValue() {
        let markdown = """
            | Compte | Période | Solde initial | Solde final | Opérations |
            |:---|:---|---:|---:|---:|
            | FR76 3000 6000 0112 3456 7890 189 · releve-octobre-2026-compte-joint.csv (fichier CSV) | du 2 au 3 octobre 2026 | 1 000,00 € | 1 080,00 € | 2 opérations |
            """
        let text = PlainText.from(markdown: markdown, colon: ": ")
        #expect(text.hasPrefix("Compte: FR76 3000 6000 0112 3456 7890 189 ·\n  releve-octobre-2026-compte-joint.csv"), "\(text)")
        #expect(text.contains("Solde initial: 1 000,00 €"), "\(text)")
    }
}
