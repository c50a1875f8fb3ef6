import Foundation
import StatementLocalization
import StatementModel

/// Work run on a thread of its own, and its result: `wait()` blocks until the work is done.
///
/// The one way this library hands work to a second thread and waits for it (the warm-up, the second
/// half of a CSV scan, the analysis beside an import, libxml2's parser).
package final class BackgroundThread<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?
    private var done = false

    /// Starts `work` on a new thread.
    package init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            let result = work()
            condition.lock()
            value = result
            done = true
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    /// What the work gave, once it is done.
    package func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while !done { condition.wait() }
        return value!
    }
}
