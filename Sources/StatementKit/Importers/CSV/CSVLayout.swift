/// The first records of a file, as text: what layout detection looks at.
struct CSVSample {
    struct Row {
        var line: Int
        /// Byte offsets of the record and of what follows it.
        var start: Int
        var next: Int
        var fields: [String]
        /// Where each field's value starts, for messages.
        var fieldStarts: [Int]
    }

    var rows: [Row] = []

    /// Up to `limit` records that hold something (blank lines and lines of empty fields are not rows).
    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, from start: Int, limit: Int = 200) {
        var reader = CSVReader(bytes: bytes, separator: separator, from: start)
        while rows.count < limit {
            guard let record = try? reader.next() else { break }
            if reader.fields.allSatisfy({ reader.isBlank($0) }) { continue }
            rows.append(Row(line: record.line, start: record.start, next: reader.offset, fields: reader.fields.map { reader.text($0) },
                            fieldStarts: reader.fields.map(\.start)))
        }
    }
}

/// Where the header is and which column holds what: from a profile, from header names, or from the values.
struct CSVLayout {
    /// Rows of the sample before the header (or before the data, without header): the preamble.
    var skipLines = 0
    /// The header's cells, when there is a header.
    var header: [String]?
    /// Role → 0-based columns (memo may have several).
    var roles: [CSVColumnRole: [Int]] = [:]
    /// Currencies named in header cells (`Montant (EUR)`).
    var headerCurrencies: [Int: Currency] = [:]
    /// A language other than English recognised in the header (evidence for day-first dates).
    var nonEnglishLanguage: String?
    /// How the columns were decided.
    var columnsFrom: ColumnSource = .header

    enum ColumnSource {
        /// Header names (a profile may have named some columns).
        case header
        /// A profile's column numbers (no header).
        case profile
        /// The values (no header, no profile).
        case values
    }
    /// Fields per data row, as the header or the data says.
    var fieldCount = 0

    func column(_ role: CSVColumnRole) -> Int? { roles[role]?.first }

    /// Why the layout cannot be decided.
    enum Problem: Error {
        case noDateColumn(row: CSVSample.Row?)
        case noAmountColumn(row: CSVSample.Row?)
        case ambiguousAmount(columns: [Int], row: CSVSample.Row)
        case profileColumnMissing(name: String, row: CSVSample.Row?)
        case noData
    }

    static func detect(_ sample: CSVSample, profile: CSVProfile?, roles table: CSVColumnRoles) throws(Problem) -> CSVLayout {
        let rows = sample.rows
        guard !rows.isEmpty else { throw .noData }
        var layout = CSVLayout()

        // The header row.
        var headerIndex: Int? = nil
        if let profile, let skip = profile.skipLines, profile.header != nil || profile.columns != nil {
            let hasHeader = profile.header ?? (profile.columns?.values.contains { if case .name = $0 { return true } else { return false } } ?? true)
            headerIndex = hasHeader ? skip : nil
            layout.skipLines = skip
        } else if profile?.header == false {
            headerIndex = nil
        } else {
            headerIndex = findHeader(rows, table)
            if headerIndex == nil, let columns = profile?.columns, columns.values.contains(where: { if case .name = $0 { return true } else { return false } }) {
                // The profile names columns: its header must be there.
                headerIndex = rows.prefix(30).firstIndex { row in
                    columns.values.allSatisfy { reference in CSVLayout.resolve(reference, header: row.fields) != nil }
                }
            }
            if let headerIndex { layout.skipLines = headerIndex }
        }
        if let h = headerIndex {
            guard h < rows.count else { throw .noData }
            layout.header = rows[h].fields
            layout.fieldCount = rows[h].fields.count
            // The header's language, from every name it matched.
            for (index, cell) in rows[h].fields.enumerated() {
                if let match = table.match(cell), !match.languages.contains("en"), let language = match.languages.sorted().first {
                    layout.nonEnglishLanguage = layout.nonEnglishLanguage ?? language
                }
                if let currency = CSVHeaderName.normalize(cell).currency { layout.headerCurrencies[index] = currency }
            }
        }
        let dataRows = Array(rows.dropFirst(headerIndex.map { $0 + 1 } ?? layout.skipLines))

        if let columns = profile?.columns {
            // The profile's columns win; roles it does not list come from the header's names.
            if let header = layout.header {
                layout.roles = rolesFromHeader(header, table)
                sanityCheck(&layout, dataRows)
                layout.columnsFrom = .header
            } else {
                layout.columnsFrom = .profile
                layout.fieldCount = modalCount(dataRows)
            }
            for (key, reference) in columns.sorted(by: { $0.key < $1.key }) {
                guard let role = CSVColumnRole(rawValue: key) else { continue }
                guard let indices = resolve(reference, header: layout.header) else {
                    throw .profileColumnMissing(name: reference.text, row: headerIndex.map { rows[$0] })
                }
                for (other, taken) in layout.roles where other != role && taken.contains(where: indices.contains) {
                    let left = taken.filter { !indices.contains($0) }
                    layout.roles[other] = left.isEmpty ? nil : left
                }
                layout.roles[role] = indices
            }
            if role(layout, .amount), layout.roles[.debit] != nil || layout.roles[.credit] != nil, columns["debit"] == nil, columns["credit"] == nil {
                layout.roles[.debit] = nil
                layout.roles[.credit] = nil
            }
        } else if let header = layout.header {
            layout.roles = rolesFromHeader(header, table)
            sanityCheck(&layout, dataRows)
        } else {
            layout.columnsFrom = .values
            try inferWithoutHeader(&layout, rows, profileSkip: profile?.skipLines)
        }
        // Booking date: the date column, else the operation date.
        if layout.roles[.date] == nil, let t = layout.roles[.transactionDate] {
            layout.roles[.date] = t
            layout.roles[.transactionDate] = nil
        }
        let headerRow = headerIndex.map { rows[$0] }
        guard layout.roles[.date] != nil else { throw .noDateColumn(row: headerRow ?? rows.first) }
        guard layout.roles[.amount] != nil || layout.roles[.debit] != nil || layout.roles[.credit] != nil else {
            throw .noAmountColumn(row: headerRow ?? rows.first)
        }
        return layout
    }

    static func role(_ layout: CSVLayout, _ role: CSVColumnRole) -> Bool { layout.roles[role] != nil }

    /// A column reference → 0-based indices, or nil when a named column is not in the header.
    static func resolve(_ reference: CSVColumnReference, header: [String]?) -> [Int]? {
        switch reference {
        case let .number(n): return n >= 1 ? [n - 1] : nil
        case let .name(name):
            guard let header else { return nil }
            let wanted = CSVHeaderName.normalize(name).name
            if let i = header.firstIndex(where: { CSVHeaderName.normalize($0).name == wanted }) { return [i] }
            if let i = header.firstIndex(where: { CSVHeaderName.sameName(CSVHeaderName.normalize($0).name, wanted) }) { return [i] }
            return nil
        case let .several(list):
            var out: [Int] = []
            for item in list {
                guard let indices = resolve(item, header: header) else { return nil }
                out += indices
            }
            return out
        }
    }

    /// The first of the first 30 rows whose cells name at least two roles, a date or an amount among them.
    static func findHeader(_ rows: [CSVSample.Row], _ table: CSVColumnRoles) -> Int? {
        for (index, row) in rows.prefix(30).enumerated() where row.fields.count >= 2 {
            var found: Set<CSVColumnRole> = []
            var dataLike = 0
            for cell in row.fields {
                if let match = table.match(cell) { found.insert(match.role) }
                let kind = CSVValueKind.of(cell)
                if kind == .date || kind == .amount { dataLike += 1 }
            }
            let hasDate = found.contains(where: \.isDate)
            let hasAmount = found.contains { [.amount, .debit, .credit].contains($0) }
            if found.count >= 2, hasDate || hasAmount, dataLike * 2 < row.fields.count { return index }
        }
        return nil
    }

    /// Roles from header names: the first column of each role wins; net over amount over gross.
    static func rolesFromHeader(_ header: [String], _ table: CSVColumnRoles) -> [CSVColumnRole: [Int]] {
        var roles: [CSVColumnRole: [Int]] = [:]
        var net: Int? = nil, plain: Int? = nil, gross: Int? = nil
        for (index, cell) in header.enumerated() {
            guard let match = table.match(cell) else { continue }
            if match.role == .amount {
                switch match.amountKind {
                case .net?: net = net ?? index
                case .gross?: gross = gross ?? index
                case nil: plain = plain ?? index
                }
            } else if roles[match.role] == nil {
                roles[match.role] = [index]
            }
        }
        if let amount = net ?? plain ?? gross { roles[.amount] = [amount] }
        // One convention: an amount column wins over debit and credit columns.
        if roles[.amount] != nil, roles[.debit] != nil || roles[.credit] != nil, roles[.direction] == nil {
            roles[.debit] = nil
            roles[.credit] = nil
        }
        return roles
    }

    /// Names can mislead: values decide where they disagree (a "Valuta" column of dates is a value date;
    /// a type column of D/C is a direction).
    static func sanityCheck(_ layout: inout CSVLayout, _ rows: [CSVSample.Row]) {
        func values(_ column: Int) -> [String] {
            rows.compactMap { column < $0.fields.count && !$0.fields[column].isEmpty ? $0.fields[column] : nil }
        }
        if let c = layout.column(.currency) {
            let v = values(c)
            // Named a currency: most values must look like one ("Valuta" is a value date in German).
            if !v.isEmpty, v.filter({ CSVValueKind.isCurrencyCode($0.uppercased()) || $0.count <= 3 }).count * 2 <= v.count {
                layout.roles[.currency] = nil
                if layout.roles[.valueDate] == nil, v.allSatisfy(CSVValueKind.isDateLike) { layout.roles[.valueDate] = [c] }
            }
        }
        for role in [CSVColumnRole.date, .valueDate, .transactionDate] {
            guard let c = layout.column(role) else { continue }
            let v = values(c)
            // Named a date: dropped only when no value is one (balance lines may fill a short sample).
            if !v.isEmpty, !v.contains(where: CSVValueKind.isDateLike) { layout.roles[role] = nil }
        }
        if layout.roles[.direction] == nil, layout.roles[.amount] != nil, let t = layout.column(.type) {
            let v = values(t)
            if !v.isEmpty, v.allSatisfy({ Direction($0) != nil }) {
                layout.roles[.direction] = [t]
                layout.roles[.type] = nil
            }
        }
        if let d = layout.column(.direction) {
            // Named a direction: most values must be one (a stray value is that row's problem).
            let v = values(d)
            if !v.isEmpty, v.filter({ Direction($0) != nil }).count * 2 <= v.count { layout.roles[.direction] = nil }
        }
    }

    static func modalCount(_ rows: [CSVSample.Row]) -> Int {
        var counts: [Int: Int] = [:]
        for row in rows { counts[row.fields.count, default: 0] += 1 }
        return counts.max { a, b in a.value != b.value ? a.value < b.value : a.key < b.key }?.key ?? 0
    }

    /// No header: the columns are told by their values. The data rows are the rows of the usual width
    /// whose first date column reads; rows before the first of them are the preamble.
    static func inferWithoutHeader(_ layout: inout CSVLayout, _ rows: [CSVSample.Row], profileSkip: Int?) throws(Problem) {
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

    /// Of several amount-like columns, the pair (amount, balance) where the balance moves by the amount
    /// from row to row (before or after the booking, in either order of rows), when exactly one pair does.
    static func balanceChain(_ columns: [Int], _ rows: [CSVSample.Row]) -> (Int, Int)? {
        func amounts(_ c: Int) -> [Amount?] {
            var evidence = CSVAmountEvidence()
            for row in rows {
                var s = row.fields[c]
                s.withUTF8 { evidence.add($0, line: row.line) }
            }
            let parser = AmountParser(decimalMark: evidence.mark ?? .auto)
            return rows.map { row in try? parser.parse(row.fields[c]).amount }
        }
        guard rows.count >= 3 else { return nil }
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

extension CSVColumnReference {
    /// As written in a profile: `"Date"`, `3`, `[9, 10]`.
    var text: String {
        switch self {
        case let .name(s): return s
        case let .number(n): return String(n)
        case let .several(list): return "[" + list.map(\.text).joined(separator: ", ") + "]"
        }
    }
}

extension CSVHeaderName {
    /// Equal, or equal where `a` has lost accents to U+FFFD.
    static func sameName(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { $0 == $1 || ($0 == wildcard && $1.properties.isAlphabetic) || ($1 == wildcard && $0.properties.isAlphabetic) }
    }
}
