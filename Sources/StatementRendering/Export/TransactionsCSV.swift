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

    /// Appends the row of one transaction: what `encode` writes for it, built as bytes.
    package static func appendRow(_ t: Transaction, category: String, categoryName: String, accountText: String,
                                  to out: inout [UInt8])
    {
        ExportBytes.append(day: t.bookingDate, to: &out)
        out.append(0x2C)
        if let v = t.valueDate { ExportBytes.append(day: v, to: &out) }
        out.append(0x2C)
        ExportBytes.append(amount: t.amount, to: &out)
        out.append(0x2C)
        field(t.currency.code, defused: false, to: &out)
        field(t.description, to: &out)
        field(t.payee ?? "", to: &out)
        field(t.memo ?? "", to: &out)
        field(t.reference ?? "", to: &out)
        field(category, to: &out)
        field(categoryName, to: &out)
        field(t.kind.rawValue, defused: false, to: &out)
        field(t.status.rawValue, defused: false, to: &out)
        field(accountText, to: &out)
        field(t.id, to: &out)
        if ExportBytes.appendPlain(location: t.location, to: &out) {
            out.append(0x2C)
        } else {
            field(t.location.description, to: &out)
        }
        if let d = t.operationDate { ExportBytes.append(day: d, to: &out) }
        out.append(0x0A)
    }

    /// `quoted(text(value))` (or `quoted(value)` when not `defused`) as bytes, then `,` (`\n` when `last`).
    @inline(__always)
    private static func field(_ value: String, defused: Bool = true, last: Bool = false, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { bytes in
            var quote = false
            for b in bytes where b == 0x2C || b == 0x22 || b == 0x0A || b == 0x0D {
                quote = true
                break
            }
            if quote { out.append(0x22) }
            // `=`, `+`, `-`, `@`, tab, carriage return: a formula to a spreadsheet.
            if defused, let first = bytes.first, first == 0x3D || first == 0x2B || first == 0x2D || first == 0x40 || first == 0x09 || first == 0x0D {
                out.append(0x27)
            }
            if quote {
                // Runs between quotes copied whole, each quote doubled.
                var start = 0
                for index in bytes.indices where bytes[index] == 0x22 {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...index]))
                    out.append(0x22)
                    start = index + 1
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
                out.append(0x22)
            } else {
                out.append(contentsOf: bytes)
            }
        }
        out.append(last ? 0x0A : 0x2C)
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
