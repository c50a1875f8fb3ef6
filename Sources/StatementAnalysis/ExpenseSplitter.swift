import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Shares amounts of money between people exactly: the parts always add up to the whole.
///
/// **Rounding.** The amount is counted in units of its smallest digit: the currency's minor unit
/// (cents for EUR, yen for JPY, thousandths for BHD), or finer when the amount or a configured part
/// has more digits (camt allows five). Each person first gets their exact share rounded down to a
/// whole unit; the units left over (fewer than the number of people) go one each to the people
/// whose shares lost the most in rounding down (largest remainder). **Tie-break:** people with equal
/// remainders are taken in the Unicode code-point order of their names (`Alex` before `Camille`),
/// starting from the one at position `k mod m`, where m is the number of people tied and k a number
/// fixed by the expense (`tieBreak(for:)`, a hash of the transaction's id): the same input always
/// gives the same parts, and over many expenses the odd cents do not always fall on the same
/// person. A refund (a negative amount) is shared like the expense it reverses: the same parts,
/// negated.
public enum ExpenseSplitter {
    /// Why an expense could not be shared by its rule.
    public enum Failure: String, Error, Sendable, Hashable {
        /// The `exact` amounts add up to more than the expense.
        case exactExceedsExpense
        /// After the `exact` amounts and adjustments something remains, but nobody to share it.
        case nobodyForRest
    }

    /// `total` shared in proportion to `weights` (each ≥ 0, at least one > 0), as described above.
    /// Returns one part per weight, in the same order, at `total`'s scale.
    public static func allocate(_ total: Amount, weights: [PersonAmount], tieBreak: UInt64 = 0) -> [Amount] {
        let parts = allocate(units: total.units, weights: weights.map(\.amount), names: weights.map(\.person), tieBreak: tieBreak)
        return parts.map { Amount(units: $0, scale: total.scale) }
    }

    /// The same, on integer units.
    package static func allocate(units total: Int128, weights: [Amount], names: [String], tieBreak: UInt64 = 0) -> [Int128] {
        precondition(weights.count == names.count && !weights.isEmpty, "one name per weight")
        let scale = weights.map(\.scale).max() ?? 0
        let w = weights.map { $0.exactly(scale: scale)!.units }
        precondition(w.allSatisfy { $0 >= 0 }, "weights are not negative")
        let sum = w.reduce(0, +)
        precondition(sum > 0, "at least one weight is positive")
        let magnitude = total < 0 ? -total : total
        var parts = [Int128](repeating: 0, count: w.count)
        var remainders = [Int128](repeating: 0, count: w.count)
        var given: Int128 = 0
        for i in w.indices {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: w[i])
            precondition(!overflow, "amount too large to share")
            parts[i] = product / sum
            remainders[i] = product % sum
            given += parts[i]
        }
        var order = w.indices.sorted { a, b in
            if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
            if names[a] != names[b] { return names[a].unicodeScalars.lexicographicallyPrecedes(names[b].unicodeScalars) }
            return a < b
        }
        // Rotate each run of equal remainders by the tie-break number.
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, remainders[order[end]] == remainders[order[start]] { end += 1 }
            let shift = Int(tieBreak % UInt64(end - start))
            if shift > 0 { order[start..<end] = order[(start + shift)..<end] + order[start..<(start + shift)] }
            start = end
        }
        var left = magnitude - given
        var k = 0
        while left > 0 {
            parts[order[k % order.count]] += 1
            left -= 1
            k += 1
        }
        return total < 0 ? parts.map { -$0 } : parts
    }

    /// The tie-break number of an expense: FNV-1a of its transaction's id.
    public static func tieBreak(for id: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in id.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    /// What each person owes of `expense` (positive for money spent, negative for a refund) under
    /// `rule`. `everyone` is who shares when the rule names nobody. The parts add up to `expense`.
    public static func split(_ expense: Amount, currency: Currency, rule: ConfigSplitRule, everyone: [String], tieBreak: UInt64 = 0)
        -> Result<[PersonAmount], Failure>
    {
        let configured = rule.exact.map(\.amount) + rule.adjustments.map(\.amount)
        let scale = ([currency.minorUnits, expense.scale] + configured.map(\.scale)).max()!
        func units(_ a: Amount) -> Int128 { a.exactly(scale: scale)!.units }
        let negative = expense.isNegative
        let sign: Int128 = negative ? -1 : 1
        let magnitude = units(expense.magnitude)

        var order: [String] = []
        var owed: [String: Int128] = [:]
        func add(_ name: String, _ value: Int128) {
            if owed[name] == nil { order.append(name) }
            owed[name, default: 0] += value
        }
        var rest = magnitude
        let exactTotal = rule.exact.reduce(Int128(0)) { $0 + units($1.amount) }
        if exactTotal > magnitude { return .failure(.exactExceedsExpense) }
        for part in rule.exact {
            add(part.person, units(part.amount))
            rest -= units(part.amount)
        }
        for adjustment in rule.adjustments {
            add(adjustment.person, units(adjustment.amount))
            rest -= units(adjustment.amount)
        }
        var weights: [PersonAmount]
        if let method = rule.method {
            weights = method.weights
        } else {
            let named = Set(rule.exact.map(\.person))
            weights = everyone.filter { !named.contains($0) }.map { PersonAmount($0, Amount(1)) }
        }
        weights = weights.filter { !$0.amount.isZero }
        if weights.isEmpty {
            if rest != 0 { return .failure(.nobodyForRest) }
        } else {
            let base = allocate(units: rest, weights: weights.map(\.amount), names: weights.map(\.person), tieBreak: tieBreak)
            for (weight, part) in zip(weights, base) { add(weight.person, part) }
        }
        return .success(order.map { PersonAmount($0, Amount(units: owed[$0]! * sign, scale: scale)) })
    }
}
