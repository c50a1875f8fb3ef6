import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// The report's list of transactions, in list order (`ListOrder`): the first `limit` of them (a
/// bounded heap, so a million transactions are never all held), or every one without a limit.
package struct TransactionList {
    private struct Entry: Comparable {
        var order: ListOrder
        var item: CategorizedTransaction
        static func < (a: Entry, b: Entry) -> Bool { a.order < b.order }
        static func == (a: Entry, b: Entry) -> Bool { a.order == b.order }
    }

    private var kept: BoundedHeap<Entry>?
    private var all: [Entry] = []
    /// The transactions given, kept or not.
    package private(set) var count = 0

    package init(limit: Int?) {
        kept = limit.map { BoundedHeap(capacity: $0) }
    }

    /// Counts a transaction, and keeps it when it comes within the limit: `item` makes its entry only
    /// then (most of a large file's transactions are not kept, and are not copied).
    @inline(__always)
    package mutating func add(order: ListOrder, _ item: () -> CategorizedTransaction) {
        count += 1
        if kept == nil {
            all.append(Entry(order: order, item: item()))
        } else if kept!.wouldKeep(where: { order < $0.order }) {
            kept!.insert(Entry(order: order, item: item()))
        }
    }

    /// The transactions kept, in list order.
    package func sorted() -> [CategorizedTransaction] {
        (kept.map { $0.sorted() } ?? all.sorted()).map(\.item)
    }
}
