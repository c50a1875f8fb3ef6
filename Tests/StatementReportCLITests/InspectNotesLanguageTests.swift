import Foundation
import StatementKitTestSupport
import Testing

/// `inspect --lang fr` of an OFX, QIF, camt or JSON file says what the importer detected in French
/// (issue 21): the names of the notes and every value that is a sentence come from the catalogues;
/// technical values (`OFXHEADER:100`, `camt.053.001.08`, an IBAN, a date pattern) stay as they are.
@Suite struct InspectNotesLanguageTests {
    static let samples = [
        "Samples/releve-2026-10.ofx", "Samples/northwind-checking-2026-10.qfx", "Samples/quicken-2026-10.qif",
        "Samples/camt053-2026-10.xml", "Samples/camt054-2026-10.xml", "Samples/starling-2026-10.json",
        "Samples/nordigen-compte-courant-2026-10.json", "Samples/compte-partage-2026-10.json",
    ]

    /// English words the header block printed before the issue: none may be left in French.
    static let english = [
        "header", "dialect", "statement", "statements", "record", "records", "split", "splits", "none", "why", "kind",
        "encoding", "namespace", "date", "decimal", "mark", "currency", "syntax", "account", "accounts", "feed", "items",
        "element", "without", "rules", "out", "of", "the", "with", "into", "transactions", "give", "in", "line",
    ]

    /// The lines between the title and the first empty comment: the format and the notes.
    static func headerBlock(_ stdout: String) -> String {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        return lines.prefix { $0 != "#" }.joined(separator: "\n")
    }

    /// The block without quoted file text (`« feedItems »`, `"transactions.booked"`), which is the file's own.
    static func englishWords(in block: String) -> [String] {
        let unquoted = block.replacing(/«[^»]*»/, with: "").replacing(/"[^"]*"/, with: "")
        let words = Set(unquoted.split { !($0.isLetter || $0 == "-" || $0 == "." || $0 == "_") }.map(String.init))
        return english.filter(words.contains)
    }

    @Test(arguments: samples)
    func frenchInspectSaysItsNotesInFrench(_ file: String) throws {
        let run = try Tool.run(["inspect", file, "--lang", "fr"])
        #expect(run.status == 0, "\(run.stderr)")
        let block = Self.headerBlock(run.stdout)
        #expect(block.contains("# format\u{00A0}: "), "\(run.stdout)")
        #expect(block.split(separator: "\n").count >= 3, "\(run.stdout)")
        #expect(Self.englishWords(in: block) == [], "\(file):\n\(block)")
    }

    @Test func theCheckFindsTheEnglishNotes() throws {
        let run = try Tool.run(["inspect", "Samples/quicken-2026-10.qif", "--lang", "en"])
        #expect(Self.englishWords(in: Self.headerBlock(run.stdout)).contains("encoding"))
    }

    @Test func frenchNotesReadAsAFrenchBankWouldWriteThem() throws {
        let ofx = try Tool.run(["inspect", "Samples/releve-2026-10.ofx", "--lang", "fr"]).stdout
        #expect(ofx.contains("# format\u{00A0}: ofx — en-tête OFXHEADER:100, VERSION:102\n"), "\(ofx)")
        #expect(ofx.contains("# encodage de l’en-tête\u{00A0}: USASCII\n"), "\(ofx)")
        let qif = try Tool.run(["inspect", "Samples/quicken-2026-10.qif", "--lang", "fr"]).stdout
        #expect(qif.contains("# format des dates\u{00A0}: MM/dd/yyyy (18 des 18 dates\u{202F}; « 10/15'26 » (ligne 70) exclut dd/MM/yyyy)\n"
            .replacingOccurrences(of: "« 10/15'26 »", with: "«\u{00A0}10/15'26\u{00A0}»")), "\(qif)")
        #expect(qif.contains("# ventilations\u{00A0}: 3 opérations ventilées en 7 lignes\n"), "\(qif)")
        #expect(qif.contains("# devise\u{00A0}: aucune dans le fichier (indiquez-la avec --currency)\n"), "\(qif)")
        let camt = try Tool.run(["inspect", "Samples/camt053-2026-10.xml", "--lang", "fr"]).stdout
        #expect(camt.contains("# format\u{00A0}: camt — espace de noms camt.053.001.08\n# encodage\u{00A0}: utf-8\n# message\u{00A0}: camt.053.001.08\n# type\u{00A0}: relevé\n"), "\(camt)")
    }

    @Test func englishInspectKeepsItsNotes() throws {
        let qif = try Tool.run(["inspect", "Samples/quicken-2026-10.qif", "--lang", "en"]).stdout
        #expect(qif.contains("""
            # format: qif — QIF header “!Option:AutoSwitch”
            # encoding: utf-8
            # sections: Bank, CCard
            # date format: MM/dd/yyyy (18 of 18 dates; “10/15'26” (line 70) rules out dd/MM/yyyy)
            # decimal mark: .
            # splits: 3 records split into 7 transactions
            # currency: none in the file (give --currency)

            """), "\(qif)")
        let json = try Tool.run(["inspect", "Samples/starling-2026-10.json", "--lang", "en"]).stdout
        #expect(json.contains("""
            # format: json — Starling Bank feed items ("feedItems")
            # encoding: utf-8
            # syntax: json
            # dialect: starling
            # why: Starling Bank feed items ("feedItems")
            # records: "feedItems"

            """), "\(json)")
    }
}
