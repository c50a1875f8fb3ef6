import Testing

@testable import StatementImport

/// A short value's two words hold its bytes in order, whatever its length: the importers tell a
/// repeated date or currency code from a new one by them, so two values must compare equal exactly
/// when their bytes are the same.
@Suite struct ShortBytesTests {
    /// The words as the byte-at-a-time definition gives them.
    func reference(_ bytes: [UInt8]) -> ShortBytes {
        guard bytes.count <= 16 else { return .none }
        var low: UInt64 = 0, high: UInt64 = 0
        for (i, b) in bytes.enumerated() {
            if i < 8 { low |= UInt64(b) << (8 * UInt64(i)) } else { high |= UInt64(b) << (8 * UInt64(i - 8)) }
        }
        return ShortBytes(low: low, high: high, count: bytes.count)
    }

    func held(_ bytes: [UInt8]) -> ShortBytes {
        bytes.withUnsafeBufferPointer { ShortBytes($0) }
    }

    @Test func everyLengthHoldsItsBytesInOrder() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...17 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let value = held(bytes)
                #expect(value == reference(bytes), "length \(length): \(bytes)")
                #expect(value.count == (length <= 16 ? length : -1))
            }
        }
    }

    @Test func valuesDifferingInOneByteDiffer() {
        let date = Array("02/01/2020".utf8)
        for i in date.indices {
            var other = date
            other[i] ^= 1
            #expect(held(other) != held(date), "byte \(i)")
        }
        #expect(held(Array("02/01/2020".utf8)) == held(date))
        // A value read inside a longer buffer holds only its own bytes.
        let line = Array("02/01/2020;03/01/2020".utf8)
        line.withUnsafeBufferPointer { all in
            let first = ShortBytes(UnsafeBufferPointer(rebasing: all[0..<10]))
            let second = ShortBytes(UnsafeBufferPointer(rebasing: all[11..<21]))
            #expect(first == held(date))
            #expect(first != second)
            let eur = ShortBytes(UnsafeBufferPointer(rebasing: all[3..<6]))
            #expect(eur == held(Array("01/".utf8)))
        }
        #expect(held(Array(repeating: 0x41, count: 17)) == .none)
        #expect(held([]) == held([]))
        #expect(held([]) != .none)
    }
}
