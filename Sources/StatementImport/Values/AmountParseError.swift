import StatementLocalization

/// Why a text is not an amount.
public struct AmountParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: String, Sendable, Hashable {
        case empty, noDigits, unexpectedCharacter, twoDecimalMarks, badGrouping, ambiguousSeparator
        case multipleSigns, unbalancedParenthesis, tooManyDigits, misplacedSign
    }

    public var reason: Reason
    /// The text that was read.
    public var text: String
    /// 0-based position, in characters, of the offending spot in `text`.
    public var position: Int

    /// `amount.<reason>` with the text: ready for a `file:line:column` diagnostic.
    public var message: Message {
        Message("amount." + reason.rawValue, ["text": .text(text)])
    }

    public var description: String { message.description }
}
