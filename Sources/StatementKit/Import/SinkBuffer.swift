/// A sink that holds what an importer sends until it is passed on to the caller's sink.
///
/// Importers are called through `any StatementImporter`, so their generic `read(_:into:)` runs
/// unspecialized: every call on a generic sink goes through metadata and witness tables. A
/// streaming importer therefore writes into this concrete buffer (its own code stays fully
/// optimized) and hands the buffer over every few thousand events with `drain(into:)`: the
/// generic part is one small loop, and memory holds only one batch.
struct SinkBuffer: TransactionSink {
    enum Item {
        case statement(Int, StatementInfo)
        case transaction(Int, Transaction)
    }

    private(set) var items: [Item] = []

    mutating func statement(_ index: Int, _ info: StatementInfo) { items.append(.statement(index, info)) }

    mutating func transaction(_ index: Int, _ transaction: Transaction) { items.append(.transaction(index, transaction)) }

    /// Whether it holds enough to be worth passing on.
    var isFull: Bool { items.count >= 1_024 }

    /// Passes everything on, in order, and empties the buffer.
    mutating func drain<Sink: TransactionSink>(into sink: inout Sink) {
        for item in items {
            switch item {
            case let .statement(index, info): sink.statement(index, info)
            case let .transaction(index, transaction): sink.transaction(index, transaction)
            }
        }
        items.removeAll(keepingCapacity: true)
    }
}
