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

@Suite struct JSONReaderTests {
    /// Reads `text` whole as one tree.
    func tree(_ text: String, limits: JSONReader.Limits = .standard) throws(JSONError) -> JSONNode {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONError) -> JSONNode in
            var reader = JSONReader(bytes: buffer, limits: limits)
            let node = try reader.readValue()
            guard try reader.next() == .end else { throw JSONError(.trailingContent, line: 0, column: 0, offset: 0, found: nil) }
            return node
        }
    }

    /// The error reading `text` gives.
    func failure(_ text: String, limits: JSONReader.Limits = .standard) -> JSONError? {
        do {
            _ = try tree(text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func keepsNumbersAsTheirLiteralText() throws {
        let node = try tree(#"{"a": 0.1, "b": -12.50, "c": 1e3, "d": 1.25E-2, "e": 0}"#)
        #expect(node["a"]?.scalarText == "0.1")
        #expect(node["b"]?.scalarText == "-12.50")
        #expect(node["c"]?.scalarText == "1e3")
        #expect(node["d"]?.scalarText == "1.25E-2")
    }

    @Test(arguments: [
        ("12.5", "12.5"), ("-12.50", "-12.50"), ("0.1", "0.1"), ("1e3", "1000"), ("1.25E-2", "0.0125"), ("-0", "0"),
        ("2863.2522955731815", "2863.2522955731815"), ("125e-2", "1.25"), ("0.10e1", "1.0"), ("100", "100"),
    ])
    func readsANumberLiteralExactly(literal: String, expected: String) throws {
        let amount = try #require(Amount(jsonNumber: literal))
        #expect(amount == Amount(exactly: expected)!)
        #expect(amount.description == expected)
    }

    @Test(arguments: ["1234567890123456", "0.1234567890123456", "1e999", "1e16", "abc", "", "1.2.3", "--1"])
    func refusesANumberItCannotHoldExactly(literal: String) {
        #expect(Amount(jsonNumber: literal) == nil)
    }

    @Test func aSumOfFloatLiteralsStaysExact() throws {
        // 0.1 + 0.2 is 0.30000000000000004 in Double; from the literals it is 0.3.
        let node = try tree("[0.1, 0.2]")
        let sum = node.elements!.map { Amount(jsonNumber: $0.scalarText!)! }.reduce(Amount.zero, +)
        #expect(sum == Amount(exactly: "0.3")!)
        #expect(sum.description == "0.3")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try tree(#"["caf\u00e9", "\ud83d\ude00", "a\"b\\c\/d\n\t", "Société"]"#)
        #expect(node.elements!.map(\.string) == ["café", "😀", "a\"b\\c/d\n\t", "Société"])
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try tree("\u{FEFF}{\"a\": 1}")["a"]?.scalarText == "1")
    }

    @Test func givesLinesAndColumnsInCharacters() throws {
        let node = try tree("{\n  \"libellé\": \"Société\", \"montant\": \"12,50\"\n}")
        let members = try #require(node.members)
        #expect(members[1].node.line == 2)
        // `  "libellé": "Société", "montant": ` is 35 characters (é counts once, not twice).
        #expect(members[1].node.column == 36)
    }

    @Test func keepsTheLastOfRepeatedKeys() throws {
        #expect(try tree(#"{"a": 1, "a": 2}"#)["a"]?.scalarText == "2")
    }

    /// A broken document: the message key, line and column of each case.
    @Test(arguments: [
        ("[1,]", "json.trailingComma", 1, 4),
        ("{\"a\":1,}", "json.trailingComma", 1, 8),
        ("{\"a\" 1}", "json.expectedColon", 1, 6),
        ("{\"a\":1 \"b\":2}", "json.expectedCommaOrEndOfObject", 1, 8),
        ("[1 2]", "json.expectedCommaOrEndOfArray", 1, 4),
        ("{a:1}", "json.expectedKey", 1, 2),
        ("[\"abc", "json.unterminatedString", 1, 2),
        ("[\"ab\nc\"]", "json.unterminatedString", 1, 2),
        ("[\"a\u{01}\"]", "json.controlCharacter", 1, 4),
        ("[\"\\q\"]", "json.badEscape", 1, 3),
        ("[\"\\ud800\"]", "json.badEscape", 1, 3),
        ("[\"\\u12G4\"]", "json.badEscape", 1, 3),
        ("[01]", "json.badNumber", 1, 2),
        ("[1.]", "json.badNumber", 1, 2),
        ("[-]", "json.badNumber", 1, 2),
        ("[12abc]", "json.badNumber", 1, 2),
        ("[.5]", "json.expectedValue", 1, 2),
        ("[tru]", "json.expectedValue", 1, 2),
        ("[NaN]", "json.expectedValue", 1, 2),
        ("[\n  1,\n  ]", "json.trailingComma", 3, 3),
        ("[", "json.unexpectedEnd", 1, 2),
        ("{\"a\":", "json.unexpectedEnd", 1, 6),
        ("", "json.emptyDocument", 1, 1),
        ("{} x", "json.trailingContent", 1, 4),
    ])
    func pointsAtWhatBreaksTheJSON(text: String, key: String, line: Int, column: Int) throws {
        let error = try #require(failure(text))
        #expect(error.message.key == key)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(!error.isLimit)
    }

    @Test func refusesBytesThatAreNotUTF8() throws {
        let bytes: [UInt8] = Array("[\"caf".utf8) + [0xE9] + Array("\"]".utf8)
        let error = bytes.withUnsafeBufferPointer { buffer -> JSONError? in
            var reader = JSONReader(bytes: buffer)
            do throws(JSONError) {
                _ = try reader.readValue()
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.message.key == "json.invalidUTF8")
        #expect(error?.column == 6)
    }

    @Test func quotesTheCharacterFound() throws {
        let error = try #require(failure("[1 é]"))
        #expect(error.message == Message("json.expectedCommaOrEndOfArray", ["found": "é"]))
        #expect(try #require(failure("[1")).message.key == "json.unexpectedEnd")
        #expect(try #require(failure("{\"a\" ")).message == Message("json.unexpectedEnd"))
    }

    // MARK: Limits

    @Test func aHundredThousandNestedArraysIsALimitErrorNotACrash() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(failure(text))
        #expect(error.isLimit)
        #expect(error.message == Message("json.tooDeep", ["limit": .number(128)]))
        #expect(error.line == 1)
        #expect(error.column == 129)
    }

    @Test func nestingUpToTheLimitReads() throws {
        let text = String(repeating: "[", count: 128) + "1" + String(repeating: "]", count: 128)
        var node = try tree(text)
        var depth = 0
        while let inner = node.elements?.first {
            node = inner
            depth += 1
        }
        #expect(depth == 128)
        #expect(node.scalarText == "1")
    }

    @Test func skippingDeepValuesIsBoundedToo() throws {
        let text = "{\"skip\": " + String(repeating: "{\"a\":", count: 200) + "1" + String(repeating: "}", count: 200) + "}"
        let bytes = Array(text.utf8)
        let error = bytes.withUnsafeBufferPointer { buffer -> JSONError? in
            var reader = JSONReader(bytes: buffer)
            do throws(JSONError) {
                _ = try reader.next()
                _ = try reader.nextKey()
                try reader.skipValue()
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.message.key == "json.tooDeep")
    }

    @Test func aStringPastTheLimitIsALimitError() throws {
        var limits = JSONReader.Limits()
        limits.maxStringBytes = 16
        #expect(try tree("[\"" + String(repeating: "a", count: 16) + "\"]", limits: limits).elements?.count == 1)
        let error = try #require(failure("[\"" + String(repeating: "a", count: 17) + "\"]", limits: limits))
        #expect(error.isLimit)
        #expect(error.message == Message("json.stringTooLong", ["limit": .number(16)]))
        #expect(error.column == 2)
    }

    @Test func aNumberPastTheLimitIsALimitError() throws {
        let error = try #require(failure("[" + String(repeating: "1", count: 101) + "]"))
        #expect(error.message == Message("json.numberTooLong", ["limit": .number(100)]))
    }

    @Test func aRecordWithTooManyValuesIsALimitError() throws {
        var limits = JSONReader.Limits()
        limits.maxValuesPerTree = 10
        #expect(try tree("[1,2,3,4,5,6,7,8,9]", limits: limits).elements?.count == 9)
        let error = try #require(failure("[1,2,3,4,5,6,7,8,9,10]", limits: limits))
        #expect(error.message == Message("json.tooManyValues", ["limit": .number(10)]))
        #expect(error.column == 20)
    }

    // MARK: Sequences (JSON Lines)

    @Test func aSequenceNeedsOneValuePerLine() throws {
        let bytes = Array("{\"a\":1}\n{\"a\":2}\n".utf8)
        let count = try bytes.withUnsafeBufferPointer { buffer throws(JSONError) -> Int in
            var reader = JSONReader(bytes: buffer, allowsSequence: true)
            var n = 0
            while reader.peekValueStart() != nil {
                _ = try reader.readValue()
                n += 1
            }
            return n
        }
        #expect(count == 2)
        let sameLine = Array("{\"a\":1} {\"a\":2}".utf8)
        let error = sameLine.withUnsafeBufferPointer { buffer -> JSONError? in
            var reader = JSONReader(bytes: buffer, allowsSequence: true)
            do throws(JSONError) {
                _ = try reader.readValue()
                _ = try reader.readValue()
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.message.key == "json.twoValuesOnOneLine")
    }
}
