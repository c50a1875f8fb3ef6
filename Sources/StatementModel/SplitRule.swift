import StatementResources

/// How one expense is shared among people, when the source says so per transaction (the project's
/// JSON form: `"split": {"shares": {"alice": 2, "bob": 1}}`). The per-person report reads it.
///
/// The rule keeps what was written; computing each person's part in minor units (leftover cents
/// by largest remainder) is the report's job. The meaning, for an expense of magnitude `E`:
/// 1. the adjustments are set aside: `R = E − Σ adjustments`;
/// 2. `R` is divided by the method: `equal` in equal parts, `shares` in proportion to the weights,
///    `percent` by the percentages (which sum to 100), `exact` by the amounts given (which sum to `R`);
/// 3. each person's adjustment, if any, is added to their part.
///
/// So the parts always sum to `E`. `validate(for:)` checks the shape; a rule that fails it is never
/// put on a transaction.
public struct SplitRule: Hashable, Sendable {
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// Equal parts among the people listed.
        case equal
        /// Parts in proportion to positive weights (`2` and `1`: two thirds and one third).
        case shares
        /// Percentages of the expense (after adjustments), summing to exactly 100.
        case percent
        /// Exact amounts in the transaction's currency, summing to the expense (after adjustments).
        case exact
    }

    /// One person and their value: 1 for `equal`, a weight, a percentage, or an amount.
    public struct Part: Hashable, Sendable {
        public var person: String
        public var value: Amount

        public init(_ person: String, _ value: Amount) {
            self.person = person
            self.value = value
        }
    }

    public var method: Method
    /// The people, in the order the source gave them.
    public var parts: [Part]
    /// Amounts a person takes on (positive) or is spared (negative) before the rest is divided.
    public var adjustments: [Part]

    public init(_ method: Method, _ parts: [Part], adjustments: [Part] = []) {
        self.method = method
        self.parts = parts
        self.adjustments = adjustments
    }

    /// Equal parts among `people`.
    public static func equal(_ people: [String]) -> SplitRule {
        SplitRule(.equal, people.map { Part($0, Amount(1)) })
    }

    /// The people the expense is shared among, in order (parts first, then anyone only adjusted).
    public var people: [String] {
        var seen = Set<String>()
        return (parts + adjustments).map(\.person).filter { seen.insert($0).inserted }
    }

    /// Why a rule cannot apply to an expense.
    public enum Problem: Hashable, Sendable {
        case noPeople
        case emptyName
        case duplicatePerson(String)
        /// A weight or percentage that is zero or negative, or a negative exact part.
        case notPositive(String)
        /// Percentages that do not sum to 100: their sum.
        case percentSum(Amount)
        /// Exact parts plus adjustments that do not sum to the expense: their sum and the expense.
        case exactSum(Amount, expected: Amount)
        /// Adjustments larger than the expense itself.
        case adjustmentsTooLarge(Amount, expected: Amount)
    }

    /// The first problem that keeps this rule from splitting `expense`, or nil when it applies.
    public func validate(for expense: Money) -> Problem? {
        if parts.isEmpty { return .noPeople }
        var seen = Set<String>()
        for part in parts {
            if part.person.isEmpty { return .emptyName }
            if !seen.insert(part.person).inserted { return .duplicatePerson(part.person) }
            if method == .exact ? part.value.isNegative : !part.value.isPositive { return .notPositive(part.person) }
        }
        var adjusted = Set<String>()
        for a in adjustments {
            if a.person.isEmpty { return .emptyName }
            if !adjusted.insert(a.person).inserted { return .duplicatePerson(a.person) }
        }
        let total = expense.amount.magnitude
        let adjustmentSum = adjustments.reduce(Amount.zero) { $0 + $1.value }
        if adjustmentSum > total { return .adjustmentsTooLarge(adjustmentSum, expected: total) }
        switch method {
        case .equal, .shares: return nil
        case .percent:
            let sum = parts.reduce(Amount.zero) { $0 + $1.value }
            return sum == Amount(100) ? nil : .percentSum(sum)
        case .exact:
            let sum = parts.reduce(adjustmentSum) { $0 + $1.value }
            return sum == total ? nil : .exactSum(sum, expected: total)
        }
    }
}
