/// What a one-shot run keeps until the process exits instead of freeing it: the report's accumulator.
/// The kernel takes its blocks (the statements' texts, tallies, held transactions) back at exit at
/// once; freeing them one by one was 1 % of the instructions of a 100,000-row report (BENCHMARKS.md).
/// Only a run that makes one report keeps it: a batch frees each report's as it goes.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive to the end of the process. Called from the main thread only.
    static func keep(_ value: Any) { kept.append(value) }
}
