import Foundation
import StatementKitTestSupport
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

@Suite struct TextMemoTests {
    @Test func computesOncePerDistinctText() {
        var memo = TextMemo<Int>(limit: 100)
        var calls = 0
        let texts = ["CB CARREFOUR", "CB CARREFOUR", "PRLV EDF", "CB CARREFOUR", "", "", "PRLV EDF", "é", "e\u{0301}"]
        let values = texts.map { text in memo.value(for: text) { calls += 1; return $0.utf8.count } }
        #expect(values == texts.map(\.utf8.count))
        // "é" and "e + combining acute" are different bytes: two entries (each computed once).
        #expect(calls == 5)
        #expect(memo.count == 5)
    }

    @Test func stopsRememberingAtItsLimitButStillAnswers() {
        var memo = TextMemo<String>(limit: 3)
        var calls = 0
        for round in 0..<2 {
            for i in 0..<10 {
                let value = memo.value(for: "text \(i)") { calls += 1; return $0.uppercased() }
                #expect(value == "TEXT \(i)")
            }
            #expect(memo.count == 3)
            #expect(calls == (round == 0 ? 10 : 17))  // the three remembered ones are not computed again
        }
    }

    @Test func longAndShortTextsWithTheSameStartStayApart() {
        var memo = TextMemo<String>()
        let texts = (0..<40).map { String(repeating: "x", count: $0) } + (0..<40).map { String(repeating: "x", count: $0) + "y" }
        for text in texts { _ = memo.value(for: text) { $0 } }
        for text in texts { #expect(memo.value(for: text) { _ in "wrong" } == text) }
    }

    /// Texts written to fall on one slot of a table hashed without a seed (`Fixtures/hostile-texts`) spread
    /// over the table hashed from the process's seed: a file of them cannot make every look-up walk them all.
    @Test func textsMadeToShareASlotDoNotShareOne() throws {
        let url = Paths.fixtures().appending(path: "hostile-texts/same-slot.txt")
        let texts = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(texts.count == 4_000)
        let mask: UInt64 = (1 << 17) - 1
        func slots(seed: UInt64) -> Set<UInt64> {
            Set(texts.map { text in
                var copy = text
                return copy.withUTF8 { ByteHash.hash($0, seed: seed) } & mask
            })
        }
        #expect(slots(seed: 0) == [0])
        #expect(ByteHash.processSeed != 0)
        // 4,000 texts over 131,072 slots: about 3,940 distinct when the hash spreads them.
        #expect(slots(seed: ByteHash.processSeed).count > 3_800)
        // And the memo still answers each of them, and remembers each once.
        var memo = TextMemo<Int>()
        var calls = 0
        for round in 0..<2 {
            for (i, text) in texts.enumerated() {
                let value = memo.value(for: text) { _ in calls += 1; return i }
                #expect(value == i, "round \(round)")
            }
        }
        #expect(calls == texts.count)
    }
}
