import StatementConfig
import StatementModel

/// Tells which credits give back money spent: refunds, netted against their category instead of
/// counting as income.
///
/// Money in (booked or pending) is a refund when its category is one money is spent in: a built-in
/// spending category (every one but `income`, `transfers`, `savings`, `cash` and `uncategorized`),
/// whether a rule of the configuration, the source or a built-in keyword gave it (`REMBOURSEMENT CPAM`
/// is `health`, `AVOIR CB CARREFOUR` is `groceries`, `REMBOURSEMENT FNAC` is `shopping`); or a user's
/// own category that some rule of the configuration gives without `direction: in` (`Beauté` for
/// `sephora`; not `Participation au compte commun` for `{description: participation, direction: in}`);
/// or a category the bank gave (its own names, `Multimédia`) when the money in says it gives back a
/// purchase (`AVOIR CARTE FNAC`, `REMBOURSEMENT`, a refund kind: `Categorizer.saysRefund`).
/// Everything else stays income.
///
/// The decision looks at the transaction alone, never at the ones read before it: a report and the
/// exports written as files are read (`ExportCategories`) decide alike whatever the order of the rows.
package struct RefundMatcher {
    /// Built-in categories whose money in is never a refund.
    package static let notSpending: Set<String> = ["income", "transfers", "savings", "cash", CategoryCatalog.uncategorized]

    private let catalog: CategoryCatalog
    /// The user's own categories that a rule gives without `direction: in`.
    private let spendingRules: Set<String>
    /// By category number: 0 not known yet, 1 spending, 2 not.
    private var kinds: [UInt8] = []

    package init(categorizer: Categorizer) {
        self.catalog = categorizer.catalog
        var spending: Set<String> = []
        for (i, rule) in categorizer.rules.enumerated() where rule.match.direction != .moneyIn {
            spending.insert(categorizer.ruleCategory(i))
        }
        self.spendingRules = spending
    }

    /// The number of the category money in of category `number` refunds (its own), nil when it is income.
    @inline(__always)
    package mutating func refund(category: String, number: Int) -> Int? {
        if number >= kinds.count { kinds += Array(repeating: 0, count: number + 1 - kinds.count) }
        if kinds[number] == 0 { kinds[number] = isSpending(category) ? 1 : 2 }
        return kinds[number] == 1 ? number : nil
    }

    /// The number of the category money in refunds (its own), nil when it is income: `refund(category:number:)`,
    /// or a category the source gave whose money in says it gives a purchase back.
    @inline(__always)
    package mutating func refund(_ subject: inout MatchSubject, category: String, number: Int, reason: Categorizer.Reason) -> Int? {
        if let own = refund(category: category, number: number) { return own }
        return RefundMatcher.givesBack(&subject, sourceCategory: category, reason: reason) ? number : nil
    }

    /// Whether money in placed in a category the source gave says it gives a purchase back.
    package static func givesBack(_ subject: inout MatchSubject, sourceCategory category: String, reason: Categorizer.Reason) -> Bool {
        reason == .source && !notSpending.contains(category) && Categorizer.saysRefund(&subject)
    }

    /// Whether money in of `category` is a refund.
    package func isSpending(_ category: String) -> Bool {
        if RefundMatcher.notSpending.contains(category) { return false }
        return catalog.isKnown(category) || spendingRules.contains(category)
    }
}
