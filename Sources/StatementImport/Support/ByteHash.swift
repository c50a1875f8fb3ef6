import StatementLocalization
import StatementModel

/// A 64-bit hash of bytes, read eight at a time (little-endian, so the same on every machine): the
/// key of `TextMemo` and the base of the CSV importer's row ids.
@usableFromInline package enum ByteHash {
    /// The hash of `bytes`, with `extra` mixed in before the last step (0 for none).
    @inlinable @inline(__always)
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, mixing extra: UInt64 = 0) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: bytes.count)
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
}
