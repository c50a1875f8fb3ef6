/// A new `[UInt8]` from bytes written into scratch memory first.
///
/// `[UInt8](unsafeUninitializedCapacity:initializingWith:)` writes in place, but the array it makes
/// comes from the standard library's allocation that is not specialised for its element
/// (`Array._allocateBufferUninitialized`, kept out of line): every call looks up the storage class's
/// generic metadata, some 340 instructions more than writing into scratch memory and copying the
/// bytes into an array that `Array(_:)`, specialised here, makes. The analysis makes two such
/// arrays for every distinct description it folds.
package enum ByteArray {
    /// The bytes `body` writes into a buffer of `capacity` bytes: it returns how many, or nil for nil.
    package static func make(capacity: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> [UInt8]? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            guard let count = body(scratch) else { return nil }
            return Array(UnsafeBufferPointer(rebasing: scratch[0..<count]))
        }
    }
}
