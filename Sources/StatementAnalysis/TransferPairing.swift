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
    }

    /// The pairs, as indices into `candidates`: each debit with the credit it went to.
    package static func pairs(_ candidates: [Candidate]) -> [(debit: Int, credit: Int)] {
        var credits: [Key: [Int]] = [:]
        var debits: [Int] = []
        for (i, c) in candidates.enumerated() {
            if c.money.amount.isPositive {
                credits[Key(currency: c.money.currency, magnitude: c.money.amount.magnitude), default: []].append(i)
            } else if c.money.amount.isNegative {
                debits.append(i)
            }
        }
        guard !credits.isEmpty, !debits.isEmpty else { return [] }
        func earlier(_ a: Int, _ b: Int) -> Bool {
            (candidates[a].day, candidates[a].sequence) < (candidates[b].day, candidates[b].sequence)
        }
        for key in credits.keys { credits[key]!.sort(by: earlier) }
        debits.sort(by: earlier)
        var taken = [Bool](repeating: false, count: candidates.count)
        var result: [(debit: Int, credit: Int)] = []
        for d in debits {
            let debit = candidates[d]
            let key = Key(currency: debit.money.currency, magnitude: debit.money.amount.magnitude)
            guard let list = credits[key] else { continue }
            var best: Int?
            // The list is in date order: start at the first credit within the window.
            var lo = 0, hi = list.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if candidates[list[mid]].day < debit.day - window { lo = mid + 1 } else { hi = mid }
            }
            var k = lo
            while k < list.count, candidates[list[k]].day <= debit.day + window {
                let c = list[k]
                k += 1
                guard !taken[c], candidates[c].account != debit.account else { continue }
                if let b = best {
                    let gap = abs(candidates[c].day - debit.day), bestGap = abs(candidates[b].day - debit.day)
                    // Same gap: the list order already puts the earlier day, then the first read, first.
                    if gap < bestGap { best = c }
                } else {
                    best = c
                }
            }
            if let best {
                taken[best] = true
                result.append((d, best))
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
