import Foundation
import StatementKitTestSupport
import Testing

/// `--each --jobs N`: the reports of a batch made in parallel give the files, the paths printed, the
/// messages (in input order, never interleaved) and the exit code of `--jobs 1`.
@Suite struct BatchJobsCommandTests {
    /// Twenty inputs: the samples under several names, two with a row that cannot be read, one that
    /// is no statement and one that does not exist.
    func inputs(in dir: URL) throws -> [String] {
        let samples = ["compte-joint-2026-10.csv", "releve-2026-10.ofx", "camt053-2026-10.xml", "starling-2026-10.json",
                       "credit-agricole-2026-10.csv", "boursobank-2026-10.csv", "nordigen-compte-courant-2026-10.json"]
        var paths: [String] = []
        for i in 0..<16 {
            let sample = samples[i % samples.count]
            let path = dir.appending(path: String(format: "in%02d-", i) + sample).path
            try FileManager.default.copyItem(atPath: Paths.packageRoot.appending(path: "Samples/" + sample).path, toPath: path)
            paths.append(path)
        }
        let rejected = "Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Boulangerie;-12,3,4\n"
        for name in ["rejected-a.csv", "rejected-b.csv"] {
            try rejected.write(to: dir.appending(path: name), atomically: true, encoding: .utf8)
        }
        try "nothing to read here\n".write(to: dir.appending(path: "not-a-statement.txt"), atomically: true, encoding: .utf8)
        // The bad ones among the others, not at the end.
        paths.insert(dir.appending(path: "rejected-a.csv").path, at: 3)
        paths.insert(dir.appending(path: "not-a-statement.txt").path, at: 7)
        paths.insert(dir.appending(path: "missing.csv").path, at: 11)
        paths.insert(dir.appending(path: "rejected-b.csv").path, at: 15)
        return paths
    }

    func files(_ dir: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: dir.path) {
            let url = dir.appending(path: path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found[path] = try Data(contentsOf: url)
            }
        }
        return found
    }

    func batch(_ inputs: [String], into out: URL, jobs: Int, _ options: [String] = []) throws -> Tool.Run {
        var run = try Tool.run(["--each"] + inputs + ["--output-dir", out.path, "--jobs", String(jobs)] + options)
        run.stdout = run.stdout.replacingOccurrences(of: out.path, with: "OUT")
        run.stderr = run.stderr.replacingOccurrences(of: out.path, with: "OUT")
        return run
    }

    @Test(arguments: [
        ["--name", "{input}-{lang}.{ext}", "--lang", "fr,en"],
        // Names known only once read, taken twice: numbered in input order (`-2`, `-3`) whatever the jobs.
        ["--name", "{period}.{ext}", "--format", "json"],
        ["--name", "{account}.{ext}", "--format", "eml", "--mail-to", "a@example.org", "--mail-from", "b@example.org"],
    ])
    func severalJobsGiveTheFilesAndMessagesOfOne(options: [String]) throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let inputs = try inputs(in: dir)
        let one = try batch(inputs, into: dir.appending(path: "one"), jobs: 1, options)
        #expect(one.status == 1)
        #expect(!one.stderr.isEmpty)
        for jobs in [2, 4, 7] {
            let many = try batch(inputs, into: dir.appending(path: "jobs-\(jobs)"), jobs: jobs, options)
            #expect(many.status == one.status)
            #expect(many.stdout == one.stdout)
            #expect(many.stderr == one.stderr)
            #expect(try files(dir.appending(path: "jobs-\(jobs)")) == files(dir.appending(path: "one")))
        }
    }

    @Test func messagesComeInInputOrderOneReportAfterTheOther() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let inputs = try inputs(in: dir)
        let run = try batch(inputs, into: dir.appending(path: "out"), jobs: 4, ["--name", "{input}.{ext}", "--lang", "en"])
        #expect(run.status == 1)
        // Each bad input's messages, whole, in the order of the inputs.
        let order = ["rejected-a.csv:3:27: warning: ", "not-a-statement.txt", "missing.csv", "rejected-b.csv:3:27: warning: "]
        let positions = order.map { run.stderr.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // A rejected row's warning is followed by its line and caret, not by another file's message.
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        let warning = try #require(lines.firstIndex { $0.contains("rejected-a.csv:3:27: warning: ") })
        #expect(lines[warning + 1].contains("Boulangerie"))
        #expect(lines[warning + 2].trimmingCharacters(in: .whitespaces) == "^")
        // The paths written, one per report, in input order.
        let written = run.stdout.split(separator: "\n").map(String.init)
        let expected = inputs.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
            .filter { !["not-a-statement", "missing"].contains($0) }.map { "OUT/\($0).html" }
        #expect(written == expected)
    }

    @Test func exitCodesAreThoseOfOneJob() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let all = try inputs(in: dir)
        let good = all.filter { !$0.contains("rejected") && !$0.contains("missing") && !$0.contains("not-a-statement") }
        let name = ["--name", "{input}.{ext}", "--format", "markdown", "--lang", "en"]
        #expect(try batch(good, into: dir.appending(path: "good"), jobs: 4, name).status == 0)
        let rejected = good + all.filter { $0.contains("rejected") }
        #expect(try batch(rejected, into: dir.appending(path: "lenient"), jobs: 4, name).status == 0)
        #expect(try batch(rejected, into: dir.appending(path: "strict"), jobs: 4, name + ["--strict"]).status == 65)
        #expect(try batch(all, into: dir.appending(path: "bad"), jobs: 4, name + ["--strict"]).status == 1)
        let zero = try batch(good, into: dir.appending(path: "zero"), jobs: 0, name)
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--jobs must be 1 or more, not 0"))
    }
}
