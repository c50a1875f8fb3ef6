import StatementModel

/// Categorizes transactions for the exports as a report does, refunds included (`RefundMatcher`):
/// kept from one file to the next, so that a refund in one file finds the payment of another.
package struct ExportCategories {
    private var tally: CategorizationTally
    private var refunds: RefundMatcher

    package init(categorizer: Categorizer) {
        self.tally = CategorizationTally(categorizer: categorizer)
        self.refunds = RefundMatcher(catalog: categorizer.catalog)
    }

    /// The category of `transaction` in a statement of `account`; for a refund, the category it
    /// refunds. The transaction moves in and comes back.
    @inline(__always)
    package mutating func categorize(_ transaction: consuming Transaction, account: AccountContext)
        -> (transaction: Transaction, category: String, isRefund: Bool)
    {
        var taken = tally.subject(transaction, account: account)
        let (number, category, _) = tally.categorize(&taken.subject, sourceNumber: taken.sourceNumber)
        let t = taken.subject.transaction
        guard t.status != .information else { return (t, category, false) }
        if t.amount.amount.isPositive {
            if let refunded = refunds.refund(&taken.subject, category: category, number: number) {
                return (t, tally.names[refunded], true)
            }
        } else if t.amount.amount.isNegative {
            refunds.payment(&taken.subject, category: category, number: number)
        }
        return (t, category, false)
    }
}
