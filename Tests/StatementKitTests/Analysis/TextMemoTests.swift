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
}
