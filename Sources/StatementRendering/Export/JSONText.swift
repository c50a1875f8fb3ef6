import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Builds JSON text with keys in the order written, for byte-identical output. The text grows as
/// UTF-8 bytes (appending to a `String` piece by piece costs far more) and becomes a `String` once.
package struct JSONText {
    package private(set) var bytes: [UInt8] = []

    /// The JSON text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    private var needsComma: [Bool] = [false]

    private var depth: Int { needsComma.count - 1 }

    package init() {}

    /// Text that goes inside a document at `depth` (a value there, with no comma before it): what
    /// a streaming export writes piece by piece.
    package init(depth: Int) { restart(depth: depth) }

    /// Empties the text (keeping its storage) to start again at `depth`.
    package mutating func restart(depth: Int) {
        bytes.removeAll(keepingCapacity: true)
        needsComma.removeAll(keepingCapacity: true)
        for _ in 0...depth { needsComma.append(false) }
    }

    private mutating func prepareValue(key: String?) {
        if needsComma[needsComma.count - 1] { bytes.append(0x2C) }
        if depth > 0 { newline() }
        needsComma[needsComma.count - 1] = true
        if let key {
            JSONText.append(quoted: key, to: &bytes)
            bytes.append(0x3A)
            bytes.append(0x20)
        }
    }

    /// A line break and the indentation of the current depth.
    private mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<(2 * depth) { bytes.append(0x20) }
    }

    package mutating func beginObject(_ key: String? = nil) {
        prepareValue(key: key)
        bytes.append(0x7B)
        needsComma.append(false)
    }

    package mutating func endObject() { close("}") }

    package mutating func beginArray(_ key: String? = nil) {
        prepareValue(key: key)
        bytes.append(0x5B)
        needsComma.append(false)
    }

    package mutating func endArray() { close("]") }

    private mutating func close(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        if hadItems { newline() }
        bytes.append(contentsOf: bracket.utf8)
    }

    package mutating func string(_ key: String?, _ value: String?) {
        guard let value else { return }
        prepareValue(key: key)
        JSONText.append(quoted: value, to: &bytes)
    }

    /// A day as a string (`"2026-10-03"`), written straight as bytes.
    package mutating func day(_ key: String?, _ value: CalendarDay?) {
        guard let value else { return }
        prepareValue(key: key)
        bytes.append(0x22)
        ExportBytes.append(day: value, to: &bytes)
        bytes.append(0x22)
    }

    /// An amount as a string with at least its currency's minor-unit digits (`"-12.50"`).
    package mutating func amount(_ key: String?, _ value: Money) {
        prepareValue(key: key)
        bytes.append(0x22)
        ExportBytes.append(amount: value, to: &bytes)
        bytes.append(0x22)
    }

    package mutating func number(_ key: String?, _ value: Int) {
        prepareValue(key: key)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number written as its exact decimal literal (`2`, `1.5`): never through a float.
    package mutating func decimal(_ key: String?, _ value: Amount) {
        prepareValue(key: key)
        bytes.append(contentsOf: value.description.utf8)
    }

    package mutating func bool(_ key: String?, _ value: Bool) {
        prepareValue(key: key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null(_ key: String?) {
        prepareValue(key: key)
        bytes.append(contentsOf: "null".utf8)
    }

    package static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        append(quoted: s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `s` as a JSON string, in one pass over its UTF-8 bytes: runs that need no escape
    /// are copied whole; `"`, `\\`, control characters and U+2028/U+2029 are escaped.
    package static func append(quoted s: String, to out: inout [UInt8]) {
        append(key: "", quoted: s, to: &out)
    }

    /// Appends the constant text `key` (`,\n  "name": `) and `s` as a JSON string with one append:
    /// both are written straight into room reserved at the end of `out` for the worst case (6 bytes a
    /// byte, `\u00XX`) — a string's appends cost more than its scan.
    package static func append(key: StaticString, quoted s: String, to out: inout [UInt8]) {
        TextBytes.read(s) { text in
            ExportBytes.append(atMost: key.utf8CodeUnitCount + 6 * text.count + 2, to: &out) { cursor in
                cursor.advance(write(key: key, quoted: text, to: cursor.end))
            }
        }
    }

    /// Writes `key`, then `text` quoted and escaped, at `out` (room for the worst case: `key`,
    /// 6 bytes a byte of `text` and 2 quotes); returns the count of bytes written.
    @inline(__always)
    static func write(key: StaticString, quoted text: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var n = key.utf8CodeUnitCount
        if n > 0 { out.initialize(from: key.utf8Start, count: n) }
        out[n] = 0x22
        n += 1
        var start = 0
        var index = 0
        while index < text.count {
            // Eight bytes at a time while none may need an escape.
            if index + 8 <= text.count, !mayEscape(UnsafeRawPointer(text.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            // Fewer than eight bytes left: the text's last eight (some of them already looked at) say
            // whether they may.
            if index + 8 > text.count, text.count >= 8,
               !mayEscape(UnsafeRawPointer(text.baseAddress! + text.count - 8).loadUnaligned(as: UInt64.self))
            {
                index = text.count
                break
            }
            // Else those eight bytes (or the last ones) one at a time.
            let limit = min(text.count, index + 8)
            while index < limit {
                let byte = text[index]
                var length = 1
                if byte == 0xE2 {
                    // U+2028 and U+2029 (E2 80 A8/A9) end a line in JavaScript: escaped like JSONSerialization.
                    guard index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] & 0xFE == 0xA8 else {
                        index += 1
                        continue
                    }
                    length = 3
                } else if byte >= 0x20, byte != 0x22, byte != 0x5C {
                    index += 1
                    continue
                }
                n = copy(text, start..<index, to: out, at: n)
                n = writeEscape(byte == 0xE2 ? (text[index + 2] == 0xA8 ? 0x2028 : 0x2029) : UInt32(byte), to: out, at: n)
                index += length
                start = index
            }
        }
        n = copy(text, start..<index, to: out, at: n)
        out[n] = 0x22
        return n + 1
    }

    /// Whether one of the eight bytes of `word` is a control character, `"`, `\\` or 0xE2 (which
    /// starts U+2028 and U+2029). A byte below 0x20 borrows into its high bit when the spaces are
    /// taken away, and so does the zero byte a match leaves; the lowest byte flagged is always one of
    /// them, so the answer is exact.
    @inline(__always)
    private static func mayEscape(_ word: UInt64) -> Bool {
        ByteWord.below(word, 0x20) | ByteWord.matches(word, 0x22) | ByteWord.matches(word, 0x5C) | ByteWord.matches(word, 0xE2) != 0
    }

    @inline(__always)
    private static func copy(_ text: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, to out: UnsafeMutablePointer<UInt8>, at n: Int) -> Int {
        guard !run.isEmpty else { return n }
        (out + n).initialize(from: text.baseAddress! + run.lowerBound, count: run.count)
        return n + run.count
    }

    /// `\"`, `\\`, `\n`, `\r`, `\t` or `\uXXXX` (lowercase hex) at `out + n`; returns the new end.
    private static func writeEscape(_ scalar: UInt32, to out: UnsafeMutablePointer<UInt8>, at n: Int) -> Int {
        out[n] = 0x5C
        switch scalar {
        case 0x22, 0x5C: out[n + 1] = UInt8(scalar)
        case 0x0A: out[n + 1] = 0x6E
        case 0x0D: out[n + 1] = 0x72
        case 0x09: out[n + 1] = 0x74
        default:
            out[n + 1] = 0x75
            for i in 0..<4 {
                let d = UInt8(truncatingIfNeeded: scalar >> UInt32(12 - 4 * i)) & 0xF
                out[n + 2 + i] = d < 10 ? 48 + d : 87 + d
            }
            return n + 6
        }
        return n + 2
    }
}
