/// Notices an id used twice within one statement (an OFX FITID, a camt AcctSvcrRef), in bounded
/// memory: it keeps a 64-bit FNV-1a hash of each id and the line it was first seen on (about 20
/// bytes per id), for at most `capacity` ids; past that, it stops looking (`isSaturated`).
///
/// Two different ids share a hash with a chance of about n²/2⁶⁵ (3 in 100 million for a million
/// ids): at worst a needless warning, never a lost transaction, since duplicates are kept.
struct DuplicateTracker {
    static let capacity = 4_000_000
    private var lines: [UInt64: UInt32] = [:]
    private(set) var isSaturated = false

    /// The line where `id` was seen before, if it was; else remembers it at `line` and returns nil.
    mutating func previousLine(of id: String, line: Int) -> Int? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        if let first = lines[hash] { return Int(first) }
        if lines.count >= DuplicateTracker.capacity {
            isSaturated = true
            return nil
        }
        lines[hash] = UInt32(clamping: line)
        return nil
    }
}
