import StatementLocalization
import StatementModel

/// Decides how a column of dates is written from all of its values, never from the first one alone.
///
/// Feed it every value of a column (`add`), then ask `decide()`. Each candidate pattern counts the
/// values it reads; the pattern that reads the most wins. `dd/MM/yyyy` against `MM/dd/yyyy` is settled
/// by the values: `13/10/2026` reads only day first, `10/13/2026` only month first. When every value
/// reads both ways and the two readings give different days (`01/02/2026`, `03/04/2026`), the column is
/// ambiguous: `decide()` fails with `.ambiguous` (importers turn that into an error asking for
/// `--date-format`), unless the caller gives a `preferredOrder` from other evidence (a French header
/// writes day first) — the decision then says `byPreference`. Readings that agree on every value
/// (`06/06/2026` read either way) are not ambiguous.
///
/// A value no candidate reads (a typo) does not stop the decision; the caller rejects that row.
/// Cost: one tokenisation per distinct value while it is remembered (`ShortBytesCache`), a few integer
/// checks per candidate, a count for a value seen before; no allocation per value.
public struct DateInference: Sendable {
    public let candidates: [DatePattern]
    /// The order to choose when every value reads as several orders, or nil to report the ambiguity.
    public var preferredOrder: DatePattern.Order?

    /// How many values each candidate read, but for the run below.
    private var accepted: [Int]
    /// The candidates that read the last values (a bit each), and how many values in a row they were:
    /// not yet in `accepted`. A column reads the same way row after row, so a value costs a count.
    private var runReaders: UInt64 = 0
    private var runCount = 0
    /// Pairs of candidates (i * n + j) that read some value as two different days.
    private var differs: [Bool]
    /// For each candidate, the first value it did not read that another candidate did.
    private var firstRuledOut: [Evidence?]
    private var firstValue: Evidence?
    /// Candidates still without `firstRuledOut`.
    private var pending: [Int]
    /// The shape of the last value and the candidates that fit it.
    private var lastShape: UInt64 = .max
    private var fitting: [Int] = []
    /// Scratch space for `add`, kept to avoid an allocation per value: the readers of a value and the
    /// days they read it as (packed, `year << 9 | month << 5 | day`: equal exactly when the days are).
    private var readers: [Int]
    private var days: [Int]
    /// Values given (empty ones are ignored).
    public private(set) var valueCount = 0
    /// What recent values gave: whether they have a date's shape and which candidates read them (a
    /// bit each). A column repeats the same day row after row and comes back to its days, and a value
    /// seen before changes nothing but the counts.
    private var recent = ShortBytesCache(filler: Reading(shaped: false, readers: 0))

    struct Reading: Sendable {
        var shaped: Bool
        var readers: UInt64
    }

    public init(candidates: [DatePattern] = DatePattern.common, preferredOrder: DatePattern.Order? = nil) {
        precondition(candidates.count <= 64, "more than 64 date patterns")
        self.candidates = candidates
        self.preferredOrder = preferredOrder
        accepted = Array(repeating: 0, count: candidates.count)
        differs = Array(repeating: false, count: candidates.count * candidates.count)
        firstRuledOut = Array(repeating: nil, count: candidates.count)
        pending = Array(candidates.indices)
        readers = Array(repeating: 0, count: candidates.count)
        days = Array(repeating: 0, count: candidates.count)
    }

    /// A value and where it came from (a line number, as the caller counts).
    public struct Evidence: Sendable, Hashable {
        public var text: String
        public var position: Int
    }

    /// Adds one value; blank values are ignored. Returns whether the value has the shape of a date.
    @discardableResult
    public mutating func add(_ text: some StringProtocol, position: Int = 0) -> Bool {
        var copy = String(text)
        return copy.withUTF8 { add($0, position: position) }
    }

    /// Adds one value given as UTF-8 bytes; blank values are ignored. Returns whether the value has the
    /// shape of a date (three parts with separators, or eight digits), whatever the pattern.
    @discardableResult
    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) -> Bool {
        let short = ShortBytes(bytes)
        if let seen = recent.find(short) {
            valueCount += 1
            count(seen.readers)
            return seen.shaped
        }
        var blank = true
        for i in 0..<bytes.count where bytes[i] != 0x20 && bytes[i] != 0x09 {
            blank = false
            break
        }
        guard !blank else { return false }
        valueCount += 1
        if firstValue == nil { firstValue = Evidence(text: String(decoding: bytes, as: UTF8.self), position: position) }
        guard let tokens = DateTokens(bytes) else {
            count(0)
            recent.keep(short, Reading(shaped: false, readers: 0))
            return false
        }
        let n = candidates.count
        // The candidates that fit this shape of value (separators, digit counts, a name): the same for
        // nearly every value of a column, so kept from one value to the next.
        let shape = tokens.shape
        if shape != lastShape {
            lastShape = shape
            fitting.removeAll(keepingCapacity: true)
            for i in 0..<n where candidates[i].fits(tokens) { fitting.append(i) }
        }
        var read = 0
        var mask: UInt64 = 0
        for i in fitting {
            guard let day = candidates[i].day(from: tokens) else { continue }
            mask |= 1 &<< UInt64(i)
            readers[read] = i
            days[read] = day.year << 9 | day.month << 5 | day.day
            read += 1
        }
        count(mask)
        recent.keep(short, Reading(shaped: true, readers: mask))
        guard read > 0 else { return true }
        if read > 1 {
            for a in 0..<read {
                for b in (a + 1)..<read where days[a] != days[b] {
                    differs[readers[a] * n + readers[b]] = true
                    differs[readers[b] * n + readers[a]] = true
                }
            }
        }
        if !pending.isEmpty {
            var k = 0
            while k < pending.count {
                let i = pending[k]
                var reads = false
                for r in 0..<read where readers[r] == i { reads = true }
                if reads {
                    k += 1
                } else {
                    firstRuledOut[i] = Evidence(text: String(decoding: bytes, as: UTF8.self), position: position)
                    pending.remove(at: k)
                }
            }
        }
        return true
    }

    /// Counts one more value read by `readers` (a bit per candidate).
    @inline(__always)
    private mutating func count(_ readers: UInt64) {
        if readers == runReaders {
            runCount += 1
        } else {
            settleRun()
            runReaders = readers
            runCount = 1
        }
    }

    /// Adds the run's values to `accepted`.
    private mutating func settleRun() {
        DateInference.add(runCount, readers: runReaders, to: &accepted)
        runReaders = 0
        runCount = 0
    }

    /// How many values each candidate read, the run included.
    private var acceptedCounts: [Int] {
        var all = accepted
        DateInference.add(runCount, readers: runReaders, to: &all)
        return all
    }

    /// Adds `count` values to the counts of `readers` (a bit each). Static: a method of `self` would
    /// hold a copy of it, and `accepted` shared with that copy would be copied to be changed.
    private static func add(_ count: Int, readers: UInt64, to counts: inout [Int]) {
        var rest = readers
        while rest != 0 {
            counts[rest.trailingZeroBitCount] += count
            rest &= rest &- 1
        }
    }

    /// Adds what another inference over the same candidates saw in the values that come after
    /// these (positions shifted by `positionOffset`): the same as adding those values here, one by
    /// one, after these.
    package mutating func append(_ later: DateInference, positionOffset: Int) {
        precondition(later.candidates == candidates, "appending an inference over other candidates")
        func shifted(_ e: Evidence?) -> Evidence? { e.map { Evidence(text: $0.text, position: $0.position + positionOffset) } }
        settleRun()
        let laterAccepted = later.acceptedCounts
        for i in accepted.indices { accepted[i] += laterAccepted[i] }
        for k in differs.indices where later.differs[k] { differs[k] = true }
        for i in firstRuledOut.indices where firstRuledOut[i] == nil { firstRuledOut[i] = shifted(later.firstRuledOut[i]) }
        pending = candidates.indices.filter { firstRuledOut[$0] == nil }
        if firstValue == nil { firstValue = shifted(later.firstValue) }
        valueCount += later.valueCount
    }

    /// What the values say.
    public func decide() -> Result<DateDecision, DateInferenceError> {
        let accepted = acceptedCounts
        guard let best = accepted.max(), best > 0 else {
            return .failure(DateInferenceError(reason: .noDates, candidates: [], example: firstValue))
        }
        let n = candidates.count
        let winners = (0..<n).filter { accepted[$0] == best }
        // Keep one of each group of winners that read every value as the same day.
        var distinct: [Int] = []
        for w in winners where !distinct.contains(where: { !differs[$0 * n + w] }) { distinct.append(w) }
        var chosen = distinct[0]
        var byPreference = false
        if distinct.count > 1 {
            let preferred = distinct.filter { candidates[$0].order == preferredOrder }
            guard preferredOrder != nil, preferred.count == 1 else {
                return .failure(DateInferenceError(reason: .ambiguous, candidates: distinct.map { candidates[$0] }, example: firstValue))
            }
            chosen = preferred[0]
            byPreference = true
        }
        // The strongest alternative that reads some value differently, and the value that ruled it out.
        let rivals = (0..<n).filter { $0 != chosen && differs[chosen * n + $0] && accepted[$0] > 0 }
        let rival = rivals.max { accepted[$0] < accepted[$1] }
        return .success(
            DateDecision(
                pattern: candidates[chosen], dates: best, values: valueCount,
                ruledOut: rival.map { candidates[$0] }, evidence: byPreference ? nil : rival.flatMap { firstRuledOut[$0] },
                byPreference: byPreference))
    }
}

/// The pattern a column's values are written in, and why.
public struct DateDecision: Sendable, Hashable {
    public var pattern: DatePattern
    /// How many values the pattern reads.
    public var dates: Int
    /// How many values were given.
    public var values: Int
    /// The strongest other reading, when one read some value as a different day (`MM/dd/yyyy`).
    public var ruledOut: DatePattern?
    /// A value the other reading cannot read (`13/10/2026`), with its position.
    public var evidence: DateInference.Evidence?
    /// Whether every value read as several orders and the caller's preferred order decided.
    public var byPreference: Bool
}

/// Why a column's date pattern cannot be decided.
public struct DateInferenceError: Error, Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        /// No value reads as a date in any known pattern.
        case noDates
        /// Every value reads in several patterns that give different days (`01/02/2026`).
        case ambiguous
    }

    public var reason: Reason
    /// For `.ambiguous`: the readings that fit every value.
    public var candidates: [DatePattern]
    /// The first value given.
    public var example: DateInference.Evidence?
}
