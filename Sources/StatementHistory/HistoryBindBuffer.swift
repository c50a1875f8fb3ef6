import StatementModel

/// One row's texts for `HistoryInsert`, copied end to end into a buffer kept from row to row, so
/// that SQLite is given them with `SQLITE_STATIC` (without it SQLite allocates and copies each text
/// of each row: ~4,000 instructions a transaction). The buffer only grows between rows, never while
/// a row's texts are bound, so every pointer handed out stays valid until the row is inserted.
final class HistoryBindBuffer {
    private var base: UnsafeMutablePointer<CChar>
    private var capacity: Int
    private var used = 0
    /// The parameters (bit `index`, 3...24) whose last value bound for this buffer's row was NULL.
    var nulls: UInt32 = 0

    init() {
        capacity = 1024
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for every text of `t` (and its account and currency), and starts a new row.
    func prepare(for t: Transaction, account: String, currency: String) {
        var need = account.utf8.count + currency.utf8.count + t.description.utf8.count + t.id.utf8.count
        need += t.kind.rawValue.utf8.count + t.status.rawValue.utf8.count + (t.originalAmount?.currency.code.utf8.count ?? 0)
        need += (t.payee?.utf8.count ?? 0) + (t.memo?.utf8.count ?? 0) + (t.reference?.utf8.count ?? 0)
        need += (t.category?.utf8.count ?? 0) + (t.account?.utf8.count ?? 0) + (t.payer?.utf8.count ?? 0)
        used = 0
        guard need > capacity else { return }
        base.deallocate()
        capacity = max(need, capacity * 2)
        base = .allocate(capacity: capacity)
    }

    /// `text`'s UTF-8 copied after the row's earlier texts: its address (never nil, even when
    /// empty, which SQLite would read as NULL) and length.
    func copy(_ text: String) -> (UnsafePointer<CChar>, Int) {
        let start = base + used
        var count = 0
        var text = text
        text.withUTF8 { bytes in
            count = bytes.count
            guard let from = bytes.baseAddress, count > 0 else { return }
            UnsafeMutableRawPointer(start).copyMemory(from: from, byteCount: count)
        }
        precondition(used + count <= capacity, "HistoryBindBuffer.prepare under-counted")
        used += count
        return (UnsafePointer(start), count)
    }
}
