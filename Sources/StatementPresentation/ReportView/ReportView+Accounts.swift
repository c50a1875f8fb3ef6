import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// One line per statement: which account, which file, the period, the balances.
public struct AccountsSection: SectionContent {
    public static let name = "accounts"

    public var heading: String
    public var rows: [AccountRow]
    /// Whether any statement gives a balance (else the balance columns are left out).
    public var hasBalances: Bool
    public var emptyText: String?

    public struct AccountRow: Sendable {
        /// The account's name, else its IBAN, else its number, else the file's name.
        public var name: String
        /// What else identifies it (IBAN, number, bank, holder), joined with ` · `; may be empty.
        public var details: String
        public var hasDetails: Bool
        /// `file compte-commun.csv (CSV)`, or `CSV file` when the name is already the file's.
        public var fileText: String
        public var currencyCode: String
        public var accountPeriod: String?
        public var opening: String?
        public var closing: String?
        public var countText: String
        public var reconciliation: ReconciliationView?
    }

    package init(_ report: Report, _ x: ViewText) {
        heading = x.t("report.section.accounts")
        rows = report.statements.map { s in
            let names = AccountsSection.names(s.account, source: s.source)
            let format = ViewText.formatName(s.format, source: s.source, in: report)
            return AccountRow(
                name: CardNumberMask.masked(names.name), details: CardNumberMask.masked(names.details.joined(separator: " · ")),
                hasDetails: !names.details.isEmpty,
                fileText: names.isFileName ? x.t("report.accounts.format", ["format": .text(format)])
                    : x.t("report.accounts.file", ["file": .text(AccountsSection.fileName(s.source)), "format": .text(format)]),
                currencyCode: s.currency.isUnspecified ? "—" : s.currency.code,
                accountPeriod: s.period.map { x.days.periodLabel($0) },
                opening: s.openingBalance.map { x.money.string($0.money) }, closing: s.closingBalance.map { x.money.string($0.money) },
                countText: x.t("count.transactions", ["count": .number(s.transactionCount)]),
                reconciliation: ReconciliationView(s.reconciliation, x))
        }
        hasBalances = rows.contains { $0.opening != nil || $0.closing != nil }
        emptyText = rows.isEmpty ? x.t("report.accounts.empty") : nil
    }

    /// The name to show and the other identifiers, in that order: name, IBAN (in groups of four),
    /// number, bank, holder; the file's name (without its folder) when the source names nothing.
    package static func names(_ account: Account, source: String) -> (name: String, details: [String], isFileName: Bool) {
        var parts: [String] = []
        if let name = account.name?.nonBlank { parts.append(name) }
        if let iban = account.iban?.nonBlank { parts.append(groupedIBAN(iban)) }
        // An account number of 13 to 19 digits is a card's (bank account numbers are shorter, IBANs have letters).
        if let id = account.id?.nonBlank, !parts.contains(where: { compact($0) == compact(id) }) {
            parts.append(CardNumberMask.masked(id, luhn: false))
        }
        let name = parts.first ?? fileName(source)
        var details = Array(parts.dropFirst())
        for extra in [account.institution, account.holder].compactMap({ $0?.nonBlank }) where !details.contains(extra) && extra != name {
            details.append(extra)
        }
        return (name, details, parts.isEmpty)
    }

    /// `FR76 3000 6000 0112 3456 7890 189`, as IBANs are written for people.
    package static func groupedIBAN(_ iban: String) -> String {
        let letters = Array(compact(iban))
        return stride(from: 0, to: letters.count, by: 4).map { String(letters[$0..<min($0 + 4, letters.count)]) }
            .joined(separator: " ")
    }

    private static func compact(_ text: String) -> String { text.filter { $0 != " " }.uppercased() }

    /// The last component of a path.
    package static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

extension String {
    /// Nil when empty or only spaces.
    package var nonBlank: String? { allSatisfy { $0 == " " || $0 == "\t" } ? nil : self }
}
