import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources
import Yams

/// Which keys of a generic JSON record hold which role (date, amount, payee, ...).
///
/// The standard list lives in `Resources/import/json-keys.yaml`; a profile can give its own
/// (`JSONKeys(synonyms: ["date": ["when"], "amountMinor": ["amount"]])` reads Monzo-style integer
/// minor units from `amount`). Keys are compared in the normal form of `JSONField.normalized`.
public struct JSONKeys: Sendable {
    public enum Role: String, Sendable, CaseIterable {
        case date, valueDate, amount, amountMinor, debit, credit, currency, description, payee, memo, id
        case reference, category, status, direction, account, payer, kind, balance

        /// The role's place in `allCases`, for tables indexed by role.
        package var index: Int {
            switch self {
            case .date: 0
            case .valueDate: 1
            case .amount: 2
            case .amountMinor: 3
            case .debit: 4
            case .credit: 5
            case .currency: 6
            case .description: 7
            case .payee: 8
            case .memo: 9
            case .id: 10
            case .reference: 11
            case .category: 12
            case .status: 13
            case .direction: 14
            case .account: 15
            case .payer: 16
            case .kind: 17
            case .balance: 18
            }
        }
    }

    /// Normal form → role and rank (lower ranks win).
    private let table: [String: (Role, Int)]

    /// Synonyms by role name (`"date": ["bookingDate", "date"]`); unknown role names are ignored.
    public init(synonyms: [String: [String]]) {
        var table: [String: (Role, Int)] = [:]
        for role in Role.allCases {
            for (rank, name) in (synonyms[role.rawValue] ?? []).enumerated() {
                let key = JSONField.normalized(name)
                if !key.isEmpty, table[key] == nil { table[key] = (role, rank) }
            }
        }
        self.table = table
    }

    /// The standard synonyms, from `Resources/import/json-keys.yaml`.
    public static let standard: JSONKeys = {
        let synonyms = SimpleYAML.lists(node: SimpleYAML.resource("import/json-keys.yaml")) ?? [:]
        return JSONKeys(synonyms: synonyms)
    }()

    /// The role of a key already in normal form.
    package func role(ofNormalized key: String) -> (role: Role, rank: Int)? { table[key].map { (role: $0.0, rank: $0.1) } }

    /// For each role, the key of `keys` that holds it (the best-ranked one).
    package func mapping(_ keys: [String]) -> [Role: String] {
        var best: [Role: (key: String, rank: Int)] = [:]
        for key in keys {
            guard let (role, rank) = table[JSONField.normalized(key)] else { continue }
            if let current = best[role], current.rank <= rank { continue }
            best[role] = (key, rank)
        }
        return best.mapValues(\.key)
    }

    /// Whether records with these keys are transactions: a date and an amount of some form.
    package func mapsRecord(_ keys: [String]) -> Bool {
        let roles = Set(keys.compactMap { table[JSONField.normalized($0)]?.0 })
        return roles.contains(.date) && !roles.isDisjoint(with: [.amount, .amountMinor, .debit, .credit])
    }

    /// `date ← bookingDate, amount ← amount, ...`, for `inspect`.
    package func describe(_ keys: [String]) -> String {
        let m = mapping(keys)
        return Role.allCases.compactMap { role in m[role].map { "\(role.rawValue) ← \($0)" } }.joined(separator: ", ")
    }
}
