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

@Suite struct DateInferenceTests {
    func decide(_ values: [String], prefer order: DatePattern.Order? = nil) -> Result<DateDecision, DateInferenceError> {
        var inference = DateInference(preferredOrder: order)
        for (index, value) in values.enumerated() { inference.add(value, position: index + 2) }
        return inference.decide()
    }

    @Test(arguments: [
        (["01/10/2026", "02/10/2026", "13/10/2026"], "dd/MM/yyyy"),
        (["10/01/2026", "10/02/2026", "10/13/2026"], "MM/dd/yyyy"),
        (["2026-10-01", "2026-10-02"], "yyyy-MM-dd"),
        (["01.10.2026", "31.10.2026"], "dd.MM.yyyy"),
        (["01-10-26", "25-10-26"], "dd-MM-yy"),
        (["12 oct. 2026", "1er nov. 2026"], "d MMM yyyy"),
        (["Oct 12, 2026", "Nov 1, 2026"], "MMM d, yyyy"),
        (["12-Oct-26", "13-Oct-26"], "dd-MMM-yy"),
        (["20261001", "20261031"], "yyyyMMdd"),
        (["2022-07-12 14:28:52", "2022-07-13 04:45:49"], "yyyy-MM-dd"),
    ])
    func decidesFromTheValues(_ values: [String], _ format: String) throws {
        let decision = try decide(values).get()
        #expect(decision.pattern.format == format)
        #expect(decision.dates == values.count)
        #expect(!decision.byPreference)
    }

    @Test func theDecidingValueIsFoundWhereverItIs() throws {
        // Only the last of many rows has a day above 12: the first row alone would have guessed wrong.
        let values = (1...12).map { "10/0\($0 % 9 + 1)/2026" } + ["10/25/2026"]
        let decision = try decide(values).get()
        #expect(decision.pattern.format == "MM/dd/yyyy")
        #expect(decision.ruledOut?.format == "dd/MM/yyyy")
        #expect(decision.evidence == DateInference.Evidence(text: "10/25/2026", position: 14))
    }

    @Test func everyValueAmbiguousIsAnErrorNotAGuess() {
        guard case let .failure(error) = decide(["01/02/2026", "03/04/2026", "12/11/2026"]) else {
            Issue.record("an ambiguous column was decided")
            return
        }
        #expect(error.reason == .ambiguous)
        #expect(Set(error.candidates.map(\.format)) == ["dd/MM/yyyy", "MM/dd/yyyy"])
        #expect(error.example == DateInference.Evidence(text: "01/02/2026", position: 2))
    }

    @Test func aPreferredOrderSettlesAnAmbiguousColumnAndSaysSo() throws {
        let decision = try decide(["2/1/2020", "3/1/2020"], prefer: .dayMonthYear).get()
        #expect(decision.pattern.format == "dd/MM/yyyy")
        #expect(decision.byPreference)
    }

    @Test func aPreferredOrderNeverOverridesTheValues() throws {
        let decision = try decide(["10/13/2026", "10/01/2026"], prefer: .dayMonthYear).get()
        #expect(decision.pattern.format == "MM/dd/yyyy")
        #expect(!decision.byPreference)
    }

    @Test func readingsThatGiveTheSameDaysAreNotAmbiguous() throws {
        let decision = try decide(["06/06/2021", "12/12/2021"]).get()
        #expect(decision.pattern.order != .yearMonthDay)
        #expect(decision.pattern.parse("06/06/2021")?.description == "2021-06-06")
    }

    @Test func aTypoDoesNotStopTheDecision() throws {
        let decision = try decide(["01/10/2026", "31/10/2026", "32/10/2026", ""]).get()
        #expect(decision.pattern.format == "dd/MM/yyyy")
        #expect(decision.dates == 2)
        #expect(decision.values == 3)
    }

    @Test func noDatesAtAllIsSaid() {
        guard case let .failure(error) = decide(["Café", "12,50"]) else {
            Issue.record("text was read as dates")
            return
        }
        #expect(error.reason == .noDates)
        #expect(error.example?.text == "Café")
    }
}

@Suite struct DateInferenceRepeatTests {
    /// A value that comes again changes only the counts: the same decision as when every value differs.
    @Test func repeatedValuesCountEachTime() throws {
        var inference = DateInference()
        for value in ["01/02/2026", "01/02/2026", "01/02/2026", "13/02/2026", "13/02/2026", "01/02/2026", "bad", "bad", "  ", "  "] {
            inference.add(value)
        }
        let decision = try inference.decide().get()
        #expect(decision.pattern.format == "dd/MM/yyyy")
        #expect(decision.dates == 6)
        #expect(decision.values == 8)  // blank values are not counted, repeated or not
        #expect(decision.evidence?.text == "13/02/2026")
    }

    @Test func repeatedAmbiguousValuesStayAmbiguous() {
        var inference = DateInference()
        for _ in 0..<5 { inference.add("03/04/2026") }
        guard case let .failure(error) = inference.decide() else {
            Issue.record("expected ambiguity")
            return
        }
        #expect(error.reason == .ambiguous)
    }
}

@Suite struct DateTokensFastPathTests {
    /// The shortcut for `dd/MM/yyyy`-like and `yyyy-MM-dd`-like values reads exactly what the general reading does.
    @Test(arguments: [
        "01/10/2026", "31.12.1999", "2026-10-01", "2026/1/01", "1/10/2026", "01-10-26", "01/10'2026", "2026'10'01", "01,10,2026",
        "01 10 2026", " 01/10/2026 ", "0a/10/2026", "01/10/20x6", "01//0/2026", "99/99/9999", "2026-13-45", "20261001", "2026-10-0",
        "2026-10-011", "01/10/2026T", "abcdefghij", "01-10/2026", "2026.10-01",
    ])
    func readsLikeTheGeneralPath(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            let fast = DateTokens(bytes, fastPath: true)
            let general = DateTokens(bytes, fastPath: false)
            #expect((fast == nil) == (general == nil))
            guard let fast, let general else { return }
            #expect(fast.values == general.values)
            #expect(fast.digitCounts == general.digitCounts)
            #expect(fast.separators == general.separators)
            #expect(fast.shape == general.shape)
        }
    }
}
