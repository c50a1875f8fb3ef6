/// Bytes appended one after the other in plain memory that grows when needed (never while a
/// reader holds a pointer from `bytes(_:)`: each batch has its own, filled before it is handed out).
/// Memory is taken on the first append and given back with `deallocate()`, once.
package struct ByteArena {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    package private(set) var count = 0

    /// Appends `length` bytes, returning where they are.
    @inline(__always)
    package mutating func append(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Range<Int> {
        if length == 0 { return count..<count }
        if count + length > capacity { grow(count + length) }
        let base = self.base!
        if length <= 16 {
            for k in 0..<length { base[count + k] = bytes[k] }
        } else {
            (base + count).update(from: bytes, count: length)
        }
        count += length
        return (count - length)..<count
    }

    package func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        guard let base else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    package func pointer(at offset: Int) -> UnsafePointer<UInt8> { UnsafePointer(base! + offset) }

    /// Drops the bytes from `end` on.
    package mutating func truncate(_ end: Int) { count = end }

    private mutating func grow(_ needed: Int) {
        var size = Swift.max(capacity * 2, 1 << 16)
        while size < needed { size *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        if let base {
            larger.update(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = size
    }

    package func deallocate() { base?.deallocate() }
}
