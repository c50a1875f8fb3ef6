import StatementModel

/// One reading of an amount's bytes, left to right: prefix, number, suffix (`AmountParser`).
struct AmountScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let decimalMark: AmountParser.DecimalMark
    var i = 0
    var end: Int

    var negative = false
    var signMarkers = 0
    var openParen = false
    var currencyText: String?
    var currencyCode: String?

    init(bytes: UnsafeBufferPointer<UInt8>, decimalMark: AmountParser.DecimalMark) {
        self.bytes = bytes
        self.decimalMark = decimalMark
        self.end = bytes.count
    }

    func fail(_ reason: AmountParseError.Reason, at offset: Int) -> AmountParseError {
        let text = String(decoding: bytes, as: UTF8.self)
        let position = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<min(max(offset, 0), bytes.count)]), as: UTF8.self).count
        return AmountParseError(reason: reason, text: text, position: position)
    }

    /// Length of a space-like character at `j` (ASCII space or tab, U+00A0, U+2009, U+202F, U+2007), or of
    /// an invisible direction mark (U+200E, U+200F, U+061C: written around right-to-left currency signs), else 0.
    func spaceLength(at j: Int) -> Int {
        guard j < end else { return 0 }
        let b = bytes[j]
        if b == 0x20 || b == 0x09 { return 1 }
        if b == 0xC2, j + 1 < end, bytes[j + 1] == 0xA0 { return 2 }
        if b == 0xD8, j + 1 < end, bytes[j + 1] == 0x9C { return 2 }
        if b == 0xE2, j + 2 < end, bytes[j + 1] == 0x80,
            bytes[j + 2] == 0xAF || bytes[j + 2] == 0x89 || bytes[j + 2] == 0x87 || bytes[j + 2] == 0x8E || bytes[j + 2] == 0x8F
        {
            return 3
        }
        return 0
    }

    /// Length of an apostrophe used for grouping (`'` or U+2019) at `j`, else 0.
    func apostropheLength(at j: Int) -> Int {
        guard j < end else { return 0 }
        if bytes[j] == 0x27 { return 1 }
        if bytes[j] == 0xE2, j + 2 < end, bytes[j + 1] == 0x80, bytes[j + 2] == 0x99 { return 3 }
        return 0
    }

    func isDigit(_ j: Int) -> Bool { j < end && bytes[j] >= 0x30 && bytes[j] <= 0x39 }

    mutating func skipSpaces() {
        while true {
            let n = spaceLength(at: i)
            if n == 0 { return }
            i += n
        }
    }

    /// A minus sign at `i`: `-` or U+2212. Returns its length.
    func minusLength(at j: Int) -> Int {
        guard j < end else { return 0 }
        if bytes[j] == 0x2D { return 1 }
        if bytes[j] == 0xE2, j + 2 < end, bytes[j + 1] == 0x88, bytes[j + 2] == 0x92 { return 3 }
        return 0
    }

    static let symbols: [(bytes: [UInt8], code: String?)] = [
        (Array("US$".utf8), "USD"), (Array("R$".utf8), "BRL"), (Array("C$".utf8), "CAD"), (Array("A$".utf8), "AUD"),
        (Array("€".utf8), "EUR"), (Array("£".utf8), "GBP"), (Array("¥".utf8), "JPY"), (Array("₹".utf8), "INR"),
        (Array("₽".utf8), "RUB"), (Array("₺".utf8), "TRY"), (Array("₩".utf8), "KRW"), (Array("₪".utf8), "ILS"),
        (Array("₫".utf8), "VND"), (Array("₴".utf8), "UAH"), (Array("₦".utf8), "NGN"), (Array("₱".utf8), "PHP"),
        (Array("zł".utf8), "PLN"), (Array("Kč".utf8), "CZK"), (Array("$".utf8), nil), (Array("kr".utf8), nil),
        (Array("Fr.".utf8), "CHF"), (Array("د.ا.".utf8), "JOD"), (Array("د.إ.".utf8), "AED"),
    ]

    /// A currency symbol or a three-letter upper-case code at `i`; consumes it and records it.
    mutating func currency() throws(AmountParseError) -> Bool {
        for (symbol, code) in AmountScanner.symbols where i + symbol.count <= end {
            if zip(symbol, bytes[i..<(i + symbol.count)]).allSatisfy({ $0 == $1 }) {
                // "kr" and "zł" are words: they must not run into further letters.
                if i + symbol.count < end, AmountScanner.isLetter(bytes[i + symbol.count]), symbol.last! >= 0x61 { continue }
                try record(String(decoding: symbol, as: UTF8.self), code: code)
                i += symbol.count
                return true
            }
        }
        if i + 3 <= end, (0..<3).allSatisfy({ bytes[i + $0] >= 0x41 && bytes[i + $0] <= 0x5A }),
            i + 3 == end || !AmountScanner.isLetter(bytes[i + 3])
        {
            let code = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + 3)]), as: UTF8.self)
            try record(code, code: code)
            i += 3
            return true
        }
        return false
    }

    mutating func record(_ text: String, code: String?) throws(AmountParseError) {
        if currencyText != nil { throw fail(.unexpectedCharacter, at: i) }
        currencyText = text
        currencyCode = code
    }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b >= 0x80 }

    mutating func sign(negative isNegative: Bool, at offset: Int) throws(AmountParseError) {
        signMarkers += 1
        if signMarkers > 1 { throw fail(.multipleSigns, at: offset) }
        negative = isNegative
    }

    mutating func run() throws(AmountParseError) -> ParsedAmount {
        // Trim surrounding spaces.
        skipSpaces()
        while end > i {
            var k = end - 1
            while k > i, bytes[k] & 0xC0 == 0x80 { k -= 1 }  // start of the last character
            if spaceLength(at: k) == end - k { end = k } else { break }
        }
        if i == end { throw fail(.empty, at: 0) }

        // Prefix: signs, parenthesis, currency, spaces, in any order.
        prefix: while i < end {
            let m = minusLength(at: i)
            if m > 0 {
                try sign(negative: true, at: i)
                i += m
            } else if bytes[i] == 0x2B {
                try sign(negative: false, at: i)
                i += 1
            } else if bytes[i] == 0x28 {
                if openParen { throw fail(.unbalancedParenthesis, at: i) }
                try sign(negative: true, at: i)
                openParen = true
                i += 1
            } else if spaceLength(at: i) > 0 {
                skipSpaces()
            } else if isDigit(i) || ((bytes[i] == 0x2E || bytes[i] == 0x2C) && isDigit(i + 1)) {
                break prefix
            } else if try !currency() {
                throw fail(.unexpectedCharacter, at: i)
            }
        }
        if i == end { throw fail(.noDigits, at: i) }

        let number = try core()

        // Suffix: spaces, currency, trailing minus, closing parenthesis, CR/DR.
        var closed = !openParen
        while i < end {
            if spaceLength(at: i) > 0 {
                skipSpaces()
            } else if bytes[i] == 0x29 {
                if closed { throw fail(.unbalancedParenthesis, at: i) }
                closed = true
                i += 1
            } else if minusLength(at: i) > 0 {
                try sign(negative: true, at: i)
                i += minusLength(at: i)
            } else if bytes[i] == 0x2B {
                try sign(negative: false, at: i)
                i += 1
            } else if i + 2 <= end, (bytes[i] | 0x20) == 0x63 || (bytes[i] | 0x20) == 0x64, (bytes[i + 1] | 0x20) == 0x72,
                i + 2 == end || !AmountScanner.isLetter(bytes[i + 2])
            {
                try sign(negative: (bytes[i] | 0x20) == 0x64, at: i)  // DR: debit
                i += 2
                if i < end, bytes[i] == 0x2E { i += 1 }  // "Cr."
            } else if try !currency() {
                throw fail(.unexpectedCharacter, at: i)
            }
        }
        if !closed { throw fail(.unbalancedParenthesis, at: end) }

        let amount = negative ? number.amount.negated : number.amount
        return ParsedAmount(
            amount: amount, currencyCode: currencyCode, currencyText: currencyText,
            decimalMark: number.decimal.map { Character(Unicode.Scalar($0)) },
            groupingMark: number.grouping.map { $0 == 0x20 ? " " : Character(Unicode.Scalar($0)) })
    }

    /// A run of digits: where it starts and how many.
    typealias Group = (start: Int, count: Int)
    /// A separator between two groups: its kind (`.`, `,`, ` ` for any space, `'`) and where it is.
    typealias Separator = (kind: UInt8, offset: Int)

    /// The digits and separators of the number itself.
    mutating func core() throws(AmountParseError) -> (amount: Amount, decimal: UInt8?, grouping: UInt8?) {
        var groups: [Group] = []
        var separators: [Separator] = []
        try readGroups(&groups, &separators)
        let decimalIndex = try self.decimalIndex(groups, separators)

        // Grouping: one kind only, first group 1-3 digits, the others exactly 3.
        let integerSeparators = decimalIndex.map { Array(separators[..<$0]) } ?? separators
        let integerGroups = Array(groups[0...(integerSeparators.count)])
        let grouping = try self.grouping(integerGroups, integerSeparators)

        let decimal = decimalIndex.map { separators[$0].kind }
        let (units, scale) = try digits(integerGroups, fraction: decimalIndex.map { groups[$0 + 1] })
        if integerGroups.allSatisfy({ $0.count == 0 }) && decimal == nil { throw fail(.noDigits, at: i) }
        return (Amount(units: units, scale: scale), decimal, grouping)
    }

    /// Reads the number's digit groups and the separators met between them, up to what follows the
    /// number.
    @inline(__always)
    mutating func readGroups(_ groups: inout [Group], _ separators: inout [Separator]) throws(AmountParseError) {
        var groupStart = i
        while i < end {
            if isDigit(i) {
                i += 1
                continue
            }
            var kind: UInt8 = 0
            var length = 0
            if bytes[i] == 0x2E || bytes[i] == 0x2C {
                kind = bytes[i]
                length = 1
            } else if case let n = spaceLength(at: i), n > 0 {
                kind = 0x20
                length = n
            } else if case let n = apostropheLength(at: i), n > 0 {
                kind = 0x27
                length = n
            }
            // A separator counts only between digits (a space before "EUR" ends the number).
            guard length > 0, isDigit(i + length) else { break }
            groups.append((groupStart, i - groupStart))
            separators.append((kind, i))
            i += length
            groupStart = i
        }
        groups.append((groupStart, i - groupStart))
        if i < end, bytes[i] == 0x2E || bytes[i] == 0x2C {
            // "12." or "12,": a mark with no digits after it, or a second one ("1.234.5." ...).
            throw fail(separators.contains(where: { $0.kind == bytes[i] }) ? .twoDecimalMarks : .unexpectedCharacter, at: i)
        }
    }

    /// Which separator, if any, is the decimal mark.
    @inline(__always)
    func decimalIndex(_ groups: [Group], _ separators: [Separator]) throws(AmountParseError) -> Int? {
        var decimalIndex: Int? = nil
        let marks = separators.enumerated().filter { $0.element.kind == 0x2E || $0.element.kind == 0x2C }
        guard let last = marks.last else { return nil }
        let kinds = Set(marks.map(\.element.kind))
        let hinted: UInt8? = decimalMark == .point ? 0x2E : decimalMark == .comma ? 0x2C : nil
        if kinds.count == 2 {
            // Both marks: the last one separates the fraction; it must appear once, and last.
            if marks.filter({ $0.element.kind == last.element.kind }).count > 1 {
                throw fail(.twoDecimalMarks, at: last.element.offset)
            }
            if let hinted, hinted != last.element.kind { throw fail(.badGrouping, at: last.element.offset) }
            decimalIndex = last.offset
        } else if marks.count > 1 {
            // One kind, several times: grouping, unless the file says it is the decimal mark.
            if hinted == last.element.kind { throw fail(.twoDecimalMarks, at: last.element.offset) }
        } else {
            let digitsAfter = groups[last.offset + 1].count
            let leading = groups[0]
            if let hinted {
                if hinted == last.element.kind { decimalIndex = last.offset }
            } else if digitsAfter != 3 {
                decimalIndex = last.offset
            } else if separators.count > 1 || leading.count == 0 || (leading.count == 1 && bytes[leading.start] == 0x30)
                || leading.count > 3
            {
                // "1 234,567" (other grouping present), "0,125", "1234,567": only a decimal mark fits.
                decimalIndex = last.offset
            } else {
                throw fail(.ambiguousSeparator, at: last.element.offset)
            }
        }
        if let d = decimalIndex, d != separators.count - 1 {
            // Something follows the fraction's digits (a grouping separator inside the fraction).
            throw fail(.badGrouping, at: separators[d + 1].offset)
        }
        return decimalIndex
    }

    /// The grouping separator of the integer part, if any, once checked: one kind only, first group
    /// 1-3 digits, the others exactly 3.
    @inline(__always)
    func grouping(_ integerGroups: [Group], _ integerSeparators: [Separator]) throws(AmountParseError) -> UInt8? {
        var grouping: UInt8? = nil
        for s in integerSeparators {
            if let g = grouping, g != s.kind { throw fail(.badGrouping, at: s.offset) }
            grouping = s.kind
        }
        if grouping != nil {
            if integerGroups[0].count < 1 || integerGroups[0].count > 3 { throw fail(.badGrouping, at: integerSeparators[0].offset) }
            for (k, g) in integerGroups.enumerated().dropFirst() where g.count != 3 {
                throw fail(.badGrouping, at: integerSeparators[k - 1].offset)
            }
        }
        return grouping
    }

    /// The integer groups' and the fraction's digits as units, and the scale (the fraction's digits,
    /// trailing zeros beyond what an amount holds left out).
    @inline(__always)
    func digits(_ integerGroups: [Group], fraction: Group?) throws(AmountParseError) -> (units: Int128, scale: Int) {
        var units: Int128 = 0
        var integerDigits = 0
        for g in integerGroups {
            for j in g.start..<(g.start + g.count) {
                units = units * 10 + Int128(bytes[j] - 0x30)
                if units != 0 { integerDigits += 1 }
                if integerDigits > AmountParser.maxIntegerDigits { throw fail(.tooManyDigits, at: j) }
            }
        }
        guard let fraction else { return (units, 0) }
        var count = fraction.count
        while count > 0, bytes[fraction.start + count - 1] == 0x30, count > AmountParser.maxFractionDigits { count -= 1 }
        if count > AmountParser.maxFractionDigits { throw fail(.tooManyDigits, at: fraction.start + AmountParser.maxFractionDigits) }
        for j in fraction.start..<(fraction.start + count) {
            units = units * 10 + Int128(bytes[j] - 0x30)
        }
        return (units, count)
    }
}
