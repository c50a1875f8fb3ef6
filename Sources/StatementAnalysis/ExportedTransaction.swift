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

    public init(transaction: Transaction, category: String, account: Account) {
        self.transaction = transaction
        self.category = category
        self.account = account
    }

    /// Every transaction of `statements`, in the statements' order, categorized by `categorizer`.
    public static func all(_ statements: [Statement], categorizer: Categorizer) -> [ExportedTransaction] {
        statements.flatMap { s in
            s.transactions.map { ExportedTransaction(transaction: $0, category: categorizer.categorize($0, account: s.account, source: s.source).key, account: s.account) }
        }
    }

    /// The account as exports name it: its IBAN, else its number, else its name.
    public var accountText: String { transaction.account ?? account.iban ?? account.id ?? account.name ?? "" }
}
