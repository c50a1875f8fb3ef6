import Synchronization

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
        if let known = memo.withLock({ $0[cell] }), known.cell.utf8.elementsEqual(cell.utf8) { return known.normal }
        let normal = normalize(cell)
        memo.withLock { table in
            if table.count >= memoLimit { table.removeAll(keepingCapacity: true) }
            table[cell] = (cell, normal)
        }
        return normal
    }
}
