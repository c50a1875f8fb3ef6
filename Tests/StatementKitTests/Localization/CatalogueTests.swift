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

@Suite struct CatalogueTests {
    /// One catalogue folder as written in `Resources/`: key → the text, or the plural forms by name.
    static func raw(_ folder: String) -> [String: [String: String]] {
        var entries: [String: [String: String]] = [:]
        for name in ResourceStore.names where name.hasPrefix("messages/\(folder)/") && name.hasSuffix(".json") {
            let object = (try? JSONSerialization.jsonObject(with: ResourceStore.data(name)!)) as? [String: Any] ?? [:]
            for (key, value) in object {
                if let text = value as? String { entries[key] = ["": text] } else { entries[key] = value as? [String: String] ?? [:] }
            }
        }
        return entries
    }

    static let english = raw("en"), french = raw("fr")

    /// The folders holding a region's own entries (`fr-CA`).
    static var regionFolders: [String] {
        Set(ResourceStore.names.compactMap { name -> String? in
            let parts = name.split(separator: "/")
            return parts.count == 3 && parts[0] == "messages" && parts[1].contains("-") ? String(parts[1]) : nil
        }).sorted()
    }

    @Test func bothLanguagesHaveTheSameKeys() {
        #expect(!Self.english.isEmpty)
        #expect(Set(Self.english.keys).subtracting(Self.french.keys).sorted() == [], "missing in fr")
        #expect(Set(Self.french.keys).subtracting(Self.english.keys).sorted() == [], "missing in en")
    }

    @Test func anEntryIsAPluralInBothLanguagesOrInNeither() {
        for key in Self.english.keys.sorted() {
            #expect((Self.english[key]?[""] == nil) == (Self.french[key]?[""] == nil), "\(key)")
        }
    }

    @Test func everyPluralHasExactlyTheFormsOneAndOther() {
        for (language, entries) in [("en", Self.english), ("fr", Self.french)] {
            for (key, forms) in entries where forms[""] == nil {
                #expect(Set(forms.keys) == ["one", "other"], "\(language) \(key): \(forms.keys.sorted())")
            }
        }
    }

    /// Every form of an entry, in both languages, names the same placeholders: French uses its `one`
    /// form for 0 as well as 1, so it cannot leave `{count}` out.
    @Test func everyFormUsesTheSamePlaceholders() {
        for key in Self.english.keys.sorted() {
            let forms = Array((Self.english[key] ?? [:]).values) + Array((Self.french[key] ?? [:]).values)
            let sets = Set(forms.map(Catalogue.placeholderNames))
            #expect(sets.count == 1, "\(key): \(sets.map { $0.sorted() })")
        }
        #expect(Catalogue.english.placeholders(of: "cli.cannotWrite") == ["path", "reason"])
    }

    @Test func aRegionOnlyReplacesEntriesItsLanguageHas() {
        #expect(Self.regionFolders.contains("fr-CA"))
        for folder in Self.regionFolders {
            #expect(ReportLocale(tag: folder) != nil, "\(folder) is not a locale")
            let base = folder.hasPrefix("fr") ? Self.french : Self.english
            for (key, forms) in Self.raw(folder) {
                #expect(base[key] != nil, "\(folder) \(key) is not in its language's catalogue")
                #expect(Set(forms.keys) == Set(base[key]?.keys ?? [:].keys), "\(folder) \(key)")
                #expect(Set(forms.values.map(Catalogue.placeholderNames)) == Set(base[key]?.values.map(Catalogue.placeholderNames) ?? []),
                        "\(folder) \(key)")
            }
        }
    }

    @Test func noKeyIsWrittenTwice() throws {
        // A JSON object may repeat a key without complaint; the catalogue would keep one silently.
        let key = try Regex(#""([A-Za-z0-9_.]+)"\s*:"#)
        for folder in ["en", "fr"] + Self.regionFolders {
            var seen: [String: String] = [:]
            for name in ResourceStore.names where name.hasPrefix("messages/\(folder)/") {
                let text = ResourceStore.text(name)!
                #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any], "\(name) is not a JSON object")
                for match in text.matches(of: key) {
                    let k = String(text[match.range]).split(separator: "\"")[0]
                    if k == "one" || k == "other" { continue }
                    #expect(seen[String(k)] == nil, "\(k) is in both \(seen[String(k)] ?? "") and \(name)")
                    seen[String(k)] = name
                }
            }
        }
    }

    /// Every key the code names literally (`Message("…")`, `catalogue("…")`, `t("…")`), and every key
    /// it builds (report labels, months, days), is in the catalogue.
    @Test func everyKeyTheCodeUsesExists() throws {
        let call = try Regex(#"\b(?:Message|catalogue|messages|t)\(\s*"([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)""#)
        var used: [String: String] = [:]
        let sources = Paths.packageRoot.appending(path: "Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
            for match in text.matches(of: call) {
                let literal = text[match.range].split(separator: "\"")[1]
                used[String(literal)] = file
            }
        }
        #expect(used.count > 20)
        var built = ReportView.labelKeys.map { "report.label." + $0 } + ["diagnostic.error", "diagnostic.warning", "diagnostic.note"]
        built += (1...12).flatMap { ["month.\($0)", "month.short.\($0)"] } + (1...7).flatMap { ["weekday.\($0)", "weekday.short.\($0)"] }
        for key in built { used[key] = "built" }
        for (key, file) in used.sorted(by: { $0.key < $1.key }) {
            #expect(Catalogue.english.has(key) && Catalogue.french.has(key), "\(key), used in \(file)")
        }
    }

    @Test(arguments: [(0, "0 opération", "0 transactions"), (1, "1 opération", "1 transaction"), (2, "2 opérations", "2 transactions"),
                      (1234, "1\u{202F}234 opérations", "1,234 transactions"), (-1, "-1 opération", "-1 transaction")])
    func pluralsFollowEachLanguagesRule(count: Int, french: String, english: String) {
        #expect(Catalogue.french("count.transactions", ["count": .number(count)]) == french)
        #expect(Catalogue.english("count.transactions", ["count": .number(count)]) == english)
    }

    @Test(arguments: [("fr-FR", "1\u{202F}234 opérations"), ("fr-CA", "1\u{00A0}234 opérations"), ("fr-LU", "1.234 opérations"),
                      ("fr-CH", "1\u{202F}234 opérations"), ("en-GB", "1,234 transactions")])
    func countsAreGroupedTheRegionsWay(locale: String, expected: String) {
        #expect(ReportLocale(tag: locale)!.catalogue("count.transactions", ["count": .number(1234)]) == expected)
    }

    @Test func aRegionsOwnEntriesReplaceItsLanguages() {
        #expect(ReportLocale(tag: "fr-CA")!.catalogue("month.short.7") == "juill.")
        #expect(ReportLocale(tag: "fr-BE")!.catalogue("month.short.7") == "juil.")
        #expect(Catalogue.french("month.short.7") == "juil.")
    }

    @Test func frenchSentencesGetNonBreakingSpaces() {
        let text = Catalogue.french("input.unreadable", ["file": "a.csv", "reason": "x"])
        #expect(text == "impossible de lire a.csv\u{00A0}: x")
        #expect(Catalogue.french("input.unknownFormat", ["format": "xyz"]) == "format d’entrée inconnu «\u{00A0}xyz\u{00A0}»")
    }

    /// After loading, no French entry breaks a line before `:` `;` `!` `?` `%` `»` or after `«`, and
    /// neither language uses a typewriter apostrophe or three dots for an ellipsis.
    @Test func everyEntryIsTypesetProperly() throws {
        let badSpace = try Regex(#" [:;!?%»]|« "#)
        for catalogue in [Catalogue.french, ReportLocale(tag: "fr-CA")!.catalogue] {
            for key in catalogue.keys.sorted() {
                for form in catalogue.entries[key]!.forms {
                    #expect(!form.contains(badSpace), "\(key): \(form)")
                }
            }
        }
        for catalogue in [Catalogue.french, Catalogue.english] {
            for key in catalogue.keys.sorted() {
                for form in catalogue.entries[key]!.forms {
                    #expect(!form.contains("'") && !form.contains("..."), "\(catalogue.language) \(key): \(form)")
                }
            }
        }
    }

    @Test func argumentsAreWrittenInTheCataloguesLocale() {
        let money = Money(Amount(exactly: "-1234.5")!, .euro)
        let fr = ReportLocale.french.catalogue, ch = ReportLocale(tag: "fr-CH")!.catalogue, en = ReportLocale.english.catalogue
        let key = "report.reconciliation.mismatch"
        #expect(fr(key, ["difference": .money(money)]).contains("-1\u{202F}234,50\u{00A0}€"))
        #expect(ch(key, ["difference": .money(money)]).contains("€\u{00A0}-1\u{202F}234,50"))
        #expect(en(key, ["difference": .money(money)]).contains("-€1,234.50"))
        #expect(fr("report.generated", ["date": .day(CalendarDay(iso: "2026-11-01")!)]) == "Établi le 1er\u{00A0}novembre 2026")
        #expect(fr("input.unreadable", ["file": "a", "reason": .message(SystemError.message(EACCES))]) == "impossible de lire a\u{00A0}: permission refusée")
    }

    /// A text with no placeholder is written as it is, even with a brace in it (`json.notJSON` used to
    /// repeat its beginning: “… starts with “this is not JSON: …”).
    @Test func aTextWithoutPlaceholdersIsWrittenAsItIs() {
        for catalogue in [Catalogue.english, Catalogue.french] {
            for (key, entry) in catalogue.entries {
                guard case let .text(template) = entry, Catalogue.placeholderNames(in: template).isEmpty else { continue }
                #expect(catalogue(key) == template, "\(key)")
            }
        }
        #expect(Catalogue.english("json.notJSON") == "this is not JSON: a JSON statement starts with “{” or “[”")
    }

    @Test func aMissingKeyShowsItselfRatherThanNothing() {
        #expect(Catalogue.english("no.such.key", ["a": "b"]) == "no.such.key a=b")
    }
}
