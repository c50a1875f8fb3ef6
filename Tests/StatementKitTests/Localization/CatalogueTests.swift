import Foundation
import Testing

@testable import StatementKit

@Suite struct CatalogueTests {
    @Test func bothLanguagesHaveTheSameKeys() {
        let en = Catalogue.english.keys, fr = Catalogue.french.keys
        #expect(!en.isEmpty)
        #expect(en.subtracting(fr).sorted() == [], "missing in fr")
        #expect(fr.subtracting(en).sorted() == [], "missing in en")
    }

    @Test func bothLanguagesUseTheSamePlaceholders() {
        for key in Catalogue.english.keys.sorted() {
            #expect(Catalogue.english.placeholders(of: key) == Catalogue.french.placeholders(of: key), "\(key)")
        }
    }

    @Test(arguments: [(0, "0 opération", "0 transactions"), (1, "1 opération", "1 transaction"), (2, "2 opérations", "2 transactions"),
                      (1234, "1\u{202F}234 opérations", "1,234 transactions")])
    func pluralsFollowEachLanguagesRule(count: Int, french: String, english: String) {
        #expect(Catalogue.french("count.transactions", ["count": .number(count)]) == french)
        #expect(Catalogue.english("count.transactions", ["count": .number(count)]) == english)
    }

    @Test func frenchSentencesGetNonBreakingSpaces() {
        let text = Catalogue.french("input.unreadable", ["file": "a.csv", "reason": "x"])
        #expect(text == "impossible de lire a.csv\u{00A0}: x")
        #expect(Catalogue.french("input.unknownFormat", ["format": "xyz"]) == "format d’entrée inconnu «\u{00A0}xyz\u{00A0}»")
    }

    @Test func everyCatalogueFileIsValidAndNoKeyIsDefinedTwice() throws {
        for lang in Language.allCases {
            var seen: [String: String] = [:]
            let files = ResourceStore.names.filter { $0.hasPrefix("messages/\(lang.rawValue)/") }
            #expect(!files.isEmpty)
            for file in files {
                let object = try JSONSerialization.jsonObject(with: ResourceStore.data(file)!) as? [String: Any]
                #expect(object != nil, "\(file) is not a JSON object")
                for key in object?.keys.sorted() ?? [] {
                    #expect(seen[key] == nil, "\(key) is in both \(seen[key] ?? "") and \(file)")
                    seen[key] = file
                }
            }
        }
    }

    @Test func aMissingKeyShowsItselfRatherThanNothing() {
        #expect(Catalogue.english("no.such.key", ["a": "b"]) == "no.such.key a=b")
    }
}
