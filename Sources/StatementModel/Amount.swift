import StatementResources

/// An exact decimal number: `units × 10^-scale`, for sums of money.
///
/// Never a binary floating-point value. Parsed amounts keep every digit they were written with
/// (camt allows five fraction digits, some OFX files more), so totals stay exact; rounding to a
/// currency's minor unit happens only for display, with `rounded(toScale:)`.
///
/// Magnitude: the parsers accept at most 15 integer and 15 fraction digits, so a sum of a hundred
/// million such amounts still fits the 128-bit significand. Arithmetic past that bound stops the
/// program rather than wrap; `adding(_:)` reports it instead.
public struct Amount: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The significand.
    public let units: Int128
    /// Digits after the decimal point, 0 through `Amount.maxScale`.
    public let scale: Int

    public static let maxScale = 18
    /// The most integer digits an amount read from a file may have (a quadrillion minus one).
    public static let maxIntegerDigits = 15
    /// The most fraction digits an amount read from a file may have (trailing zeros aside).
    public static let maxFractionDigits = 15
    public static let zero = Amount(units: 0, scale: 0)

    public init(units: Int128, scale: Int) {
        precondition((0...Amount.maxScale).contains(scale), "scale out of range")
        self.units = units
        self.scale = scale
    }

    /// For results already known to have a valid scale (sums of two amounts of the same scale).
    @usableFromInline @inline(__always)
    package init(unchecked units: Int128, scale: Int) {
        self.units = units
        self.scale = scale
    }

    public init(_ integer: Int) { self.init(units: Int128(integer), scale: 0) }

    /// An amount given in minor units of a currency with `digits` fraction digits (1250, 2 → 12.50).
    public init(minorUnits: Int128, digits: Int) { self.init(units: minorUnits, scale: digits) }

    /// Reads a plain decimal written as `-?[0-9]+(\.[0-9]+)?` (the project's JSON form); nil otherwise.
    /// For anything a bank writes, use `AmountParser`.
    public init?(exactly text: some StringProtocol) {
        var units: Int128 = 0
        var scale = 0
        var negative = false
        var seenPoint = false
        var digits = 0
        var index = 0
        for byte in text.utf8 {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "-") where index == 0: negative = true
            case UInt8(ascii: "+") where index == 0: break
            case UInt8(ascii: "."):
                guard !seenPoint, digits > 0 else { return nil }
                seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if seenPoint { scale += 1 }
                guard digits <= 36, scale <= Amount.maxScale else { return nil }
                units = units * 10 + Int128(byte - 48)
            default: return nil
            }
        }
        guard digits > 0, !(seenPoint && scale == 0) else { return nil }
        self.init(units: negative ? -units : units, scale: scale)
    }

    /// Whether the value has at most `Amount.maxIntegerDigits` integer digits and
    /// `Amount.maxFractionDigits` fraction digits (not counting trailing zeros): the bounds of
    /// what importers read, within which no sum of amounts read from files can overflow.
    public var isWithinReadingBounds: Bool {
        let n = normalized
        guard n.scale <= Amount.maxFractionDigits else { return false }
        let integer = n.units.magnitude / Amount.power(n.scale).magnitude
        return integer < Amount.power(Amount.maxIntegerDigits).magnitude
    }

    public var isZero: Bool { units == 0 }
    public var isNegative: Bool { units < 0 }
    public var isPositive: Bool { units > 0 }
    public var negated: Amount { Amount(units: -units, scale: scale) }
    public var magnitude: Amount { units < 0 ? negated : self }
    public static prefix func - (a: Amount) -> Amount { a.negated }

    /// The same value with no trailing zero digits after the point (12.50 → 12.5).
    public var normalized: Amount {
        var u = units
        var s = scale
        while s > 0, u % 10 == 0 {
            u /= 10
            s -= 1
        }
        return Amount(units: u, scale: s)
    }

    /// The same value written with `scale` fraction digits, when that loses nothing
    /// (12.5 at scale 2 is 12.50; 12.345 at scale 2 is nil).
    public func exactly(scale newScale: Int) -> Amount? {
        guard (0...Amount.maxScale).contains(newScale) else { return nil }
        if newScale >= scale {
            let (u, overflow) = units.multipliedReportingOverflow(by: Amount.power(newScale - scale))
            return overflow ? nil : Amount(units: u, scale: newScale)
        }
        let divisor = Amount.power(scale - newScale)
        return units % divisor == 0 ? Amount(units: units / divisor, scale: newScale) : nil
    }

    /// How to round when digits must go.
    public enum RoundingRule: Sendable {
        /// To the nearest; a tie goes to the even neighbour (banker's rounding), as for display.
        case halfEven
        /// To the nearest; a tie goes away from zero.
        case halfAwayFromZero
        /// Toward negative infinity.
        case down
        /// Toward zero.
        case towardZero
    }

    /// The value rounded to `scale` fraction digits (half-even unless told otherwise).
    public func rounded(toScale newScale: Int, rule: RoundingRule = .halfEven) -> Amount {
        if newScale >= scale { return exactly(scale: newScale) ?? self }
        let divisor = Amount.power(scale - newScale)
        var quotient = units / divisor
        let remainder = units % divisor  // same sign as units
        if remainder != 0 {
            let twice = remainder.magnitude * 2
            let half = divisor.magnitude
            let awayFromZero: Bool
            switch rule {
            case .towardZero: awayFromZero = false
            case .down: awayFromZero = units < 0
            case .halfAwayFromZero: awayFromZero = twice >= half
            case .halfEven: awayFromZero = twice > half || (twice == half && quotient % 2 != 0)
            }
            if awayFromZero { quotient += units < 0 ? -1 : 1 }
        }
        return Amount(units: quotient, scale: newScale)
    }

    /// The sum, or nil when it does not fit.
    @inlinable @inline(__always)
    public func adding(_ other: Amount) -> Amount? {
        if scale == other.scale {
            let (sum, overflow) = units.addingReportingOverflow(other.units)
            return overflow ? nil : Amount(unchecked: sum, scale: scale)
        }
        return addingRescaled(other)
    }

    @usableFromInline
    func addingRescaled(_ other: Amount) -> Amount? {
        // A zero of fewer digits (a total just begun, `Amount.zero`) plus an amount is that amount:
        // no rescaling. The common case: every running total starts at zero.
        if units == 0, other.scale > scale { return other }
        if other.units == 0, scale > other.scale { return self }
        let s = max(scale, other.scale)
        guard let a = exactly(scale: s), let b = other.exactly(scale: s) else { return nil }
        let (sum, overflow) = a.units.addingReportingOverflow(b.units)
        return overflow ? nil : Amount(units: sum, scale: s)
    }

    /// The product by an integer, or nil when it does not fit.
    public func multiplied(by factor: Int) -> Amount? {
        let (p, overflow) = units.multipliedReportingOverflow(by: Int128(factor))
        return overflow ? nil : Amount(units: p, scale: scale)
    }

    /// `self / divisor` rounded half-even to `scale` digits (0 through `Amount.maxScale`), or nil when the
    /// divisor is zero or the quotient does not fit. Worked out on 256 bits: no intermediate product overflows.
    public func divided(by divisor: Amount, scale: Int) -> Amount? {
        guard (0...Amount.maxScale).contains(scale), divisor.units != 0 else { return nil }
        // units × 10^-self.scale / (d × 10^-divisor.scale) = units × 10^e / d × 10^-scale, e = scale + divisor.scale - self.scale.
        let e = scale + divisor.scale - self.scale
        var numerator: (high: UInt128, low: UInt128) = (0, units.magnitude)
        var denominator = divisor.units.magnitude
        if e >= 0 {
            numerator = units.magnitude.multipliedFullWidth(by: Amount.power(e).magnitude)
        } else {
            let (d, overflow) = denominator.multipliedReportingOverflow(by: Amount.power(-e).magnitude)
            // Past 2^128 the divisor is more than twice any dividend: the quotient rounds to 0.
            if overflow { return Amount(units: 0, scale: scale) }
            denominator = d
        }
        guard numerator.high < denominator else { return nil }
        var (q, r) = denominator.dividingFullWidth(numerator)
        if r > denominator - r || (r == denominator - r && q % 2 != 0) { q += 1 }
        guard q <= UInt128(Int128.max) else { return nil }
        return Amount(units: (units < 0) != (divisor.units < 0) ? -Int128(q) : Int128(q), scale: scale)
    }

    @inlinable
    public static func + (a: Amount, b: Amount) -> Amount {
        guard let sum = a.adding(b) else { preconditionFailure("Amount overflow: \(a) + \(b)") }
        return sum
    }

    public static func - (a: Amount, b: Amount) -> Amount { a + b.negated }

    @inlinable public static func += (a: inout Amount, b: Amount) { a = a + b }
    public static func -= (a: inout Amount, b: Amount) { a = a - b }

    @inline(__always)
    public static func < (a: Amount, b: Amount) -> Bool {
        if a.scale == b.scale { return a.units < b.units }
        return lessRescaled(a, b)
    }

    private static func lessRescaled(_ a: Amount, _ b: Amount) -> Bool {
        // Against zero (`Amount.zero` has no digits), the signs decide.
        if a.units == 0 || b.units == 0 { return a.units < b.units }
        let s = max(a.scale, b.scale)
        switch (a.exactly(scale: s), b.exactly(scale: s)) {
        case let (x?, y?): return x.units < y.units
        default:
            // Only reachable for magnitudes near the 128-bit limit: compare the integer parts first.
            let ai = a.units / power(a.scale), bi = b.units / power(b.scale)
            if ai != bi { return ai < bi }
            return a.rounded(toScale: min(s, 9)).units < b.rounded(toScale: min(s, 9)).units
        }
    }

    @inline(__always)
    public static func == (a: Amount, b: Amount) -> Bool {
        if a.scale == b.scale { return a.units == b.units }
        let x = a.normalized, y = b.normalized
        return x.units == y.units && x.scale == y.scale
    }

    public func hash(into hasher: inout Hasher) {
        let n = normalized
        hasher.combine(n.units)
        hasher.combine(n.scale)
    }

    /// Plain decimal text with every digit it holds: `-1234.50`, `0.001`, `12`.
    public var description: String {
        let negative = units < 0
        var digits = String(units.magnitude)
        if scale > 0 {
            if digits.count <= scale {
                digits = String(repeating: "0", count: scale - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
        }
        return negative ? "-" + digits : digits
    }

    /// Plain decimal text with exactly `digits` fraction digits when that loses nothing, else all of them
    /// (`12.5` with 2 → `12.50`; `0.125` with 2 → `0.125`).
    public func plainText(minimumFractionDigits digits: Int) -> String {
        (scale < digits ? exactly(scale: digits) ?? self : self).description
    }

    package static func power(_ n: Int) -> Int128 {
        var p: Int128 = 1
        for _ in 0..<n { p *= 10 }
        return p
    }
}
