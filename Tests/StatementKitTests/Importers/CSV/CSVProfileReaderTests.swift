import Testing
import Yams

@testable import StatementImport
@testable import StatementImporters
@testable import StatementResources

/// The profiles are read by hand from the composed YAML (`CSVProfile.read`) at start-up, and by
/// `Decodable` when the hand reader is not sure: both must give the same profile.
@Suite struct CSVProfileReaderTests {
    private func bothReaders(_ text: String) throws -> (byHand: CSVProfile?, decoded: CSVProfile) {
        let node = try #require(try SimpleYAML.compose(text))
        return (CSVProfile.read(node), try SimpleYAML.decoder.decode(CSVProfile.self, from: node))
    }

    @Test func everyBuiltInProfileReadByHandIsWhatDecodingGives() throws {
        let names = ResourceStore.names.filter { $0.hasPrefix("csv-profiles/") && $0.hasSuffix(".yaml") }
        #expect(names.count >= 20)
        for name in names {
            let text = try #require(ResourceStore.text(name))
            let (byHand, decoded) = try bothReaders(text)
            #expect(byHand == decoded, "\(name)")
            #expect(byHand != nil, "\(name) is left to Decodable")
            #expect(try CSVProfile.load(yaml: text) == decoded, "\(name)")
        }
        // The library holds them all, each as decoding gives it.
        #expect(CSVProfileLibrary.standard.profiles.count == names.count)
    }

    @Test func everyFieldAndColumnShapeReadsTheSame() throws {
        let text = """
            name: 2026
            match: {header: ["Date", Montant], firstLine: [date, amount], fields: 0x05, other: [1]}
            encoding: windows-1252
            separator: tab
            skipLines: 3
            header: yes
            columns: {date: "Date opération", amount: 4, memo: [5, "6", Détail, [7]], payee: "0x10", fee: 1_0}
            dateFormat: dd/MM/yy
            decimalMark: ","
            debitSign: positive
            invert: off
            currency: EUR
            account: FR76 1234
            accountLine: {line: 1, field: 3}
            """
        let (byHand, decoded) = try bothReaders(text)
        #expect(byHand == decoded)
        #expect(decoded.columns?["payee"] == .name("0x10") && decoded.columns?["fee"] == .number(10))
        #expect(decoded.header == true && decoded.invert == false && decoded.match?.fields == 5)
    }

    /// What the hand reader is not sure of goes to `Decodable`, which `load` then uses.
    @Test func aShapeTheHandReaderIsNotSureOfIsLeftToDecoding() throws {
        for text in [
            "name: ~\ncurrency: EUR\n",  // a null: decodeIfPresent gives nil
            "encoding: UTF-8\n",  // not a raw value (Decodable fails: load says where)
            "match: {header: [a, null]}\n",
        ] {
            let node = try #require(try SimpleYAML.compose(text))
            #expect(CSVProfile.read(node) == nil, "\(text)")
        }
        #expect(try CSVProfile.load(yaml: "name: ~\ncurrency: EUR\n").name == nil)
        #expect(throws: CSVProfileError.self) { try CSVProfile.load(yaml: "encoding: UTF-8\n") }
        // Yams composes an alias as a copy of its anchor's node: both readers see the same value.
        let (byHand, decoded) = try bothReaders("columns: {date: &d 1, amount: *d}\n")
        #expect(byHand == decoded && decoded.columns?["amount"] == .number(1))
        // A key written twice Yams refuses before either reader sees it.
        #expect(throws: CSVProfileError.self) { try CSVProfile.load(yaml: "name: A\nname: B\n") }
    }
}
