import StatementImport
import StatementLocalization
import StatementModel

/// One budget of the configuration's `budgets:` list: an amount a category may take each month or
/// each year, in one currency (or in each currency of the report), for everyone or one person.
///
/// ```yaml
/// budgets:
///   - category: groceries      # a built-in key or name, or your own category
///     monthly: 400             # or yearly: 1200
///     currency: EUR            # optional: else in each currency of the report
///     person: Camille          # optional: only what Camille's accounts paid
/// ```
public struct BudgetSetting: Sendable, Hashable {
    /// What the amount covers.
    public enum Period: String, Sendable, Hashable {
        case month
        case year
    }

    /// A built-in category key or name, or the user's own name, as written.
    public var category: String
    /// Positive.
    public var amount: Amount
    public var period: Period
    /// Nil: the budget holds in each currency of the report.
    public var currency: Currency?
    /// Nil: everyone's spending; else what the accounts of this person (`people:`) paid.
    public var person: String?
    /// Where the person's name is written, for messages.
    package var personPath: [any CodingKey] = []

    public init(category: String, amount: Amount, period: Period, currency: Currency? = nil, person: String? = nil) {
        self.category = category
        self.amount = amount
        self.period = period
        self.currency = currency
        self.person = person
    }

    public static func == (a: BudgetSetting, b: BudgetSetting) -> Bool {
        a.category == b.category && a.amount == b.amount && a.period == b.period && a.currency == b.currency && a.person == b.person
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(amount)
        hasher.combine(period)
    }

    static let keys = ["category", "monthly", "yearly", "currency", "person"]
}

extension BudgetSetting: Decodable {
    public init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "budgets", known: BudgetSetting.keys)
        category = ConfigValue.trimmed(try m.decode("category", as: String.self)).description
        guard !category.isEmpty else { throw ConfigIssue(Message("config.emptyText"), path: m.path("category")) }
        switch (m.has("monthly"), m.has("yearly")) {
        case (true, true):
            throw ConfigIssue(Message("budgets.config.twoPeriods"), path: m.path("yearly"), atKey: true)
        case (false, false):
            throw ConfigIssue(Message("budgets.config.noAmount"), path: m.path, atKey: false)
        case (true, false):
            period = .month
        case (false, true):
            period = .year
        }
        let key = period == .month ? "monthly" : "yearly"
        amount = try m.decode(key, as: ConfigAmount.self).amount
        guard amount.isPositive else {
            throw ConfigIssue(Message("budgets.config.notPositive", ["text": .text(amount.description)]), path: m.path(key))
        }
        if let code = try m.decodeIfPresent("currency", as: String.self) {
            let trimmed = ConfigValue.trimmed(code).uppercased()
            guard let currency = Currency(code: trimmed), !currency.isUnspecified else {
                throw ConfigIssue(Message("budgets.config.badCurrency", ["text": .text(code)]), path: m.path("currency"))
            }
            self.currency = currency
        }
        if let name = try m.decodeIfPresent("person", as: String.self) {
            person = ConfigValue.trimmed(name).description
            personPath = m.path("person")
        }
    }
}

extension BudgetSetting {
    /// Every person a budget names must be declared under `people:` (a typo would otherwise give a
    /// budget that nothing is ever counted in).
    static func checkPeople(_ budgets: [BudgetSetting], declared: Set<String>, people: [Person]) throws {
        for budget in budgets {
            guard let person = budget.person, !declared.contains(person) else { continue }
            throw ConfigIssue(Message("config.unknownPerson", [
                "person": .text(person), "people": .text(people.map(\.name).joined(separator: ", ")),
            ]), path: budget.personPath)
        }
    }
}
