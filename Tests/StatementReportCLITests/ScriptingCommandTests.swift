import Foundation
import StatementKitTestSupport
import Testing

/// What scripts rely on: exit codes, standard output for the result only, `--quiet`, and a
/// progress line that appears on a terminal only.
@Suite struct ScriptingCommandTests {
    static let badRow = "Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Boulangerie;-12,3,4\n"

    func file(_ name: String, _ text: String, in dir: URL) throws -> String {
        let url = dir.appending(path: name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func exitCodes() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try file("bad.csv", Self.badRow, in: dir)
        let sample = "Samples/compte-joint-2026-10.csv"
        let cases: [([String], Int32)] = [
            ([sample], 0), ([bad], 0), (["missing.csv"], 1), ([sample, "missing.csv"], 1), ([sample, "--bogus"], 64),
            ([bad, "--strict"], 65), ([bad, "missing.csv", "--strict"], 1), (["transactions", bad, "--strict"], 65),
            (["inspect", bad, "--strict"], 65), (["inspect", "missing.csv"], 1),
        ]
        for (arguments, status) in cases {
            let isReport = arguments.first != "inspect" && arguments.first != "transactions"
            let run = try Tool.run(arguments + ["--lang", "en"] + (isReport ? ["--format", "json"] : []))
            #expect(run.status == status, "\(arguments): \(run.stderr)")
        }
    }

    @Test func theReportOnStandardOutputWarningsOnStandardErrorQuietSilencesThem() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try file("bad.csv", Self.badRow, in: dir)
        let loud = try Tool.run([bad, "--lang", "en", "--format", "markdown"])
        #expect(loud.status == 0)
        #expect(loud.stdout.hasPrefix("# Statement report\n"))
        #expect(loud.stderr.hasPrefix("\(bad):3:27: warning: "))
        let quiet = try Tool.run([bad, "--lang", "en", "--format", "markdown", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout == loud.stdout)
        #expect(quiet.stderr.isEmpty)
        // Errors are never silenced.
        let strict = try Tool.run([bad, "--lang", "en", "--format", "markdown", "-q", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix("\(bad):3:27: error: "))
        let missing = try Tool.run(["missing.csv", "-q", "--lang", "en"])
        #expect(missing.stderr == "missing.csv: error: no such file: missing.csv\n")
    }

    /// A statement of about 9 MB: over the size from which a terminal shows progress.
    static func largeStatement(in dir: URL) throws -> String {
        var text = "Date;Libellé;Montant\n"
        let filler = String(repeating: "X", count: 2200)
        for i in 0..<4000 { text += "\(i % 28 + 1)/10/2026;ACHAT \(filler) \(i);-\(i % 500 + 1),\(i % 90 + 10)\n" }
        let url = dir.appending(path: "big.csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test(.enabled(if: ExternalTool.script != nil, "script (util-linux) is not installed: the terminal progress test did not run"))
    func progressOnATerminalOnly() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = try Self.largeStatement(in: dir)
        let out = dir.appending(path: "r.md").path
        let command = "\(Tool.binary.path) \(big) --lang en --format markdown -o \(out)"
        // Under `script`, standard error is a terminal.
        let terminal = try ExternalTool.run(ExternalTool.script!, ["-qec", command, "/dev/null"],
                                            environment: ["LANG": "C", "TZ": "UTC", "PATH": "/usr/bin:/bin"])
        #expect(terminal.status == 0)
        #expect(terminal.text.contains("\r\u{1B}[K\(big): 0 transactions"), "\(terminal.text.debugDescription)")
        #expect(terminal.text.hasSuffix("\r\u{1B}[K"))  // erased at the end
        let quiet = try ExternalTool.run(ExternalTool.script!, ["-qec", command + " -q", "/dev/null"],
                                         environment: ["LANG": "C", "TZ": "UTC", "PATH": "/usr/bin:/bin"])
        #expect(quiet.text.isEmpty)
        // Through a pipe, nothing.
        let piped = try Tool.run([big, "--lang", "en", "--format", "markdown", "-o", out])
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty)
    }
}
