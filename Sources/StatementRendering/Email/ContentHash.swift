import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// A 128-bit FNV-1a hash: names derived from a message's content (boundaries, the Message-ID), so
/// that the same report gives the same bytes. Not a cryptographic hash, and not used as one.
public struct ContentHash: Sendable {
    private var state: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d

    public init() {}

    /// Each byte XOR-ed in, then the state multiplied by the FNV prime, 2⁸⁸ + 315, taken as a shift and a
    /// small product (the same state, modulo 2¹²⁸).
    public mutating func add(_ bytes: some Sequence<UInt8>) {
        var h = state
        for b in bytes {
            h ^= UInt128(b)
            h = h &<< 88 &+ h &* 315
        }
        state = h
    }

    /// A text's bytes, read where the `String` keeps them (not through its `UTF8View` a byte at a time):
    /// every part of every email is hashed whole, for its boundary.
    public mutating func add(_ text: String) { TextBytes.read(text) { add($0) } }

    /// 32 lower-case hexadecimal digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 32 - digits.count) + digits
    }
}
