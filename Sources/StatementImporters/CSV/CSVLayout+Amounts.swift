import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Several amount-like columns in a file without a header: which is the movement and which the
/// running balance, told by the values.
///
/// The movement is either one signed column, or two columns that never both hold a value in a row
/// (money out, then money in: Nationwide's paid-out and paid-in). First rule: the balance is the
/// column that moves by the movement from row to row (before or after the booking, in either order of
/// rows), when exactly one reading does best. Second rule, when no column chains (an edited sample, a
/// few rows): the only column that carries minus signs is the movement, and a column never negative
/// and filled on every row is the balance.
package struct HeaderlessAmounts: Equatable {
    package enum Series: Equatable {
        case signed(Int)
        /// Money out (with or without a minus) and money in.
        case pair(debit: Int, credit: Int)

        var columns: [Int] {
            switch self {
            case let .signed(c): return [c]
            case let .pair(d, c): return [d, c]
            }
        }
    }

    /// How the reading was decided, for `inspect`.
    package enum Reason: Equatable {
        /// The balance moves by the movement on this share of the steps (percent).
        case chain(percent: Int)
        /// Only the movement carries minus signs.
        case signs
    }

    package var series: Series
    package var balance: Int
    package var reason: Reason

    /// Amount-like columns past which no balance chain is looked for (the amount is then ambiguous).
    package static let maxChainColumns = 64

    package static func decide(_ columns: [Int], _ rows: [CSVSample.Row]) -> HeaderlessAmounts? {
        // Every pair of columns is tried: past a few dozen amount-like columns (no statement has them),
        // that is seconds of work (10,000 columns: 100 million pairs) for no answer.
        guard columns.count <= maxChainColumns else { return nil }
        let parsed = Dictionary(uniqueKeysWithValues: columns.map { ($0, amounts($0, rows)) })
        var candidates = columns.map { Series.signed($0) }
        for a in columns {
            for b in columns where a < b && complementary(parsed[a]!, parsed[b]!) {
                candidates += [.pair(debit: a, credit: b), .pair(debit: b, credit: a)]
            }
        }
        if let chained = chain(candidates, columns, parsed) { return chained }
        return bySigns(columns, parsed)
    }

    /// The values of a column, read with the decimal mark they vote for.
    static func amounts(_ c: Int, _ rows: [CSVSample.Row]) -> [Amount?] {
        var evidence = CSVAmountEvidence()
        for row in rows {
            var s = row.fields[c]
            s.withUTF8 { evidence.add($0, line: row.line) }
        }
        let parser = AmountParser(decimalMark: evidence.mark ?? .auto)
        return rows.map { row in try? parser.parse(row.fields[c]).amount }
    }

    /// Two columns of which every row fills exactly one (a zero counts as empty), each filled somewhere.
    static func complementary(_ x: [Amount?], _ y: [Amount?]) -> Bool {
        var xs = 0, ys = 0
        for (a, b) in zip(x, y) {
            let hasA = a.map { !$0.isZero } ?? false, hasB = b.map { !$0.isZero } ?? false
            guard hasA != hasB else { return false }
            if hasA { xs += 1 } else { ys += 1 }
        }
        return xs > 0 && ys > 0
    }

    /// The movement of each row under a reading (nil where the row has none).
    static func movements(_ series: Series, _ parsed: [Int: [Amount?]]) -> [Amount?] {
        switch series {
        case let .signed(c): return parsed[c]!
        case let .pair(d, c):
            return zip(parsed[d]!, parsed[c]!).map { out, into in
                guard out != nil || into != nil else { return nil }
                return (into ?? .zero) - (out ?? .zero).magnitude
            }
        }
    }

    /// The reading and balance column that chain best, when one does best alone (60% of the steps at least).
    private static func chain(_ candidates: [Series], _ columns: [Int], _ parsed: [Int: [Amount?]]) -> HeaderlessAmounts? {
        guard let count = parsed.values.first?.count, count >= 3 else { return nil }
        var best: (series: Series, balance: Int, score: Double)? = nil
        var tie = false
        for series in candidates {
            let x = movements(series, parsed)
            for b in columns where !series.columns.contains(b) {
                let y = parsed[b]!
                var hits = [0, 0, 0, 0]
                let pairs = count - 1
                for i in 0..<pairs {
                    guard let a0 = x[i], let a1 = x[i + 1], let b0 = y[i], let b1 = y[i + 1] else { continue }
                    if b1 == b0 + a0 { hits[0] += 1 }  // balance before the booking, oldest first
                    if b1 == b0 + a1 { hits[1] += 1 }  // balance after, oldest first
                    if b0 == b1 + a0 { hits[2] += 1 }  // balance after, newest first
                    if b0 == b1 + a1 { hits[3] += 1 }  // balance before, newest first
                }
                // Two columns read one way or the other are each other's negation, and a balance before the
                // booking read backwards is a balance after it: for them, only balances after the booking count.
                let counted = series.columns.count == 2 ? [hits[1], hits[2]] : hits
                let score = Double(counted.max()!) / Double(pairs)
                guard score >= 0.6 else { continue }
                if let current = best, score == current.score {
                    tie = true
                } else if best == nil || score > best!.score {
                    best = (series, b, score)
                    tie = false
                }
            }
        }
        guard let best, !tie else { return nil }
        return HeaderlessAmounts(series: best.series, balance: best.balance, reason: .chain(percent: Int((best.score * 100).rounded())))
    }

    /// One column with minus signs, the others never negative: the signed one is the movement, and a
    /// single other column filled on every row is the balance.
    private static func bySigns(_ columns: [Int], _ parsed: [Int: [Amount?]]) -> HeaderlessAmounts? {
        let signed = columns.filter { parsed[$0]!.contains { $0?.isNegative == true } }
        guard signed.count == 1, columns.count == 2, let movement = signed.first,
            let balance = columns.first(where: { $0 != movement }),
            parsed[balance]!.allSatisfy({ $0 != nil }), parsed[movement]!.allSatisfy({ $0 != nil })
        else { return nil }
        return HeaderlessAmounts(series: .signed(movement), balance: balance, reason: .signs)
    }
}
