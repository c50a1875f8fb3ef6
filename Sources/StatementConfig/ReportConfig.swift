import StatementImport
import StatementLocalization
import StatementModel
import Yams

/// The configuration file, `statement-report.yaml`: who shares expenses, the user's category
/// rules, how expenses are split, round-ups, and what the report shows.
///
/// Every key is checked: a key the tool does not know is an error with its line and column (and a
/// suggestion when it looks like a typo), so a misspelt option never silently does nothing. The
/// format is described in Documentation/Configuration.md.
///
/// Two sections are reserved for features that read them themselves: `csv:` (CSV profiles) and
/// `email:`. Their content is not checked here; `decodeSection(_:as:)` decodes one with the same
/// strict errors.
public struct ReportConfig: Sendable {
    /// The report's language and region (`fr-FR`, `en-GB`), as written; `--lang` and `--locale` win.
    public var locale: String?
    public var report: ReportSettings
    public var people: [Person]
    public var rules: [CategoryRule]
    public var splits: [ConfigSplitRule]
    /// Splitwise group exports to read as shared expenses, as written in the file.
    public var splitwise: [String]
    /// `history:`: the history file (issue 22) as written, or `default` for the documented default
    /// location; nil: no history.
    public var history: String?
    /// Round-ups, when the section is there.
    public var roundUps: RoundUpSettings?
    /// The household's other accounts (`accounts:`): IBANs, numbers or names of savings books, a
    /// partner's account, that a transaction's text may name; money moved to them is a transfer.
    public var accounts: [String] = []
    /// `budgets:`: what each category may take per month or per year (issue 18).
    public var budgets: [BudgetSetting] = []
    /// The file it was read from, as named in messages; nil for the empty configuration.
    public var file: String?
    /// The text it was read from (for sections decoded later).
    package var source: String?

    /// No file: nothing configured.
    public init() {
        report = ReportSettings()
        people = []
        rules = []
        splits = []
        splitwise = []
    }

    /// The top-level keys. `csv` and `email` are reserved for the features that read them.
    public static let keys = ["locale", "report", "people", "rules", "splits", "splitwise", "roundups", "csv", "email", "history", "accounts", "budgets"]

    /// The folder the file is in (`.` for a bare name): Splitwise paths are relative to it.
    public var directory: String {
        guard let file, let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// The Splitwise export paths, relative to the configuration file's folder.
    public var splitwisePaths: [String] {
        splitwise.map { $0.hasPrefix("/") || directory == "." ? $0 : directory + "/" + $0 }
    }

    /// The history file of `history:`, relative to the configuration file's folder (`default` as is).
    public var historyPath: String? {
        history.map { $0 == "default" || $0.hasPrefix("/") || directory == "." ? $0 : directory + "/" + $0 }
    }

    /// The HTML template folder of `report.template`, relative to the configuration file's folder.
    public var templatePath: String? {
        report.template.map { $0.hasPrefix("/") || directory == "." ? $0 : directory + "/" + $0 }
    }

    /// The rates file of `report: rates:`, relative to the configuration file.
    public var ratesPath: String? {
        report.rates.map { $0.hasPrefix("/") || directory == "." ? $0 : directory + "/" + $0 }
    }

    /// Whether the person of this name is declared.
    public func hasPerson(_ name: String) -> Bool { people.contains { $0.name == name } }
}

/// The shape of the file, decoded strictly.
package struct ReportConfigFile: Decodable {
    package var config = ReportConfig()

    package init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "top level", known: ReportConfig.keys)
        if let locale = try m.decodeIfPresent("locale", as: String.self) {
            guard ReportLocale(tag: locale) != nil else {
                throw ConfigIssue(Message("config.badLocale", ["text": .text(locale)]), path: m.path("locale"))
            }
            config.locale = locale
        }
        config.report = try m.decodeIfPresent("report", as: ReportSettings.self) ?? ReportSettings()
        let people = try m.decodeIfPresent("people", as: [Located<Person>].self) ?? []
        var seen: Set<String> = []
        for person in people {
            guard seen.insert(person.value.name).inserted else {
                throw ConfigIssue(Message("config.duplicatePerson", ["person": .text(person.value.name)]), path: person.path)
            }
        }
        config.people = people.map(\.value)
        config.rules = try m.decodeIfPresent("rules", as: [CategoryRule].self) ?? []
        config.splits = try m.decodeIfPresent("splits", as: [ConfigSplitRule].self) ?? []
        config.splitwise = try m.decodeIfPresent("splitwise", as: OneOrMany<String>.self)?.items ?? []
        config.history = try m.decodeIfPresent("history", as: String.self)
        config.accounts = try m.decodeIfPresent("accounts", as: OneOrMany<String>.self)?.items ?? []
        config.budgets = try m.decodeIfPresent("budgets", as: [BudgetSetting].self) ?? []
        try BudgetSetting.checkPeople(config.budgets, declared: seen, people: config.people)
        if m.has("roundups") { config.roundUps = try m.decodeIfPresent("roundups", as: RoundUpSettings.self) ?? RoundUpSettings() }

        // Every person a split names must be declared (a typo would otherwise make a new person).
        if !config.splits.isEmpty && config.people.isEmpty {
            throw ConfigIssue(Message("config.splitsWithoutPeople"), path: m.path("splits"), atKey: true)
        }
        for rule in config.splits {
            for (name, path) in rule.namedPeople where !seen.contains(name) {
                throw ConfigIssue(Message("config.unknownPerson", [
                    "person": .text(name), "people": .text(config.people.map(\.name).joined(separator: ", ")),
                ]), path: path, atKey: path.last?.intValue == nil)
            }
        }
    }
}
