import StatementModel

/// An amount read from text, with what the text said about it.
public struct ParsedAmount: Sendable, Hashable {
    public var amount: Amount
    /// The ISO code named or implied by a symbol (`€` → EUR, `£` → GBP, `R$` → BRL), when there was one.
    public var currencyCode: String?
    /// The currency symbol or code as written (`€`, `$`, `EUR`).
    public var currencyText: String?
    /// The character used as decimal mark, when there was a fraction (`.` or `,`).
    public var decimalMark: Character?
    /// The character used for grouping, when there was grouping.
    public var groupingMark: Character?

    public init(amount: Amount, currencyCode: String? = nil, currencyText: String? = nil, decimalMark: Character? = nil,
                groupingMark: Character? = nil)
    {
        self.amount = amount
        self.currencyCode = currencyCode
        self.currencyText = currencyText
        self.decimalMark = decimalMark
        self.groupingMark = groupingMark
    }
}
