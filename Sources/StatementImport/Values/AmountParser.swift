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
        if let plain = plain(bytes) { return plain }
        var scanner = AmountScanner(bytes: bytes, decimalMark: decimalMark)
        return try scanner.run()
    }

    /// `-1234.56`, `42`, `0,5`, `-1,558.66`: ASCII digits after an optional `-`, with at most one decimal
    /// mark that this parser's mark, or a fraction of other than three digits, settles, or with groups of
    /// three before a decimal mark of the other kind. Read without the scanner, whose arrays of groups
    /// and separators cost thousands of instructions an amount (most of a QIF file's reading); the
    /// scanner reads everything else and gives the same result for these
    /// (`AmountParserTests.thePlainPathReadsAsTheScanner`).
    @inline(__always)
    func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> ParsedAmount? {
        let n = bytes.count
        // At most 35 digits: the units below cannot overflow (the limits are checked after).
        guard n > 0, n <= 36 else { return nil }
        let negative = bytes[0] == 0x2D
        var i = negative ? 1 : 0
        var units: Int128 = 0
        // Runs of digits and the marks between them: the first run, the last, the first and last marks.
        var runStart = i
        var marks = 0
        var firstMark: UInt8 = 0
        var lastMark: UInt8 = 0
        var firstRun = 0
        var lastRun = 0
        while true {
            while i < n, bytes[i] &- 0x30 < 10 {
                units = units * 10 + Int128(bytes[i] &- 0x30)
                i += 1
            }
            let run = i - runStart
            guard run > 0 else { return nil }
            if marks == 0 { firstRun = run }
            lastRun = run
            if i == n { break }
            let b = bytes[i]
            guard b == 0x2E || b == 0x2C else { return nil }
            if marks > 0 {
                // The mark before this one separated groups: one kind of them, groups of three.
                guard run == 3, lastMark == firstMark else { return nil }
            } else {
                firstMark = b
            }
            lastMark = b
            marks += 1
            i += 1
            runStart = i
        }
        if marks == 0 {
            guard firstRun <= AmountParser.maxIntegerDigits else { return nil }
            let amount = Amount(units: units, scale: 0)
            return ParsedAmount(amount: negative ? amount.negated : amount)
        }
        let fractionDigits = lastRun
        guard fractionDigits <= AmountParser.maxFractionDigits else { return nil }
        // The file's mark, when it says one, is the decimal mark.
        let hinted: UInt8? = decimalMark == .point ? 0x2E : decimalMark == .comma ? 0x2C : nil
        if let hinted, hinted != lastMark { return nil }
        var groupingMark: Character? = nil
        let integerDigits: Int
        if marks == 1 {
            // Without a mark from the file, three digits after the only mark may be a group.
            if hinted == nil, fractionDigits == 3 { return nil }
            integerDigits = firstRun
        } else {
            // `1,234,567.89`: the grouping separators all of the first mark's kind (checked above), the
            // decimal mark of the other.
            guard lastMark != firstMark, firstRun <= 3 else { return nil }
            integerDigits = firstRun + 3 * (marks - 1)
            groupingMark = Character(Unicode.Scalar(firstMark))
        }
        guard integerDigits <= AmountParser.maxIntegerDigits else { return nil }
        let amount = Amount(units: units, scale: fractionDigits)
        return ParsedAmount(amount: negative ? amount.negated : amount, decimalMark: Character(Unicode.Scalar(lastMark)),
                            groupingMark: groupingMark)
    }
}
