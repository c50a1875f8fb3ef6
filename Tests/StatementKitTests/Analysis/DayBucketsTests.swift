import Testing

@testable import StatementAnalysis
@testable import StatementModel

/// A statement's booked movements day by day (its balance chart), whatever order its rows come in.
@Suite struct DayBucketsTests {
    /// Days in no order, some of them centuries apart (beyond what the buckets cover at once), come
    /// out once each, in day order, with their rows' sum.
    @Test func daysInAnyOrderAndFarApartComeOutOnceADayInOrderWithTheirSum() {
        let near = CalendarDay(year: 2026, month: 3, day: 1)!.dayNumber
        let far = [CalendarDay(year: 1850, month: 1, day: 1)!.dayNumber, CalendarDay(year: 2400, month: 6, day: 30)!.dayNumber,
                   CalendarDay(year: 1, month: 1, day: 1)!.dayNumber, CalendarDay(year: 9999, month: 12, day: 31)!.dayNumber]
        var buckets = DayBuckets()
        var expected: [Int: Amount] = [:]
        var seed: UInt64 = 12_345
        for row in 0..<5_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let r = Int(seed >> 33)
            let n = row % 97 == 0 ? far[(r / 7) % far.count] - r % 3 : near + r % 2_000 - 1_000
            let amount = Amount(units: Int128(r % 20_001 - 10_000), scale: r % 3 == 0 ? 1 : 2)
            buckets.add(dayNumber: n, amount)
            expected[n] = expected[n].map { $0 + amount } ?? amount
        }
        let days = buckets.days
        #expect(days.map(\.day) == expected.keys.sorted().map { CalendarDay(dayNumber: $0) })
        #expect(days.allSatisfy { expected[$0.day.dayNumber] == $0.amount })
        #expect(days.allSatisfy { $0.amount.scale == expected[$0.day.dayNumber]!.scale })
    }

    /// Days in order, and nothing at all.
    @Test func daysInOrderAndNoDay() {
        #expect(DayBuckets().days.isEmpty)
        var buckets = DayBuckets()
        let first = CalendarDay(year: 2026, month: 1, day: 30)!
        for k in 0..<40 { buckets.add(dayNumber: first.adding(days: k / 2).dayNumber, Amount(k)) }
        #expect(buckets.days.map(\.day) == (0..<20).map { first.adding(days: $0) })
        #expect(buckets.days.map(\.amount) == (0..<20).map { Amount(4 * $0 + 1) })
    }
}
