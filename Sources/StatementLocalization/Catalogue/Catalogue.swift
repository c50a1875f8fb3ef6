import Foundation
import StatementModel
import StatementResources
import Synchronization

/// The messages of one language, read from every `Resources/messages/<lang>/*.json` file (one file
/// per area: `core.json`, `csv.json`, ...; a key may appear in one file only), and for a region from
/// `Resources/messages/<lang>-<REGION>/*.json` too, whose entries replace the language's own
/// (`fr-CA` writes `juill.` where France writes `juil.`).
///
/// A value is a string with `{name}` placeholders, or an object `{"one": ..., "other": ...}`
/// whose form is chosen by the `count` argument and the language's plural rule. French entries are
/// written with plain spaces; loading gives them their non-breaking spaces (`FrenchTypography`).
public struct Catalogue: Sendable {
    public let language: Language
    /// Whose conventions numbers in messages follow (`1 234` in France, `1.234` in Luxembourg).
    public let locale: ReportLocale
    package let entries: [String: Entry]

    package enum Entry: Sendable, Equatable {
        case text(String)
        case plural(one: String, other: String)

        package var forms: [String] {
            switch self {
            case let .text(s): return [s]
            case let .plural(one, other): return [one, other]
            }
        }
    }

    public static let english = Catalogue.load(.english)
    public static let french = Catalogue.load(.french)

    /// The language's catalogue, with its default region's number rules.
    public static func of(_ language: Language) -> Catalogue {
        language == .french ? french : english
    }

    package static func load(_ language: Language) -> Catalogue {
        Catalogue(locale: ReportLocale(language: language), files: files(in: "messages/\(language.rawValue)/"))
    }

    /// A catalogue file's entries: the key, the `one` form of a plural entry (nil for a plain
    /// text), the text or the `other` form.
    package typealias FileEntries = [(key: String, one: String?, other: String)]

    /// The folder's files as the build read them (`ResourceStore.messages`), else from their JSON.
    private static func files(in folder: String) -> [FileEntries] {
        ResourceStore.names.filter { $0.hasPrefix(folder) && $0.hasSuffix(".json") }.compactMap { name in
            ResourceStore.messages(name) ?? ResourceStore.data(name).map(Catalogue.fileEntries)
        }
    }

    package init(locale: ReportLocale, files: [FileEntries], base: [String: Entry] = [:]) {
        self.language = locale.language
        self.locale = locale
        var entries = base
        entries.reserveCapacity(base.count + files.reduce(0) { $0 + $1.count })
        let french = locale.language == .french
        func fix(_ text: String) -> String { french ? FrenchTypography.apply(text) : text }
        for file in files {
            for (key, one, other) in file {
                entries[key] = one.map { .plural(one: fix($0), other: fix(other)) } ?? .text(fix(other))
            }
        }
        self.entries = entries
    }

    /// A JSON file's entries: a plural entry needs its `other` form, and its `one` form defaults to it.
    package static func fileEntries(_ json: Data) -> FileEntries {
        Catalogue.read(json).compactMap { key, value in
            switch value {
            case let .text(s): return (key, nil, s)
            case let .forms(forms): return forms["other"].map { (key, forms["one"] ?? $0, $0) }
            }
        }
    }

    /// A file's entries: by `CatalogueJSON`, or by `JSONSerialization` when the file is not of the
    /// simple shape that reader knows (values of other types are left out, as they always were).
    package static func read(_ json: Data) -> [(key: String, value: CatalogueJSON.Value)] {
        if let entries = CatalogueJSON.entries(json) { return entries }
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return [] }
        return object.compactMap { key, value in
            if let s = value as? String { return (key, .text(s)) }
            if let forms = value as? [String: String] { return (key, .forms(forms)) }
            return nil
        }
    }

    /// This language's catalogue for a region: the region's own entries, when it has some, over the
    /// language's, and numbers written the region's way.
    package func localized(for locale: ReportLocale) -> Catalogue {
        precondition(locale.language == language, "a \(language) catalogue cannot serve \(locale)")
        if locale == self.locale { return self }
        return Catalogue.regional.withLock { cache in
            if let known = cache[locale] { return known }
            let overrides = Catalogue.files(in: "messages/\(locale.tag)/")
            let made = Catalogue(locale: locale, files: overrides, base: entries)
            cache[locale] = made
            return made
        }
    }

    private static let regional = Mutex<[ReportLocale: Catalogue]>([:])

    /// Every key of the catalogue.
    public var keys: Set<String> { Set(entries.keys) }

    /// The placeholders each form of `key` uses (for the completeness test).
    public func placeholders(of key: String) -> Set<String> {
        guard let entry = entries[key] else { return [] }
        var names: Set<String> = []
        for form in entry.forms { names.formUnion(Catalogue.placeholderNames(in: form)) }
        return names
    }

    /// Whether the catalogue has `key`.
    public func has(_ key: String) -> Bool { entries[key] != nil }

    /// Whether `key` has plural forms, chosen by the `count` argument.
    public func isPlural(_ key: String) -> Bool {
        if case .plural? = entries[key] { return true }
        return false
    }

    /// The message written out. A missing key shows as the key itself, so nothing is lost.
    public func render(_ message: Message) -> String {
        guard let entry = entries[message.key] else {
            if language != .english, Catalogue.english.has(message.key) {
                return Catalogue.english.localized(for: ReportLocale(language: .english, region: locale.region)).render(message)
            }
            return message.key + (message.arguments.isEmpty ? "" : " " + message.arguments.keys.sorted()
                .map { "\($0)=\(text(of: message.arguments[$0]!))" }.joined(separator: " "))
        }
        let template: String
        switch entry {
        case let .text(s): template = s
        case let .plural(one, other):
            var count = 0
            if case let .number(n)? = message.arguments["count"] { count = n }
            template = PluralRule.category(of: count, language: language) == .one ? one : other
        }
        return fill(template, message.arguments)
    }

    /// Shortcut for `render(Message(key, arguments))`.
    public func callAsFunction(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        render(Message(key, arguments))
    }

    package func text(of argument: MessageArgument) -> String {
        switch argument {
        case let .text(s): return s
        case let .number(n): return NumberText.integer(n, locale: locale)
        case let .message(m): return render(m)
        case let .money(m): return MoneyFormat(locale).string(m)
        case let .day(d): return DayFormat(locale).long(d)
        }
    }

    private func fill(_ template: String, _ arguments: [String: MessageArgument]) -> String {
        // In bytes: `String.contains` is Foundation's search here, about 4,000 instructions a message,
        // and walking the template a `Character` at a time cost more than the rest of the message. On
        // the template's own storage (a native string's, as every catalogue text is: no copy), not
        // through `String.UTF8View` indices.
        return TextBytes.read(template) { fill($0, arguments) } ?? template
    }

    /// `fill` on a template's UTF-8 bytes; nil when it has no placeholder (the template is the text).
    private func fill(_ bytes: UnsafeBufferPointer<UInt8>, _ arguments: [String: MessageArgument]) -> String? {
        let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        guard var open = bytes.firstIndex(of: openBrace) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var from = 0
        while let close = bytes[open...].firstIndex(of: closeBrace) {
            out.append(contentsOf: bytes[from..<open])
            let name = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            if let value = arguments[name] { out.append(contentsOf: text(of: value).utf8) } else { out.append(contentsOf: bytes[open...close]) }
            from = close + 1
            guard let next = bytes[from...].firstIndex(of: openBrace) else { break }
            open = next
        }
        out.append(contentsOf: bytes[from...])
        return String(decoding: out, as: UTF8.self)
    }

    package static func placeholderNames(in template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// Integers written for people, as ICU writes them for the locale: `1 234` (U+202F) in France,
/// `1 234` (U+00A0) in Canada, `1.234` in Luxembourg, `1,234` in English.
package enum NumberText {
    package static func integer(_ n: Int, locale: ReportLocale) -> String {
        MoneyFormat(locale).integer(n)
    }
}
