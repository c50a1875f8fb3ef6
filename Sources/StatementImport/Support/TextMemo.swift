import StatementLocalization
import StatementModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Values computed from texts, remembered by the texts' UTF-8 bytes: bank statements repeat the same
/// descriptions, payees and categories thousands of times, and what the report derives from a text
/// (its folded form, the keyword it holds, its payee name) depends on nothing else.
///
/// Looking a text up hashes its bytes (eight at a time, from this process's seed, so that no file can
/// know which texts share a slot: `ByteHash.processSeed`) and compares bytes, never Unicode
/// normalization: two texts that differ in bytes but not in meaning only miss each other. At most
/// `limit` texts are kept; past it, values are computed and not remembered, so memory stays bounded
/// whatever the input.
///
/// Public and `@inlinable` so that each layer that keeps values of its own type (the analysis's text
/// facts, the importers' texts) gets a version made for that type. Swift 6.3 does not serialize the
/// body of an `@inlinable package` declaration for other targets, so it has to be public: as a
/// `package` type, every entry read went through the runtime's tuple metadata (a 1M-row CSV report
/// took 70% more CPU once the layers became targets; Documentation/Architecture.md).
public struct TextMemo<Value> {
    public let limit: Int
    /// Open addressing: an index into the arrays below + 1, 0 for an empty slot. A power of two long.
    @usableFromInline var slots: [Int32]
    /// The remembered texts' hashes and values, in the order they came, by the same index. Not one
    /// array of tuples: a probe reads a hash (and, when it matches, the text's bytes) without copying
    /// the entry's value out of the array.
    @usableFromInline var hashes: [UInt64] = []
    @usableFromInline var values: [Value] = []
    /// The remembered texts' UTF-8 bytes, one after the other: text `n` is `keys[starts[n]..<starts[n + 1]]`.
    /// Bytes, not `String`s: comparing with a stored `String` retained and released it twice, about a
    /// fifth of a look-up.
    @usableFromInline var keys: [UInt8] = []
    @usableFromInline var starts: [Int] = [0]

    @inlinable
    public init(limit: Int = 1 << 16) {
        precondition(limit > 0 && limit < Int(Int32.max) / 2)
        self.limit = limit
        var size = 64
        while size < limit * 2 { size *= 2 }
        slots = []
        capacity = size
    }

    /// The most slots the table grows to. Slots are allocated on first use (an accumulator that
    /// never sees a text costs nothing), 64 of them, doubled whenever half are taken: a monthly
    /// statement's few hundred texts use a few kilobytes, not the whole table (half a megabyte to
    /// zero for every file of a batch).
    @usableFromInline let capacity: Int

    @inlinable public var count: Int { hashes.count }

    /// The value for `text`: the remembered one, else `compute(text)` (remembered while there is room).
    @inlinable @inline(__always)
    public mutating func value(for text: String, _ compute: (String) -> Value) -> Value {
        TextBytes.read(text) { bytes in withValue(forBytes: bytes, { _ in compute(text) }) { $0.pointee } }
    }

    /// The value for the text these UTF-8 bytes spell: the remembered one, else `make(bytes)`.
    @inlinable @inline(__always)
    public mutating func value(forBytes bytes: UnsafeBufferPointer<UInt8>, _ make: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
        withValue(forBytes: bytes, make) { $0.pointee }
    }

    /// `body` on the value for the text these UTF-8 bytes spell, where the memo keeps it (else on
    /// `make(bytes)`, remembered while there is room): what `body` reads through the pointer is all
    /// that is copied (a copy of the whole value counts up every text in it, and its end counts them
    /// down). The pointer is valid during `body` only.
    @inlinable @inline(__always)
    public mutating func withValue<R>(forBytes bytes: UnsafeBufferPointer<UInt8>, _ make: (UnsafeBufferPointer<UInt8>) -> Value,
                                      _ body: (UnsafePointer<Value>) -> R) -> R
    {
        let hash = ByteHash.hash(bytes, seed: ByteHash.processSeed)
        if let found = find(hash, bytes) { return values.withUnsafeBufferPointer { body($0.baseAddress! + found) } }
        let value = make(bytes)
        insert(hash, bytes, value)
        return withUnsafePointer(to: value) { body($0) }
    }

    /// The remembered value for `text`, if any.
    @inlinable
    public func lookup(_ text: String) -> Value? {
        TextBytes.read(text) { bytes in find(ByteHash.hash(bytes, seed: ByteHash.processSeed), bytes).map { values[$0] } }
    }

    /// Remembers `value` for `text` (which `lookup` did not find), while there is room.
    @inlinable
    public mutating func remember(_ text: String, _ value: Value) {
        TextBytes.read(text) { insert(ByteHash.hash($0, seed: ByteHash.processSeed), $0, value) }
    }

    @inlinable
    func find(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = Int(slots[i])
            if slot == 0 { return nil }
            let entry = slot - 1
            if hashes[entry] == hash, same(entry, bytes) { return entry }
            i = (i + 1) & mask
        }
    }

    @inlinable
    mutating func insert(_ hash: UInt64, _ text: UnsafeBufferPointer<UInt8>, _ value: Value) {
        guard hashes.count < limit else { return }
        if slots.isEmpty { slots = Array(repeating: 0, count: min(64, capacity)) }
        if (hashes.count + 1) * 2 > slots.count, slots.count < capacity { grow() }
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        hashes.append(hash)
        keys.append(contentsOf: text)
        starts.append(keys.count)
        values.append(value)
        slots[i] = Int32(hashes.count)
    }

    /// Twice the slots, every entry placed again (each keeps its hash).
    @inlinable
    mutating func grow() {
        slots = Array(repeating: 0, count: min(slots.count * 2, capacity))
        let mask = slots.count - 1
        for (n, hash) in hashes.enumerated() {
            var i = Int(truncatingIfNeeded: hash) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = Int32(n + 1)
        }
    }

    /// Whether remembered text `entry` is these bytes.
    @inlinable
    func same(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[entry]
        guard starts[entry + 1] - start == bytes.count else { return false }
        return bytes.isEmpty || keys.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0 }
    }
}
