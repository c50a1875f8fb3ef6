import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Header names normalised once a process: every file of a bank's batch (`--each`) starts with the same
/// header, and its rows repeat many of the same cells (`EUR`, an empty category, a frequent payee), which
/// detection normalises for each of a file's first 30 rows (`CSVSample`). A name normalised is
/// remembered by its text; the table holds at most `memoLimit` names and is emptied when it is full, so
/// a batch of files whose cells all differ costs a look-up and an insert a cell, and never more memory.
extension CSVHeaderName {
    /// Names the table holds at most.
    package static let memoLimit = 4_096

    /// Each name with the text it was normalised from: `String` keys are equal when canonically
    /// equivalent (`Débit` precomposed and `De` + U+0301 + `bit`), which `normalize` does not read alike
    /// (`debit`, `de bit`), so a name is taken from the table only for the same bytes.
    private static let memo = Mutex<[String: (cell: String, normal: Normal)]>([:])

    /// `normalize(cell)`, from the table when the process has normalised the same text before.
    package static func normalizeRemembered(_ cell: String) -> Normal {
        // The bytes are compared under the lock, and only the name is copied out (copying the entry and
        // comparing a byte at a time cost more than `normalize` for the fuzzer's cells).
        if let known = memo.withLock({ table -> Normal? in
            guard let entry = table[cell], sameBytes(entry.cell, cell) else { return nil }
            return entry.normal
        }) {
            return known
        }
        let normal = normalize(cell)
        memo.withLock { table in
            if table.count >= memoLimit { table.removeAll(keepingCapacity: true) }
            table[cell] = (cell, normal)
        }
        return normal
    }

    /// Whether two strings hold the same bytes (not only canonically equivalent ones, as `==` says).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }
}
