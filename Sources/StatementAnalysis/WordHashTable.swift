import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// A fixed table from 64-bit word hashes (`KeywordIndex.hash`) to small numbers, for the lookups done
/// once per word of every transaction text: open addressing, no `Hasher`, built once.
package struct WordHashTable: Sendable {
    /// Hash and value + 1 (0: empty slot); a power of two long, at most half full.
    private let slots: [(hash: UInt64, value: Int32)]
    private let mask: Int

    package init(_ entries: [(hash: UInt64, value: Int)]) {
        var size = 16
        while size < entries.count * 2 + 2 { size *= 2 }
        var slots = [(hash: UInt64, value: Int32)](repeating: (0, 0), count: size)
        for (hash, value) in entries {
            var i = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[i].value != 0, slots[i].hash != hash { i = (i + 1) & (size - 1) }
            slots[i] = (hash, Int32(value + 1))
        }
        self.slots = slots
        mask = size - 1
    }

    /// The words' hashes, each standing for itself (a set).
    package init(hashes: some Sequence<UInt64>) { self.init(hashes.map { ($0, 0) }) }

    /// The value stored for `hash`, or nil.
    @inline(__always)
    package func value(_ hash: UInt64) -> Int? {
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[i]
            if slot.value == 0 { return nil }
            if slot.hash == hash { return Int(slot.value) - 1 }
            i = (i + 1) & mask
        }
    }

    @inline(__always)
    package func contains(_ hash: UInt64) -> Bool { value(hash) != nil }
}
