import Foundation

/// A catalogue file's entries read straight from its bytes: an object whose values are strings, or
/// objects of strings (`{"one": ..., "other": ...}`). `JSONSerialization` took about 11 M
/// instructions a process for the catalogues (a dictionary of bridged objects, then casts).
///
/// Only the shape the catalogues use is read here; anything else (another value type, a duplicate
/// key, a byte order mark, bytes that are not UTF-8, a lone surrogate, a control character in a
/// string, text after the object) gives nil, and the caller reads the file with `JSONSerialization`
/// as before — so a file this reads gives the entries `JSONSerialization` gives.
package enum CatalogueJSON {
    package enum Value: Equatable, Sendable {
        case text(String)
        case forms([String: String])
    }

    /// The file's entries in the order written, or nil when the file is not of the simple shape.
    package static func entries(_ data: Data) -> [(key: String, value: Value)]? {
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.file()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func file() -> [(key: String, value: Value)]? {
            var entries: [(key: String, value: Value)] = []
            var seen: Set<String> = []
            guard take(UInt8(ascii: "{")) else { return nil }
            if take(UInt8(ascii: "}")) { return end() ? entries : nil }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), seen.insert(key).inserted else { return nil }
                skipSpace()
                if peek() == UInt8(ascii: "{") {
                    guard let forms = forms() else { return nil }
                    entries.append((key, .forms(forms)))
                } else {
                    guard let text = string() else { return nil }
                    entries.append((key, .text(text)))
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")), end() else { return nil }
            return entries
        }

        /// An object of strings, one level deep.
        private mutating func forms() -> [String: String]? {
            var forms: [String: String] = [:]
            guard take(UInt8(ascii: "{")) else { return nil }
            if take(UInt8(ascii: "}")) { return forms }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), forms[key] == nil, let value = string() else { return nil }
                forms[key] = value
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}")) ? forms : nil
        }

        /// A string after optional white space; runs without escapes are copied whole.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var utf8: [UInt8] = []
            var start = at
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") {
                    defer { at += 1 }
                    // Without escapes (most strings), straight from the file's bytes: no copy first.
                    if utf8.isEmpty { return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self) }
                    utf8.append(contentsOf: bytes[start..<at])
                    return String(validating: utf8, as: UTF8.self)
                }
                if byte < 0x20 { return nil }
                if byte == UInt8(ascii: "\\") {
                    utf8.append(contentsOf: bytes[start..<at])
                    at += 1
                    guard escape(into: &utf8) else { return nil }
                    start = at
                } else {
                    at += 1
                }
            }
            return nil
        }

        /// The escape after a backslash, appended as UTF-8.
        private mutating func escape(into utf8: inout [UInt8]) -> Bool {
            guard at < bytes.count else { return false }
            let letter = bytes[at]
            at += 1
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4() else { return false }
                var value = UInt32(unit)
                if (0xD800..<0xDC00).contains(unit) {
                    guard take(UInt8(ascii: "\\"), skippingSpace: false), take(UInt8(ascii: "u"), skippingSpace: false),
                        let low = hex4(), (0xDC00..<0xE000).contains(low)
                    else { return false }
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                } else if (0xDC00..<0xE000).contains(unit) {
                    return false
                }
                guard let scalar = Unicode.Scalar(value) else { return false }
                utf8.append(contentsOf: UTF8.encode(scalar)!)
            default: return false
            }
            return true
        }

        private mutating func hex4() -> UInt16? {
            guard at + 4 <= bytes.count else { return nil }
            var value: UInt16 = 0
            for byte in bytes[at..<at + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
            }
            at += 4
            return value
        }

        private func peek() -> UInt8? { at < bytes.count ? bytes[at] : nil }

        private mutating func skipSpace() {
            while at < bytes.count {
                let byte = bytes[at]
                guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
                at += 1
            }
        }

        /// Takes `byte` (after white space unless told), or leaves the position as it was.
        private mutating func take(_ byte: UInt8, skippingSpace: Bool = true) -> Bool {
            if skippingSpace { skipSpace() }
            guard peek() == byte else { return false }
            at += 1
            return true
        }

        /// Only white space is left.
        private mutating func end() -> Bool {
            skipSpace()
            return at == bytes.count
        }
    }
}
