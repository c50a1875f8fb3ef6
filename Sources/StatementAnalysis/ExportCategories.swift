import StatementModel

/// Categorizes transactions for the exports as a report does, and tells refunds (`RefundMatcher`),
/// which the ledger books against their expense. Kept from one file to the next (its caches).
package struct ExportCategories {
    private var tally: CategorizationTally
    private var refunds: RefundMatcher

    package init(categorizer: Categorizer) {
        self.tally = CategorizationTally(categorizer: categorizer)
        self.refunds = RefundMatcher(categorizer: categorizer)
    }

    /// The category of `transaction` in a statement of `account`, and whether it is a refund. The
    /// transaction moves in and comes back.
    @inline(__always)
    package mutating func categorize(_ transaction: consuming Transaction, account: AccountContext)
        -> (transaction: Transaction, category: String, isRefund: Bool)
    {
        var taken = tally.subject(transaction, account: account)
        let (number, category, reason) = tally.categorize(&taken.subject, sourceNumber: taken.sourceNumber)
        let t = taken.subject.transaction
        let refund = t.status != .information && t.amount.amount.isPositive
            && refunds.refund(&taken.subject, category: category, number: number, reason: reason) != nil
        return (t, category, refund)
    }
}
