/// Notices an id used twice within one statement (an OFX FITID, a camt AcctSvcrRef), in bounded
/// memory: it keeps a 64-bit FNV-1a hash of each id and the line it was first seen on (16 bytes
/// per slot of an open-addressing table at most half full: under 130 MB), for at most `capacity` ids; past that, it stops looking
/// (`isSaturated`).
///
/// Two different ids share a hash with a chance of about n²/2⁶⁵ (3 in 100 million for a million
/// ids): at worst a needless warning, never a lost transaction, since duplicates are kept.
struct DuplicateTracker {
    static let capacity = 4_000_000

    /// One slot: the hash (0 when empty) and the line, side by side so a lookup touches one cache line.
    private struct Slot {
        var hash: UInt64
        var line: UInt32
    }

    private var slots: [Slot] = []
    private var count = 0
    private(set) var isSaturated = false

    /// The line where `id` was seen before, if it was; else remembers it at `line` and returns nil.
    mutating func previousLine(of id: String, line: Int) -> Int? {
        var copy = id
        let hash = copy.withUTF8 { DuplicateTracker.fnv1a($0) }
        return previousLine(ofHash: hash, line: line)
    }

    mutating func previousLine(ofHash rawHash: UInt64, line: Int) -> Int? {
        let hash = rawHash == 0 ? 1 : rawHash  // 0 marks an empty slot
        if count * 2 >= slots.count {
            if count >= DuplicateTracker.capacity {
                isSaturated = true
                return find(hash)
            }
            grow()
        }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: DuplicateTracker.mix(hash)) & mask
        return slots.withUnsafeMutableBufferPointer { table in
            while true {
                let h = table[index].hash
                if h == 0 {
                    table[index] = Slot(hash: hash, line: UInt32(clamping: line))
                    count += 1
                    return nil
                }
                if h == hash { return Int(table[index].line) }
                index = (index + 1) & mask
            }
        }
    }

    private func find(_ hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: DuplicateTracker.mix(hash)) & mask
        while slots[index].hash != 0 {
            if slots[index].hash == hash { return Int(slots[index].line) }
            index = (index + 1) & mask
        }
        return nil
    }

    private mutating func grow() {
        let old = slots
        let size = max(1_024, slots.count * 2)
        slots = [Slot](repeating: Slot(hash: 0, line: 0), count: size)
        let mask = size - 1
        for slot in old where slot.hash != 0 {
            var index = Int(truncatingIfNeeded: DuplicateTracker.mix(slot.hash)) & mask
            while slots[index].hash != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Spreads FNV's low bits (a finalizer from MurmurHash3).
    @inline(__always) static func mix(_ h: UInt64) -> UInt64 {
        var x = h
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        return x
    }
}
