/// A table from identity digests to a number (a count, a file's id), open-addressed on the digest's
/// low bits: the digests are keyed SipHash, uniform already, so they need no hashing again (a
/// `[HistoryDigest: Int]` hashed each one again and cost ~1,000 instructions a transaction recorded).
/// It grows as it fills (at most half full), and holds no key twice. A key and its value lie side by
/// side (24 bytes): a million-row recording's tables (~50 MB each) miss the cache at each look-up, once
/// instead of twice.
final class HistoryDigestTable {
    private struct Entry {
        var key: HistoryDigest
        /// `empty` where no key is.
        var value: Int64
    }

    private var entries: UnsafeMutablePointer<Entry>
    private var mask: Int
    private(set) var count = 0
    /// Never a value given: counts and ids are positive.
    private static let empty = Int64.min

    /// A table for about `capacity` keys without growing.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        mask = size - 1
        entries = Self.allocate(size)
    }

    deinit { entries.deallocate() }

    private static func allocate(_ size: Int) -> UnsafeMutablePointer<Entry> {
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: size)
        entries.initialize(repeating: Entry(key: HistoryDigest(low: 0, high: 0), value: empty), count: size)
        return entries
    }

    /// Where `key` is, or the free slot where it would go.
    @inline(__always) private func slot(_ key: HistoryDigest) -> Int {
        var i = Int(truncatingIfNeeded: key.low) & mask
        while entries[i].value != Self.empty, entries[i].key != key { i = (i + 1) & mask }
        return i
    }

    /// `key`'s value, or nil.
    subscript(key: HistoryDigest) -> Int64? {
        let v = entries[slot(key)].value
        return v == Self.empty ? nil : v
    }

    /// The value `key` has, kept; or, when it has none, nil after giving it `value`.
    func add(_ key: HistoryDigest, _ value: Int64) -> Int64? {
        precondition(value != Self.empty, "HistoryDigestTable: Int64.min is not a value")
        let i = slot(key)
        if entries[i].value != Self.empty { return entries[i].value }
        put(i, key, value)
        return nil
    }

    /// One more for `key` (0 when it had none): the new count.
    func increment(_ key: HistoryDigest) -> Int64 {
        let i = slot(key)
        if entries[i].value != Self.empty {
            entries[i].value += 1
            return entries[i].value
        }
        put(i, key, 1)
        return 1
    }

    private func put(_ i: Int, _ key: HistoryDigest, _ value: Int64) {
        entries[i] = Entry(key: key, value: value)
        count += 1
        if 2 * count > mask + 1 { grow() }
    }

    private func grow() {
        let (old, oldSize) = (entries, mask + 1)
        mask = 2 * oldSize - 1
        entries = Self.allocate(mask + 1)
        for i in 0..<oldSize where old[i].value != Self.empty {
            entries[slot(old[i].key)] = old[i]
        }
        old.deallocate()
    }
}
