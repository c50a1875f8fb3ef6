import Foundation
import Testing

@testable import StatementLocalization
@testable import StatementResources

/// The catalogues' own reader gives what `JSONSerialization` gives, and leaves anything unusual to it.
@Suite struct CatalogueJSONTests {
    /// What the loader used to take from `JSONSerialization`: key → text, or the forms.
    static func serialized(_ data: Data) -> [String: CatalogueJSON.Value] {
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        var entries: [String: CatalogueJSON.Value] = [:]
        for (key, value) in object {
            if let text = value as? String { entries[key] = .text(text) } else if let forms = value as? [String: String] { entries[key] = .forms(forms) }
        }
        return entries
    }

    static func read(_ data: Data) -> [String: CatalogueJSON.Value]? {
        CatalogueJSON.entries(data).map { Dictionary($0.map { ($0.key, $0.value) }, uniquingKeysWith: { _, b in b }) }
    }

    @Test func everyCatalogueFileReadsAsJSONSerializationReadsIt() throws {
        // The catalogues: `messages/<language or region>/<area>.json` (not `messages/glossary.json`).
        let names = ResourceStore.names.filter { $0.hasPrefix("messages/") && $0.hasSuffix(".json") && $0.split(separator: "/").count == 3 }
        #expect(names.count > 20)
        for name in names {
            let data = try #require(ResourceStore.data(name))
            let ours = try #require(Self.read(data), "\(name) fell back to JSONSerialization")
            #expect(ours == Self.serialized(data), "\(name)")
            #expect(!ours.isEmpty, "\(name)")
        }
    }

    @Test func escapesReadAsJSONSerializationReadsThem() throws {
        let json = #"""
            { "a": "quote \" back \\ slash \/ tab\tnew\nline\r\b\f",
              "b": "\u00e9t\u00C9 \u00a0 \ud83d\udcb6 caf\u0065\u0301 €",
              "c" : { "one" : "{count} fichier", "other": "{count} fichiers" },
              "d": {}, "e": "" }
            """#
        let data = Data(json.utf8)
        let ours = try #require(Self.read(data))
        #expect(ours == Self.serialized(data))
        #expect(ours["b"] == .text("étÉ \u{A0} 💶 cafe\u{301} €"))
    }

    @Test func anUnusualFileIsLeftToJSONSerialization() {
        let unusual = [
            #"{"a": "x", "a": "y"}"#,  // a duplicate key
            #"{"a": 1}"#, #"{"a": ["x"]}"#, #"{"a": {"one": {"x": "y"}}}"#, #"{"a": null}"#,
            #"{"a": "\ud83d"}"#, #"{"a": "\udcb6"}"#, #"{"a": "\x"}"#, "{\"a\": \"line\nbreak\"}",
            #"{"a": "x"} {"#, #"["a"]"#, "\u{FEFF}{\"a\": \"x\"}", #"{"a": "x",}"#, #"{"a": "x""#,
        ]
        for json in unusual { #expect(CatalogueJSON.entries(Data(json.utf8)) == nil, "\(json)") }
        #expect(CatalogueJSON.entries(Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x22, 0x7D])) == nil)  // not UTF-8
    }

    /// The entries the build read (ResourceEmbedder's `CatalogueForm`) are the file's JSON read at
    /// run time, for every catalogue file, and the languages' catalogues are those their JSON gives.
    @Test func theEntriesReadAtBuildTimeAreTheFilesJSON() throws {
        let names = ResourceStore.names.filter { $0.hasPrefix("messages/") && $0.hasSuffix(".json") && $0.split(separator: "/").count == 3 }
        #expect(names.count > 20)
        func sorted(_ entries: Catalogue.FileEntries) -> [String] {
            entries.map { "\($0.key)\u{0}\($0.one ?? "<text>")\u{0}\($0.other)" }.sorted()
        }
        for name in names {
            let built = try #require(ResourceStore.messages(name), "\(name) was not read at build time")
            let json = try #require(ResourceStore.data(name))
            #expect(sorted(built) == sorted(Catalogue.fileEntries(json)), "\(name)")
            #expect(!built.isEmpty, "\(name)")
        }
        for language in [Language.english, .french] {
            let fromJSON = Catalogue(locale: ReportLocale(language: language),
                                     files: names.filter { $0.hasPrefix("messages/\(language.rawValue)/") }
                                         .compactMap(ResourceStore.data).map(Catalogue.fileEntries))
            #expect(Catalogue.of(language).entries == fromJSON.entries, "\(language)")
        }
    }

    @Test func theLoaderStillReadsAFileOnlyJSONSerializationReads() {
        // A value of another type is left out, the others kept, as before.
        let data = Data(#"{"k.text": "x", "k.count": 3}"#.utf8)
        let entries = Catalogue.read(data)
        #expect(entries.contains { $0.key == "k.text" })
        #expect(!entries.contains { $0.key == "k.count" })
    }
}
