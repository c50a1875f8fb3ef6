import StatementModel

/// Which movements are held for pairing (`TransferPairing`), and for how long.
///
/// With several files (`expectFiles`), every candidate is held until the report: its other side may
/// be in any file. With one file, its candidates are held until its end, where they pair among
/// themselves — a file may hold several accounts (a BoursoBank export: the current account and the
/// Livret A, one `accountNum` per row; an OFX or camt file with several statements). While the file
/// has shown only one account, at most `holdLimit` candidates are held: beyond, the oldest half is
/// taken as it is (a movement never pairs within its own account), so a file of a million rows of one
/// account never holds more than that. From its second account on, the file's candidates are all held.
struct FileAccounts {
    /// The first candidate's statement, own account, and account key (`ReportAccumulator.accountKey`).
    var first: (statement: Int, own: String?, key: String)?
    /// Whether the file has shown a second account, in a statement or a row.
    var several = false
}

extension ReportAccumulator {
    /// Candidates held at most while a file has shown one account only (`FileAccounts`).
    static let holdLimit = 4096

    /// What tells the account of a held movement apart: the transaction's own account, else the
    /// statement's IBAN, number or name, else its file (a file that names no account is one account).
    func accountKey(_ h: HeldTransaction) -> String {
        h.transaction.account ?? ReportAccumulator.statementKey(statements[h.statement])
    }

    /// Holds a candidate for pairing; with one file of one account so far, takes the oldest half of
    /// what is held once `holdLimit` is reached.
    mutating func hold(_ item: consuming HeldTransaction) {
        if !holdsAll, !fileAccounts.several {
            if let first = fileAccounts.first {
                if first.statement != item.statement || first.own != item.transaction.account {
                    fileAccounts.several = first.key != accountKey(item)
                }
            } else {
                fileAccounts.first = (item.statement, item.transaction.account, accountKey(item))
            }
        }
        held.append(item)
        if !holdsAll, !fileAccounts.several, held.count >= ReportAccumulator.holdLimit { takeOldestHalf() }
    }

    /// Takes the oldest half of what is held, in order, and keeps the newer half. Each item is taken
    /// where it lies (`takeHeld` works on it in place), then the taken half is removed at once: a copy
    /// or a move of an item copies its bytes, and a copy retains and releases each of its texts.
    private mutating func takeOldestHalf() {
        var all: [HeldTransaction] = []
        swap(&all, &held)
        let oldest = all.count / 2
        for i in 0..<oldest {
            let transfer = all[i].transfer
            takeHeld(&all[i], transfer: transfer)
        }
        all.removeFirst(oldest)
        swap(&all, &held)
    }

    /// A statement of the file begun last was declared or updated: the file holds several accounts
    /// when two of its statements name different ones. The first candidate's key follows its
    /// statement's account when the transaction names none.
    mutating func noteStatement(_ s: Int) {
        guard !holdsAll, !fileAccounts.several else { return }
        if let first = fileAccounts.first, first.statement == s, first.own == nil {
            fileAccounts.first!.key = ReportAccumulator.statementKey(statements[s])
        }
        guard s > fileBase else { return }
        fileAccounts.several = ReportAccumulator.statementKey(statements[s]) != ReportAccumulator.statementKey(statements[fileBase])
    }
}
