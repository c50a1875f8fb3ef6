import StatementModel

/// What an importer sent, in order, until it is passed on: the transactions side by side in one
/// block of memory, the statements beside them with the place they came at.
///
/// A transaction is a few hundred bytes. Wrapped in an enum case beside the statements and kept in
/// an array, it was copied three times on the way in and four on the way out (1M rows: 530 M
/// instructions of `memcpy`); here it is moved once in and once out. The batch belongs to one
/// owner at a time (the importer's buffer, then the pipe's queue, then the thread that passes it
/// on), which is why it can be a class that is never copied.
package final class TransactionBatch {
    private var storage: UnsafeMutablePointer<Transaction>
    private var indices: UnsafeMutablePointer<Int>
    private var capacity: Int
    /// Transactions held.
    private var count = 0
    /// Statements, each with the number of transactions sent before it.
    private var statements: [(position: Int, index: Int, info: StatementInfo)] = []

    package init(capacity: Int = 1_024) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
        indices = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
        indices.deallocate()
    }

    /// Statements and transactions held.
    package var events: Int { count + statements.count }
    package var isEmpty: Bool { events == 0 }

    package func statement(_ index: Int, _ info: StatementInfo) {
        statements.append((count, index, info))
    }

    package func transaction(_ index: Int, _ transaction: consuming Transaction) {
        if count == capacity { grow() }
        (storage + count).initialize(to: transaction)
        indices[count] = index
        count += 1
    }

    private func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<Transaction>.allocate(capacity: larger)
        moved.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = moved
        let movedIndices = UnsafeMutablePointer<Int>.allocate(capacity: larger)
        movedIndices.moveInitialize(from: indices, count: count)
        indices.deallocate()
        indices = movedIndices
        capacity = larger
    }

    /// Passes everything on to `sink` in the order it came, moving each transaction out, and
    /// leaves the batch empty.
    package func deliver<Sink: TransactionSink>(into sink: inout Sink) {
        var next = 0
        // Read once: each read of the array, a property of this object, is checked for exclusive
        // access at run time (a call per transaction). The sink cannot add to this batch meanwhile.
        let statementCount = statements.count
        for i in 0..<count {
            while next < statementCount, statements[next].position == i {
                sink.statement(statements[next].index, statements[next].info)
                next += 1
            }
            sink.transaction(indices[i], (storage + i).move())
        }
        while next < statements.count {
            sink.statement(statements[next].index, statements[next].info)
            next += 1
        }
        statements.removeAll(keepingCapacity: true)
        count = 0
    }
}
