import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last dialects sniffed, by the bytes they were sniffed from. The CSV importer's `identify` sniffs
/// a file's head, and its planner sniffs the file again right after: the same bytes when the file is no
/// larger than the head (a monthly statement in `--each`: 0.11 M instructions a file). Four entries, so
/// that the threads of `--jobs 2` do not push each other's out; texts of more than `memoBytes` are not kept.
extension CSVDialect {
    package static let memoBytes = 65_536

    private struct Sniffed: Sendable {
        var bytes: [UInt8]
        var start: Int
        var limit: Int
        /// Whether some separator's reading stopped at `limit` records: then only the same limit reads
        /// the same records. Otherwise every separator read to the end, and any larger limit would too.
        var limited: Bool
        var dialect: CSVDialect?
    }

    private static let memo = Mutex<[Sniffed]>([])

    /// `sniff`'s answer for these bytes when it is known (`.some(nil)`: no dialect), else nil.
    static func remembered(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> CSVDialect?? {
        guard bytes.count <= memoBytes, let base = bytes.baseAddress else { return nil }
        return memo.withLock { entries -> CSVDialect?? in
            for entry in entries where entry.start == start && entry.bytes.count == bytes.count
                && (entry.limit == limit || (!entry.limited && limit > entry.limit))
            {
                let same = entry.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, bytes.count) == 0 }
                if same { return .some(entry.dialect) }
            }
            return nil
        }
    }

    static func remember(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, limited: Bool, _ dialect: CSVDialect?) {
        guard bytes.count <= memoBytes, bytes.baseAddress != nil else { return }
        let entry = Sniffed(bytes: Array(bytes), start: start, limit: limit, limited: limited, dialect: dialect)
        memo.withLock { entries in
            if entries.count >= 4 { entries.removeFirst() }
            entries.append(entry)
        }
    }
}
