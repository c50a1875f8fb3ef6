import StatementImport
import StatementModel

/// A running-balance column (Solde, Balance, Saldo) followed row by row: it gives the statement's
/// opening and closing balances, and a row whose balance does not follow from the previous one by its
/// amount is a break the import reports.
///
/// Banks list rows oldest first or newest first, with the balance after each row: oldest first, a
/// row's balance is the previous one plus its amount; newest first, the previous row's balance is this
/// one plus the previous amount. The first pair of rows that tells the two apart decides; a column
/// whose rows never chain gives no balances and no warnings. Rows with no balance add their amount
/// to the step that crosses them.
package struct CSVBalanceChain {
    package enum Order: Equatable { case oldestFirst, newestFirst }

    package struct Step {
        var balance: Amount
        var amount: Amount
        var day: CalendarDay
        var line: Int
    }

    package struct Track {
        var first: Step
        var last: Step
        var order: Order?
        /// Amounts of the rows without a balance since `last`.
        var gap = Amount.zero
        var breaks = 0
    }

    /// A row whose balance does not follow: what it says, and what the previous row and its amount gave.
    package struct Break {
        package var line: Int
        package var expected: Amount
        package var found: Amount
    }

    package private(set) var tracks: [Int: Track] = [:]

    package init() {}

    /// A row without a balance: its amount is part of the next step.
    package mutating func skip(statement: Int, amount: Amount) {
        tracks[statement]?.gap += amount
    }

    /// Adds a row of `statement`; returns the break it makes, if any.
    package mutating func add(statement: Int, balance: Amount, amount: Amount, day: CalendarDay, line: Int) -> Break? {
        let step = Step(balance: balance, amount: amount, day: day, line: line)
        guard var track = tracks[statement] else {
            tracks[statement] = Track(first: step, last: step)
            return nil
        }
        let previous = track.last
        let oldestFirst = previous.balance + track.gap + amount
        let newestFirst = balance + previous.amount + track.gap
        var result: Break? = nil
        switch track.order {
        case nil:
            if oldestFirst == balance {
                track.order = .oldestFirst
            } else if newestFirst == previous.balance {
                track.order = .newestFirst
            }
            // Neither: the order is still unknown, and no break can be told (the next pair may tell).
        case .oldestFirst?:
            if oldestFirst != balance { result = Break(line: line, expected: oldestFirst, found: balance) }
        case .newestFirst?:
            // The previous row's balance is the one this row's says it should be.
            if newestFirst != previous.balance { result = Break(line: line, expected: previous.balance - previous.amount - track.gap, found: balance) }
        }
        if result != nil { track.breaks += 1 }
        track.last = step
        track.gap = .zero
        tracks[statement] = track
        return result
    }

    /// The opening and closing balances of `statement` in `currency`, when its rows had balances.
    package func balances(statement: Int, currency: Currency) -> (opening: Balance, closing: Balance)? {
        // Balances that never chained (a sample with rows left out, a column that is no balance) say nothing.
        guard let t = tracks[statement], t.order != nil || t.first.line == t.last.line else { return nil }
        // Rows without a balance after the last one that has one are the earliest (newest first) or
        // the latest (oldest first).
        if t.order == .newestFirst {
            return (Balance(Money(t.last.balance - t.last.amount - t.gap, currency), date: t.last.day),
                    Balance(Money(t.first.balance, currency), date: t.first.day))
        }
        return (Balance(Money(t.first.balance - t.first.amount, currency), date: t.first.day),
                Balance(Money(t.last.balance + t.gap, currency), date: t.last.day))
    }
}
