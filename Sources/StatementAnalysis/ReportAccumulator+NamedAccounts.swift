import StatementModel

extension ReportAccumulator {
    /// The loaded accounts' IBANs, numbers and names, each folded without spaces (`OwnTransfers.patterns`),
    /// with the key that tells its account apart and whether it is a savings book. A number shorter than
    /// six characters or a name shorter than eight is left out: too short to be read in a text safely.
    func loadedAccountPatterns(_ range: Range<Int>) -> [(account: String, pattern: [UInt8], savings: Bool)] {
        var out: [(String, [UInt8], Bool)] = []
        var seen = Set<[UInt8]>()
        for s in statements[range] {
            let a = s.info.account
            let key = ReportAccumulator.statementKey(s)
            let savings = TransferPairing.isSavings(a, source: s.source)
            for (text, minimum) in [(a.iban, 14), (a.id, 6), (a.name, 8)] {
                guard let text, let p = OwnTransfers.patterns([text]).first, p.count >= minimum, seen.insert(p).inserted else { continue }
                out.append((key, p, savings))
            }
        }
        return out
    }

    static func statementKey(_ s: StatementTally) -> String {
        let a = s.info.account
        return a.iban ?? a.id ?? a.name ?? "\u{0}" + s.source
    }

    /// Marks as a transfer each held movement whose text names another loaded account (its IBAN, number or
    /// name), as `accounts:` of the configuration does for accounts that are not loaded; into or out of
    /// savings when that account is a savings book. Only when several accounts are loaded: in `range`
    /// of the statements (those of every file, or of the one file read).
    func namingOtherAccounts(_ items: [HeldTransaction], statements range: Range<Int>) -> [HeldTransaction] {
        let loaded = loadedAccountPatterns(range)
        var groups: [String: Int] = [:]
        var patterns: [(group: Int, bytes: [UInt8])] = []
        for l in loaded {
            let group = groups[l.account] ?? groups.count
            groups[l.account] = group
            patterns.append((group, l.pattern))
        }
        guard groups.count > 1 else { return items }
        // One reading of each text, whatever the number of accounts.
        let finder = PatternFinder(patterns)
        return items.map { item in
            guard item.transfer == nil else { return item }
            let own = groups[ReportAccumulator.statementKey(statements[item.statement])] ?? -1
            var found: PatternFinder.Hit?
            let t = item.transaction
            for text in [t.description, t.payee, t.memo, t.reference] {
                guard let text, !text.isEmpty, let hit = finder.first(in: OwnTransfers.folded(text), excluding: own) else { continue }
                if found.map({ hit.index < $0.index }) ?? true { found = hit }
            }
            guard let found else { return item }
            var named = item
            named.transfer = loaded[found.index].savings ? .savings : .transfer
            return named
        }
    }
}
