/// A text's UTF-8 bytes, read where the `String` keeps them.
///
/// `var copy = text; copy.withUTF8 { … }` retains the text and releases it again: two atomic
/// operations on a text that other threads share (the reading thread hands the same description to
/// the analysis and to an export's writer for every row that has it). A native `String`, large or
/// small, gives its bytes in place; only a bridged or foreign one is copied.
public enum TextBytes {
    @inlinable @inline(__always)
    public static func read<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return try copy.withUTF8(body)
    }
}
