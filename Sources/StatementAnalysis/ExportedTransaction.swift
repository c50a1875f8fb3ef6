import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// A transaction as the exports write it: with its category (a key such as `groceries`, or the
/// user's own name) and the account of its statement.
public struct ExportedTransaction: Sendable {
    public var transaction: Transaction
    public var category: String
    public var account: Account
    /// Money in that refunds spending in `category` (`RefundMatcher`): booked against the expense.
    public var isRefund: Bool

    public init(transaction: Transaction, category: String, account: Account, isRefund: Bool = false) {
        self.transaction = transaction
        self.category = category
        self.account = account
        self.isRefund = isRefund
    }

    /// Every transaction of `statements`, in the statements' order, categorized by `categorizer` (refunds
    /// as `ExportCategories` finds them).
    public static func all(_ statements: [Statement], categorizer: Categorizer) -> [ExportedTransaction] {
        var categories = ExportCategories(categorizer: categorizer)
        return statements.flatMap { s in
            let context = AccountContext(account: s.account, source: s.source)
            return s.transactions.map { t in
                let c = categories.categorize(t, account: context)
                return ExportedTransaction(transaction: c.subject.transaction, category: c.category, account: s.account, isRefund: c.isRefund)
            }
        }
    }

    /// The account as exports name it: its IBAN, else its number, else its name.
    public var accountText: String { transaction.account ?? account.iban ?? account.id ?? account.name ?? "" }
}
