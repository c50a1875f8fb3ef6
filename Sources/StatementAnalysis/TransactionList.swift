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

    @inline(__always)
    package mutating func add(_ transaction: Transaction, category: String, reason: Categorizer.Reason, order: ListOrder) {
        count += 1
        if kept == nil {
            all.append(Entry(order: order, item: CategorizedTransaction(transaction: transaction, category: category, reason: reason)))
        } else if kept!.wouldKeep(where: { order < $0.order }) {
            kept!.insert(Entry(order: order, item: CategorizedTransaction(transaction: transaction, category: category, reason: reason)))
        }
    }

    /// The transactions kept, in list order.
    package func sorted() -> [CategorizedTransaction] {
        (kept.map { $0.sorted() } ?? all.sorted()).map(\.item)
    }
}
