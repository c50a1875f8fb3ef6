import StatementLocalization
import StatementModel

/// Up to 16 bytes held in two words, for telling cheaply whether a short value (a date, a currency
/// code) is the same as the previous one. Public and inlinable: the importers compare one per field
/// read, from another target (Documentation/Architecture.md, "Speed across targets").
public struct ShortBytes: Equatable, Sendable {
    public var low: UInt64
    public var high: UInt64
    /// The number of bytes; -1 for `none`.
    public var count: Int

    /// Stands for a value too long to hold: never equal to a held one.
    public static let none = ShortBytes(low: 0, high: 0, count: -1)

    @usableFromInline
    init(low: UInt64, high: UInt64, count: Int) {
        self.low = low
        self.high = high
        self.count = count
    }

    @inlinable @inline(__always)
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16 else {
            self = .none
            return
        }
        let n = bytes.count
        guard n > 0, let p = bytes.baseAddress else {
            self.init(low: 0, high: 0, count: 0)
            return
        }
        // Byte i at bits 8i of `low` (i < 8) or 8(i - 8) of `high`, read in at most four loads: two
        // words that may overlap (the same byte lands on the same bits), or single bytes under four.
        let raw = UnsafeRawPointer(p)
        var low: UInt64 = 0, high: UInt64 = 0
        if n >= 8 {
            low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if n > 8 {
                let tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
                high = tail &>> UInt64(8 * (16 - n))
            }
        } else if n >= 4 {
            let head = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)))
            low = head | tail &<< UInt64(8 * (n - 4))
        } else {
            low = UInt64(p[0]) | UInt64(p[n >> 1]) &<< UInt64(8 * (n >> 1)) | UInt64(p[n - 1]) &<< UInt64(8 * (n - 1))
        }
        self.init(low: low, high: high, count: n)
    }

    @inlinable @inline(__always)
    public static func == (a: ShortBytes, b: ShortBytes) -> Bool {
        a.low == b.low && a.high == b.high && a.count == b.count
    }
}
