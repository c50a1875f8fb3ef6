import StatementImport
import StatementLocalization
import StatementModel
import Yams

/// A person who shares expenses, and the accounts whose payments are theirs.
///
/// ```yaml
/// people:
///   - name: Camille
///     accounts: [carte-camille, compte-commun]   # account patterns, as in `match.account`
///   - Alex                                       # a name alone: no account of their own
/// ```
/// An account listed under several people is theirs together: what it pays is paid by them in
/// equal parts.
public struct Person: Sendable, Decodable, Hashable {
    public var name: String
    public var accounts: [TextPattern]

    public init(name: String, accounts: [TextPattern] = []) {
        self.name = name
        self.accounts = accounts
    }

    public init(from decoder: any Decoder) throws {
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            name = ConfigValue.trimmed(plain).description
            accounts = []
        } else {
            let m = try StrictMapping(decoder, section: "people", known: ["name", "accounts"])
            name = ConfigValue.trimmed(try m.decode("name", as: String.self)).description
            accounts = try m.decodeIfPresent("accounts", as: OneOrMany<TextPattern>.self)?.items ?? []
        }
        guard !name.isEmpty else { throw ConfigIssue(Message("config.emptyText"), path: decoder.codingPath) }
    }

    public static func == (a: Person, b: Person) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An amount or a weight given to one person, in the order written.
public struct PersonAmount: Sendable, Hashable {
    public var person: String
    public var amount: Amount
    /// Where the person's name is written, for messages.
    package var path: [ConfigKey] = []

    public init(_ person: String, _ amount: Amount) {
        self.person = person
        self.amount = amount
    }

    public static func == (a: PersonAmount, b: PersonAmount) -> Bool { a.person == b.person && a.amount == b.amount }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(person)
        hasher.combine(amount)
    }
}

/// How the part of an expense that is not fixed (`exact`) is shared.
public enum SplitMethod: Sendable, Hashable {
    /// Equal parts among these people.
    case equal([String])
    /// In proportion to the weights (`{Camille: 2, Alex: 1}` is 2:1).
    case shares([PersonAmount])
    /// Percentages that add up to exactly 100.
    case percent([PersonAmount])

    /// The people and their weights.
    public var weights: [PersonAmount] {
        switch self {
        case let .equal(names): return names.map { PersonAmount($0, Amount(1)) }
        case let .shares(list), let .percent(list): return list
        }
    }
}

/// A rule of the configuration that shares expenses between people: the first rule that fits an
/// expense (by its category and/or a match) decides how it is shared.
///
/// ```yaml
/// splits:
///   - category: housing
///     shares: {Camille: 2, Alex: 1}
///   - category: [groceries, restaurants]
///     equal: [Camille, Alex]
///   - match: {description: "forfait mobile"}
///     exact: {Camille: 19.99}            # Camille's line; the rest shared by the others
///     adjust: {Alex: +2.00, Camille: -2.00}
///     paid_by: Alex
/// ```
///
/// An expense E is shared as: each `exact` amount to its person; the `adjust` amounts (signed) to
/// theirs; what remains, E − Σexact − Σadjust, by the method (`equal`, `shares` or `percent`; without
/// one, equally among everyone not named in `exact`, or among all people when `exact` is absent).
/// Every part is exact and the parts add up to E (see `ExpenseSplitter`).
public struct ConfigSplitRule: Sendable, Decodable {
    /// Category keys or names the rule applies to (any of them); empty for any category.
    public var categories: [String]
    /// Further conditions; nil for none.
    public var match: TransactionMatch?
    /// How the rest is shared; nil for equal parts among the default people.
    public var method: SplitMethod?
    public var exact: [PersonAmount]
    public var adjustments: [PersonAmount]
    /// Who paid, when the rule says (equal parts among them); else from the transaction or account.
    public var paidBy: [String]?
    /// The line of the rule in the configuration file.
    public var line: Int
    package var methodPath: [ConfigKey] = []
    package var paidByPaths: [[ConfigKey]] = []
    package var equalPaths: [[ConfigKey]] = []

    public init(categories: [String] = [], match: TransactionMatch? = nil, method: SplitMethod? = nil,
                exact: [PersonAmount] = [], adjustments: [PersonAmount] = [], paidBy: [String]? = nil, line: Int = 0) {
        self.categories = categories
        self.match = match
        self.method = method
        self.exact = exact
        self.adjustments = adjustments
        self.paidBy = paidBy
        self.line = line
    }

    package static let keys = ["category", "match", "equal", "shares", "percent", "exact", "adjust", "paid_by"]

    public init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "splits", known: ConfigSplitRule.keys)
        line = decoder.mark?.line ?? 0
        categories = try m.decodeIfPresent("category", as: OneOrMany<String>.self)?.items ?? []
        match = try m.decodeIfPresent("match", as: TransactionMatch.self)
        guard !categories.isEmpty || match != nil else {
            throw ConfigIssue(Message("config.splitNeedsSelector"), path: decoder.codingPath)
        }
        let methods = ["equal", "shares", "percent"].filter { m.has($0) }
        if methods.count > 1 {
            throw ConfigIssue(Message("config.splitTwoMethods", ["first": .text(methods[0]), "second": .text(methods[1])]),
                              path: m.path(methods[1]), atKey: true)
        }
        method = nil
        if m.has("equal") {
            let names = try m.decode("equal", as: OneOrMany<Located<String>>.self).items
            guard !names.isEmpty else { throw ConfigIssue(Message("config.emptyList"), path: m.path("equal")) }
            method = .equal(names.map { ConfigValue.trimmed($0.value).description })
            equalPaths = names.map { ConfigKey.path($0.path) }
            methodPath = ConfigKey.path(m.path("equal"))
        } else if m.has("shares") {
            let list = try m.decode("shares", as: PersonAmounts.self).items
            for share in list where share.amount.isNegative || share.amount.isZero {
                throw ConfigIssue(Message("config.shareNotPositive", ["person": .text(share.person)]), path: share.path.map { $0 })
            }
            method = .shares(list)
            methodPath = ConfigKey.path(m.path("shares"))
        } else if m.has("percent") {
            let list = try m.decode("percent", as: PersonAmounts.self).items
            for share in list where share.amount.isNegative {
                throw ConfigIssue(Message("config.shareNotPositive", ["person": .text(share.person)]), path: share.path.map { $0 })
            }
            let total = list.reduce(Amount.zero) { $0 + $1.amount }
            guard total == Amount(100) else {
                throw ConfigIssue(Message("config.percentTotal", ["total": .text(total.normalized.description)]), path: m.path("percent"))
            }
            method = .percent(list)
            methodPath = ConfigKey.path(m.path("percent"))
        }
        exact = try m.decodeIfPresent("exact", as: PersonAmounts.self)?.items ?? []
        for part in exact where part.amount.isNegative {
            throw ConfigIssue(Message("config.exactNegative", ["person": .text(part.person)]), path: part.path.map { $0 })
        }
        adjustments = try m.decodeIfPresent("adjust", as: PersonAmounts.self)?.items ?? []
        if m.has("paid_by") {
            let names = try m.decode("paid_by", as: OneOrMany<Located<String>>.self).items
            guard !names.isEmpty else { throw ConfigIssue(Message("config.emptyList"), path: m.path("paid_by")) }
            paidBy = names.map { ConfigValue.trimmed($0.value).description }
            paidByPaths = names.map { ConfigKey.path($0.path) }
        }
    }

    /// Every person the rule names, with where it names them.
    package var namedPeople: [(name: String, path: [ConfigKey])] {
        var out: [(String, [ConfigKey])] = []
        if case let .equal(names)? = method { out += zip(names, equalPaths).map { ($0, $1) } }
        if case let .shares(list)? = method { out += list.map { ($0.person, $0.path) } }
        if case let .percent(list)? = method { out += list.map { ($0.person, $0.path) } }
        out += exact.map { ($0.person, $0.path) }
        out += adjustments.map { ($0.person, $0.path) }
        out += zip(paidBy ?? [], paidByPaths).map { ($0, $1) }
        return out
    }
}

/// A mapping from names to amounts (`{Camille: 2, Alex: 1}`), in the order written.
package struct PersonAmounts: Decodable {
    package var items: [PersonAmount]

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ConfigKey.self)
        var items: [PersonAmount] = []
        for key in container.allKeys {
            let value = try container.decode(ConfigAmount.self, forKey: key)
            var item = PersonAmount(ConfigValue.trimmed(key.stringValue).description, value.amount)
            item.path = ConfigKey.path(decoder.codingPath + [key])
            items.append(item)
        }
        guard !items.isEmpty else { throw ConfigIssue(Message("config.emptyList"), path: decoder.codingPath) }
        self.items = items
    }
}

extension ConfigKey {
    /// A coding path kept as plain keys (sendable).
    package static func path(_ path: [any CodingKey]) -> [ConfigKey] {
        path.map { key in
            if let i = key.intValue { return ConfigKey(intValue: i)! }
            return ConfigKey(key.stringValue)
        }
    }
}
