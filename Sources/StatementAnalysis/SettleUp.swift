import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The transfers that bring every balance of one currency back to zero.
///
/// Balances are what each person paid minus what they owe (positive: others owe them). Repeatedly,
/// the person owed the most (the largest creditor) is paid by the person who owes the most (the
/// largest debtor) the smaller of the two amounts; between equal balances the name first in Unicode
/// code-point order is chosen. Each transfer brings at least one balance to zero and the last brings
/// two, so n people with a non-zero balance need at most n − 1 transfers. Amounts stay exact.
public enum SettleUp {
    public struct Transfer: Sendable, Hashable {
        public var from: String
        public var to: String
        /// Positive.
        public var amount: Amount

        public init(from: String, to: String, amount: Amount) {
            self.from = from
            self.to = to
            self.amount = amount
        }
    }

    /// The transfers for `balances` (which must add up to zero), in the order they are made.
    public static func transfers(_ balances: [(name: String, balance: Amount)]) -> [Transfer] {
        precondition(balances.reduce(Amount.zero) { $0 + $1.balance }.isZero, "balances must add up to zero")
        var open = balances.filter { !$0.balance.isZero }
        var transfers: [Transfer] = []
        func precedes(_ a: String, _ b: String) -> Bool { a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }
        while !open.isEmpty {
            var creditor = -1, debtor = -1
            for (i, entry) in open.enumerated() {
                if entry.balance.isPositive {
                    if creditor < 0 || open[creditor].balance < entry.balance
                        || (open[creditor].balance == entry.balance && precedes(entry.name, open[creditor].name))
                    {
                        creditor = i
                    }
                } else if debtor < 0 || entry.balance < open[debtor].balance
                    || (open[debtor].balance == entry.balance && precedes(entry.name, open[debtor].name))
                {
                    debtor = i
                }
            }
            precondition(creditor >= 0 && debtor >= 0)
            let amount = min(open[creditor].balance, open[debtor].balance.magnitude)
            transfers.append(Transfer(from: open[debtor].name, to: open[creditor].name, amount: amount.normalizedToScale(of: open[creditor].balance, open[debtor].balance)))
            open[creditor].balance -= amount
            open[debtor].balance += amount
            open.removeAll { $0.balance.isZero }
        }
        return transfers
    }
}

extension Amount {
    /// The same value at the larger scale of the two others (so `10` between `12.50` and `-2.5` reads `10.00`).
    fileprivate func normalizedToScale(of a: Amount, _ b: Amount) -> Amount {
        exactly(scale: Swift.max(scale, a.scale, b.scale)) ?? self
    }
}
