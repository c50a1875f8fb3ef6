import Foundation

/// The reader's language and region: which words, and which number, currency and date conventions.
public struct ReportLocale: Sendable, Hashable {
    public let language: Language
    /// A BCP 47 region code (`FR`, `US`, `CH`).
    public let region: String

    public init(language: Language, region: String? = nil) {
        self.language = language
        self.region = region?.uppercased() ?? (language == .french ? "FR" : "US")
    }

    /// `fr`, `en`, `fr-CH`, `en_GB`, `fr_FR.UTF-8`: a language we write, with an optional region; nil otherwise.
    public init?(tag: String) {
        let base = tag.split(separator: ".").first.map(String.init) ?? tag
        let parts = base.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, first.count == 2, let language = Language(tag: String(first)) else { return nil }
        let region = parts.dropFirst().first.map { String($0) }
        if let region, region.count != 2 || !region.allSatisfy(\.isLetter) { return nil }
        self.init(language: language, region: region)
    }

    /// From `LC_ALL`, then `LC_MESSAGES`, then `LANG`: French when the first one set starts with `fr`,
    /// English otherwise (including `C` and `POSIX`).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ReportLocale {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return ReportLocale(tag: value) ?? ReportLocale(language: .english)
        }
        return ReportLocale(language: .english)
    }

    public static let french = ReportLocale(language: .french)
    public static let english = ReportLocale(language: .english)

    /// `fr_FR`, as ICU names it.
    public var identifier: String { language.rawValue + "_" + region }

    /// `fr-FR`, as HTML's `lang` attribute takes it.
    public var tag: String { language.rawValue + "-" + region }

    public var foundationLocale: Locale { Locale(identifier: identifier) }

    public var catalogue: Catalogue { Catalogue.of(language) }
}
