import Testing

@testable import StatementAnalysis

/// `PatternFinder` answers what testing each pattern in turn answers: the earliest pattern a text holds,
/// leaving out one group's.
@Suite struct PatternFinderTests {
    /// The answer of the patterns tested one by one, as the report did before.
    static func naive(_ patterns: [(group: Int, bytes: [UInt8])], _ text: [UInt8], excluding group: Int) -> PatternFinder.Hit? {
        for (index, p) in patterns.enumerated() where p.group != group && !p.bytes.isEmpty {
            guard p.bytes.count <= text.count else { continue }
            for start in 0...(text.count - p.bytes.count) where Array(text[start..<(start + p.bytes.count)]) == p.bytes {
                return PatternFinder.Hit(index: index, group: p.group)
            }
        }
        return nil
    }

    @Test func overlappingPatternsAreFoundAsEachWouldBe() {
        let patterns: [(group: Int, bytes: [UInt8])] = [
            (0, Array("livreta".utf8)), (1, Array("reta".utf8)), (1, Array("vreta12".utf8)), (2, Array("a12".utf8)), (0, Array("eta".utf8)),
        ]
        let finder = PatternFinder(patterns)
        let text = Array("virlivreta12".utf8)
        // Every pattern is in the text: the earliest, unless its group is left out.
        #expect(finder.first(in: text, excluding: -1) == PatternFinder.Hit(index: 0, group: 0))
        #expect(finder.first(in: text, excluding: 0) == PatternFinder.Hit(index: 1, group: 1))
        #expect(finder.first(in: text, excluding: 1) == PatternFinder.Hit(index: 0, group: 0))
        #expect(finder.first(in: Array("vreta1".utf8), excluding: 0) == PatternFinder.Hit(index: 1, group: 1))
        #expect(finder.first(in: Array("ret".utf8), excluding: -1) == nil)
        #expect(PatternFinder([]).first(in: text, excluding: 0) == nil)
    }

    /// Random patterns over a small alphabet (so that they overlap, repeat and end inside one another) against
    /// random texts, and the naive search.
    @Test func randomPatternsAndTextsGiveTheNaiveAnswer() {
        var generator = SplitMix64(seed: 20_261_129)
        for _ in 0..<300 {
            let patterns = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                (group: Int.random(in: 0...3, using: &generator),
                 bytes: (0..<Int.random(in: 0...5, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) })
            }
            let finder = PatternFinder(patterns)
            for _ in 0..<10 {
                let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
                for group in -1...3 {
                    #expect(finder.first(in: text, excluding: group) == Self.naive(patterns, text, excluding: group),
                            "\(patterns.map { String(decoding: $0.bytes, as: UTF8.self) }) in \(String(decoding: text, as: UTF8.self)) without \(group)")
                }
            }
        }
    }
}
