import StatementModel

/// Categorizes transactions for the exports as a report does, and tells refunds (`RefundMatcher`),
/// which the ledger books against their expense. Kept from one file to the next (its caches).
package struct ExportCategories {
    private var tally: CategorizationTally
    private var refunds: RefundMatcher
    /// Whether refunds are told (only the ledger writes them: CSV and JSON would match each money in
    /// against earlier expenses for nothing, 1.6 % of their export thread).
    private let tellsRefunds: Bool

    package init(categorizer: Categorizer, refunds: Bool = true) {
        self.tally = CategorizationTally(categorizer: categorizer)
        self.refunds = RefundMatcher(categorizer: categorizer)
        self.tellsRefunds = refunds
    }

    /// A transaction as the exports write it: in its subject, where it is read in place
    /// (`subject.transaction`: a copy retains every text it holds, and its end releases them), with
    /// its category and whether it is a refund (always false when refunds are not told).
    package struct Categorized {
        package let subject: MatchSubject
        package let category: String
        /// The category's number (`CategorizationTally`): within one `ExportCategories`, the same
        /// number is always the same category.
        package let number: Int
        package let isRefund: Bool
    }

    /// The category of `transaction` in a statement of `account`, and whether it is a refund. The
    /// transaction moves in and stays in the result: copying it out of its subject, and dropping the
    /// subject and its source's number as one pair (which went through the runtime's generic tuple
    /// code), cost about 1,000 instructions a transaction, a tenth of a streaming export's thread.
    @inline(__always)
    package mutating func categorize(_ transaction: consuming Transaction, account: AccountContext) -> Categorized {
        var (subject, sourceNumber) = tally.subject(transaction, account: account)
        let (number, category, reason) = tally.categorize(&subject, sourceNumber: sourceNumber)
        let refund = tellsRefunds && subject.transaction.status != .information && subject.transaction.amount.amount.isPositive
            && refunds.refund(&subject, category: category, number: number, reason: reason) != nil
        return Categorized(subject: subject, category: category, number: number, isRefund: refund)
    }
}
