import Foundation
import PropertyBased
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// Quoted-printable, base64 and encoded words: exact round trips and short lines.
@Suite struct EncodingTests {
    /// RFC 2045 §6.7 decoding, written independently of the encoder.
    static func decodeQP(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (n, line) in lines.enumerated() {
            var bytes = Array(line.utf8)[...]
            let soft = bytes.last == UInt8(ascii: "=")
            if soft { bytes = bytes.dropLast() }
            var i = bytes.startIndex
            while i < bytes.endIndex {
                if bytes[i] == UInt8(ascii: "="), i + 2 < bytes.endIndex {
                    let hex = String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self)
                    out.append(UInt8(hex, radix: 16)!)
                    i += 3
                } else {
                    out.append(bytes[i])
                    i += 1
                }
            }
            if !soft && n < lines.count - 1 { out.append(0x0A) }
        }
        return out
    }

    @Test func quotedPrintableKeepsEveryByteAndNoLineIsLongerThan76() async {
        let text = Gen.int(in: 0...255).map(UInt8.init).array(of: 0...400)
        await propertyCheck(count: 300, input: text) { bytes in
            // Line breaks are LF in the text (CRLF becomes LF: the message decides its line ends).
            let lf = bytes.filter { $0 != 0x0D }
            let encoded = QuotedPrintable.encode(lf)
            #expect(encoded.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.utf8.count <= 76 })
            #expect(encoded.utf8.allSatisfy { $0 == 0x0A || $0 == 0x09 || ($0 >= 0x20 && $0 < 0x7F) })
            #expect(!encoded.contains("=_"))
            #expect(EncodingTests.decodeQP(encoded) == lf)
        }
    }

    @Test func quotedPrintableProtectsLineEndsAndLineStarts() {
        #expect(QuotedPrintable.encode("a \nb\t\n") == "a=20\nb=09\n")
        #expect(QuotedPrintable.encode(".\nFrom here\nFromage") == "=2E\n=46rom here\nFromage")
        #expect(QuotedPrintable.encode("Relevé = 12 €") == "Relev=C3=A9 =3D 12 =E2=82=AC")
        #expect(QuotedPrintable.encode("a\r\nb") == "a\nb")
        let long = String(repeating: "é", count: 40)
        let lines = QuotedPrintable.encode(long).split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("=") && $0.count <= 76 })
        // A line of exactly 76 characters needs no soft break.
        #expect(QuotedPrintable.encode(String(repeating: "a", count: 76)) == String(repeating: "a", count: 76))
        #expect(QuotedPrintable.encode(String(repeating: "a", count: 77)).split(separator: "\n").map(\.count) == [76, 2])
    }

    @Test func base64MatchesFoundationInLinesOf76() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...255).map(UInt8.init).array(of: 0...500)) { bytes in
            let encoded = Base64Lines.encode(bytes)
            let lines = encoded.split(separator: "\n")
            #expect(lines.dropLast().allSatisfy { $0.count == 76 })
            #expect((lines.last?.count ?? 0) <= 76)
            #expect(encoded.filter { $0 != "\n" } == Data(bytes).base64EncodedString())
        }
    }

    /// RFC 2047 decoding of a run of encoded words, written independently of the encoder.
    static func decodeWords(_ words: [String]) -> String {
        var bytes: [UInt8] = []
        for word in words {
            let parts = word.split(separator: "?")
            #expect(parts.count == 5 && parts[0] == "=" && parts[1] == "UTF-8" && parts[4] == "=")
            if parts[2] == "B" {
                bytes += [UInt8](Data(base64Encoded: String(parts[3]))!)
            } else {
                bytes += decodeQP(String(parts[3]).replacingOccurrences(of: "_", with: "=20"))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func encodedWordsAreShortWholeCharactersAndDecodeBack() async {
        let alphabet: [Character] = ["a", "Z", " ", "é", "’", "—", "€", "🏠", "👩‍👩‍👧", "?", "=", "_", "\"", "日"]
        await propertyCheck(count: 300, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 1...120)) { picks in
            let text = String(picks.map { alphabet[$0] })
            let words = EncodedWord.encode(text, firstRoom: 67)
            #expect(words.allSatisfy { $0.count <= EncodedWord.maxLength })
            #expect(words[0].count <= 67)
            // Every word decodes on its own to whole characters.
            #expect(words.allSatisfy { String(validating: Array(EncodingTests.decodeWords([$0]).utf8), as: UTF8.self) != nil })
            #expect(EncodingTests.decodeWords(words) == text)
        }
    }

    @Test func headersFoldAt76WhereTheyCan() {
        let subject = HeaderField.text("Subject", "Relevé d’octobre 2026 — Compte joint de Camille et Alex Martin, avec la carte")
        #expect(subject.text.split(separator: "\n").allSatisfy { $0.count <= 76 })
        #expect(subject.text.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix(" =?UTF-8?") })
        let plain = HeaderField.text("Subject", "Statement for October 2026 - the joint account of Camille and Alex, with the card")
        #expect(plain.text == "Subject: Statement for October 2026 - the joint account of Camille and Alex,\n with the card")
        // Text that looks like an encoded word is encoded, so that it reads back as written.
        #expect(HeaderField.text("Subject", "=?UTF-8?Q?x?=").text.hasPrefix("Subject: =?UTF-8?"))
    }

    @Test func theContentHashIsStableAndSensitive() {
        var a = ContentHash(), b = ContentHash()
        a.add("Relevé")
        b.add("Relevé")
        #expect(a.hex == b.hex && a.hex.count == 32)
        b.add(".")
        #expect(a.hex != b.hex)
        #expect(ContentHash().hex == "6c62272e07bb014262b821756295c58d")
    }

    /// A text hashed through its stored bytes, the product taken as a shift and a small product, gives
    /// what FNV-1a written out with the prime gives (and the published FNV-1a 128 value of "a").
    @Test func theContentHashOfATextIsFNV1aOfItsBytes() {
        func fnv1a(_ bytes: [UInt8]) -> String {
            var state: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
            for b in bytes { state = (state ^ UInt128(b)) &* 0x0000_0000_0100_0000_0000_0000_0000_013B }
            let digits = String(state, radix: 16)
            return String(repeating: "0", count: 32 - digits.count) + digits
        }
        var generator = SplitMix64(seed: 20_261_128)
        for length in [0, 1, 2, 7, 64, 1_000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            let text = String(decoding: bytes, as: UTF8.self) + (length % 2 == 0 ? "é€🏦" : "")
            var fromText = ContentHash(), fromBytes = ContentHash()
            fromText.add(text)
            fromBytes.add(Array(text.utf8))
            #expect(fromText.hex == fnv1a(Array(text.utf8)), "\(length)")
            #expect(fromBytes.hex == fromText.hex, "\(length)")
        }
        var a = ContentHash()
        a.add("a")
        #expect(a.hex == "d228cb696f1a8caf78912b704e4a8964")
    }
}
