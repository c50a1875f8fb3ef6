import Foundation
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

@Suite struct CategoryCatalogTests {
    let catalog = CategoryCatalog.standard

    @Test func everyCategoryHasBothNamesAndAnIcon() {
        #expect(catalog.categories.count >= 20)
        for c in catalog.categories {
            #expect(!c.en.trimmingCharacters(in: .whitespaces).isEmpty, "\(c.key) has no English name")
            #expect(!c.fr.trimmingCharacters(in: .whitespaces).isEmpty, "\(c.key) has no French name")
            #expect(!c.icon.isEmpty && c.icon.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.properties.isEmoji && $0.value > 0xFF },
                    "\(c.key) has no icon")
            #expect(c.key.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") }, "\(c.key) is not a key")
            // French is written in sentence case and without the English ampersand.
            #expect(!c.fr.contains("&"), "\(c.key): \(c.fr)")
        }
    }

    /// The built-in file is read by hand at start-up (`CategoryCatalog.read`): the same categories
    /// and rules, in the same order, as decoding it through `Decodable`; and a shape it does not
    /// know is left to `Decodable`.
    @Test func theBuiltInFileReadByHandIsWhatDecodingGives() throws {
        let text = try #require(ResourceStore.text("categories.yaml"))
        let byHand = try #require(CategoryCatalog.read(yaml: text))
        let decoded = try CategoryCatalog(yaml: text)
        #expect(byHand.categories == decoded.categories)
        #expect(byHand.rules == decoded.rules)
        #expect(byHand.rules.contains { $0.direction != nil } && byHand.rules.contains { $0.kinds != nil })
        #expect(byHand.categories.contains { $0.enGB != nil } && byHand.categories.contains { $0.aliases != nil })
        #expect(CategoryCatalog.read(yaml: "categories:\n  - {key: a, en: A, fr: A, icon: x, en-GB: ~}\nrules: []\n") == nil)
        #expect(CategoryCatalog.read(yaml: "categories: []\nrules:\n  - {category: a, keywords: [b], direction: sideways}\n") == nil)
    }

    @Test func keysAreUniqueAndEveryRuleNamesOne() {
        let keys = catalog.categories.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(keys.contains(CategoryCatalog.uncategorized))
        for rule in catalog.rules { #expect(catalog.isKnown(rule.category), "rule for unknown \(rule.category)") }
    }

    @Test func knownKeysAreNamedInTheReadersLanguage() {
        #expect(catalog.name(of: "groceries", in: .french) == "Courses")
        #expect(catalog.name(of: "groceries", in: .english) == "Groceries")
        #expect(catalog.name(of: "uncategorized", in: .french) == "Non classé")
        #expect(catalog.icon(of: "groceries") == "🛒")
    }

    /// A category the user (config) or the source (a CSV column) wrote is not a key: it keeps the
    /// name as written, in both languages, with a neutral icon.
    @Test(arguments: ["Vacances en Bretagne", "GROCERIES", "Cadeaux & fêtes", "école de Léa"])
    func aUserCategoryKeepsTheNameTheUserWrote(name: String) {
        #expect(catalog.name(of: name, in: .french) == name)
        #expect(catalog.name(of: name, in: .english) == name)
        #expect(catalog.icon(of: name) == "🏷️")
        #expect(!catalog.isKnown(name))
    }
}
