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

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent] < heap[child] else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < heap.count, heap[largest] < heap[left] { largest = left }
            if right < heap.count, heap[largest] < heap[right] { largest = right }
            if largest == parent { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
