import StatementResources

/// The account a statement belongs to, as far as the source tells.
public struct Account: Hashable, Sendable, Codable {
    /// The account number or identifier the bank uses (OFX ACCTID, camt Othr/Id, a CSV column).
    public var id: String?
    /// The IBAN, when the source gives one.
    public var iban: String?
    /// A name for people: "Compte joint", "Visa Premier".
    public var name: String?
    /// Who holds the account.
    public var holder: String?
    /// The bank or institution (OFX BANKID/ORG, camt Svcr BIC).
    public var institution: String?
    /// What kind of account this is.
    public var type: AccountType?

    public init(
        id: String? = nil, iban: String? = nil, name: String? = nil, holder: String? = nil,
        institution: String? = nil, type: AccountType? = nil
    ) {
        self.id = id
        self.iban = iban
        self.name = name
        self.holder = holder
        self.institution = institution
        self.type = type
    }

    /// The best short label: the name, else the IBAN, else the id, else nil.
    public var label: String? { name ?? iban ?? id }
}

public enum AccountType: String, Hashable, Sendable, Codable, CaseIterable {
    case checking, savings, creditCard = "credit-card", moneyMarket = "money-market", creditLine = "credit-line"
    case investment, loan, other
}
