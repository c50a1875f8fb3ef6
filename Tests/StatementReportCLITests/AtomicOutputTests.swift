#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import StatementKitTestSupport
import Testing

/// A run that fails midway leaves no partial output: no half-written file, no temporary file, and
/// none of the other outputs of the same report.
@Suite struct AtomicOutputTests {
    let csv = "Samples/compte-joint-2026-10.csv"

    func files(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    @Test func aRendererFailureWritesNothing() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A template that does not parse makes the HTML renderer fail.
        let resources = dir.appending(path: "resources/templates/html")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try "{{#currencies}} never closed".write(to: resources.appending(path: "report.mustache"), atomically: true, encoding: .utf8)
        let out = dir.appending(path: "out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let env = ["STATEMENT_REPORT_RESOURCES": dir.appending(path: "resources").path]
        for arguments in [["--output-dir", out.path, "--lang", "en,fr"],
                          ["--output-dir", out.path, "--format", "eml", "--mail-to", "a@example.org", "--mail-from", "b@example.org"],
                          ["-o", out.appending(path: "r.html").path]] {
            let run = try Tool.run([csv] + (arguments.contains("--lang") ? [] : ["--lang", "en"]) + arguments, environment: env)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr.contains("error: "), "\(run.stderr)")
            #expect(files(out) == [], "\(arguments)")
        }
        // Markdown does not use the template: the same run in Markdown works.
        let markdown = try Tool.run([csv, "--lang", "en", "--format", "md", "--output-dir", out.path], environment: env)
        #expect(markdown.status == 0)
        #expect(files(out).count == 1)
    }

    @Test func anUnwritableOutputWritesNoneOfTheReportsFiles() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A folder stands where the English report should go: the French one must not appear alone.
        try FileManager.default.createDirectory(at: dir.appending(path: "r-en.md"), withIntermediateDirectories: true)
        let run = try Tool.run([csv, "--lang", "en,fr", "--output-dir", dir.path, "--name", "r-{lang}.{ext}", "--format", "md"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: cannot write \(dir.path)/r-en.md: "), "\(run.stderr)")
        #expect(files(dir) == ["r-en.md"])
        #expect(run.stdout.isEmpty)
        // A folder that cannot be written (not for root, who may write anywhere).
        if getuid() != 0 {
            let locked = dir.appending(path: "locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            chmod(locked.path, 0o555)
            defer { chmod(locked.path, 0o755) }
            let denied = try Tool.run([csv, "-o", locked.appending(path: "r.html").path, "--lang", "en"])
            #expect(denied.status == 1)
            #expect(files(locked) == [])
        }
    }

    @Test func anExistingReportIsReplacedWholeOrKept() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "r.md")
        try "old report\n".write(to: out, atomically: true, encoding: .utf8)
        let failing = try Tool.run(["missing.csv", "-o", out.path, "--lang", "en"])
        #expect(failing.status == 1)
        #expect(try String(contentsOf: out, encoding: .utf8) == "old report\n")
        let ok = try Tool.run([csv, "-o", out.path, "--lang", "en"])
        #expect(ok.status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("# Statement report\n"))
    }

    /// A large statement: 15,000 rows, listed in full, so that a run lasts long enough to be killed at
    /// several points.
    static func largeStatement(in dir: URL) throws -> URL {
        var text = "Date;Libellé;Montant\n"
        for i in 0..<15_000 {
            text += "\(String(format: "%02d", i % 28 + 1))/10/2026;ACHAT CB MAGASIN \(i % 997) REF \(i);-\(i % 500 + 1),\(String(format: "%02d", i % 100))\n"
        }
        let url = dir.appending(path: "big.csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aKilledRunLeavesNoPartialFile() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = try Self.largeStatement(in: dir)
        let out = dir.appending(path: "out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let arguments = [big.path, "--lang", "fr,en", "--max-transactions", "100000", "--output-dir", out.path, "--format", "md"]
        // A whole run, for the time it takes and the files it writes.
        let start = Date()
        let whole = try Tool.run(arguments)
        let seconds = Date().timeIntervalSince(start)
        #expect(whole.status == 0, "\(whole.stderr)")
        let complete = Dictionary(uniqueKeysWithValues: try files(out).map { ($0, try Data(contentsOf: out.appending(path: $0))) })
        #expect(complete.count == 2)
        for name in complete.keys { try FileManager.default.removeItem(at: out.appending(path: name)) }
        // Killed at several points of the run (reading, rendering, writing): every file there is complete.
        for fraction in [0.3, 0.8, 0.95, 0.99] {
            let process = Process()
            process.executableURL = Tool.binary
            process.arguments = arguments
            process.environment = ["LANG": "C", "TZ": "UTC", "SOURCE_DATE_EPOCH": "1793491200", "PATH": "/usr/bin:/bin"]
            process.currentDirectoryURL = Paths.packageRoot
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: seconds * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for name in files(out) {
                #expect(complete[name] != nil, "a file that a whole run does not write: \(name) (killed at \(fraction))")
                #expect(try Data(contentsOf: out.appending(path: name)) == complete[name], "\(name) is partial (killed at \(fraction))")
                try FileManager.default.removeItem(at: out.appending(path: name))
            }
        }
    }
}
