import StatementModel
import StatementResources

/// A sentence for a person, kept as a catalogue key plus named arguments so that it can be
/// written in the reader's language (`Resources/messages/<lang>/*.json`).
public struct Message: Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var arguments: [String: MessageArgument]

    public init(_ key: String, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The English text, for logs and `description`.
    public var description: String { Catalogue.english.render(self) }
}

/// A value placed into a message.
public indirect enum MessageArgument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Text shown as is (a file name, a value from the file).
    case text(String)
    /// A count: chooses the plural form when named `count`; written with the locale's grouping (`1 234`).
    case number(Int)
    /// Another message, written in the same language.
    case message(Message)
    /// An amount, written as the report writes money (`-12,50 €`, `-€12.50`).
    case money(Money)
    /// A calendar day, written in full (`1er novembre 2026`, `November 1, 2026`).
    case day(CalendarDay)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .number(value) }
}
