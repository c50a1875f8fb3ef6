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
/// minor-unit digits), dates `YYYY-MM-DD`; `category` is the key (`groceries`) or the user's own
/// name, `category_name` its name in the chosen language. Text that a spreadsheet would run as a
/// formula (a description beginning with `=`, `+`, `-`, `@`, a tab or a carriage return) is written
/// with a leading `'`, as OWASP advises: statement text comes from strangers.
public enum TransactionsCSV {
    public static let columns = [
        "date", "value_date", "amount", "currency", "description", "payee", "memo", "reference", "category",
        "category_name", "kind", "status", "account", "id", "source",
    ]

    public static func encode(_ items: [ExportedTransaction], catalog: CategoryCatalog = .standard, language: Language) -> String {
        var out = columns.joined(separator: ",") + "\n"
        for item in items {
            let t = item.transaction
            let fields: [String] = [
                t.bookingDate.description, t.valueDate?.description ?? "", TransactionsJSON.text(t.amount), t.currency.code,
                text(t.description), text(t.payee), text(t.memo), text(t.reference), text(item.category),
                text(catalog.name(of: item.category, in: language)), t.kind.rawValue, t.status.rawValue, text(item.accountText),
                text(t.id), text(t.location.description),
            ]
            out += fields.map(quoted).joined(separator: ",") + "\n"
        }
        return out
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
