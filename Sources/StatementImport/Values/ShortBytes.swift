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
        var low: UInt64 = 0, high: UInt64 = 0
        for i in 0..<bytes.count {
            if i < 8 { low |= UInt64(bytes[i]) << (8 * UInt64(i)) } else { high |= UInt64(bytes[i]) << (8 * UInt64(i - 8)) }
        }
        self.init(low: low, high: high, count: bytes.count)
    }

    @inlinable @inline(__always)
    public static func == (a: ShortBytes, b: ShortBytes) -> Bool {
        a.low == b.low && a.high == b.high && a.count == b.count
    }
}
