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

@Suite struct CSVProfileTests {
    @Test func aProfileReadsFromYAML() throws {
        let profile = try CSVProfile.load(yaml: """
            name: "Ma banque"
            encoding: windows-1252
            separator: ";"
            skipLines: 3
            header: true
            columns:
              date: "Date opération"
              amount: 4
              memo: [5, "Détail"]
            dateFormat: "dd/MM/yy"
            decimalMark: ","
            debitSign: positive
            invert: true
            currency: EUR
            accountLine: {line: 1, field: 2}
            """)
        #expect(profile.name == "Ma banque")
        #expect(profile.encoding == .windows1252)
        #expect(profile.skipLines == 3)
        #expect(profile.columns?["date"] == .name("Date opération"))
        #expect(profile.columns?["amount"] == .number(4))
        #expect(profile.columns?["memo"] == .several([.number(5), .name("Détail")]))
        #expect(profile.debitSign == .positive)
        #expect(profile.invert == true)
        #expect(profile.accountLine == CSVFieldReference(line: 1, field: 2))
    }

    @Test(arguments: [
        ("dateformat: dd/MM/yyyy", "profile.unknownKey", 1, 1),
        ("name: x\nseparator: \":\"", "profile.badValue", 2, 12),
        ("columns:\n  dat: Date", "profile.unknownRole", 2, 3),
        ("columns:\n  date: 0", "profile.badColumnNumber", 2, 9),
        ("dateFormat: dd/mm/yyyy", "csv.badDateFormat", 1, 13),
        ("currency: EURO", "profile.badCurrency", 1, 11),
        ("skipLines: -1", "profile.notCount", 1, 12),
        ("name: [unclosed", "profile.syntax", 2, 1),
        ("- a\n- b", "profile.notMapping", 1, 1),
        ("encoding: ebcdic", "profile.badValue", 1, 11),
        ("accountLine: 3", "profile.badAccountLine", 1, 14),
    ])
    func aMistakeIsReportedWhereItIs(_ yaml: String, _ key: String, _ line: Int, _ column: Int) {
        do {
            _ = try CSVProfile.load(yaml: yaml)
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect(error.message.key == key)
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    @Test func everyBuiltInProfileLoadsAndHasAName() throws {
        let files = ResourceStore.names.filter { $0.hasPrefix("csv-profiles/") }
        #expect(files.count >= 20)
        for file in files {
            let profile = try CSVProfile.load(yaml: try #require(ResourceStore.text(file)))
            #expect(profile.name != nil, "\(file)")
            #expect(profile.match != nil || file == "csv-profiles/lcl.yaml", "\(file) is never recognised")
        }
        #expect(CSVProfileLibrary.standard.profiles.count == files.count)
    }

    /// The banks the issue names, each with a built-in profile.
    @Test(arguments: ["BNP Paribas", "Société Générale", "Crédit Agricole", "Boursorama (BoursoBank)", "Fortuneo", "LCL", "La Banque Postale",
                      "Caisse d'Épargne (BPCE)", "Crédit Mutuel / CIC", "Qonto", "N26", "Revolut", "Wise", "PayPal", "Monzo", "Starling Bank"])
    func namedBanksHaveAProfile(_ bank: String) {
        #expect(CSVProfileLibrary.standard.profiles.contains { $0.profile.name == bank })
    }

    /// A file made of a profile's header and one row is recognised as that profile's.
    @Test func everyHeaderSignatureRecognisesItsBank() throws {
        for (file, profile) in CSVProfileLibrary.standard.profiles {
            guard let header = profile.match?.header else { continue }
            let text = "Export du 01/10/2026;;\n" + header.joined(separator: ";") + "\n"
            let sample = Array(text.utf8).withUnsafeBufferPointer { CSVSample($0, separator: 0x3B, from: 0) }
            let found = CSVProfileLibrary.standard.match(sample)
            #expect(found?.name == profile.name, "\(file)")
            #expect(found?.skipLines == 1, "\(file)")
        }
    }

    /// The same with each accent of the header lost (U+FFFD, as a file read in the wrong encoding has
    /// it), and after rows of other names: a name with a lost accent is compared letter by letter.
    @Test func aHeaderWithLostAccentsRecognisesItsBank() throws {
        var tried = 0
        for (file, profile) in CSVProfileLibrary.standard.profiles {
            guard let header = profile.match?.header else { continue }
            let lost = header.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0.isASCII ? $0 : "\u{FFFD}" })) }
            guard lost != header else { continue }
            tried += 1
            let text = "Compte;Solde\nRéf;Notes\n" + lost.joined(separator: ";") + "\n"
            let sample = Array(text.utf8).withUnsafeBufferPointer { CSVSample($0, separator: 0x3B, from: 0, names: true) }
            let found = CSVProfileLibrary.standard.match(sample)
            #expect(found?.name == profile.name, "\(file)")
            #expect(found?.skipLines == 2, "\(file)")
        }
        #expect(tried > 0)
    }

    @Test func aBuiltInProfileIsFoundByItsFileName() {
        #expect(CSVProfileLibrary.named("lcl")?.name == "LCL")
        #expect(CSVProfileLibrary.named("revolut")?.columns?["fee"] == .name("Fee"))
        #expect(CSVProfileLibrary.named("nope") == nil)
    }
}
