import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The first records of a file, as text: what layout detection looks at.
package struct CSVSample {
    package struct Row {
        package var line: Int
        /// Byte offsets of the record and of what follows it.
        package var start: Int
        package var next: Int
        package var fields: [String]
        /// Where each field's value starts, for messages.
        package var fieldStarts: [Int]
        /// The fields as header names (`CSVHeaderName.normalize`), worked out once for the rows that
        /// detection reads as names (`names: true`, the first 30 rows, fields of at most 200 bytes);
        /// empty or nil elsewhere.
        package var names: [CSVHeaderName.Normal?] = []

        /// Field `i` as a header name.
        package func name(_ i: Int) -> CSVHeaderName.Normal {
            if i < names.count, let n = names[i] { return n }
            return CSVHeaderName.normalize(fields[i])
        }

        /// Field `i` as a header name, nil when it holds an ASCII digit (a date, an amount, a number):
        /// normalising keeps every digit, so its name can only be one with that digit, and neither
        /// `columns.yaml` nor a built-in profile has one (`CSVColumnRoles.hasDigits`,
        /// `CSVProfileLibrary.hasDigits`). Such a field is not normalised at all.
        package func wordName(_ i: Int) -> CSVHeaderName.Normal? {
            CSVSample.hasDigit(fields[i]) ? nil : name(i)
        }
    }

    package static func hasDigit(_ text: String) -> Bool {
        text.utf8.contains(where: { $0 &- 0x30 < 10 })
    }

    package var rows: [Row] = []

    /// Up to `limit` records that hold something (blank lines and lines of empty fields are not rows).
    /// `names`: normalise the fields of the first 30 rows once, for the profiles' and the header's look at them.
    /// `until`: stop after the first row it holds true of.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, from start: Int, limit: Int = 200, names: Bool = false,
                 until stop: (Row) -> Bool = { _ in false }) {
        var reader = CSVReader(bytes: bytes, separator: separator, from: start)
        while rows.count < limit {
            guard let record = try? reader.next() else { break }
            if reader.fields.allSatisfy({ reader.isBlank($0) }) { continue }
            var row = Row(line: record.line, start: record.start, next: reader.offset, fields: reader.fields.map { reader.text($0) },
                          fieldStarts: reader.fields.map(\.start))
            if names && rows.count < 30 {
                row.names = row.fields.map { $0.utf8.count > 200 || CSVSample.hasDigit($0) ? nil : CSVHeaderName.normalizeRemembered($0) }
            }
            rows.append(row)
            if stop(row) { break }
        }
    }
}

/// Where the header is and which column holds what: from a profile, from header names, or from the values.
package struct CSVLayout {
    /// Rows of the sample before the header (or before the data, without header): the preamble.
    package var skipLines = 0
    /// The header's cells, when there is a header.
    package var header: [String]?
    /// Role → 0-based columns (memo may have several).
    package var roles: [CSVColumnRole: [Int]] = [:]
    /// Currencies named in header cells (`Montant (EUR)`).
    package var headerCurrencies: [Int: Currency] = [:]
    /// A language other than English recognised in the header (evidence for day-first dates).
    package var nonEnglishLanguage: String?
    /// How the columns were decided.
    package var columnsFrom: ColumnSource = .header
    /// Without a header, how the movement and balance columns were told apart, when there were several.
    package var amountsFrom: HeaderlessAmounts.Reason?

    package enum ColumnSource {
        /// Header names (a profile may have named some columns).
        case header
        /// A profile's column numbers (no header).
        case profile
        /// The values (no header, no profile).
        case values
    }
    /// Fields per data row, as the header or the data says.
    package var fieldCount = 0

    package func column(_ role: CSVColumnRole) -> Int? { roles[role]?.first }

    /// Why the layout cannot be decided.
    package enum Problem: Error {
        case noDateColumn(row: CSVSample.Row?)
        case noAmountColumn(row: CSVSample.Row?)
        case ambiguousAmount(columns: [Int], row: CSVSample.Row)
        case profileColumnMissing(name: String, row: CSVSample.Row?)
        case noData
    }

    package static func detect(_ sample: CSVSample, profile: CSVProfile?, roles table: CSVColumnRoles) throws(Problem) -> CSVLayout {
        let rows = sample.rows
        guard !rows.isEmpty else { throw .noData }
        var layout = CSVLayout()

        let headerIndex = headerRow(rows, profile: profile, table, &layout)
        if let h = headerIndex {
            guard h < rows.count else { throw .noData }
            readHeader(rows[h], table, &layout)
        }
        let dataRows = Array(rows.dropFirst(headerIndex.map { $0 + 1 } ?? layout.skipLines))

        if let columns = profile?.columns {
            // The profile's columns win; roles it does not list come from the header's names.
            if let h = headerIndex, layout.header != nil {
                layout.roles = rolesFromHeader(rows[h], table)
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
        } else if let h = headerIndex, layout.header != nil {
            layout.roles = rolesFromHeader(rows[h], table)
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

    /// The index of the header row: where the profile puts it, else the row whose names say so (or,
    /// when the profile names columns, the first row that has them all); nil for none. Sets `skipLines`.
    private static func headerRow(_ rows: [CSVSample.Row], profile: CSVProfile?, _ table: CSVColumnRoles, _ layout: inout CSVLayout) -> Int? {
        if let profile, let skip = profile.skipLines, profile.header != nil || profile.columns != nil {
            let hasHeader = profile.header ?? (profile.columns?.values.contains { if case .name = $0 { return true } else { return false } } ?? true)
            layout.skipLines = skip
            return hasHeader ? skip : nil
        }
        if profile?.header == false { return nil }
        var headerIndex = findHeader(rows, table)
        if headerIndex == nil, let columns = profile?.columns, columns.values.contains(where: { if case .name = $0 { return true } else { return false } }) {
            // The profile names columns: its header must be there.
            headerIndex = rows.prefix(30).firstIndex { row in
                columns.values.allSatisfy { reference in CSVLayout.resolve(reference, header: row.fields) != nil }
            }
        }
        if let headerIndex { layout.skipLines = headerIndex }
        return headerIndex
    }

    /// Takes the header's cells, its language (from every name it matched) and the currencies its cells name.
    private static func readHeader(_ row: CSVSample.Row, _ table: CSVColumnRoles, _ layout: inout CSVLayout) {
        let cells = row.fields
        layout.header = cells
        layout.fieldCount = cells.count
        // The header's language is its names' vote: names known only in English against names known
        // only in another language (a tie goes to the other language: `Date;Libellé;Débit;Crédit`).
        // `Date, Detail, Amount` is English with a word French banks use too, and its dates are not French.
        var english = 0
        var other = 0
        for index in cells.indices {
            let name = row.name(index)
            if let match = table.match(normalized: name) {
                if match.languages == ["en"] { english += 1 }
                if !match.languages.contains("en"), let language = match.languages.sorted().first {
                    other += 1
                    layout.nonEnglishLanguage = layout.nonEnglishLanguage ?? language
                }
            }
            if let currency = name.currency { layout.headerCurrencies[index] = currency }
        }
        if english > other { layout.nonEnglishLanguage = nil }
    }

    package static func role(_ layout: CSVLayout, _ role: CSVColumnRole) -> Bool { layout.roles[role] != nil }

    /// A column reference → 0-based indices, or nil when a named column is not in the header.
    package static func resolve(_ reference: CSVColumnReference, header: [String]?) -> [Int]? {
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
    package static func findHeader(_ rows: [CSVSample.Row], _ table: CSVColumnRoles) -> Int? {
        rows.prefix(30).firstIndex { isHeader($0, table) }
    }

    /// Whether a row's cells name at least two roles, a date or an amount among them, and fewer than
    /// half of them look like data.
    /// The names are looked at first: a row whose names do not make a header (most rows) is not read
    /// for dates and amounts at all (`CSVValueKind.of` of every cell was most of the cost of the rows
    /// before a header, and of every row of a file without one).
    package static func isHeader(_ row: CSVSample.Row, _ table: CSVColumnRoles) -> Bool {
        guard row.fields.count >= 2 else { return false }
        var found: Set<CSVColumnRole> = []
        for i in row.fields.indices {
            if let name = table.hasDigits ? row.name(i) : row.wordName(i), let match = table.match(normalized: name) { found.insert(match.role) }
        }
        let hasDate = found.contains(where: \.isDate)
        let hasAmount = found.contains { [.amount, .debit, .credit].contains($0) }
        guard found.count >= 2 && (hasDate || hasAmount) else { return false }
        let dataLike = row.fields.count(where: CSVValueKind.isDateOrAmount)
        return dataLike * 2 < row.fields.count
    }

    /// `rolesFromHeader` of the header row's cells, from the names the sample worked out for it (a
    /// cell with a digit names no role unless `columns.yaml` has a name with one: `CSVSample.Row.wordName`).
    package static func rolesFromHeader(_ row: CSVSample.Row, _ table: CSVColumnRoles) -> [CSVColumnRole: [Int]] {
        rolesFromHeader(count: row.fields.count) { i in
            (table.hasDigits ? row.name(i) : row.wordName(i)).flatMap { table.match(normalized: $0) }
        }
    }

    /// Roles from header names: the first column of each role wins; net over amount over gross.
    package static func rolesFromHeader(_ header: [String], _ table: CSVColumnRoles) -> [CSVColumnRole: [Int]] {
        rolesFromHeader(count: header.count) { table.match(header[$0]) }
    }

    private static func rolesFromHeader(count: Int, _ matchAt: (Int) -> CSVColumnRoles.Match?) -> [CSVColumnRole: [Int]] {
        var roles: [CSVColumnRole: [Int]] = [:]
        var net: Int? = nil, plain: Int? = nil, gross: Int? = nil
        for index in 0..<count {
            guard let match = matchAt(index) else { continue }
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
    package static func sanityCheck(_ layout: inout CSVLayout, _ rows: [CSVSample.Row]) {
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
        rolesByContent(&layout, rows)
        if layout.roles[.direction] == nil, layout.roles[.amount] != nil, let t = layout.column(.type) {
            let v = values(t)
            if !v.isEmpty, v.allSatisfy({ CSVDirection($0) != nil }) {
                layout.roles[.direction] = [t]
                layout.roles[.type] = nil
            }
        }
        if let d = layout.column(.direction) {
            // Named a direction: most values must be one (a stray value is that row's problem).
            let v = values(d)
            if !v.isEmpty, v.filter({ CSVDirection($0) != nil }).count * 2 <= v.count { layout.roles[.direction] = nil }
        }
    }

    package static func modalCount(_ rows: [CSVSample.Row]) -> Int {
        var counts: [Int: Int] = [:]
        for row in rows { counts[row.fields.count, default: 0] += 1 }
        return counts.max { a, b in a.value != b.value ? a.value < b.value : a.key < b.key }?.key ?? 0
    }
}

extension CSVColumnReference {
    /// As written in a profile: `"Date"`, `3`, `[9, 10]`.
    package var text: String {
        switch self {
        case let .name(s): return s
        case let .number(n): return String(n)
        case let .several(list): return "[" + list.map(\.text).joined(separator: ", ") + "]"
        }
    }
}

extension CSVHeaderName {
    /// Equal, or equal where `a` has lost accents to U+FFFD.
    package static func sameName(_ a: String, _ b: String) -> Bool {
        // Without a wildcard on either side, the same names are the same scalars, so the same bytes.
        if a.utf8.elementsEqual(b.utf8) { return true }
        let mark = UInt8(ascii: "?")
        guard a.utf8.contains(mark) || b.utf8.contains(mark) else { return false }
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { $0 == $1 || ($0 == wildcard && $1.properties.isAlphabetic) || ($1 == wildcard && $0.properties.isAlphabetic) }
    }
}
