import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Files without a header: the columns are told by their values.
extension CSVLayout {
    /// No header: the columns are told by their values. The data rows are the rows of the usual width
    /// whose first date column reads; rows before the first of them are the preamble.
    package static func inferWithoutHeader(_ layout: inout CSVLayout, _ rows: [CSVSample.Row], profileSkip: Int?) throws(Problem) {
        let candidates = Array(rows.dropFirst(profileSkip ?? 0))
        let width = modalCount(candidates)
        let data = candidates.filter { $0.fields.count == width }
        guard width >= 2, !data.isEmpty else { throw .noDateColumn(row: rows.first) }
        layout.fieldCount = width

        var dates: [Int] = [], amounts: [Int] = [], currencies: [Int] = [], ibans: [Int] = [], directions: [Int] = []
        var texts: [(column: Int, score: Double)] = []
        for column in 0..<width {
            let values = data.map { $0.fields[column] }.filter { !$0.isEmpty }
            guard !values.isEmpty else { continue }
            let kinds = values.map(CSVValueKind.of)
            func share(_ test: (CSVValueKind) -> Bool) -> Double { Double(kinds.filter(test).count) / Double(kinds.count) }
            if share({ $0 == .date }) >= 0.8 {
                dates.append(column)
            } else if share({ $0 == .currency }) == 1 {
                currencies.append(column)
            } else if share({ $0 == .iban }) == 1 {
                ibans.append(column)
            } else if share({ $0 == .direction }) == 1 {
                directions.append(column)
            } else if share({ $0 == .amount || $0 == .integer }) >= 0.8, kinds.contains(.amount) {
                amounts.append(column)
            } else if share({ $0 == .text }) >= 0.5 {
                let distinct = Set(values).count
                let length = Double(values.reduce(0) { $0 + $1.count }) / Double(values.count)
                texts.append((column, length * Double(distinct) * Double(values.count) / Double(data.count)))
            }
        }
        guard let first = dates.first else { throw .noDateColumn(row: rows.first) }
        layout.roles[.date] = [first]
        if dates.count > 1 { layout.roles[.valueDate] = [dates[1]] }
        if let c = currencies.first { layout.roles[.currency] = [c] }
        if let d = directions.first { layout.roles[.direction] = [d] }
        for column in ibans {
            let distinct = Set(data.map { $0.fields[column] }.filter { !$0.isEmpty })
            if distinct.count == 1, layout.roles[.account] == nil {
                layout.roles[.account] = [column]
            } else if layout.roles[.counterpartyAccount] == nil {
                layout.roles[.counterpartyAccount] = [column]
            }
        }
        let ranked = texts.sorted { $0.score != $1.score ? $0.score > $1.score : $0.column < $1.column }
        if let d = ranked.first { layout.roles[.description] = [d.column] }
        if ranked.count > 1 { layout.roles[.memo] = [ranked[1].column] }

        switch amounts.count {
        case 0: throw .noAmountColumn(row: data[0])
        case 1: layout.roles[.amount] = amounts
        default:
            guard let (amount, balance) = balanceChain(amounts, data) else { throw .ambiguousAmount(columns: amounts, row: data[0]) }
            layout.roles[.amount] = [amount]
            layout.roles[.balance] = [balance]
        }

        // The preamble: rows before the first data row whose date reads.
        let start = profileSkip ?? 0
        let firstData = rows.indices.dropFirst(start).first { i in
            rows[i].fields.count == width && CSVValueKind.isDateLike(rows[i].fields[first])
        }
        layout.skipLines = firstData ?? start
    }

    /// Amount-like columns past which no balance chain is looked for (the amount is then ambiguous).
    package static let maxChainColumns = 64

    /// Of several amount-like columns, the pair (amount, balance) where the balance moves by the amount
    /// from row to row (before or after the booking, in either order of rows), when exactly one pair does.
    package static func balanceChain(_ columns: [Int], _ rows: [CSVSample.Row]) -> (Int, Int)? {
        func amounts(_ c: Int) -> [Amount?] {
            var evidence = CSVAmountEvidence()
            for row in rows {
                var s = row.fields[c]
                s.withUTF8 { evidence.add($0, line: row.line) }
            }
            let parser = AmountParser(decimalMark: evidence.mark ?? .auto)
            return rows.map { row in try? parser.parse(row.fields[c]).amount }
        }
        // Every pair of columns is tried: past a few dozen amount-like columns (no statement has them),
        // that is seconds of work (10,000 columns: 100 million pairs) for no answer.
        guard rows.count >= 3, columns.count <= maxChainColumns else { return nil }
        let parsed = Dictionary(uniqueKeysWithValues: columns.map { ($0, amounts($0)) })
        var best: (Int, Int, Double)? = nil
        var tie = false
        for a in columns {
            for b in columns where a != b {
                let x = parsed[a]!, y = parsed[b]!
                var hits = [0, 0, 0, 0]
                let pairs = rows.count - 1
                for i in 0..<pairs {
                    guard let a0 = x[i], let a1 = x[i + 1], let b0 = y[i], let b1 = y[i + 1] else { continue }
                    if b1 == b0 + a0 { hits[0] += 1 }  // balance before the booking, oldest first
                    if b1 == b0 + a1 { hits[1] += 1 }  // balance after, oldest first
                    if b0 == b1 + a0 { hits[2] += 1 }  // balance after, newest first
                    if b0 == b1 + a1 { hits[3] += 1 }  // balance before, newest first
                }
                let score = Double(hits.max()!) / Double(pairs)
                guard score >= 0.6 else { continue }
                if let current = best, score == current.2 { tie = true } else if best == nil || score > best!.2 {
                    best = (a, b, score)
                    tie = false
                }
            }
        }
        guard let best, !tie else { return nil }
        return (best.0, best.1)
    }
}
