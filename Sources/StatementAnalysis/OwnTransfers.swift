import StatementModel

/// Movements between the household's own accounts: neither spending nor income.
///
/// A transaction is one when the source says it moves money to another of its accounts (a QIF
/// category `[Savings]`, `[Visa]`: a card payoff whose purchases the file holds), when it goes to or
/// comes from a savings book (the `savings` category: Livret A, LDDS, PEL), or when its text names an
/// account the configuration lists under `accounts:` (IBAN, number or name, spaces ignored).
package enum OwnTransfers {
    package enum Kind: Sendable {
        case transfer
        case savings
    }

    /// The configuration's own accounts, folded and without spaces, for `kind`.
    package static func patterns(_ accounts: [String]) -> [[UInt8]] {
        accounts.map { squeezed(TextFolding.fold($0)) }.filter { !$0.isEmpty }
    }

    /// What the transaction is, nil when it is neither.
    ///
    /// Inlined, and the texts handed on one by one: called with a transaction, the call copied it
    /// (296 bytes) on every row, though most rows are decided by the first three lines.
    @inline(__always)
    package static func kind(of t: Transaction, category: String, own: [[UInt8]]) -> Kind? {
        if category == "savings" { return .savings }
        if t.kind == .transfer, t.category == "transfers" { return .transfer }
        guard !own.isEmpty else { return nil }
        return names(own, t.description, t.payee, t.memo, t.reference) ? .transfer : nil
    }

    /// Whether one of the texts names one of the household's own accounts.
    private static func names(_ own: [[UInt8]], _ texts: String?...) -> Bool {
        for text in texts {
            guard let text, !text.isEmpty else { continue }
            let folded = folded(text)
            if own.contains(where: { TextFolding.contains(folded, $0) }) { return true }
        }
        return false
    }

    /// A text as patterns are matched against it: folded, without spaces.
    package static func folded(_ text: String) -> [UInt8] { squeezed(TextFolding.fold(text)) }

    private static func squeezed(_ bytes: [UInt8]) -> [UInt8] { bytes.filter { $0 != 0x20 } }
}
