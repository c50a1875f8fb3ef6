/// A table from identity digests to a number (a count, a file's id), open-addressed on the digest's
/// low bits: the digests are keyed SipHash, uniform already, so they need no hashing again (a
/// `[HistoryDigest: Int]` hashed each one again and cost ~1,000 instructions a transaction recorded).
/// It grows as it fills (at most half full), and holds no key twice.
final class HistoryDigestTable {
    private var keys: UnsafeMutablePointer<HistoryDigest>
    /// `empty` where no key is.
    private var values: UnsafeMutablePointer<Int64>
    private var mask: Int
    private(set) var count = 0
    /// Never a value given: counts and ids are positive.
    private static let empty = Int64.min

    /// A table for about `capacity` keys without growing.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        mask = size - 1
        keys = .allocate(capacity: size)
        keys.initialize(repeating: HistoryDigest(low: 0, high: 0), count: size)
        values = .allocate(capacity: size)
        values.initialize(repeating: Self.empty, count: size)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    /// Where `key` is, or the free slot where it would go.
    @inline(__always) private func slot(_ key: HistoryDigest) -> Int {
        var i = Int(truncatingIfNeeded: key.low) & mask
        while values[i] != Self.empty, keys[i] != key { i = (i + 1) & mask }
        return i
    }

    /// `key`'s value, or nil.
    subscript(key: HistoryDigest) -> Int64? {
        let v = values[slot(key)]
        return v == Self.empty ? nil : v
    }

    /// The value `key` has, kept; or, when it has none, nil after giving it `value`.
    func add(_ key: HistoryDigest, _ value: Int64) -> Int64? {
        precondition(value != Self.empty, "HistoryDigestTable: Int64.min is not a value")
        let i = slot(key)
        if values[i] != Self.empty { return values[i] }
        put(i, key, value)
        return nil
    }

    /// One more for `key` (0 when it had none): the new count.
    func increment(_ key: HistoryDigest) -> Int64 {
        let i = slot(key)
        if values[i] != Self.empty {
            values[i] += 1
            return values[i]
        }
        put(i, key, 1)
        return 1
    }

    private func put(_ i: Int, _ key: HistoryDigest, _ value: Int64) {
        keys[i] = key
        values[i] = value
        count += 1
        if 2 * count > mask + 1 { grow() }
    }

    private func grow() {
        let (oldKeys, oldValues, oldSize) = (keys, values, mask + 1)
        let size = 2 * oldSize
        mask = size - 1
        keys = .allocate(capacity: size)
        keys.initialize(repeating: HistoryDigest(low: 0, high: 0), count: size)
        values = .allocate(capacity: size)
        values.initialize(repeating: Self.empty, count: size)
        for i in 0..<oldSize where oldValues[i] != Self.empty {
            let j = slot(oldKeys[i])
            keys[j] = oldKeys[i]
            values[j] = oldValues[i]
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}
