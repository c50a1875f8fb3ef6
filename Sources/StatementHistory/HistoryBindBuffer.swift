import Foundation
import StatementModel

/// One row's texts for `HistoryInsert`, copied end to end into a buffer kept from row to row, so
/// that SQLite is given them with `SQLITE_STATIC` (without it SQLite allocates and copies each text
/// of each row: ~4,000 instructions a transaction). The buffer only grows between rows, never while
/// a row's texts are bound, so every pointer handed out stays valid until the row is inserted.
final class HistoryBindBuffer {
    private var base: UnsafeMutablePointer<CChar>
    private var capacity: Int
    private var used = 0
    /// The parameters (bit `index`, 2...23) whose last value bound for this buffer's row was NULL.
    var nulls: UInt32 = 0
    /// The parameters whose last value bound was an integer, that integer in `integers[index]`: a
    /// parameter keeps its value from row to row, so the same one (the statement, the scale, the day
    /// of the rows before) is not bound again.
    var bound: UInt32 = 0
    let integers: UnsafeMutablePointer<Int64>
    /// The texts that repeat from row to row (the account, currency, kind and status), each in its own
    /// `HistoryBindBuffer.stableSize` bytes kept until a different one comes, with their lengths
    /// (-1: none); a text is bound again only when it changed.
    private let stableTexts: UnsafeMutablePointer<CChar>
    private let stableCounts: UnsafeMutablePointer<Int>
    static let stableSize = 64
    static let stableCount = 4

    init() {
        capacity = 1024
        base = .allocate(capacity: capacity)
        integers = .allocate(capacity: 32)
        integers.initialize(repeating: 0, count: 32)
        stableTexts = .allocate(capacity: Self.stableSize * Self.stableCount)
        stableCounts = .allocate(capacity: Self.stableCount)
        stableCounts.initialize(repeating: -1, count: Self.stableCount)
    }

    deinit {
        base.deallocate()
        integers.deallocate()
        stableTexts.deallocate()
        stableCounts.deallocate()
    }

    /// Whether `text` is the stable text `k` already bound; when not, and it fits, it is kept as
    /// stable text `k` and its address and length returned to bind; nil address when it does not fit
    /// (it is then bound as the row's other texts are, and no longer counted as bound).
    func stable(_ k: Int, _ text: String) -> (same: Bool, base: UnsafePointer<CChar>?, count: Int) {
        let start = stableTexts + k * Self.stableSize
        return TextBytes.read(text) { bytes in
            let count = bytes.count
            if count == stableCounts[k], count == 0 || memcmp(start, bytes.baseAddress!, count) == 0 {
                return (true, nil, count)
            }
            guard count <= Self.stableSize else {
                stableCounts[k] = -1
                return (false, nil, count)
            }
            if let from = bytes.baseAddress, count > 0 { UnsafeMutableRawPointer(start).copyMemory(from: from, byteCount: count) }
            stableCounts[k] = count
            return (false, UnsafePointer(start), count)
        }
    }

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
        TextBytes.read(text) { bytes in
            count = bytes.count
            guard let from = bytes.baseAddress, count > 0 else { return }
            UnsafeMutableRawPointer(start).copyMemory(from: from, byteCount: count)
        }
        precondition(used + count <= capacity, "HistoryBindBuffer.prepare under-counted")
        used += count
        return (UnsafePointer(start), count)
    }
}
