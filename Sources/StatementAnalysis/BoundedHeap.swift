import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The `capacity` smallest elements seen, without keeping the others: a max-heap of at most
/// `capacity` elements (O(log k) per element, O(k) memory). Ties keep the element seen first, as long
/// as `<` breaks them by order of arrival.
package struct BoundedHeap<Element: Comparable> {
    package let capacity: Int
    private var heap: [Element] = []
    /// How many elements were offered.
    package private(set) var offered = 0

    package init(capacity: Int) {
        precondition(capacity >= 0)
        self.capacity = capacity
        heap.reserveCapacity(Swift.min(capacity, 4096))
    }

    package var count: Int { heap.count }

    /// Keeps `element` when it is among the `capacity` smallest so far.
    package mutating func insert(_ element: Element) {
        offered += 1
        guard capacity > 0 else { return }
        if heap.count < capacity {
            heap.append(element)
            siftUp(heap.count - 1)
        } else if element < heap[0] {
            heap[0] = element
            siftDown(0)
        }
    }

    /// Whether an element would be kept, judged by `isBelow(largestKept)` (a cheap test before
    /// building an expensive element): true while the heap is not full.
    package func wouldKeep(where isBelow: (borrowing Element) -> Bool) -> Bool {
        guard capacity > 0 else { return false }
        if heap.count < capacity { return true }
        // The largest kept, read in place (an element may be large: no copy).
        return heap.withUnsafeBufferPointer { isBelow($0[0]) }
    }

    /// Whether `capacity` elements are kept (the next one must beat the largest kept).
    package var isFull: Bool { heap.count >= capacity }

    /// `read` of the largest element kept, if any: for a caller that keeps its key apart.
    package func largest<T>(_ read: (Element) -> T) -> T? { heap.first.map(read) }

    /// The elements kept, smallest first.
    package func sorted() -> [Element] { heap.sorted() }

    // The sifts move the element through a hole instead of swapping: an element may be large (a
    // transaction and its texts), and a swap copies it three times, each copy a retain and a release
    // of every text. A file read newest first offers every row to the list's heap (each is earlier
    // than all kept): the swaps were a third of the instructions of a report of such a file. The same
    // comparisons as a swapping sift, in the same order: the same heap.

    private mutating func siftUp(_ index: Int) {
        heap.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let moving = (base + index).move()
            var hole = index
            while hole > 0 {
                let parent = (hole - 1) / 2
                guard base[parent] < moving else { break }
                (base + hole).moveInitialize(from: base + parent, count: 1)
                hole = parent
            }
            (base + hole).initialize(to: moving)
        }
    }

    private mutating func siftDown(_ index: Int) {
        heap.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!, count = buffer.count
            let moving = (base + index).move()
            var hole = index
            while true {
                let left = 2 * hole + 1, right = left + 1
                var largest = hole
                if left < count, moving < base[left] { largest = left }
                if right < count, (largest == hole ? moving < base[right] : base[largest] < base[right]) { largest = right }
                if largest == hole { break }
                (base + hole).moveInitialize(from: base + largest, count: 1)
                hole = largest
            }
            (base + hole).initialize(to: moving)
        }
    }
}
