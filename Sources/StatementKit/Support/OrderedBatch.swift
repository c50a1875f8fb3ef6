import Foundation

/// Runs the items of a batch on several threads and hands their results back in input order, on the
/// calling thread: what a batch prints and writes (diagnostics, output names, the paths printed)
/// comes out in the same order, with the same bytes, whatever the number of threads and whichever
/// item finishes first.
///
/// `work` runs for each index on one of `jobs` threads (the calling thread waits meanwhile);
/// `deliver` runs on the calling thread for index 0, 1, 2, ... as soon as that index's result is
/// there. At most `window` results wait to be delivered at any time (a slow first item holds back
/// no more than that many finished ones): memory stays bounded for a batch of any length.
/// With `jobs` 1 everything runs on the calling thread, one item after the other.
public enum OrderedBatch {
    /// The number of processors the system says are online (at least 1): the default of `--jobs`.
    public static var processorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public static func run<Result: Sendable>(
        count: Int, jobs: Int, window: Int? = nil, work: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Void
    ) {
        let threads = min(max(1, jobs), count)
        guard threads > 1 else {
            for i in 0..<count { deliver(i, work(i)) }
            return
        }
        let state = State<Result>(count: count, window: max(window ?? threads * 4, threads))
        for _ in 0..<threads {
            let thread = Thread { state.workLoop(work) }
            // Room for a deep report (the analysis and the templates recurse a little): 8 MiB, as the main thread.
            thread.stackSize = 8 << 20
            thread.start()
        }
        for i in 0..<count {
            deliver(i, state.take(i))
        }
        state.waitForThreads(threads)
    }

    /// What the threads share, behind one lock.
    private final class State<Result: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private let count: Int
        private let window: Int
        /// The next index a thread takes.
        private var next = 0
        /// Indexes before this one are delivered.
        private var delivered = 0
        private var results: [Int: Result] = [:]
        private var finishedThreads = 0

        init(count: Int, window: Int) {
            self.count = count
            self.window = window
        }

        func workLoop(_ work: @Sendable (Int) -> Result) {
            while true {
                condition.lock()
                while next < count && next >= delivered + window { condition.wait() }
                guard next < count else {
                    finishedThreads += 1
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                let index = next
                next += 1
                condition.unlock()
                let result = work(index)
                condition.lock()
                results[index] = result
                condition.broadcast()
                condition.unlock()
            }
        }

        func take(_ index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil { condition.wait() }
            delivered = index + 1
            condition.broadcast()
            return results.removeValue(forKey: index)!
        }

        func waitForThreads(_ threads: Int) {
            condition.lock()
            while finishedThreads < threads { condition.wait() }
            condition.unlock()
        }
    }
}
