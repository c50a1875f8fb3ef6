import StatementModel

/// Pairs a debit of one loaded account with a credit of the same amount and currency in another
/// loaded account within `window` days: both sides are one movement between the household's own
/// accounts (`OwnTransfers`), not spending and not income.
///
/// Deterministic: debits are taken in date order, then reading order; each takes the unpaired
/// credit nearest in days, then the earliest, then the first read. Never within one account.
package enum TransferPairing {
    /// "Within a few days": a transfer booked on a Friday is often credited on the Monday or Tuesday.
    package static let window = 4

    package struct Candidate {
        package var day: Int
        package var money: Money
        /// What tells accounts apart (`BalanceTotals.accountKey`, else the file).
        package var account: String
        /// Reading order.
        package var sequence: Int

        package init(day: Int, money: Money, account: String, sequence: Int) {
            self.day = day
            self.money = money
            self.account = account
            self.sequence = sequence
        }
    }

    private struct Key: Hashable {
        var currency: Currency
        var magnitude: Amount
        var day: Int
    }

    /// The pairs, as indices into `candidates`: each debit with the credit it went to. A debit looks at
    /// the days of its window nearest first (the earlier of two as near), and takes there the first credit
    /// read of another account (`DayCredits`).
    package static func pairs(_ candidates: [Candidate]) -> [(debit: Int, credit: Int)] {
        var credits: [Key: DayCredits] = [:]
        var debits: [Int] = []
        for (i, c) in candidates.enumerated() {
            if c.money.amount.isPositive {
                credits[Key(currency: c.money.currency, magnitude: c.money.amount.magnitude, day: c.day), default: DayCredits()]
                    .add(i, account: c.account)
            } else if c.money.amount.isNegative {
                debits.append(i)
            }
        }
        guard !credits.isEmpty, !debits.isEmpty else { return [] }
        for key in credits.keys { credits[key]!.prepare(candidates) }
        debits.sort { a, b in (candidates[a].day, candidates[a].sequence) < (candidates[b].day, candidates[b].sequence) }
        // Nearest first; of two days as near, the earlier.
        let offsets = [0] + (1...window).flatMap { [-$0, $0] }
        var result: [(debit: Int, credit: Int)] = []
        for d in debits {
            let debit = candidates[d]
            for offset in offsets {
                let key = Key(currency: debit.money.currency, magnitude: debit.money.amount.magnitude, day: debit.day + offset)
                guard let found = credits[key]?.first(excluding: debit.account) else { continue }
                credits[key]!.take(queue: found.queue, candidates)
                result.append((d, found.candidate))
                break
            }
        }
        return result
    }

    /// Whether an account is a savings book: its type says so, or its name, number or file name
    /// holds a savings word (Livret A, LDDS, LEP, PEL, CEL, épargne, savings, Sparkonto, ahorro…).
    package static func isSavings(_ account: Account, source: String) -> Bool {
        if account.type == .savings { return true }
        let texts = [account.name, account.id, source.split(separator: "/").last.map(String.init)]
        for text in texts {
            guard let text, !text.isEmpty else { continue }
            let words = TextFolding.fold(text).split { !(($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39)) }
            if words.contains(where: { savingsWords.contains(Array($0)) }) { return true }
        }
        return false
    }

    private static let savingsWords: Set<[UInt8]> = Set([
        "livret", "ldds", "ldd", "lep", "pel", "cel", "epargne", "savings", "saving", "sparkonto", "sparbuch", "tagesgeld",
        "ahorro", "ahorros", "spaarrekening", "risparmio", "isa",
    ].map { Array($0.utf8) })
}
