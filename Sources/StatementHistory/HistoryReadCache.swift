import StatementModel

/// One bounded read of the history's transactions (days as stored, yyyymmdd), with the
/// `PRAGMA data_version` it was read at: a later read of days inside its bounds, while no other
/// connection has committed, is the part of it between those days — the same rows, in the same
/// order (booking day, then the order they were recorded in), as reading them again.
struct HistoryReadCache: Sendable {
    /// Reads of more transactions than this are not kept (an export reads everything once).
    static let most = 100_000

    let from: Int64
    let to: Int64
    let version: Int64
    let list: [HistoryTransaction]

    /// The transactions booked from `from` through `to`, or nil when this read does not cover them
    /// or the history has changed since.
    func transactions(from: Int64, to: Int64, version: Int64) -> [HistoryTransaction]? {
        guard version == self.version, from >= self.from, to <= self.to else { return nil }
        let start = firstIndex { HistorySchema.number($0.transaction.bookingDate) >= from }
        let end = firstIndex { HistorySchema.number($0.transaction.bookingDate) > to }
        return Array(list[start..<max(start, end)])
    }

    /// The first index whose transaction passes `isAfter` (`list` is in booking order).
    private func firstIndex(_ isAfter: (HistoryTransaction) -> Bool) -> Int {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(list[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
