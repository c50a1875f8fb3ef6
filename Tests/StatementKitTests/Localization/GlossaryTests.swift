import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementLocalization
@testable import StatementResources

/// `Resources/messages/glossary.json`: the words each language (and each English region) forbids,
/// checked in every catalogue file of `Resources/messages/` — whichever files there are, those of
/// other areas included — as each locale loads them (the region's entries over its language's), and
/// in the category names of `categories.yaml`. `GLOSSARY.md` says why each word is forbidden.
@Suite struct GlossaryTests {
    /// One catalogue text and where it comes from.
    struct Text {
        var file: String
        var key: String
        var text: String
    }

    static let glossary: [String: [String]] = {
        let data = ResourceStore.data("messages/glossary.json") ?? Data()
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: [String]]] ?? [:]
        return object.mapValues { $0["forbidden"] ?? [] }
    }()

    /// The message folders (`en`, `fr`, `en-GB`, `fr-CA`, …) as the binary embeds them.
    static let folders: [String] = Set(ResourceStore.names.compactMap { name -> String? in
        let parts = name.split(separator: "/")
        return parts.count == 3 && parts[0] == "messages" && name.hasSuffix(".json") ? String(parts[1]) : nil
    }).sorted()

    /// The locales checked: every one the tool formats for, every region folder, every glossary key.
    static let locales: [ReportLocale] = {
        var tags = Set(ReportLocale.supported.map(\.tag)).union(folders.filter { $0.contains("-") })
        tags.formUnion(glossary.keys.filter { $0.contains("-") })
        return tags.sorted().compactMap { ReportLocale(tag: $0) }
    }()

    /// Every form of every entry in `folder`'s files, by key.
    static func texts(in folder: String) -> [String: [Text]] {
        var texts: [String: [Text]] = [:]
        for name in ResourceStore.names.sorted() where name.hasPrefix("messages/\(folder)/") && name.hasSuffix(".json") {
            let object = (try? JSONSerialization.jsonObject(with: ResourceStore.data(name) ?? Data())) as? [String: Any] ?? [:]
            for (key, value) in object {
                let forms = (value as? String).map { [$0] } ?? ((value as? [String: String]).map { Array($0.values) } ?? [])
                texts[key] = forms.map { Text(file: name, key: key, text: $0) }
            }
        }
        return texts
    }

    /// What `locale` loads: its language's entries, with its region folder's over them.
    static func texts(of locale: ReportLocale) -> [Text] {
        texts(in: locale.language.rawValue).merging(texts(in: locale.tag)) { _, region in region }.values.flatMap { $0 }
    }

    /// The words `locale` may not use: its language's list and its own (`en` without a region
    /// folder is American: `en-US`'s list).
    static func forbidden(in locale: ReportLocale) -> [String] {
        (glossary[locale.language.rawValue] ?? []) + (glossary[locale.tag] ?? [])
    }

    /// The forbidden words `text` uses, as whole words, whatever the case and the spaces; a word
    /// that is part of an option or a placeholder (`--max-transactions`, `{transactions}`) is code.
    static func uses(_ text: String, of words: [String]) -> [String] {
        let plain = text.replacing("\u{00A0}", with: " ").replacing("\u{202F}", with: " ").lowercased()
        return words.filter { word in
            var rest = plain[...]
            while let range = rest.range(of: word.lowercased()) {
                let before = range.lowerBound == plain.startIndex ? nil : plain[plain.index(before: range.lowerBound)]
                let after = range.upperBound == plain.endIndex ? nil : plain[range.upperBound]
                let isWord = !(before?.isLetter ?? false) && !(after?.isLetter ?? false) && !(before?.isNumber ?? false)
                let isCode = before == "-" || before == "{" || before == "." || after == "}"
                if isWord && !isCode { return true }
                rest = plain[range.upperBound...]
            }
            return false
        }
    }

    @Test func theGlossaryIsReadAndCoversBothLanguages() {
        #expect(Self.glossary["fr"]?.contains("dépensier") == true)
        #expect(Self.glossary["en"]?.contains("movement") == true)
        #expect(Self.folders.contains("fr") && Self.folders.contains("en"))
        #expect(Self.locales.map(\.tag).contains("en-GB") && Self.locales.map(\.tag).contains("fr-CH"))
    }

    @Test func theCheckFindsWholeWordsOnly() {
        #expect(Self.uses("jour le plus dépensier", of: ["dépensier"]) == ["dépensier"])
        #expect(Self.uses("No\u{00A0}Movement.", of: ["movement"]) == ["movement"])
        #expect(Self.uses("solde d’ouverture", of: ["solde d’ouverture"]) == ["solde d’ouverture"])
        #expect(Self.uses("movements", of: ["movement"]).isEmpty)
        #expect(Self.uses("--max-transactions doit valoir 0", of: ["transactions"]).isEmpty)
        #expect(Self.uses("{transactions} lues", of: ["transactions"]).isEmpty)
        #expect(Self.uses("recategorized", of: ["categorized"]).isEmpty)
    }

    @Test(arguments: GlossaryTests.locales)
    func noCatalogueUsesAForbiddenWord(_ locale: ReportLocale) {
        let words = Self.forbidden(in: locale)
        #expect(!words.isEmpty)
        for text in Self.texts(of: locale).sorted(by: { $0.key < $1.key }) {
            let found = Self.uses(text.text, of: words)
            #expect(found.isEmpty, "\(locale): \(text.file) \(text.key) uses \(found) (GLOSSARY.md): \(text.text)")
        }
    }

    @Test(arguments: GlossaryTests.locales)
    func noCategoryNameUsesAForbiddenWord(_ locale: ReportLocale) {
        let words = Self.forbidden(in: locale)
        for category in CategoryCatalog.standard.categories {
            let name = CategoryCatalog.standard.name(of: category.key, for: locale)
            #expect(Self.uses(name, of: words).isEmpty, "\(locale): category \(category.key) is named \(name)")
        }
    }
}
