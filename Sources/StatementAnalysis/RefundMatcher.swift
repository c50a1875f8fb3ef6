import StatementConfig
import StatementModel

/// Tells which credits give back money spent: refunds, netted against the category they refund
/// instead of counting as income.
///
/// Money in (booked or pending) is a refund of category C when:
/// - its own category C is one money is spent in: a built-in spending category (every one but
///   `income`, `transfers`, `savings`, `cash` and `uncategorized`; a category rule, the source or a
///   keyword gave it: `REMBOURSEMENT CPAM` is `health`, `AVOIR CB CARREFOUR` is `groceries`), or a
///   user's own category that money went out in earlier (read before it);
/// - else, its payee is the payee of an earlier payment (money out read before it) whose category is C,
///   and it is uncategorized or reads as a refund: the source's kind `refund` (a card label on money
///   in, `BankLabel`) or a word such as `avoir`, `remboursement`, `refund`, `retour`, `return`.
///
/// Everything else stays income. The matcher keeps, per payee, the category of its latest payment
/// (one entry per payee, not per transaction).
package struct RefundMatcher {
    /// Built-in categories whose money in is never a refund.
    package static let notSpending: Set<String> = ["income", "transfers", "savings", "cash", CategoryCatalog.uncategorized]
    /// Folded words that say money in gives back a purchase.
    package static let refundWords: Set<[UInt8]> = Set([
        "avoir", "remboursement", "rembourst", "rembt", "refund", "refunded", "retour", "return", "returned",
        "erstattung", "reembolso", "rimborso", "terugbetaling",
    ].map { Array($0.utf8) })

    private let catalog: CategoryCatalog
    /// By payee: the category number of its latest payment.
    private var merchants: [PayeeKey: Int] = [:]
    /// By category number: 0 not known yet, 1 spending, 2 a category money out has not been seen in
    /// (a user's own), 3 never spending.
    private var kinds: [UInt8] = []

    package init(catalog: CategoryCatalog) {
        self.catalog = catalog
    }

    /// Notes a payment (money out) of category `number` to the payee of `subject`.
    @inline(__always)
    package mutating func payment(_ subject: inout MatchSubject, category: String, number: Int) {
        let key = PayeeName.payeeKey(&subject)
        if merchants[key] != number { merchants[key] = number }
        if number >= kinds.count || kinds[number] != 1 {
            if kind(category, number) == 2 { kinds[number] = 1 }
        }
    }

    /// The number of the category that money in `subject` refunds, nil when it is not a refund.
    package mutating func refund(_ subject: inout MatchSubject, category: String, number: Int) -> Int? {
        if kind(category, number) == 1 { return number }
        guard let merchant = merchants[PayeeName.payeeKey(&subject)] else { return nil }
        guard category == CategoryCatalog.uncategorized || subject.transaction.kind == .refund
            || RefundMatcher.readsAsRefund(subject.description) else { return nil }
        return merchant
    }

    /// 1 spending, 2 not yet seen spent in, 3 never spending (remembered by number).
    private mutating func kind(_ category: String, _ number: Int) -> UInt8 {
        if number >= kinds.count { kinds += Array(repeating: 0, count: number + 1 - kinds.count) }
        if kinds[number] == 0 {
            if RefundMatcher.notSpending.contains(category) {
                kinds[number] = 3
            } else {
                kinds[number] = catalog.isKnown(category) ? 1 : 2
            }
        }
        return kinds[number]
    }

    /// Whether a folded text holds one of `refundWords` as a whole word.
    package static func readsAsRefund(_ folded: [UInt8]) -> Bool {
        var start = 0
        for i in 0...folded.count where i == folded.count || folded[i] == 0x20 {
            if i > start, refundWords.contains(Array(folded[start..<i])) { return true }
            start = i + 1
        }
        return false
    }
}
