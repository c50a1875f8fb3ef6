import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Columns with a header that no name explains, told by their values (issue 17: `created_utc`,
/// `DATE DE L'EXECUTION`, `Buchungswährung`).
extension CSVLayout {
    /// Share of a column's values (not blank) that must read as dates for it to be a date column.
    package static let dateShare = 0.8

    /// With a header: when no name gives the booking date, the first column no name explains whose
    /// values are dates (80% of them at least: summary lines may sit in the sample) is the booking
    /// date, and a second such column the value date; when no name gives the currency, a column no name
    /// explains whose every value is a currency code is the currency.
    package static func rolesByContent(_ layout: inout CSVLayout, _ rows: [CSVSample.Row]) {
        guard let header = layout.header else { return }
        func values(_ column: Int) -> [String] {
            rows.compactMap { column < $0.fields.count && !$0.fields[column].isEmpty ? $0.fields[column] : nil }
        }
        var used = Set(layout.roles.values.flatMap { $0 })
        if layout.roles[.date] == nil, layout.roles[.transactionDate] == nil {
            let dated = header.indices.filter { c in
                let v = values(c)
                return !used.contains(c) && !v.isEmpty && Double(v.filter(CSVValueKind.isDateLike).count) >= dateShare * Double(v.count)
            }
            if let first = dated.first {
                layout.roles[.date] = [first]
                used.insert(first)
                if dated.count > 1, layout.roles[.valueDate] == nil {
                    layout.roles[.valueDate] = [dated[1]]
                    used.insert(dated[1])
                }
            }
        }
        if layout.roles[.currency] == nil {
            layout.roles[.currency] = header.indices.first { c in
                let v = values(c)
                return !used.contains(c) && !v.isEmpty && v.allSatisfy(CSVValueKind.isCurrencyCode)
            }.map { [$0] }
        }
    }
}
