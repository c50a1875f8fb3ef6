import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Everything decided about a CSV file before its rows are read, and why: what `inspect` shows and
/// what the profile it prints says.
package struct CSVPlan {
    package var file: String
    package var text: CSVText
    package var separator: UInt8
    package var separatorFromProfile: Bool
    package var dialect: CSVDialect?
    /// The built-in profile recognised, or the user's, by name.
    package var profileName: String?
    package var profileOrigin: ProfileOrigin
    package var layout: CSVLayout
    /// Sample rows before the header or the data.
    package var preamble: [CSVSample.Row]
    package var headerRow: CSVSample.Row?
    /// Where the data rows start.
    package var dataStart: Int
    package var dataLine: Int
    /// Date pattern per date column, and why.
    package var datePatterns: [Int: DatePattern] = [:]
    package var dateReasons: [Int: DateReason] = [:]
    /// The decimal mark of the main amount columns (amount, debit, credit together), and why.
    package var decimalMark: AmountParser.DecimalMark = .auto
    package var decimalReason: CSVDecimalReason = .separator
    /// The mark of another amount column (original amount, fee, balance) when its own values say one
    /// that differs from `decimalMark` (Boursorama: amounts with a comma, balances with a point).
    package var columnMarks: [Int: AmountParser.DecimalMark] = [:]
    package var debitSign: CSVProfile.DebitSign?
    package var debitSignFromProfile = false
    package var invert = false
    /// The currency when rows name none: profile, then the preamble, then `--currency`.
    package var currency: Currency?
    package var currencyFromProfile = false
    /// The preamble's line that named the currency, when it came from there.
    package var currencyLine: Int?
    /// The account when rows name none: `--account`/profile/preamble.
    package var account: String?
    /// Where the account came from: `option`, `profile` or `preamble` (then `accountLine` says where).
    package var accountReason: String?
    package var accountLine: Int?
    /// The profile's `accountLine`, when the account came from it.
    package var accountLineReference: CSVFieldReference?
    /// Data rows (counted among rows that hold something) that carry a date: rows before the first are
    /// preamble, rows after the last are summary.
    /// Balances and the period the lines above the table state (`CSVStatedBalance`).
    package var stated: [CSVStatedBalance] = []
    package var statedPeriod: (start: String, end: String)?
    package var firstDated = Int.max
    package var lastDated = -1
    package var dataRows = 0

    package enum ProfileOrigin: Equatable {
        case detected, builtIn, given
    }

    package enum DateReason: Equatable {
        case option, profile
        case values(DateDecision)
        case language(String, DateDecision)
        case otherColumn(Int)
    }
}

/// Builds the plan: encoding, separator, profile, layout, then one pass over every row to decide dates,
/// decimal marks and the sign of debits from all the values.
package enum CSVPlanner {
    package static func plan(_ raw: [UInt8], file: String, options: ImportOptions) throws(ImportError) -> CSVPlan {
        let given = options.csvProfile
        let text = try CSVTextDecoder.decode(raw, file: file, forced: given?.encoding)
        return try text.bytes.withUnsafeBufferPointer { (bytes) throws(ImportError) -> CSVPlan in
            try plan(text, bytes, file: file, options: options)
        }
    }

    package static func plan(_ text: CSVText, _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: ImportOptions) throws(ImportError) -> CSVPlan {
        let given = options.csvProfile
        let whole = SourceLocation(file: file)
        guard text.start < bytes.count, bytes[text.start...].contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
            throw ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: whole)
        }
        let dialect = CSVDialect.sniff(bytes, from: text.start)
        var separator: UInt8
        if let s = given?.separator.flatMap(CSVProfile.separatorByte) {
            separator = s
        } else if let dialect {
            separator = dialect.separator
        } else {
            let line = CSVReader(bytes: bytes, separator: 0x2C, from: text.start).lineText(at: text.start)
            throw ImportError(.malformed, Message("csv.noSeparator"), at: SourceLocation(file: file, line: 1, column: 1), lineText: line)
        }
        try checkWidth(bytes, separator: separator, from: text.start, file: file)
        let sample = CSVSample(bytes, separator: separator, from: text.start, names: given == nil)
        var profile = given
        var origin = CSVPlan.ProfileOrigin.given
        if profile == nil, let builtIn = CSVProfileLibrary.standard.match(sample) {
            profile = builtIn
            origin = .builtIn
            if let s = builtIn.separator.flatMap(CSVProfile.separatorByte), s != separator { separator = s }
        }
        if profile == nil { origin = .detected }

        let layout: CSVLayout
        do {
            layout = try CSVLayout.detect(sample, profile: profile, roles: .standard)
        } catch {
            throw problem(error, file: file, sample: sample, bytes: bytes, separator: separator)
        }
        let headerIndex: Int? = layout.header != nil ? layout.skipLines : nil
        let preamble = Array(sample.rows.prefix(layout.skipLines))
        let headerRow = headerIndex.map { sample.rows[$0] }
        let firstDataIndex = headerIndex.map { $0 + 1 } ?? layout.skipLines
        let dataStart = headerRow?.next ?? (firstDataIndex < sample.rows.count ? sample.rows[firstDataIndex].start : bytes.count)
        let dataLine = firstDataIndex < sample.rows.count ? sample.rows[firstDataIndex].line : (headerRow.map { $0.line + 1 } ?? 1)

        var plan = CSVPlan(
            file: file, text: text, separator: separator, separatorFromProfile: given?.separator != nil, dialect: dialect,
            profileName: profile?.name, profileOrigin: origin, layout: layout, preamble: preamble, headerRow: headerRow,
            dataStart: dataStart, dataLine: dataLine)
        plan.invert = options.invertSigns || (profile?.invert ?? false)
        let preambleNames = CSVPlanner.names(preamble)  // each cell normalised once, for the four looks below
        if let code = profile?.currency, let c = Currency(code: code) {
            plan.currency = c
            plan.currencyFromProfile = true
        } else if let found = preambleCurrency(preamble, names: preambleNames) {
            // The file's own word beats `--currency`, which is for files that name none.
            plan.currency = found.currency
            plan.currencyLine = found.line
        } else {
            plan.currency = options.defaultCurrency
        }
        if let account = options.account?.id ?? options.account?.iban {
            plan.account = account
            plan.accountReason = "option"
        } else if let account = profile?.account {
            plan.account = account
            plan.accountReason = "profile"
        } else if let line = profile?.accountLine, line.line - 1 < preamble.count, line.field - 1 < preamble[line.line - 1].fields.count {
            plan.account = preamble[line.line - 1].fields[line.field - 1]
            plan.accountReason = "preamble"
            plan.accountLine = preamble[line.line - 1].line
            plan.accountLineReference = line
        } else if let found = preambleAccount(preamble, names: preambleNames) {
            plan.account = found.account
            plan.accountReason = "preamble"
            plan.accountLine = found.line
        }

        for (row, names) in zip(preamble, preambleNames) {
            if let balance = CSVStatedBalance.read(row.fields, names: names, line: row.line) { plan.stated.append(balance) }
            if plan.statedPeriod == nil, let period = CSVStatedBalance.period(row.fields, names: names) { plan.statedPeriod = period }
        }
        try scan(&plan, bytes, profile: profile, options: options)
        return plan
    }

    /// Whether the file starts with a Splitwise export's header (`Date,Description,Category,Cost,Currency,…`).
    package static func looksLikeSplitwise(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let expected: [UInt8] = Array("date,description,category,cost,currency,".utf8)
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        guard bytes.count - start > expected.count else { return false }
        for (i, byte) in expected.enumerated() where bytes[start + i] | 0x20 != byte | 0x20 { return false }
        return true
    }

    /// A layout problem as the error the user sees.
    package static func problem(_ p: CSVLayout.Problem, file: String, sample: CSVSample, bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) -> ImportError {
        let reader = CSVReader(bytes: bytes, separator: separator)
        func at(_ row: CSVSample.Row?, column: Int = 1) -> (SourceLocation, String?) {
            guard let row else { return (SourceLocation(file: file), nil) }
            return (SourceLocation(file: file, line: row.line, column: column), reader.lineText(at: row.start))
        }
        switch p {
        case .noDateColumn, .noAmountColumn, .ambiguousAmount:
            // A Splitwise group export given as a statement: say where it belongs rather than what it lacks.
            if looksLikeSplitwise(bytes) { return ImportError(.malformed, Message("csv.looksLikeSplitwise"), at: SourceLocation(file: file)) }
        default: break
        }
        switch p {
        case let .noDateColumn(row):
            let (location, line) = at(row)
            return ImportError(.malformed, Message("csv.noDateColumn"), at: location, lineText: line)
        case let .noAmountColumn(row):
            let (location, line) = at(row)
            return ImportError(.malformed, Message("csv.noAmountColumn"), at: location, lineText: line)
        case let .ambiguousAmount(columns, row):
            let (location, line) = at(row)
            return ImportError(.malformed, Message("csv.ambiguousAmountColumns", ["columns": .text(columns.map { String($0 + 1) }.joined(separator: ", "))]),
                               at: location, lineText: line)
        case let .profileColumnMissing(name, row):
            let (location, line) = at(row)
            return ImportError(.invalidOption, Message("csv.profileColumnMissing", ["column": .text(name)]), at: location, lineText: line)
        case .noData:
            return ImportError(.empty, Message("input.empty", ["file": .text(file)]), at: SourceLocation(file: file))
        }
    }

    /// Refuses a record with more than `CSVReader.maxFields` fields among those the layout is decided
    /// from (the first 200 that hold something; pass 1 checks the others as it reads them): working out
    /// that many columns would take seconds.
    package static func checkWidth(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, from start: Int, file: String) throws(ImportError) {
        var reader = CSVReader(bytes: bytes, separator: separator, from: start, maxFields: CSVReader.maxFields)
        var rows = 0
        while rows < 200 {
            do throws(CSVReader.Failure) {
                guard try reader.next() != nil else { return }
            } catch {
                // A quote left open is the sample's end, as for `CSVSample`; pass 1 reports it.
                guard error.kind == .tooManyFields else { return }
                throw readError(error, reader, file: file)
            }
            if !reader.fields.allSatisfy({ reader.isBlank($0) }) { rows += 1 }
        }
    }

    /// A record that cannot be read, as the error the user sees: where its quote opened, or where its
    /// first field too many starts.
    package static func readError(_ error: CSVReader.Failure, _ reader: CSVReader, file: String) -> ImportError {
        let at = SourceLocation(file: file, line: error.line, column: reader.column(of: error.offset))
        switch error.kind {
        case .unterminatedQuote:
            return ImportError(.malformed, Message("csv.unterminatedQuote"), at: at, lineText: reader.lineText(at: error.offset))
        case .tooManyFields:
            return ImportError(.limit, Message("csv.tooManyColumns", ["limit": .number(CSVReader.maxFields)]), at: at,
                               lineText: reader.lineText(at: error.offset))
        }
    }

    /// Words that label a currency in a preamble, folded: French, English, German, Spanish, Dutch, Italian.
    static let currencyLabels: Set<String> = [
        "devise", "devise du compte", "monnaie", "currency", "account currency", "ccy", "wahrung", "kontowahrung", "moneda",
        "divisa", "munt", "valuta", "rekeningvaluta",
    ]

    /// Each cell of `rows` as a header name (`CSVHeaderName.normalize`; an empty cell is an empty name):
    /// what the currency, account, balance and period looks at the preamble compare, worked out once
    /// (each of them normalised every cell, some twice: up to five times a cell).
    package static func names(_ rows: [CSVSample.Row]) -> [[CSVHeaderName.Normal]] {
        rows.map { row in row.fields.map { $0.isEmpty ? ("", nil) : CSVHeaderName.normalize($0) } }
    }

    /// A cell's `Label : value` parts (split at the first `:`, each trimmed), and the label's name
    /// (nil when there is no part). A cell without a colon is its own label, not split at all: its
    /// name is `name`, the cell's, when given (trimming spaces changes no word of a name).
    /// `omittingEmpty` as `split` takes it.
    package static func labelled(_ cell: String, name: CSVHeaderName.Normal?, omittingEmpty: Bool) -> (parts: [String], label: String?) {
        if !cell.utf8.contains(UInt8(ascii: ":")) {
            if omittingEmpty && cell.isEmpty { return ([], nil) }
            let part = cell.trimmedSpaces
            return ([part], name?.name ?? CSVHeaderName.normalize(part).name)
        }
        let parts = cell.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: omittingEmpty).map { String($0).trimmedSpaces }
        return (parts, parts.first.map { CSVHeaderName.normalize($0).name })
    }

    /// A currency stated in the preamble: `Devise : EUR`, `Currency: EUR`, `Währung;EUR`, or a bare
    /// `: EUR` cell (as some exports write it beside the account number). `names`: the cells' names (`names(_:)`).
    package static func preambleCurrency(_ rows: [CSVSample.Row], names: [[CSVHeaderName.Normal]]? = nil) -> (currency: Currency, line: Int)? {
        for (r, row) in rows.enumerated() {
            for (i, cell) in row.fields.enumerated() where !cell.isEmpty {
                let (parts, name) = labelled(cell, name: names?[r][i], omittingEmpty: false)
                let label = name ?? ""
                let value = parts.count == 2 ? parts[1] : (i + 1 < row.fields.count ? row.fields[i + 1].trimmedSpaces : "")
                guard label.isEmpty ? parts.count == 2 : currencyLabels.contains(label) else { continue }
                if value.utf8.count == 3, value.utf8.allSatisfy({ $0 &- 0x41 < 26 }), let c = Currency(code: value) { return (c, row.line) }
            }
        }
        return nil
    }

    /// An account number or IBAN stated in the preamble (`Numéro de compte : 0123`, `IBAN;FR76 ...`).
    /// `names`: the cells' names (`names(_:)`).
    package static func preambleAccount(_ rows: [CSVSample.Row], names: [[CSVHeaderName.Normal]]? = nil) -> (account: String, line: Int)? {
        for (r, row) in rows.enumerated() {
            for (i, cell) in row.fields.enumerated() where !cell.isEmpty {
                // "Label : value" in one cell, or the label in a cell and the value in the next.
                let cellName = names?[r][i]
                let (parts, labelName) = labelled(cell, name: cellName, omittingEmpty: true)
                // A cell that is only `:` has no part at all (and says nothing about an account).
                guard !parts.isEmpty, let labelName else { continue }
                let value = parts.count == 2 ? parts[1] : (i + 1 < row.fields.count ? row.fields[i + 1] : "")
                if CSVValueKind.isIBAN(cell) { return (cell, row.line) }
                if CSVColumnRoles.standard.match(normalized: (labelName, nil))?.role == .account, !value.isEmpty, value.contains(where: { $0.isNumber }) {
                    return (value, row.line)
                }
                // "Compte de dépôt n° 12345678901": an account word, then a number that is not a date or an amount.
                let words = (cellName ?? CSVHeaderName.normalize(cell)).name.split(separator: " ")
                if words.contains(where: { ["compte", "account", "konto", "rekening", "cuenta", "conto"].contains(String($0)) }),
                    let number = cell.split(separator: " ").last(where: { token in
                        token.filter(\.isNumber).count >= 3 && token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
                    })
                {
                    return (String(number), row.line)
                }
            }
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    package var trimmedSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\u{00A0}" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\u{00A0}" { s = s.dropLast() }
        return String(s)
    }
}
