import StatementLocalization
import StatementModel

/// Numbers and strings: scanned and checked where they are (UTF-8, escapes, limits), their text made
/// only when asked for.
extension JSONReader {
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    mutating func scanNumber() throws(JSONError) -> Range<Int> {
        let start = offset
        var scan = NumberScan(start: start)
        var i = offset
        var valid = true
        if byte(i, &scan) == 0x2D { i += 1 }
        if isDigit(i, &scan) {
            if byte(i, &scan) == 0x30 {
                i += 1
                if isDigit(i, &scan) { valid = false }  // leading zero: 012
            } else {
                while isDigit(i, &scan) { i += 1 }
            }
        } else {
            valid = false
        }
        if valid, byte(i, &scan) == 0x2E {
            i += 1
            if !isDigit(i, &scan) { valid = false }
            while isDigit(i, &scan) { i += 1 }
        }
        if valid, let b = byte(i, &scan), b | 0x20 == 0x65 {
            i += 1
            if let sign = byte(i, &scan), sign == 0x2B || sign == 0x2D { i += 1 }
            if !isDigit(i, &scan) { valid = false }
            while isDigit(i, &scan) { i += 1 }
        }
        if valid, let b = byte(i, &scan), JSONReader.isWordByte(b) || b == 0x2E { valid = false }  // 12abc, 1.2.3
        if !valid {
            // Show the whole run that looks like a number: "01", "1.", "-", "1e", "12abc".
            if scan.head == nil { ensure(start + 40, keeping: start) }
            let head = scan.head ?? numberHead(start)
            let shown = head.prefix { JSONReader.isWordByte($0) || $0 == 0x2E || $0 == 0x2B || $0 == 0x2D }.prefix(40)
            throw JSONError(.badNumber(String(decoding: shown, as: UTF8.self)), line: tokenLine, column: tokenColumn, offset: start, found: nil)
        }
        guard i - start <= limits.maxNumberLength else {
            throw JSONError(.numberTooLong(limits.maxNumberLength), line: tokenLine, column: tokenColumn, offset: start, found: nil)
        }
        offset = i
        return start..<i
    }

    /// What a number's scan keeps: its start, and its first bytes once it runs so long that the rest
    /// is let go (a hostile run of digits; the error quotes only the first 40 characters).
    struct NumberScan {
        var start: Int
        var keep: Int
        var head: [UInt8]?

        init(start: Int) {
            self.start = start
            self.keep = start
        }
    }

    /// The byte at `i` of a number being scanned, reading on when needed; nil at the end of the text.
    @inline(__always)
    private mutating func byte(_ i: Int, _ scan: inout NumberScan) -> UInt8? {
        if i < end { return base[i] }
        return byteReadingOn(i, &scan)
    }

    @inline(__always)
    private mutating func isDigit(_ i: Int, _ scan: inout NumberScan) -> Bool {
        guard let b = byte(i, &scan) else { return false }
        return b >= 0x30 && b <= 0x39
    }

    @inline(never)
    private mutating func byteReadingOn(_ i: Int, _ scan: inout NumberScan) -> UInt8? {
        if scan.head == nil, i - scan.start > 4_096 {
            scan.head = numberHead(scan.start)
            scan.keep = i
        }
        if scan.head != nil { scan.keep = i }
        return ensure(i, keeping: scan.keep) ? base[i] : nil
    }

    /// The first bytes of a number (enough for its message).
    private func numberHead(_ start: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + start, count: min(48, end - start)))
    }

    mutating func scanString() throws(JSONError) -> StringToken {
        let quote = offset
        var i = offset + 1
        var escapes = false
        let stop = quote + 2 + limits.maxStringBytes  // the bytes, then the closing quote
        var limit = min(end, stop)
        while true {
            guard i < limit else {
                if i >= end, more(keeping: quote) {
                    limit = min(end, stop)
                    continue
                }
                if i >= end {
                    throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn, offset: quote, found: nil)
                }
                throw JSONError(.stringTooLong(limits.maxStringBytes), line: tokenLine, column: tokenColumn, offset: quote, found: nil)
            }
            let b = base[i]
            if b == 0x22 { break }
            if b == 0x5C {
                escapes = true
                i = try scanEscape(at: i, keeping: quote)
                limit = min(end, stop)
                continue
            }
            if b < 0x20 {
                offset = i
                if b == 0x0A || b == 0x0D {
                    throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn, offset: quote, found: nil)
                }
                throw error(.controlCharacter(Int(b)))
            }
            if b < 0x80 {
                i += 1
                continue
            }
            if i + 3 >= end {
                ensure(i + 3, keeping: quote)
                limit = min(end, stop)
            }
            let n = JSONReader.utf8SequenceLength(base, at: i, end: end)
            guard n > 0 else {
                offset = i
                throw error(.invalidUTF8)
            }
            continuations += n - 1
            i += n
        }
        offset = i + 1
        return StringToken(range: (quote + 1)..<i, hasEscapes: escapes)
    }

    /// Checks the escape at `i` (a backslash); returns the index after it.
    private mutating func scanEscape(at i: Int, keeping keep: Int) throws(JSONError) -> Int {
        ensure(i + 11, keeping: keep)
        guard i + 1 < end else {
            throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn, offset: tokenOffset, found: nil)
        }
        switch base[i + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: return i + 2
        case 0x75:
            guard let unit = hex4(at: i + 2) else { return try badEscape(at: i, length: 6) }
            if (0xDC00...0xDFFF).contains(unit) { return try badEscape(at: i, length: 6) }  // a lone low surrogate
            if (0xD800...0xDBFF).contains(unit) {
                guard i + 7 < end, base[i + 6] == 0x5C, base[i + 7] == 0x75, let low = hex4(at: i + 8),
                    (0xDC00...0xDFFF).contains(low)
                else { return try badEscape(at: i, length: 6) }
                return i + 12
            }
            return i + 6
        default:
            return try badEscape(at: i, length: 2)
        }
    }

    private mutating func badEscape(at i: Int, length: Int) throws(JSONError) -> Int {
        let upper = min(end, i + length)
        let text = String(decoding: UnsafeBufferPointer(start: base + i, count: upper - i), as: UTF8.self)
        offset = i
        throw error(.badEscape(text))
    }

    private func hex4(at i: Int) -> UInt16? {
        guard i + 4 <= end else { return nil }
        var v: UInt16 = 0
        for j in i..<(i + 4) {
            let b = base[j]
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x41 + 10
            case 0x61...0x66: d = b - 0x61 + 10
            default: return nil
            }
            v = v << 4 | UInt16(d)
        }
        return v
    }

    // MARK: Text of tokens

    /// The text of a string or key token, escapes decoded.
    package func string(_ token: StringToken) -> String {
        let raw = UnsafeBufferPointer(start: base + token.range.lowerBound, count: token.range.count)
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = token.range.lowerBound
        let upper = token.range.upperBound
        while i < upper {
            let b = base[i]
            guard b == 0x5C else {
                out.append(b)
                i += 1
                continue
            }
            let e = base[i + 1]
            switch e {
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var scalar = UInt32(hex4(at: i + 2) ?? 0xFFFD)
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = UInt32(hex4(at: i + 8) ?? 0xDC00)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                out.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
                i += 6
                continue
            default: out.append(e)  // " \ /
            }
            i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The literal text of a number token.
    package func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// Whether a string token equals `word` (no decoding, for keys compared often).
    package func equals(_ token: StringToken, _ word: StaticString) -> Bool {
        guard !token.hasEscapes, token.range.count == word.utf8CodeUnitCount else { return false }
        var j = 0
        for i in token.range {
            if base[i] != word.utf8Start[j] { return false }
            j += 1
        }
        return true
    }

    // MARK: Bytes

    /// The character at `i`, for messages: control characters as `U+000B`.
    package static func character(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> String {
        character(bytes.baseAddress!, at: i, end: end)
    }

    static func character(_ bytes: UnsafePointer<UInt8>, at i: Int, end: Int) -> String {
        let b = bytes[i]
        if b < 0x20 || b == 0x7F {
            let hex = String(b, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        let n = b < 0x80 ? 1 : utf8SequenceLength(bytes, at: i, end: end)
        if n == 0 { return "0x" + String(b, radix: 16, uppercase: true) }
        return String(decoding: UnsafeBufferPointer(start: bytes + i, count: n), as: UTF8.self)
    }

    package static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b >= 0x80
    }

    /// Length of the valid UTF-8 sequence starting at `i` (2 to 4 bytes), or 0 when it is not one:
    /// stray continuation bytes, overlong forms, surrogates and values past U+10FFFF are refused.
    package static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        utf8SequenceLength(bytes.baseAddress!, at: i, end: end)
    }

    @inline(__always)
    package static func utf8SequenceLength(_ bytes: UnsafePointer<UInt8>, at i: Int, end: Int) -> Int {
        let b0 = bytes[i]
        func cont(_ j: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool { j < end && range.contains(bytes[j]) }
        switch b0 {
        case 0xC2...0xDF: return cont(i + 1) ? 2 : 0
        case 0xE0: return cont(i + 1, 0xA0...0xBF) && cont(i + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(i + 1) && cont(i + 2) ? 3 : 0
        case 0xED: return cont(i + 1, 0x80...0x9F) && cont(i + 2) ? 3 : 0
        case 0xF0: return cont(i + 1, 0x90...0xBF) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF1...0xF3: return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF4: return cont(i + 1, 0x80...0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0
        default: return 0
        }
    }
}
