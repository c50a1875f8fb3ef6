import Testing

@testable import StatementImport

/// The dates a file repeats are read once while they stay in the cache, and a value read again gives
/// what it gave the first time: the decision over a column whose days come back (several accounts one
/// after the other, several years) is the one every value read afresh would give.
@Suite struct ShortBytesCacheTests {
    func key(_ text: String) -> ShortBytes {
        Array(text.utf8).withUnsafeBufferPointer { ShortBytes($0) }
    }

    /// `count` different dates, day first, with no day above 12 (each reads both ways).
    func dates(_ count: Int) -> [String] {
        (0..<count).map { n in
            let day = n % 12 + 1, month = n / 12 % 12 + 1, year = 2000 + n / 144
            return (day < 10 ? "0" : "") + String(day) + "/" + (month < 10 ? "0" : "") + String(month) + "/" + String(year)
        }
    }

    @Test func aValueKeptIsFoundAsItWasKeptThroughEveryGrowth() {
        var cache = ShortBytesCache<Int>(filler: -1)
        let values = dates(2_000)
        var found = 0
        for round in 0..<4 {
            for (n, text) in values.enumerated() {
                if let value = cache.find(key(text)) {
                    #expect(value == n, "\(text) gave \(value)")
                    found += 1
                } else {
                    cache.keep(key(text), n)
                }
            }
            if round == 0 { #expect(found == 0) }
        }
        // Up to 4,096 slots for 2,000 values, one value a slot: once it has grown, the values that
        // share no slot are found every round.
        #expect(found > 2_000)
        #expect(cache.find(.none) == nil)
        cache.keep(.none, 7)
        #expect(cache.find(.none) == nil)
    }

    @Test func daysThatComeBackCountEveryTime() throws {
        // Three accounts' worth of the same 1,500 days, then a day above 12 that settles the order.
        let days = dates(1_500)
        var inference = DateInference()
        var position = 2
        for _ in 0..<3 {
            for text in days {
                inference.add(text, position: position)
                inference.add(text, position: position + 1)  // the same day on the next row
                position += 2
            }
        }
        inference.add("25/12/2026", position: position)
        let decision = try inference.decide().get()
        #expect(decision.pattern.format == "dd/MM/yyyy")
        #expect(decision.values == 9_001)
        #expect(decision.dates == 9_001)
        #expect(decision.ruledOut?.format == "MM/dd/yyyy")
        #expect(decision.evidence == DateInference.Evidence(text: "25/12/2026", position: position))

        // Without the deciding day the column is ambiguous, however often its days came back.
        var ambiguous = DateInference()
        for _ in 0..<3 { for text in days { ambiguous.add(text) } }
        guard case let .failure(error) = ambiguous.decide() else {
            Issue.record("an ambiguous column was decided")
            return
        }
        #expect(error.reason == .ambiguous)
    }
}
