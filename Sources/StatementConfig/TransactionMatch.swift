import Foundation
import StatementImport
import StatementLocalization
import StatementModel

/// How a text field of a transaction is compared with what the configuration says.
///
/// - a plain value or `{contains: text}`: the folded field contains the folded text, where folding
///   ignores case, accents, punctuation and spacing (`netflix.com` matches `PRLV NETFLIX COM`);
/// - `{exact: text}`: the whole folded field equals the folded text;
/// - `{regex: pattern}`: an ICU regular expression (`NSRegularExpression`) found anywhere in the
///   field as written (not folded); add `(?i)` for case-insensitive matching.
public struct TextPattern: Sendable, Decodable, CustomStringConvertible {
    public enum Kind: String, Sendable { case contains, exact, regex }

    public let kind: Kind
    /// The text or expression as written in the configuration.
    public let text: String
    package let folded: [UInt8]
    package let regex: RegexBox?

    public init(_ kind: Kind, _ text: String) throws {
        self.kind = kind
        self.text = text
        self.folded = TextFolding.fold(text)
        self.regex = kind == .regex ? RegexBox(try NSRegularExpression(pattern: text)) : nil
    }

    public init(from decoder: any Decoder) throws {
        let kind: Kind
        let text: String
        var path = decoder.codingPath
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            kind = .contains
            text = plain
        } else {
            let mapping = try StrictMapping(decoder, section: "pattern", known: Kind.allNames)
            let given = Kind.allNames.filter { mapping.has($0) }
            guard given.count == 1, let only = given.first, let k = Kind(rawValue: only) else {
                throw ConfigIssue(Message("config.patternKind"), path: decoder.codingPath)
            }
            kind = k
            text = try mapping.decode(only, as: String.self)
            path = mapping.path(only)
        }
        guard !text.isEmpty else { throw ConfigIssue(Message("config.emptyText"), path: path) }
        do {
            try self.init(kind, text)
        } catch {
            throw ConfigIssue(Message("config.badRegex", ["text": .text(text)]), path: path)
        }
        if kind != .regex, folded.isEmpty {
            throw ConfigIssue(Message("config.patternNoLetters", ["text": .text(text)]), path: path)
        }
    }

    /// Whether the field (as written, and folded) matches.
    package func matches(raw: String, folded field: [UInt8]) -> Bool {
        switch kind {
        case .contains: return TextFolding.contains(field, folded)
        case .exact: return field == folded
        case .regex:
            let range = NSRange(raw.startIndex..<raw.endIndex, in: raw)
            return regex!.value.firstMatch(in: raw, range: range) != nil
        }
    }

    public var description: String {
        switch kind {
        case .contains: return text
        case .exact, .regex: return "\(kind.rawValue): \(text)"
        }
    }
}

extension TextPattern.Kind {
    package static let allNames = ["contains", "exact", "regex"]
}

/// A compiled regular expression (immutable once built, so safe to share).
package final class RegexBox: @unchecked Sendable {
    package let value: NSRegularExpression
    package init(_ value: NSRegularExpression) { self.value = value }
}

/// An inclusive range of signed amounts: `amount: {min: -100, max: -10}`, or one amount
/// (`amount: -13.49`). Money out is negative.
public struct AmountRange: Sendable, Decodable, Hashable {
    public var min: Amount?
    public var max: Amount?

    public init(min: Amount? = nil, max: Amount? = nil) {
        self.min = min
        self.max = max
    }

    public init(from decoder: any Decoder) throws {
        if (try? decoder.singleValueContainer().decode(String.self)) != nil {
            let one = try ConfigValue.amount(decoder)
            min = one
            max = one
            return
        }
        let mapping = try StrictMapping(decoder, section: "amount", known: ["min", "max"])
        min = try mapping.decodeIfPresent("min", as: ConfigAmount.self)?.amount
        max = try mapping.decodeIfPresent("max", as: ConfigAmount.self)?.amount
        if min == nil, max == nil { throw ConfigIssue(Message("config.emptyRange"), path: decoder.codingPath) }
        if let min, let max, max < min {
            throw ConfigIssue(Message("config.reversedRange", ["min": .text(min.description), "max": .text(max.description)]),
                              path: decoder.codingPath)
        }
    }

    public func contains(_ amount: Amount) -> Bool {
        if let min, amount < min { return false }
        if let max, max < amount { return false }
        return true
    }
}

/// Money in or money out.
public enum Direction: String, Sendable, Decodable, CaseIterable {
    case moneyIn = "in", moneyOut = "out"

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Direction(rawValue: text.lowercased()) else {
            throw ConfigIssue(Message("config.badChoice", ["text": .text(text), "expected": "in, out"]), path: decoder.codingPath)
        }
        self = value
    }
}

/// What a rule looks at: every field given must match (and), each field's list of patterns is a
/// choice (or). An empty match matches every transaction.
public struct TransactionMatch: Sendable, Decodable {
    /// The bank's text for the movement.
    public var description: [TextPattern] = []
    /// The payee field, when the source gives one.
    public var payee: [TextPattern] = []
    public var memo: [TextPattern] = []
    /// Who was paid or who paid, wherever the source writes it: the payee when there is one,
    /// else the description.
    public var counterparty: [TextPattern] = []
    /// The account: its id, IBAN (with or without spaces), name, the transaction's own account
    /// column, or the name of the file it was read from.
    public var account: [TextPattern] = []
    public var amount: AmountRange?
    /// Any of these kinds (`card`, `direct-debit`, `transfer`, ...).
    public var kinds: [TransactionKind] = []
    public var direction: Direction?

    public init() {}

    package static let keys = ["description", "payee", "memo", "counterparty", "account", "amount", "kind", "direction"]

    public init(from decoder: any Decoder) throws {
        let m = try StrictMapping(decoder, section: "match", known: TransactionMatch.keys)
        description = try m.decodeIfPresent("description", as: OneOrMany<TextPattern>.self)?.items ?? []
        payee = try m.decodeIfPresent("payee", as: OneOrMany<TextPattern>.self)?.items ?? []
        memo = try m.decodeIfPresent("memo", as: OneOrMany<TextPattern>.self)?.items ?? []
        counterparty = try m.decodeIfPresent("counterparty", as: OneOrMany<TextPattern>.self)?.items ?? []
        account = try m.decodeIfPresent("account", as: OneOrMany<TextPattern>.self)?.items ?? []
        amount = try m.decodeIfPresent("amount", as: AmountRange.self)
        kinds = try m.decodeIfPresent("kind", as: OneOrMany<KindValue>.self)?.items.map(\.kind) ?? []
        direction = try m.decodeIfPresent("direction", as: Direction.self)
    }

    /// Whether nothing is asked: every transaction matches.
    public var isEmpty: Bool {
        description.isEmpty && payee.isEmpty && memo.isEmpty && counterparty.isEmpty && account.isEmpty
            && amount == nil && kinds.isEmpty && direction == nil
    }

    package struct KindValue: Decodable {
        package var kind: TransactionKind
        package init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let kind = TransactionKind(rawValue: text.lowercased()) else {
                throw ConfigIssue(Message("config.badChoice", [
                    "text": .text(text), "expected": .text(TransactionKind.allCases.map(\.rawValue).joined(separator: ", ")),
                ]), path: decoder.codingPath)
            }
            self.kind = kind
        }
    }
}
