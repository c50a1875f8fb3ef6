import StatementModel

/// Reads an amount as banks write it, strictly: every character is accounted for, or the text is rejected
/// with a reason.
///
/// Accepted: a leading or trailing minus (`-`, U+2212), `+`, parentheses for negatives, `CR`/`DR`
/// suffixes; a decimal comma or point; grouping by space, U+00A0, U+202F, U+2009, `'`, `’`, `.` or `,`
/// (groups of three); a currency symbol or ISO code before or after the number (`€`, `$`, `EUR`, the
/// Jordanian `د.ا.`), with the invisible direction marks (U+200E, U+200F, U+061C) right-to-left text puts
/// around it. Rejected: `12,3,4`,
/// `1.234.5`, two decimal marks, letters inside, more than one sign, more than 15 integer or 15 fraction
/// digits. `Decimal(string:)` is not used: it stops silently at a space (`"1 234,56"` gives 1).
public struct AmountParser: Sendable {
    /// Which character separates the fraction.
    public enum DecimalMark: Sendable, Hashable {
        case point, comma
        /// Decide from the text; a lone `.` or `,` followed by exactly three digits is ambiguous.
        case auto
    }

    public var decimalMark: DecimalMark

    public init(decimalMark: DecimalMark = .auto) {
        self.decimalMark = decimalMark
    }

    public static let maxIntegerDigits = Amount.maxIntegerDigits
    public static let maxFractionDigits = Amount.maxFractionDigits

    public func parse(_ text: some StringProtocol) throws(AmountParseError) -> ParsedAmount {
        var copy = String(text)
        let result: Result<ParsedAmount, AmountParseError> = copy.withUTF8 { buffer in
            do throws(AmountParseError) { return .success(try parse(bytes: buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Parses UTF-8 bytes (a field of a file being read).
    public func parse(bytes: UnsafeBufferPointer<UInt8>) throws(AmountParseError) -> ParsedAmount {
        var scanner = AmountScanner(bytes: bytes, decimalMark: decimalMark)
        return try scanner.run()
    }
}
