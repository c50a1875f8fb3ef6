import StatementKitTestSupport
import Testing

@testable import StatementImport
@testable import StatementModel

/// An importer's buffer passes on what it was sent, in order, however many events came: it starts
/// small and grows as a statement's transactions arrive, and is drained whenever it is full.
@Suite struct SinkBufferTests {
    /// What a sink was told, in order.
    struct Recorder: TransactionSink {
        var events: [String] = []

        mutating func statement(_ index: Int, _ info: StatementInfo) { events.append("S\(index) \(info.account.id)") }

        mutating func transaction(_ index: Int, _ transaction: consuming Transaction) { events.append("T\(index) \(transaction.id)") }
    }

    @Test func manyEventsComeOutInTheOrderTheyWentIn() {
        var buffer = SinkBuffer()
        var direct = Recorder()
        var passed = Recorder()
        var drains = 0
        let day = CalendarDay(iso: "2026-10-01")!
        for n in 0..<3_000 {
            if n % 700 == 0 {
                let info = StatementInfo(account: Account(id: "A\(n)"), currency: .euro)
                buffer.statement(n / 700, info)
                direct.statement(n / 700, info)
            }
            let t = Transaction(id: "t\(n)", bookingDate: day, amount: Money(Amount(-n), .euro), description: "T\(n)",
                                location: SourceLocation(file: "f", line: n + 2))
            buffer.transaction(n / 700, t)
            direct.transaction(n / 700, t)
            if buffer.isFull {
                buffer.drain(into: &passed)
                drains += 1
            }
        }
        buffer.drain(into: &passed)
        #expect(drains == 2)
        #expect(passed.events.count == 3_005)
        #expect(passed.events == direct.events)
    }
}
