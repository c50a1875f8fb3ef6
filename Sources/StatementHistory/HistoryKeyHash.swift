import StatementModel

/// The stored form of a transaction's identity: SipHash-2-4 with a 128-bit output (16 bytes) of the
/// identity text, keyed with the history's own random key (table `history_key`, made when the file
/// is created or migrated). A short fixed-size key keeps the UNIQUE index small, and a keyed hash
/// means that a statement's text (which an attacker may write) cannot be chosen to collide with
/// another transaction of the history and have it left out.
struct HistoryKeyHash: Sendable {
    let k0: UInt64
    let k1: UInt64

    init(k0: UInt64, k1: UInt64) {
        self.k0 = k0
        self.k1 = k1
    }

    /// The 16 bytes of SipHash-2-4-128 of `text`'s UTF-8.
    func digest(_ text: String) -> HistoryDigest {
        return TextBytes.read(text) { digest($0) }
    }

    func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> HistoryDigest {
        var s = SipState(self)
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            var m: UInt64 = 0
            for i in 0..<8 { m |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
            s.compress(m)
            offset += 8
        }
        var last = UInt64(truncatingIfNeeded: count) << 56
        var shift: UInt64 = 0
        while offset < count {
            last |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return s.finish(last)
    }
}

/// A 128-bit identity digest: stored as its two words (signed) since version 5, as 16 bytes (the low word
/// first, each little-endian: `bytes`) in versions 2 to 4.
struct HistoryDigest: Hashable, Sendable {
    var low: UInt64
    var high: UInt64

    var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * UInt64($0))) } + (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * UInt64($0))) }
    }
}

struct SipState {
    var v0, v1, v2, v3: UInt64

    /// The state keyed by `key`, for a 128-bit output.
    init(_ key: HistoryKeyHash) {
        v0 = key.k0 ^ 0x736F_6D65_7073_6575
        v1 = key.k1 ^ 0x646F_7261_6E64_6F6D ^ 0xEE
        v2 = key.k0 ^ 0x6C79_6765_6E65_7261
        v3 = key.k1 ^ 0x7465_6462_7974_6573
    }

    /// The 128-bit digest, after the last word (the remaining bytes and the length in its top byte).
    consuming func finish(_ last: UInt64) -> HistoryDigest {
        compress(last)
        v2 ^= 0xEE
        rounds(4)
        let low = v0 ^ v1 ^ v2 ^ v3
        v1 ^= 0xDD
        rounds(4)
        return HistoryDigest(low: low, high: v0 ^ v1 ^ v2 ^ v3)
    }

    @inline(__always) mutating func compress(_ m: UInt64) {
        v3 ^= m
        rounds(2)
        v0 ^= m
    }

    @inline(__always) mutating func rounds(_ n: Int) {
        for _ in 0..<n {
            v0 &+= v1; v1 = v1.rotated(13); v1 ^= v0; v0 = v0.rotated(32)
            v2 &+= v3; v3 = v3.rotated(16); v3 ^= v2
            v0 &+= v3; v3 = v3.rotated(21); v3 ^= v0
            v2 &+= v1; v1 = v1.rotated(17); v1 ^= v2; v2 = v2.rotated(32)
        }
    }
}

private extension UInt64 {
    @inline(__always) func rotated(_ n: UInt64) -> UInt64 { (self << n) | (self >> (64 - n)) }
}
