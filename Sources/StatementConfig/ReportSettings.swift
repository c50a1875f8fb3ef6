import StatementImport
import StatementLocalization
import StatementModel

/// The `report:` section of the configuration: what the report shows. Command-line options win
/// over these.
///
/// ```yaml
/// report:
///   title: Foyer Martin — automne 2026
///   sections: [summary, spending, months, splits, transactions]
///   max_transactions: 200
///   from: 2026-09-01
///   to: 2026-11-30
///   accounts: [compte-commun]     # only these accounts (patterns, as in `match.account`)
///   top: 10                       # payees and largest payments listed
///   depth: 1                      # category paths (Housing:Rent) folded to their first level
///   template: my-templates        # HTML templates over the built-in ones (relative to this file)
///   base_currency: EUR            # totals also converted to this currency, with the rates below
///   rates: eurofxref-hist.csv     # the ECB's file (XML or CSV), or date,currency,rate (relative to this file)
/// ```
public struct ReportSettings: Sendable, Decodable {
    public var title: String?
    public var sections: [ReportSection]?
    public var maxTransactions: Int?
    public var from: CalendarDay?
    public var to: CalendarDay?
    public var accounts: [TextPattern]
    public var top: Int?
    /// How many levels of category paths (`Housing:Rent`) the spending section shows; nil: all.
    public var depth: Int?
    /// A folder of Mustache templates for the HTML report, as written (see `ReportConfig.templatePath`).
    public var template: String?
    /// The currency totals are also converted to (`base_currency:`), and the rates file, as written.
    public var baseCurrency: Currency?
    public var rates: String?

    public init() {
        accounts = []
    }

    package static let keys = ["title", "sections", "max_transactions", "from", "to", "accounts", "top", "template", "depth", "base_currency", "rates"]

    public init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "report", known: ReportSettings.keys)
        title = try m.decodeIfPresent("title", as: String.self)
        if m.has("sections") {
            let names = try m.decode("sections", as: OneOrMany<Located<String>>.self).items
            var list: [ReportSection] = []
            for name in names {
                guard let section = ReportSection(rawValue: ConfigValue.trimmed(name.value).lowercased()) else {
                    throw ConfigIssue(Message("config.badChoice", [
                        "text": .text(name.value), "expected": .text(ReportSection.allCases.map(\.rawValue).joined(separator: ", ")),
                    ]), path: name.path)
                }
                if !list.contains(section) { list.append(section) }
            }
            sections = list
        }
        if let n = try m.decodeIfPresent("max_transactions", as: Int.self) {
            guard n >= 0 else { throw ConfigIssue(Message("config.negativeCount"), path: m.path("max_transactions")) }
            maxTransactions = n
        }
        if let n = try m.decodeIfPresent("top", as: Int.self) {
            guard n >= 1 else { throw ConfigIssue(Message("config.topTooSmall"), path: m.path("top")) }
            top = n
        }
        if let n = try m.decodeIfPresent("depth", as: Int.self) {
            guard n >= 1 else { throw ConfigIssue(Message("household3.config.depthTooSmall"), path: m.path("depth")) }
            depth = n
        }
        from = try m.decodeIfPresent("from", as: ConfigDay.self)?.day
        to = try m.decodeIfPresent("to", as: ConfigDay.self)?.day
        if let from, let to, to < from {
            throw ConfigIssue(Message("config.reversedPeriod", ["from": .text(from.description), "to": .text(to.description)]),
                              path: m.path("to"))
        }
        accounts = try m.decodeIfPresent("accounts", as: OneOrMany<TextPattern>.self)?.items ?? []
        template = try m.decodeIfPresent("template", as: String.self)
        if let code = try m.decodeIfPresent("base_currency", as: Located<String>.self) {
            guard let currency = Currency(code: ConfigValue.trimmed(code.value)), code.value.count == 3 else {
                throw ConfigIssue(Message("budgets.config.badCurrency", ["text": .text(code.value)]), path: code.path)
            }
            baseCurrency = currency
        }
        rates = try m.decodeIfPresent("rates", as: String.self)
    }
}

/// The `roundups:` section: round each payment up to the next multiple of `step` units of its
/// currency (1, 5 or 10) and add up the difference.
public struct RoundUpSettings: Sendable, Decodable, Hashable {
    public var step: Int

    public static let allowedSteps = [1, 5, 10]

    public init(step: Int = 1) {
        precondition(RoundUpSettings.allowedSteps.contains(step), "round-up step must be 1, 5 or 10")
        self.step = step
    }

    public init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "roundups", known: ["step"])
        let step = try m.decodeIfPresent("step", as: Located<Int>.self)
        if let step, !RoundUpSettings.allowedSteps.contains(step.value) {
            throw ConfigIssue(Message("config.badStep", ["step": .number(step.value)]), path: step.path)
        }
        self.step = step?.value ?? 1
    }
}
