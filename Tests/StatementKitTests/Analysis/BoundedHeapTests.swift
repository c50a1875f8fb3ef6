import Testing

@testable import StatementAnalysis

/// `BoundedHeap` keeps the `capacity` smallest elements it is offered, whatever their order of
/// arrival: checked against sorting everything, with elements that hold an object, so that a sift
/// that moved an element twice or lost one shows as a wrong list or a wrong count of live objects.
@Suite(.serialized) struct BoundedHeapTests {
    /// Counts its instances that are alive.
    final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let label: String
        init(_ label: String) {
            self.label = label
            Tracked.alive += 1
        }
        deinit { Tracked.alive -= 1 }
    }

    /// A key (with equal keys broken by arrival, as the report's `ListOrder` breaks them) and an object.
    struct Element: Comparable {
        var key: Int
        var arrival: Int
        var object: Tracked
        static func < (a: Element, b: Element) -> Bool { (a.key, a.arrival) < (b.key, b.arrival) }
        static func == (a: Element, b: Element) -> Bool { (a.key, a.arrival) == (b.key, b.arrival) }
    }

    /// Offers `keys` in order to a heap of `capacity`, and compares what it keeps with the reference.
    func check(_ keys: [Int], capacity: Int) -> Int {
        var heap = BoundedHeap<Element>(capacity: capacity)
        for (i, k) in keys.enumerated() {
            heap.insert(Element(key: k, arrival: i, object: Tracked("\(k)/\(i)")))
        }
        let expected = keys.enumerated().map { ($0.element, $0.offset) }.sorted { $0 < $1 }.prefix(capacity)
        let kept = heap.sorted()
        #expect(heap.offered == keys.count)
        #expect(kept.map(\.key) == expected.map(\.0))
        #expect(kept.map(\.arrival) == expected.map(\.1))
        #expect(kept.map(\.object.label) == expected.map { "\($0.0)/\($0.1)" })
        return kept.count
    }

    @Test func keepsTheSmallestInEveryOrderOfArrival() {
        var random = SplitMix64(seed: 20_261_128)  // the same lists on every run
        for capacity in [0, 1, 2, 3, 7, 100] {
            for n in [0, 1, 5, 99, 100, 101, 1_000] {
                let shuffled = (0..<n).map { _ in Int.random(in: 0..<50, using: &random) }
                let ascending = (0..<n).map { $0 }
                let descending = Array(ascending.reversed())
                for keys in [shuffled, ascending, descending, Array(repeating: 7, count: n)] {
                    Tracked.alive = 0
                    let kept = check(keys, capacity: capacity)
                    #expect(kept == min(capacity, n))
                    // Every element not kept has been released, and the kept ones with the heap.
                    #expect(Tracked.alive == 0)
                }
            }
        }
    }

    @Test func keepsLiveObjectsWhileTheHeapLives() {
        Tracked.alive = 0
        do {
            var heap = BoundedHeap<Element>(capacity: 10)
            for i in (0..<500).reversed() {
                heap.insert(Element(key: i, arrival: 500 - i, object: Tracked("\(i)")))
            }
            #expect(Tracked.alive == 10)
            #expect(heap.sorted().map(\.key) == Array(0..<10))
            #expect(heap.largest(\.key) == 9)
        }
        #expect(Tracked.alive == 0)
    }
}
