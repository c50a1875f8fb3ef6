/// A byte buffer freed when the last tokenizer copy that uses it goes away.
package final class OFXByteStorage {
    package let buffer: UnsafeMutableBufferPointer<UInt8>

    package init(capacity: Int) {
        buffer = UnsafeMutableBufferPointer.allocate(capacity: capacity)
        buffer.initialize(repeating: 0)
    }

    deinit { buffer.deallocate() }
}
