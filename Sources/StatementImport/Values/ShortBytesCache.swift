import StatementModel

/// What recent short values (dates) gave, by their bytes: a table of slots, each holding the last
/// value whose bytes fell in it and what it gave. A date column repeats a few thousand days in a
/// million rows (a file of several accounts or years comes back to the same days again and again), so
/// nearly every value is found; one not found is worked out again and takes the slot. What a slot
/// holds depends only on the bytes, so the answers are the same as working out every value.
///
/// The table starts at 64 slots and doubles (what it holds placed again) each time it has missed as
/// many values as it has slots, up to 4,096: a monthly statement of a batch pays for a small table, a
/// file whose days do not fit gets a large one. Public and inlinable, like `ShortBytes`: the importers
/// look one up per date read, from another target (Documentation/Architecture.md, "Speed across targets").
public struct ShortBytesCache<Value> {
    @usableFromInline var keys: [ShortBytes] = []
    @usableFromInline var values: [Value] = []
    @usableFromInline let filler: Value
    /// log2 of the number of slots (once made), and the values missed at this size.
    @usableFromInline var bits: UInt64 = 6
    @usableFromInline var misses = 0

    @usableFromInline static var largest: UInt64 { 12 }

    /// `filler` fills the slots no value has taken yet (never given out: their keys match nothing).
    @inlinable
    public init(filler: Value) {
        self.filler = filler
    }

    @inlinable @inline(__always)
    func slot(_ key: ShortBytes) -> Int {
        let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: key.count)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed &>> (64 - bits))
    }

    /// What `key`'s bytes gave, when its slot still holds it.
    @inlinable @inline(__always)
    public func find(_ key: ShortBytes) -> Value? {
        guard !keys.isEmpty, key != .none else { return nil }
        let s = slot(key)
        return keys[s] == key ? values[s] : nil
    }

    /// Keeps what `key`'s bytes gave in its slot, in place of what the slot held.
    @inlinable
    public mutating func keep(_ key: ShortBytes, _ value: Value) {
        guard key != .none else { return }
        misses += 1
        if keys.isEmpty {
            keys = Array(repeating: .none, count: 1 << Int(bits))
            values = Array(repeating: filler, count: 1 << Int(bits))
        } else if misses > 1 << bits, bits < Self.largest {
            grow()
        }
        let s = slot(key)
        keys[s] = key
        values[s] = value
    }

    /// Twice the slots, what the table held placed again.
    @inlinable
    mutating func grow() {
        let oldKeys = keys, oldValues = values
        bits += 1
        misses = 0
        keys = Array(repeating: .none, count: 1 << Int(bits))
        values = Array(repeating: filler, count: 1 << Int(bits))
        for i in oldKeys.indices where oldKeys[i] != .none {
            let s = slot(oldKeys[i])
            keys[s] = oldKeys[i]
            values[s] = oldValues[i]
        }
    }
}

extension ShortBytesCache: Sendable where Value: Sendable {}
