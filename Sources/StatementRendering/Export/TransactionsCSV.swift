import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// Categorized transactions as CSV, for spreadsheets and scripts: a header row, one row per
/// transaction, RFC 4180 quoting (a field holding a comma, a quote or a line break is quoted, quotes
/// doubled), `\n` line ends, UTF-8 without a byte-order mark.
///
/// Amounts are exact decimal text with a point (`-1234.50`: every digit, at least the currency's
/// minor-unit digits), dates `YYYY-MM-DD` (`operation_date`, last so that scripts reading columns by
/// position keep theirs, is the day the card was used when the bank tells it apart from `date`); `category` is the key (`groceries`) or the user's own
/// name, `category_name` its name in the chosen language. Text that a spreadsheet would run as a
/// formula (a description beginning with `=`, `+`, `-`, `@`, a tab or a carriage return) is written
/// with a leading `'`, as OWASP advises: statement text comes from strangers.
public enum TransactionsCSV {
    public static let columns = [
        "date", "value_date", "amount", "currency", "description", "payee", "memo", "reference", "category",
        "category_name", "kind", "status", "account", "id", "source", "operation_date",
    ]

    public static func encode(_ items: [ExportedTransaction], catalog: CategoryCatalog = .standard, language: Language) -> String {
        var out = columns.joined(separator: ",") + "\n"
        for item in items {
            let t = item.transaction
            let fields: [String] = [
                t.bookingDate.description, t.valueDate?.description ?? "", TransactionsJSON.text(t.amount), t.currency.code,
                text(t.description), text(t.payee), text(t.memo), text(t.reference), text(item.category),
                text(catalog.name(of: item.category, in: language)), t.kind.rawValue, t.status.rawValue, text(item.accountText),
                text(t.id), text(t.location.description), t.operationDate?.description ?? "",
            ]
            out += fields.map(quoted).joined(separator: ",") + "\n"
        }
        return out
    }

    /// Appends the row of one transaction: what `encode` writes for it, built as bytes. Room for its
    /// longest possible text is reserved once and the row written into it through a `ByteCursor`.
    package static func appendRow(_ t: Transaction, category: String, categoryName: String, accountText: String,
                                  to out: inout [UInt8])
    {
        var file = LocationFile()
        appendRow(t, category: category, categoryName: categoryName, accountText: accountText, file: &file, to: &out)
    }

    /// `appendRow(_:category:categoryName:accountText:to:)`, `file` keeping the last location's file name.
    package static func appendRow(_ t: Transaction, category: String, categoryName: String, accountText: String,
                                  file: inout LocationFile, to out: inout [UInt8])
    {
        file.update(t.location.file) { name, bytes in
            return TextBytes.read(name) { b in
                if let first = b.first, isFormulaStart(first) { return false }
                if needsQuotes(b) { return false }
                bytes.append(contentsOf: b)
                return true
            }
        }
        ExportBytes.append(atMost: rowBound(t, category: category, categoryName: categoryName, accountText: accountText), to: &out) { row in
            write(t, category: category, categoryName: categoryName, accountText: accountText, file: file, to: &row)
        }
    }

    /// The most a row takes: each text twice its bytes (every byte a doubled quote) and 3 bytes of
    /// quotes and defusing, the location's text twice (its file name, `:line:column` of at most 42
    /// bytes), and under 256 bytes of commas, days and the amount.
    @inline(__always)
    private static func rowBound(_ t: Transaction, category: String, categoryName: String, accountText: String) -> Int {
        var n = t.currency.code.utf8.count + t.description.utf8.count + category.utf8.count + categoryName.utf8.count
        n += t.kind.rawValue.utf8.count + t.status.rawValue.utf8.count + accountText.utf8.count + t.id.utf8.count
        n += t.location.file.utf8.count + 42
        if let v = t.payee { n += v.utf8.count }
        if let v = t.memo { n += v.utf8.count }
        if let v = t.reference { n += v.utf8.count }
        return 256 + 2 * n + 3 * 13 + max(0, t.amount.amount.scale, t.amount.currency.minorUnits)
    }

    private static func write(_ t: Transaction, category: String, categoryName: String, accountText: String, file: LocationFile,
                              to row: inout ByteCursor)
    {
        row.put(day: t.bookingDate)
        row.put(0x2C)
        if let v = t.valueDate { row.put(day: v) }
        row.put(0x2C)
        row.put(amount: t.amount)
        row.put(0x2C)
        field(t.currency.code, defused: false, to: &row)
        field(t.description, to: &row)
        // Not `t.payee ?? ""`: that makes a copy of the payee, which the reading thread's memo shares
        // (a retain and a release, atomic, on memory both threads write).
        field(t.payee, to: &row)
        field(t.memo, to: &row)
        field(t.reference, to: &row)
        field(category, to: &row)
        field(categoryName, to: &row)
        field(t.kind.rawValue, defused: false, to: &row)
        field(t.status.rawValue, defused: false, to: &row)
        field(accountText, to: &row)
        field(t.id, to: &row)
        if file.plain {
            plainLocation(t.location, file: file, to: &row)
        } else {
            field(t.location.description, to: &row)
        }
        if let d = t.operationDate { row.put(day: d) }
        row.put(0x0A)
    }

    /// `quoted(text(value))` (or `quoted(value)` when not `defused`) as bytes, then `,`.
    @inline(__always)
    private static func field(_ value: String, defused: Bool = true, to row: inout ByteCursor) {
        TextBytes.read(value) { bytes in
            let quote = needsQuotes(bytes)
            if quote { row.put(0x22) }
            // `=`, `+`, `-`, `@`, tab, carriage return: a formula to a spreadsheet.
            if defused, let first = bytes.first, isFormulaStart(first) { row.put(0x27) }
            if quote {
                var at = row.end
                for b in bytes {
                    at.initialize(to: b)
                    at += 1
                    if b == 0x22 {
                        at.initialize(to: 0x22)
                        at += 1
                    }
                }
                row.advance(at - row.end)
                row.put(0x22)
            } else {
                row.put(bytes)
            }
        }
        row.put(0x2C)
    }

    /// `field(value ?? "")`: an absent text is an empty field.
    @inline(__always)
    private static func field(_ value: String?, to row: inout ByteCursor) {
        if let value {
            field(value, to: &row)
        } else {
            row.put(0x2C)
        }
    }

    /// RFC 4180: a field holding `,` `"` LF or CR is quoted. Eight bytes at a time (`ByteWord`: a word
    /// none of whose bytes is flagged holds none of the four).
    @inline(__always)
    private static func needsQuotes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var i = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= n {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if ByteWord.matches(w, 0x2C) | ByteWord.matches(w, 0x22) | ByteWord.matches(w, 0x0A) | ByteWord.matches(w, 0x0D) != 0 {
                    return true
                }
                i += 8
            }
        }
        while i < n {
            let b = bytes[i]
            if b <= 0x2C, b == 0x2C || b == 0x22 || b == 0x0A || b == 0x0D { return true }
            i += 1
        }
        return false
    }

    @inline(__always)
    private static func isFormulaStart(_ b: UInt8) -> Bool {
        b == 0x3D || b == 0x2B || b == 0x2D || b == 0x40 || b == 0x09 || b == 0x0D
    }

    /// `SourceLocation.description` (`file:line:column`, `file:line` or `file`) then `,`, as `field`
    /// writes it when the file's name needs no quoting or defusing (`file.plain`).
    @inline(__always)
    private static func plainLocation(_ location: SourceLocation, file: LocationFile, to row: inout ByteCursor) {
        file.bytes.withUnsafeBufferPointer { row.put($0) }
        row.put(lineAndColumnOf: location)
        row.put(0x2C)
    }

    /// Statement text, defused for spreadsheets.
    package static func text(_ value: String?) -> String {
        guard let value, let first = value.unicodeScalars.first else { return "" }
        return "=+-@\t\r".unicodeScalars.contains(first) ? "'" + value : value
    }

    /// RFC 4180: quoted when it holds a separator, a quote or a line break.
    package static func quoted(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        var out = "\""
        for c in field.unicodeScalars {
            if c == "\"" { out += "\"" }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }
}
