import Foundation
import Testing

@testable import StatementKit

@Suite struct OrderedBatchTests {
    /// Items that finish in any order are delivered in input order, each once, on the calling thread.
    @Test(arguments: [1, 2, 3, 8])
    func resultsComeInInputOrder(jobs: Int) {
        var delivered: [Int] = []
        let caller = Thread.current
        OrderedBatch.run(count: 200, jobs: jobs, work: { i in
            // Later items often finish first.
            if i % 7 == 0 { usleep(UInt32(200 * (i % 5))) }
            return i * i
        }, deliver: { i, square in
            #expect(Thread.current == caller)
            #expect(square == i * i)
            delivered.append(i)
        })
        #expect(delivered == Array(0..<200))
    }

    /// However slow the first item, no more than `window` results wait for their turn.
    @Test func aSlowItemHoldsBackAtMostTheWindow() {
        final class Waiting: @unchecked Sendable {
            let lock = NSLock()
            var now = 0, most = 0
        }
        let waiting = Waiting()
        OrderedBatch.run(count: 60, jobs: 4, window: 6, work: { i in
            if i == 0 { usleep(50_000) }
            waiting.lock.withLock {
                waiting.now += 1
                waiting.most = max(waiting.most, waiting.now)
            }
            return i
        }, deliver: { _, _ in
            waiting.lock.withLock { waiting.now -= 1 }
        })
        // 6, plus one: a thread may start the next item as soon as `take` has counted a result as
        // delivered, before `deliver` has run for it.
        #expect(waiting.most <= 7)
    }

    @Test func nothingToDo() {
        var called = false
        OrderedBatch.run(count: 0, jobs: 4, work: { $0 }, deliver: { _, _ in called = true })
        #expect(!called)
        #expect(OrderedBatch.processorCount >= 1)
    }
}
