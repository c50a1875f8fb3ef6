import Foundation
import StatementKitFuzzing
import StatementKitTestSupport
import Testing

/// Replays every input the fuzzers (Fuzz/run) found a crash, hang or broken invariant with, through
/// the same entry point the fuzzer calls: each must now give a clean result or a clean error.
@Suite struct FuzzRegressionTests {
    static let folder = Paths.fixtures().appending(path: "regressions")

    /// `target/file` for every file under Fixtures/regressions.
    static let cases: [String] = {
        let manager = FileManager.default
        let targets = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return targets.flatMap { target in
            ((try? manager.contentsOfDirectory(atPath: folder.appending(path: target).path)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
        }
    }()

    @Test(arguments: cases)
    func replaysCleanly(_ path: String) throws {
        let target = try #require(FuzzTarget(rawValue: String(path.prefix { $0 != "/" })), "\(path): the folder names no fuzz target")
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appending(path: path)))
        let outcome = target.run(bytes)
        #expect(outcome.problems.isEmpty, "\(path): \(outcome.problems)")
    }

    /// The harness itself: a clean file imports with no problem, a broken one is a clean error.
    @Test(arguments: FuzzTarget.allCases)
    func aSampleRunsCleanlyThroughEveryTarget(_ target: FuzzTarget) throws {
        let sample: String
        switch target {
        case .csv, .pipeline: sample = "compte-joint-2026-10.csv"
        case .json: sample = "starling-2026-10.json"
        case .qif: sample = "quicken-2026-10.qif"
        case .ofxSGML, .ofxXML: sample = "releve-2026-10.ofx"
        case .camt: sample = "camt053-2026-10.xml"
        case .values: sample = ""
        }
        let bytes = sample.isEmpty ? Array("\u{0}-1 234,56 €".utf8) : try [UInt8](Data(contentsOf: Paths.samples.appending(path: sample)))
        let outcome = target.run(bytes)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.error == nil)
        #expect(outcome.imported > 0)
        if target != .values {
            let broken = target.run(Array(bytes.prefix(bytes.count / 3)) + [0xFF, 0x00, 0x3C])
            #expect(broken.problems.isEmpty, "\(broken.problems)")
        }
    }

    /// A run writes one language and renders one report, picked by the input's length: over six
    /// lengths of the same sample, every rendering (HTML, Markdown, JSON in French and English) and
    /// both languages of each target's text run cleanly.
    @Test(arguments: [FuzzTarget.csv, .pipeline, .json, .qif])
    func everyLanguageAndRenderingRunsCleanly(_ target: FuzzTarget) throws {
        let sample: String
        switch target {
        case .json: sample = "starling-2026-10.json"
        case .qif: sample = "quicken-2026-10.qif"
        default: sample = "compte-joint-2026-10.csv"
        }
        let bytes = try [UInt8](Data(contentsOf: Paths.samples.appending(path: sample)))
        for extra in 0..<6 {
            let outcome = target.run(bytes + Array(repeating: 0x0A, count: extra))
            #expect(outcome.problems.isEmpty, "\(sample) + \(extra) line ends: \(outcome.problems)")
            #expect(outcome.error == nil)
            #expect(outcome.imported > 0)
        }
    }
}
