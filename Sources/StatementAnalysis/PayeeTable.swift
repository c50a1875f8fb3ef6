/// Values by payee, in the order the payees came, found by the hash their `PayeeKey` already holds.
///
/// A `Dictionary` hashes its key again on every look-up: `PayeeKey.hash(into:)` feeds the stored hash
/// to a fresh seeded `Hasher`, whose rounds cost about 200 instructions. A payment looks its payee up
/// twice (its currency's payees and the recurring payments), so on a large file these rounds were a
/// few per cent of the analysis. The stored hash comes from a seeded `Hasher` too (`PayeeKey.init`,
/// once per distinct text), so no file can choose which payees share a slot.
struct PayeeTable<Value> {
    /// Open addressing: an index into `keys` and `values` + 1, 0 for an empty slot. A power of two long.
    private var slots: [Int32] = []
    private(set) var keys: [PayeeKey] = []
    /// By the same index as `keys`; changed in place through `values[i]`.
    var values: [Value] = []

    init() {}

    var count: Int { keys.count }

    /// Where `key`'s value is in `values`, nil when the table does not hold it.
    func index(of key: PayeeKey) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var i = key.hash & mask
        while true {
            let slot = Int(slots[i])
            if slot == 0 { return nil }
            if keys[slot - 1] == key { return slot - 1 }
            i = (i + 1) & mask
        }
    }

    /// Adds `value` for `key`, which the table does not hold (`index(of:)` said nil).
    mutating func append(_ key: PayeeKey, _ value: Value) {
        if (keys.count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = key.hash & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        keys.append(key)
        values.append(value)
        slots[i] = Int32(truncatingIfNeeded: keys.count)
    }

    /// Twice the slots (16 at first), every key placed again.
    private mutating func grow() {
        slots = Array(repeating: 0, count: max(16, slots.count * 2))
        let mask = slots.count - 1
        for (n, key) in keys.enumerated() {
            var i = key.hash & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = Int32(truncatingIfNeeded: n + 1)
        }
    }
}

extension PayeeTable: Sendable where Value: Sendable {}
