import Synchronization

/// How ICU writes the numbers of one style (a locale, a currency, a number of fraction digits, a
/// sign style), learnt from ICU itself and then written without it: a report writes hundreds of
/// amounts, and each trip through Foundation's `FormatStyle` (style, skeleton, cache, ICU, `Decimal`
/// to text) costs tens of microseconds.
///
/// Learnt from a probe (`1234567.1234…` and its negative, and zero): the text before and after the
/// digits for each sign, the group separator and the decimal mark. Then checked against ICU on
/// numbers of every length from 1 to 12 integer digits, both signs, and zero: a style whose output
/// this cannot reproduce exactly (grouping that is not by threes, a minimum grouping, digits that
/// are not ASCII, a sign inside the digits) is not learnt, and is written by ICU as before. So the
/// text is ICU's, byte for byte.
package struct LearntNumberFormat: Sendable, Equatable {
    fileprivate let positive: Affixes
    fileprivate let negative: Affixes
    fileprivate let zero: Affixes
    fileprivate let group: String
    fileprivate let decimalMark: String
    fileprivate let fractionDigits: Int

    fileprivate struct Affixes: Sendable, Equatable {
        var prefix: String
        var suffix: String
    }

    /// ICU's text for a magnitude in units of the last fraction digit, and a sign.
    package typealias Reference = (_ magnitude: UInt128, _ negative: Bool) -> String

    /// A style as `MoneyFormat` names it (`money fr_FR EUR 2 always`) and ICU writes it.
    package struct Style {
        package let id: StyleKey
        package let fractionDigits: Int
        package let reference: Reference
        /// The name `ICUAnswers` records it under.
        package var key: String { id.text }

        package init(id: StyleKey, fractionDigits: Int, reference: @escaping Reference) {
            (self.id, self.fractionDigits, self.reference) = (id, fractionDigits, reference)
        }
    }

    /// What was learnt, as `ICUAnswers` records it: the affixes of each sign, the group separator,
    /// the decimal mark and the number of fraction digits.
    package var fields: [String] {
        [positive.prefix, positive.suffix, negative.prefix, negative.suffix, zero.prefix, zero.suffix, group, decimalMark, String(fractionDigits)]
    }

    /// A style from its `fields`.
    package init?(fields: [String]) {
        guard fields.count == 9, let digits = Int(fields[8]), (0...6).contains(digits) else { return nil }
        positive = Affixes(prefix: fields[0], suffix: fields[1])
        negative = Affixes(prefix: fields[2], suffix: fields[3])
        zero = Affixes(prefix: fields[4], suffix: fields[5])
        group = fields[6]
        decimalMark = fields[7]
        fractionDigits = digits
    }

    /// Learns the style `reference` writes, or nil when the result would not be ICU's text.
    init?(fractionDigits: Int, reference: Reference) {
        guard (0...6).contains(fractionDigits) else { return nil }
        let scale = UInt128(LearntNumberFormat.pow10(fractionDigits))
        let fraction = UInt128("123456".prefix(fractionDigits)) ?? 0
        let probe = 1_234_567 * scale + fraction
        guard let plus = LearntNumberFormat.parts(reference(probe, false), fractionDigits: fractionDigits),
            let minus = LearntNumberFormat.parts(reference(probe, true), fractionDigits: fractionDigits),
            plus.group == minus.group, plus.decimalMark == minus.decimalMark,
            let nothing = LearntNumberFormat.zeroAffixes(reference(0, false), plus: plus, fractionDigits: fractionDigits)
        else { return nil }
        positive = plus.affixes
        negative = minus.affixes
        zero = nothing
        group = plus.group
        decimalMark = plus.decimalMark
        self.fractionDigits = fractionDigits
        // Checked on every length of number, both signs: anything ICU writes otherwise, and the style is not learnt.
        let writer = LearntNumberWriter(self)
        func string(magnitude: UInt128, negative: Bool) -> String { writer.string(magnitude: magnitude, negative: negative) }
        var magnitude: UInt128 = 0
        for digit: UInt128 in [9, 8, 7, 6, 5, 4, 3, 2, 1, 9, 8, 7] {
            magnitude = magnitude * 10 + digit
            let value = magnitude * scale + (fraction == 0 ? 0 : (fraction * 7 + 3) % scale)
            for sign in [false, true] where string(magnitude: value, negative: sign) != reference(value, sign) { return nil }
        }
        for small: UInt128 in [0, 1, 5, 10] where string(magnitude: small, negative: false) != reference(small, false) { return nil }
        if scale > 1, string(magnitude: 1, negative: true) != reference(1, true) { return nil }
    }

    /// The affixes and separators of the probe's text (`1 234 567,12 €`), or nil when it is not
    /// shaped as expected.
    private static func parts(_ text: String, fractionDigits: Int)
        -> (affixes: Affixes, group: String, decimalMark: String)?
    {
        let scalars = Array(text.unicodeScalars)
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }
        guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else { return nil }
        var runs: [String] = [], separators: [String] = []
        var i = first
        while i <= last {
            var j = i
            let digit = isDigit(scalars[i])
            while j <= last, isDigit(scalars[j]) == digit { j += 1 }
            let piece = String(String.UnicodeScalarView(scalars[i..<j]))
            if digit { runs.append(piece) } else { separators.append(piece) }
            i = j
        }
        let expected = ["1", "234", "567"] + (fractionDigits > 0 ? [String("123456".prefix(fractionDigits))] : [])
        guard runs == expected, separators.count == expected.count - 1, separators[0] == separators[1] else { return nil }
        let prefix = String(String.UnicodeScalarView(scalars[..<first]))
        let suffix = String(String.UnicodeScalarView(scalars[(last + 1)...]))
        guard !prefix.unicodeScalars.contains(where: isDigit), !suffix.unicodeScalars.contains(where: isDigit) else { return nil }
        return (Affixes(prefix: prefix, suffix: suffix), separators[0], fractionDigits > 0 ? separators[2] : "")
    }

    /// The affixes of zero's text (`0,00 €`), or nil when its digits are not `0` and the fraction's zeros.
    private static func zeroAffixes(_ text: String, plus: (affixes: Affixes, group: String, decimalMark: String), fractionDigits: Int)
        -> Affixes?
    {
        let digits = "0" + (fractionDigits > 0 ? plus.decimalMark + String(repeating: "0", count: fractionDigits) : "")
        func hasDigit(_ part: Substring) -> Bool { part.unicodeScalars.contains { $0.value >= 0x30 && $0.value <= 0x39 } }
        guard let range = text.firstRange(of: digits), !hasDigit(text[..<range.lowerBound]), !hasDigit(text[range.upperBound...])
        else { return nil }
        return Affixes(prefix: String(text[..<range.lowerBound]), suffix: String(text[range.upperBound...]))
    }

    private static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { r, _ in r * 10 } }
}

/// A style's identity, hashed as it is: its text (`money fr_FR EUR 2 always`) is built only when a
/// style is first learnt or recorded — building it for every amount cost more than writing the amount.
package struct StyleKey: Hashable, Sendable {
    package enum Kind: Sendable { case money, plain, integer, percent }
    package let kind: Kind
    package let locale: ReportLocale
    /// The currency's code for money, empty otherwise.
    package let code: String
    package let digits: Int
    package let sign: MoneyFormat.SignStyle?

    package init(_ kind: Kind, _ locale: ReportLocale, code: String = "", digits: Int, sign: MoneyFormat.SignStyle? = nil) {
        (self.kind, self.locale, self.code, self.digits, self.sign) = (kind, locale, code, digits, sign)
    }

    /// The name `ICUAnswers` records the style under.
    package var text: String {
        let sign = self.sign?.key ?? ""
        switch kind {
        case .money: return "money \(locale.identifier) \(code) \(digits) \(sign)"
        case .plain: return "plain \(locale.identifier) \(digits) \(sign)"
        case .integer: return "integer \(locale.identifier)"
        case .percent: return "percent \(locale.identifier)"
        }
    }
}

/// A learnt style ready to write, shared by reference: its texts as bytes, and each amount written
/// straight into the string's own storage (a use of a `LearntNumberFormat` value copied its six strings).
package final class LearntNumberWriter: Sendable {
    package let format: LearntNumberFormat
    private let positive: (prefix: [UInt8], suffix: [UInt8])
    private let negative: (prefix: [UInt8], suffix: [UInt8])
    private let zero: (prefix: [UInt8], suffix: [UInt8])
    private let group: [UInt8]
    private let decimalMark: [UInt8]

    package init(_ format: LearntNumberFormat) {
        self.format = format
        func bytes(_ affixes: LearntNumberFormat.Affixes) -> (prefix: [UInt8], suffix: [UInt8]) {
            (Array(affixes.prefix.utf8), Array(affixes.suffix.utf8))
        }
        (positive, negative, zero) = (bytes(format.positive), bytes(format.negative), bytes(format.zero))
        (group, decimalMark) = (Array(format.group.utf8), Array(format.decimalMark.utf8))
    }

    /// The text for a magnitude in units of the last fraction digit, with its sign: written in bytes
    /// straight into the string's storage, the digits from a 64-bit number where it fits (every amount
    /// a report shows), since `String(UInt128)` and appending piece by piece cost more than the rest
    /// of a report's line.
    package func string(magnitude: UInt128, negative isNegative: Bool) -> String {
        let affixes = magnitude == 0 ? zero : isNegative ? negative : positive
        let fractionDigits = format.fractionDigits
        // 48 bytes: 39 digits at most, and the zeros before a fraction of at most 6 digits.
        var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { raw in
            var start = magnitude <= UInt128(UInt64.max)
                ? LearntNumberWriter.write(UInt64(magnitude), endingAt: raw.count, in: raw)
                : LearntNumberWriter.write(magnitude, endingAt: raw.count, in: raw)
            while raw.count - start <= fractionDigits {
                start -= 1
                raw[start] = 0x30
            }
            let integerEnd = raw.count - fractionDigits
            let integerCount = integerEnd - start
            let capacity = affixes.prefix.count + (raw.count - start) + (integerCount - 1) / 3 * group.count
                + (fractionDigits > 0 ? decimalMark.count : 0) + affixes.suffix.count
            return String(unsafeUninitializedCapacity: capacity) { out in
                var k = 0
                func put(_ bytes: [UInt8]) {
                    for b in bytes {
                        out[k] = b
                        k += 1
                    }
                }
                put(affixes.prefix)
                var run = integerCount % 3 == 0 ? 3 : integerCount % 3
                var i = start
                while i < integerEnd {
                    if i > start { put(group) }
                    for _ in 0..<run {
                        out[k] = raw[i]
                        k += 1
                        i += 1
                    }
                    run = 3
                }
                if fractionDigits > 0 {
                    put(decimalMark)
                    while i < raw.count {
                        out[k] = raw[i]
                        k += 1
                        i += 1
                    }
                }
                put(affixes.suffix)
                return k
            }
        }
    }

    /// Writes the decimal digits of `value` so that they end before `end`; returns where they start.
    private static func write<Value: FixedWidthInteger & UnsignedInteger>(_ value: Value, endingAt end: Int, in raw: UnsafeMutableRawBufferPointer) -> Int {
        var rest = value
        var start = end
        repeat {
            start -= 1
            raw[start] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return start
    }
}

/// The styles learnt so far in this process, by key; nil for a style ICU writes itself.
enum LearntNumberFormats {
    private static let known = Mutex<[StyleKey: LearntNumberWriter?]>([:])

    /// The learnt style (learnt now when first asked: what `ICUAnswers` recorded of it, else from
    /// ICU), or nil.
    static func format(_ style: LearntNumberFormat.Style) -> LearntNumberWriter? {
        format(style.id, fractionDigits: style.fractionDigits, reference: style.reference)
    }

    /// The same by the style's key, with ICU's writing (`reference`) used only when the style is new.
    static func format(_ key: StyleKey, fractionDigits: Int, reference: LearntNumberFormat.Reference) -> LearntNumberWriter? {
        if let found = known.withLock({ $0[key] }) { return found }
        let learnt = (ICUAnswers.numberFormat(key.text, fractionDigits: fractionDigits)
            ?? LearntNumberFormat(fractionDigits: fractionDigits, reference: reference)).map(LearntNumberWriter.init)
        known.withLock { $0[key] = .some(learnt) }
        return learnt
    }
}
