import StatementAnalysis
import StatementLocalization

extension StatementRegion {
    /// What a report's statements say about its region: their currencies and their IBANs' countries.
    public init(_ report: Report) {
        self.init(currencies: report.statements.map(\.currency.code), ibans: report.statements.compactMap(\.account.iban))
    }
}
