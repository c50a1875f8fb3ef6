import StatementLocalization
import StatementModel

/// A 64-bit hash of bytes, read eight at a time (little-endian, so the same on every machine): the
/// key of `TextMemo` and the base of the CSV importer's row ids.
@usableFromInline package enum ByteHash {
    /// The hash of `bytes`, with `extra` mixed in before the last step (0 for none), from the state
    /// `seed` (0: the same hash in every process, as row ids need).
    @inlinable @inline(__always)
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, mixing extra: UInt64 = 0, seed: UInt64 = 0) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: bytes.count) ^ seed
        var i = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= bytes.count {
                h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 29
                i += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < bytes.count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail ^ extra) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }

    /// This process's seed for hash tables keyed by statement text (`TextMemo`).
    ///
    /// Every step of the hash can be undone, so without a seed anyone can write thousands of texts
    /// that fall on one slot of a table; a file of them made each look-up walk them all (4,000 such
    /// descriptions over 200,000 rows: 0.9 s more CPU; 65,536, the most a memo keeps, over a million
    /// rows: about a minute). From a seed drawn per process, and put in before the first step, where
    /// a text falls cannot be known in advance. Only where texts are kept depends on it, never what
    /// is found: reports are the same bytes. Drawn through `Hasher`, so that
    /// `SWIFT_DETERMINISTIC_HASHING` makes it the same in every run, for profiles.
    @usableFromInline package static let processSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()
}
