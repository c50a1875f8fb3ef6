import StatementLocalization
import StatementModel

/// A sink that holds what an importer sends until it is passed on to the caller's sink.
///
/// Importers are called through `any StatementImporter`, so their generic `read(_:into:)` runs
/// unspecialized: every call on a generic sink goes through metadata and witness tables. A
/// streaming importer therefore writes into this concrete buffer (its own code stays fully
/// optimized) and hands the buffer over every few thousand events with `drain(into:)`: the
/// generic part is one small loop, and memory holds only one batch. Transactions are moved, not
/// copied, from the importer to the sink.
package struct SinkBuffer: TransactionSink {
    package enum Item {
        case statement(Int, StatementInfo)
        case transaction(Int, Transaction)
        /// A slot whose item was passed on.
        case taken
    }

    package private(set) var items: [Item] = []

    package mutating func statement(_ index: Int, _ info: StatementInfo) { items.append(.statement(index, info)) }

    package mutating func transaction(_ index: Int, _ transaction: consuming Transaction) { items.append(.transaction(index, consume transaction)) }

    /// Whether it holds enough to be worth passing on.
    package var isFull: Bool { items.count >= 1_024 }

    /// Passes everything on, in order, and empties the buffer. A `TransactionPipe` inlet takes the
    /// whole batch at once.
    package mutating func drain<Sink: TransactionSink>(into sink: inout Sink) {
        if let inlet = sink as? TransactionPipe.Inlet {
            inlet.pipe.send(batch: &items)
        } else {
            SinkBuffer.deliver(&items, into: &sink)
        }
    }

    /// Passes `items` on to `sink`, in order, moving each one out, and empties the array.
    package static func deliver<Sink: TransactionSink>(_ items: inout [Item], into sink: inout Sink) {
        let count = items.count
        items.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in 0..<count {
                let item = (base + i).move()
                (base + i).initialize(to: .taken)
                switch consume item {
                case let .statement(index, info): sink.statement(index, info)
                case let .transaction(index, transaction): sink.transaction(index, transaction)
                case .taken: break
                }
            }
        }
        items.removeAll(keepingCapacity: true)
    }
    package init(items: [Item] = []) {
        self.items = items
    }
}
