import Testing

@testable import StatementRendering

/// `QuotedPrintable.encode` writes into one array sized for the worst case; it must write what the
/// line-by-line encoder it replaced wrote (kept here as the reference).
@Suite struct QuotedPrintableReferenceTests {
    static func reference(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var first = true
        var start = 0
        while true {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[start..<end]
            if end != bytes.endIndex, line.last == 0x0D { line = line.dropLast() }
            if !first { out.append(0x0A) }
            first = false
            var current: [UInt8] = []
            for (index, byte) in line.enumerated() {
                let isLast = index == line.count - 1
                let encoded: Bool
                switch byte {
                case 0x3D: encoded = true
                case 0x20, 0x09: encoded = isLast
                case 0x2E: encoded = index == 0
                case 0x46: encoded = index == 0 && line.starts(with: Array("From ".utf8))
                case 0x21...0x7E: encoded = false
                default: encoded = true
                }
                if current.count + (encoded ? 3 : 1) > (isLast ? 76 : 75) {
                    out += current + [0x3D, 0x0A]
                    current = []
                }
                current += encoded ? Array(("=" + String(byte, radix: 16, uppercase: true).leftPadded).utf8) : [byte]
            }
            out += current
            guard end != bytes.endIndex else { break }
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let pieces = [
        "a", "Courses", " ", "  ", "\t", "=", "==", ".", "From ", "From", "F", "\n", "\r\n", "\r", "é", "€", "🏦", "\u{0}", "\u{7F}",
        String(repeating: "x", count: 70), String(repeating: "y", count: 74), String(repeating: "z", count: 75),
        String(repeating: "=", count: 30), String(repeating: "é", count: 30),
    ]

    @Test func encodesAsTheLineByLineEncoderDid() {
        var texts = ["", "\n", "\n\n", "\r\n", "a\r", ".", "From ", String(repeating: "a", count: 76), String(repeating: "a", count: 77)]
        var generator = SplitMix64(seed: 20_261_128)
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...14, using: &generator)
            texts.append((0..<count).map { _ in Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)] }.joined())
        }
        for text in texts {
            #expect(QuotedPrintable.encode(text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}

extension String {
    /// Two hexadecimal digits.
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
