import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Files without a header: the columns are told by their values.
extension CSVLayout {
    /// A number of five digits or more, the same on every row of two or more (`01234567890;22/01/2014;...`):
    /// the account.
    package static func accountColumn(_ data: [CSVSample.Row], width: Int) -> Int? {
        guard data.count >= 2 else { return nil }
        return (0..<width).first { column in
            let values = Set(data.map { $0.fields[column] })
            guard values.count == 1, let only = values.first, only.count >= 5 else { return false }
            return only.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

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
        if layout.roles[.account] == nil, let c = accountColumn(data, width: width) { layout.roles[.account] = [c] }
        let ranked = texts.sorted { $0.score != $1.score ? $0.score > $1.score : $0.column < $1.column }
        if let d = ranked.first { layout.roles[.description] = [d.column] }
        if ranked.count > 1 { layout.roles[.memo] = [ranked[1].column] }

        switch amounts.count {
        case 0: throw .noAmountColumn(row: data[0])
        case 1: layout.roles[.amount] = amounts
        default:
            guard let reading = HeaderlessAmounts.decide(amounts, data) else { throw .ambiguousAmount(columns: amounts, row: data[0]) }
            switch reading.series {
            case let .signed(c): layout.roles[.amount] = [c]
            case let .pair(debit, credit):
                layout.roles[.debit] = [debit]
                layout.roles[.credit] = [credit]
            }
            layout.roles[.balance] = [reading.balance]
            layout.amountsFrom = reading.reason
        }

        // The preamble: rows before the first data row whose date reads.
        let start = profileSkip ?? 0
        let firstData = rows.indices.dropFirst(start).first { i in
            rows[i].fields.count == width && CSVValueKind.isDateLike(rows[i].fields[first])
        }
        layout.skipLines = firstData ?? start
    }
}
