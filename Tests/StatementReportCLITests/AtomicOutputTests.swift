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

    /// A large statement: 15,000 rows, listed in full, so that a run has much to render and write.
    static func largeStatement(in dir: URL) throws -> URL {
        var text = "Date;Libellé;Montant\n"
        for i in 0..<15_000 {
            text += "\(String(format: "%02d", i % 28 + 1))/10/2026;ACHAT CB MAGASIN \(i % 997) REF \(i);-\(i % 500 + 1),\(String(format: "%02d", i % 100))\n"
        }
        let url = dir.appending(path: "big.csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Where a run is killed: at events of the run, not at fractions of a duration measured on a
    /// machine that may be busy.
    enum KillPoint: CaseIterable {
        /// Half of the input given: the tool is still reading it (it reads its input to the end first).
        case whileReading
        /// As soon as the input has ended: reading its last bytes, importing or rendering.
        case atTheEndOfTheInput
        /// As soon as a report appears in the output folder: writing.
        case atTheFirstFile
    }

    @Test func aKilledRunLeavesNoPartialFile() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = try Data(contentsOf: Self.largeStatement(in: dir))
        let out = dir.appending(path: "out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        // The statement on standard input, so that the test decides when the input ends.
        let arguments = ["-", "--lang", "fr,en", "--max-transactions", "100000", "--output-dir", out.path, "--format", "md"]
        // A whole run, for the files it writes.
        let whole = try Tool.run(arguments, stdin: big)
        #expect(whole.status == 0, "\(whole.stderr)")
        let complete = Dictionary(uniqueKeysWithValues: try files(out).map { ($0, try Data(contentsOf: out.appending(path: $0))) })
        #expect(complete.count == 2)
        for name in complete.keys { try FileManager.default.removeItem(at: out.appending(path: name)) }
        // Killed at each point: every file there is complete.
        for point in KillPoint.allCases {
            let process = Process()
            process.executableURL = Tool.binary
            process.arguments = arguments
            process.environment = ["LANG": "C", "TZ": "UTC", "SOURCE_DATE_EPOCH": "1793491200", "PATH": "/usr/bin:/bin"]
            process.currentDirectoryURL = Paths.packageRoot
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            switch point {
            case .whileReading:
                input.fileHandleForWriting.write(big.prefix(big.count / 2))
            case .atTheEndOfTheInput:
                input.fileHandleForWriting.write(big)
                try input.fileHandleForWriting.close()
            case .atTheFirstFile:
                input.fileHandleForWriting.write(big)
                try input.fileHandleForWriting.close()
                while process.isRunning && files(out).isEmpty { usleep(1_000) }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? input.fileHandleForWriting.close()
            // How it ended: killed, or done before the signal came (only once its input had ended).
            let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
            #expect(killed || (point != .whileReading && process.terminationStatus == 0), "\(point)")
            if point == .whileReading { #expect(files(out) == [], "a file written before the input ended") }
            for name in files(out) {
                let bytes = try Data(contentsOf: out.appending(path: name))
                if let report = Self.temporaryLink(name, of: complete.keys) {
                    // AtomicFile gives a finished file its name in two steps: a link under a hidden
                    // temporary name, then a rename over the target. A kill between the two leaves
                    // that link behind: never partial, but left over.
                    #expect(bytes == complete[report], "\(name) is partial (killed \(point))")
                    withKnownIssue("a kill between AtomicFile's link and rename leaves the hidden link (Sources/StatementKit/Support/AtomicFile.swift, commit())") {
                        Issue.record("\(name) left in the output folder (killed \(point))")
                    }
                } else {
                    #expect(complete[name] != nil, "a file that a whole run does not write: \(name) (killed \(point))")
                    #expect(bytes == complete[name], "\(name) is partial (killed \(point))")
                }
                try FileManager.default.removeItem(at: out.appending(path: name))
            }
        }
    }

    /// The report whose hidden temporary link `name` is (`.r.md.tmp-1234-0` for `r.md`), if it is one.
    static func temporaryLink(_ name: String, of reports: some Sequence<String>) -> String? {
        reports.first { name.hasPrefix(".\($0).tmp-") }
    }
}
