#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import StatementKit
import StatementKitTestSupport
import Testing

/// The tool as scripts and cron jobs use it (issue 20, items 1–4, 9 and 10): outputs that are
/// devices, FIFOs or links; outputs that are inputs; write errors on standard output; inputs that
/// are not files; statement text that would command a terminal or a Markdown renderer.
///
/// Every device, FIFO and link is made by the test in a temporary folder (never in `/dev`). Every
/// run has a deadline (`Spawn.run`): a FIFO that nobody opens fails the test instead of hanging it,
/// and each FIFO has its reader or writer on a thread of its own.
@Suite struct ScriptSafetyTests {
    static let csv = Paths.samples.appending(path: "compte-joint-2026-10.csv").path

    // MARK: - 1. Outputs as Unix tools treat them

    /// `-o` a symbolic link to a file: the file gets the report, the link stays a link.
    @Test func anOutputLinkIsFollowedAndStaysALink() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appending(path: "real.md").path
        try "old\n".write(toFile: target, atomically: true, encoding: .utf8)
        let link = dir.appending(path: "link.md").path
        let dangling = dir.appending(path: "dangling.md").path
        #expect(symlink("real.md", link) == 0)
        #expect(symlink("new.md", dangling) == 0)
        for (command, output) in [([Self.csv, "--lang", "en", "-o", link], target),
                                  (["transactions", Self.csv, "--format", "csv", "-o", dangling], dir.appending(path: "new.md").path)] {
            let run = try Spawn.run(command)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Spawn.kind(of: link) == S_IFLNK && Spawn.kind(of: dangling) == S_IFLNK)
            #expect(Spawn.kind(of: output) == S_IFREG)
            #expect(try String(contentsOfFile: output, encoding: .utf8).count > 100)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Statement report\n"))
        // Nothing but the links and their targets in the folder: no temporary file left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["dangling.md", "link.md", "new.md", "real.md"])
    }

    /// `-o` a FIFO, a link to a FIFO, `--output-dir` where the file is a FIFO, `transactions -o` a
    /// FIFO: the reader gets the output, and the FIFO is still a FIFO (never replaced by a file).
    @Test func anOutputFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appending(path: "report.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = dir.appending(path: "link.md").path
        #expect(symlink(fifo, link) == 0)
        let out = dir.appending(path: "out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let inDir = out.appending(path: "r-en.md").path
        #expect(mkfifo(inDir, 0o600) == 0)
        let cases: [(arguments: [String], fifo: String, starts: String)] = [
            ([Self.csv, "--lang", "en", "--format", "md", "-o", fifo], fifo, "# Statement report\n"),
            ([Self.csv, "--lang", "en", "--format", "md", "-o", link], fifo, "# Statement report\n"),
            ([Self.csv, "--lang", "en", "--format", "md", "--output-dir", out.path, "--name", "r-{lang}.{ext}"], inDir, "# Statement report\n"),
            (["transactions", Self.csv, "--format", "csv", "-o", fifo], fifo, "date,"),
        ]
        for c in cases {
            let reader = FIFOReader(c.fifo)
            let run = try Spawn.run(c.arguments)
            let text = String(decoding: reader.wait(), as: UTF8.self)
            #expect(run.status == 0, "\(c.arguments): \(run.stderr)")
            #expect(text.hasPrefix(c.starts), "\(c.arguments): \(text.prefix(80).debugDescription)")
            #expect(Spawn.kind(of: c.fifo) == S_IFIFO, "\(c.arguments): the FIFO was replaced")
        }
        #expect(Spawn.kind(of: link) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["link.md", "out", "report.fifo"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["r-en.md"])
    }

    /// `-o /proc/self/fd/1`, or a link to it (what `/dev/stdout` is): the report goes to the
    /// descriptor the tool was given, and nothing is created or replaced.
    @Test func anOutputThatNamesADescriptorIsWrittenThroughIt() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appending(path: "stdout.md").path
        #expect(symlink("/proc/self/fd/1", link) == 0)
        for output in ["/proc/self/fd/1", link] {
            let run = try Spawn.run([Self.csv, "--lang", "en", "--format", "md", "-o", output])
            #expect(run.status == 0, "\(output): \(run.stderr)")
            #expect(run.stdout.hasPrefix("# Statement report\n"), "\(output)")
        }
        #expect(Spawn.kind(of: link) == S_IFLNK)
        // Standard output a regular file opened for appending: the report is appended, the file is
        // not started over nor replaced (same inode).
        let log = dir.appending(path: "log.txt").path
        try "first line\n".write(toFile: log, atomically: true, encoding: .utf8)
        let before = FileIdentity(path: log)
        let run = try Spawn.run([Self.csv, "--lang", "en", "--format", "md", "-o", link], stdout: .append(log))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).hasPrefix("first line\n# Statement report\n"))
        #expect(FileIdentity(path: log) == before)
    }

    /// `-o -` means standard output, as it does to other Unix tools: the report, the export and the
    /// history's export go there, exactly as without `-o`, and no file named `-` appears.
    @Test func dashAsTheOutputIsStandardOutput() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let history = dir.appending(path: "h.sqlite").path
        #expect(try Spawn.run(["history", "import", "--history", history, Self.csv, "-q"]).status == 0)
        let commands: [[String]] = [
            [Self.csv, "--lang", "en", "--format", "md"],
            [Self.csv, "--lang", "fr"],
            ["transactions", Self.csv, "--format", "csv"],
            ["history", "export", "--history", history, "--format", "ledger"],
        ]
        for command in commands {
            let plain = try Spawn.run(command, directory: dir)
            let dash = try Spawn.run(command + ["-o", "-"], directory: dir)
            #expect(dash.status == 0, "\(command): \(dash.stderr)")
            #expect(dash.stdout.count > 100 && dash.stdout == plain.stdout, "\(command): \(dash.stdout.prefix(80).debugDescription)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["h.sqlite"])
        // `-o -` is an `-o` still: with `--output-dir`, refused as any other.
        let both = try Spawn.run([Self.csv, "--lang", "en", "-o", "-", "--output-dir", dir.path], directory: dir)
        #expect(both.status == 64 && both.stdout.isEmpty, "\(both.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["h.sqlite"])
        // Where the output is standard output, a write error there is an error, as without `-o`.
        let closed = try Spawn.run([Self.csv, "--lang", "en", "-o", "-"], directory: dir, stdout: .closed)
        #expect(closed.status == 1 && closed.stderr.hasPrefix("statement-report: error: cannot write standard output: "), "\(closed.stderr)")
    }

    // MARK: - 2. An output that is an input

    /// `x.csv -o ./x.csv`, a hard link, a symbolic link, `--output-dir` + `--name {input}.csv`,
    /// `transactions -o`, standard output appended to the input: exit 64, a message naming both,
    /// the statement untouched, and nothing read (a FIFO among the inputs that nobody writes to
    /// would hang a run that opened it).
    @Test func anOutputThatIsAnInputIsRefusedBeforeAnythingIsRead() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let statement = dir.appending(path: "x.csv").path
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.csv))
        try original.write(to: URL(fileURLWithPath: statement))
        let hard = dir.appending(path: "hard.csv").path
        #expect(link(statement, hard) == 0)
        let soft = dir.appending(path: "soft.csv").path
        #expect(symlink("x.csv", soft) == 0)
        let never = dir.appending(path: "never-written.fifo").path
        #expect(mkfifo(never, 0o600) == 0)
        let cases: [(arguments: [String], output: String)] = [
            ([never, "x.csv", "-o", "./x.csv"], "./x.csv"),
            ([never, "x.csv", "-o", hard], hard),
            ([never, "x.csv", "-o", soft, "--format", "md"], soft),
            ([never, "x.csv", "--output-dir", ".", "--name", "{input}.csv", "--each", "--format", "md"], "./x.csv"),
            (["transactions", never, "x.csv", "-o", "x.csv"], "x.csv"),
            (["transactions", never, soft, "-o", hard, "--format", "csv"], hard),
        ]
        for c in cases {
            let run = try Spawn.run(c.arguments + ["--lang", "en"], directory: dir)
            #expect(run.status == 64, "\(c.arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("\(c.output): error: \(c.output) is the same file as the input "), "\(run.stderr)")
            #expect(run.stderr.contains(": writing there would destroy the statement; choose another output\n"), "\(run.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: statement)) == original, "\(c.arguments)")
        }
        // Standard output appended to the statement (`>> x.csv`), in French.
        for command in [[], ["transactions"], ["inspect"]] {
            let run = try Spawn.run(command + [never, "x.csv", "--lang", "fr"], directory: dir, stdout: .append(statement))
            #expect(run.status == 64, "\(command): \(run.stderr)")
            #expect(run.stderr == "statement-report: erreur : la sortie standard est l’entrée x.csv : y écrire détruirait le relevé ; redirigez-la vers un autre fichier\n"
                .replacingOccurrences(of: " :", with: "\u{00A0}:").replacingOccurrences(of: " ;", with: "\u{202F};"), "\(run.stderr.debugDescription)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: statement)) == original)
        }
        #expect(Spawn.kind(of: soft) == S_IFLNK)
    }

    // MARK: - 3. Every write is checked

    /// A reader that has gone (`| head`): the tool ends as `cat` would, killed by SIGPIPE (a shell
    /// shows 141), silently, for every command that writes on standard output.
    @Test func aReaderThatHasGoneEndsTheRunQuietly() throws {
        let big = try Self.largeStatement()
        defer { try? FileManager.default.removeItem(atPath: big) }
        let commands: [[String]] = [
            [big, "--lang", "en"], [big, "--lang", "en", "--format", "markdown"],
            ["transactions", big, "--format", "csv"], ["transactions", big, "--format", "json"],
            ["transactions", big, "--format", "ledger"], ["inspect", Self.csv], [big, "--lang", "en", "-o", "/proc/self/fd/1"],
        ]
        for command in commands {
            let run = try Spawn.run(command, stdout: .brokenPipe)
            #expect(run.signal == SIGPIPE, "\(command): status \(run.status), signal \(run.signal): \(run.stderr)")
            #expect(run.stderr.isEmpty, "\(command): \(run.stderr)")
        }
        // As a shell sees it: `statement-report … | head -c 10` gives 141, like `yes | head -c 10`.
        let shell = try Spawn.shell("\(Tool.binary.path) transactions \(big) --format csv | head -c 10 >/dev/null; echo ${PIPESTATUS[0]}")
        #expect(shell.stdout == "141\n", "\(shell.stderr)")
    }

    /// Any other write error on standard output: `statement-report: error: cannot write standard
    /// output: …`, exit 1, never 0. EBADF: standard output closed (`>&-`) or open for reading only;
    /// EFBIG (`ulimit -f` with SIGXFSZ ignored) stands in for ENOSPC and EIO, which take a full
    /// disk or a failing one: every error but EPIPE goes the same way.
    @Test func aWriteErrorOnStandardOutputIsAnError() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let commands: [[String]] = [
            [Self.csv], [Self.csv, "--format", "markdown"], ["transactions", Self.csv, "--format", "csv"],
            ["transactions", Self.csv, "--format", "json"], ["transactions", Self.csv, "--format", "ledger"], ["inspect", Self.csv],
        ]
        for command in commands {
            let closed = try Spawn.run(command + ["--lang", "en"], stdout: .closed)
            #expect(closed.status == 1, "\(command): \(closed.stderr)")
            #expect(closed.stderr == "statement-report: error: cannot write standard output: the file descriptor is closed, or not open for this use\n",
                    "\(command): \(closed.stderr)")
            let readOnly = try Spawn.run(command + ["--lang", "fr"], stdout: .readOnly(Paths.samples.appending(path: "README.md").path))
            #expect(readOnly.status == 1, "\(command): \(readOnly.stderr)")
            #expect(readOnly.stderr.hasPrefix("statement-report: erreur\u{00A0}: impossible d’écrire sur la sortie standard\u{00A0}: le descripteur"),
                    "\(command): \(readOnly.stderr)")
            let file = dir.appending(path: "limited.out").path
            let limited = try Spawn.shell("ulimit -f 0; trap '' XFSZ; exec \(Tool.binary.path) \(command.joined(separator: " ")) --lang en > \(file)",
                                          environment: ["LANG": "C"])
            #expect(limited.status == 1, "\(command): \(limited.stderr)")
            #expect(limited.stderr == "statement-report: error: cannot write standard output: file too large\n", "\(command): \(limited.stderr)")
        }
    }

    /// SIGPIPE is ignored inside the tool, so that a FIFO output whose reader has gone is seen too:
    /// `-o fifo` whose reader reads one byte and closes ends quietly, like `| head`.
    @Test func anOutputFIFOWhoseReaderGoesEndsQuietly() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = try Self.largeStatement()
        defer { try? FileManager.default.removeItem(atPath: big) }
        let fifo = dir.appending(path: "out.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo, limit: 1)
        let run = try Spawn.run(["transactions", big, "--format", "csv", "-o", fifo])
        #expect(reader.wait().count == 1)
        #expect(run.signal == SIGPIPE, "status \(run.status): \(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(Spawn.kind(of: fifo) == S_IFIFO)
    }

    // MARK: - 4. Inputs that are not files

    /// A FIFO (with its writer on a thread), a link to a FIFO, standard input from a pipe and from a
    /// file, and bash's `<(cat s.csv)`: read once, detected from their first bytes, no hang.
    @Test func inputsThatAreNotFilesAreReadOnce() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.csv)))
        let fifo = dir.appending(path: "statement.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = dir.appending(path: "link.csv").path
        #expect(symlink(fifo, link) == 0)
        for (command, input) in [([] as [String], fifo), ([], link), (["inspect"], fifo), (["transactions", "--format", "csv"], fifo)] {
            let writer = FIFOWriter(input, bytes)
            let run = try Spawn.run(command + [input, "--lang", "en"] + (command.isEmpty ? ["--format", "md"] : []))
            writer.wait()
            #expect(run.status == 0, "\(command) \(input): \(run.stderr)")
            #expect(run.stderr.isEmpty, "\(command) \(input): \(run.stderr)")
            if command.isEmpty { #expect(run.stdout.hasPrefix("# Statement report\n") && run.stdout.contains("CARREFOUR MARKET"), "\(run.stdout)") }
            if command == ["inspect"] { #expect(run.stdout.contains("format: csv") || run.stdout.contains("separator: \";\""), "\(run.stdout)") }
        }
        let piped = try Spawn.run(["-", "--lang", "en", "--format", "md"], stdin: .bytes(bytes))
        #expect(piped.status == 0 && piped.stdout.hasPrefix("# Statement report\n"), "\(piped.stderr)")
        let redirected = try Spawn.run(["-", "--lang", "en", "--format", "md"], stdin: .file(Self.csv))
        #expect(redirected.status == 0 && redirected.stdout.hasPrefix("# Statement report\n"), "\(redirected.stderr)")
        let substituted = try Spawn.shell("\(Tool.binary.path) <(cat \(Self.csv)) --lang en --format md")
        #expect(substituted.status == 0, "\(substituted.stderr)")
        #expect(substituted.stderr.isEmpty, "\(substituted.stderr)")
        #expect(substituted.stdout.hasPrefix("# Statement report\n"))
        #expect(!substituted.stdout.contains("/dev/fd/"), "the report names the input without its folder")
    }

    /// What cannot be read twice is held in memory up to a limit (512 MiB), which the error names.
    @Test func anInputThatIsNotAFileHasAMemoryLimit() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appending(path: "big.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(InputFile.memoryLimit == 512 << 20)
        let writer = FIFOWriter(fifo, [UInt8](repeating: UInt8(ascii: "A"), count: 3 << 20))
        let error = #expect(throws: ImportError.self) { _ = try InputFile.open(fifo, memoryLimit: 1 << 20) }
        #expect(error.map { ReportLocale.english.catalogue.render($0.message) }
            == "\(fifo) is not a regular file (a pipe, a FIFO or a device) and holds more than 1 MiB: an input that can be read only once is held in memory, 1 MiB at most; save it to a file and read that")
        writer.wait()
        // Within the limit: the bytes, in memory, with no path to open again.
        let small = FIFOWriter(fifo, Array("Date;Libellé;Montant\n".utf8))
        let input = try InputFile.open(fifo, memoryLimit: 1 << 20)
        small.wait()
        #expect(input.path == nil)
        #expect(try input.readAll() == Array("Date;Libellé;Montant\n".utf8))
        #expect(try input.head(4) == Array("Date".utf8))
    }

    // MARK: - 9. Text that cannot command a terminal

    /// A statement whose text holds ESC sequences (clear the screen, set the title), a C1 CSI, a
    /// carriage return and a right-to-left override: no raw control reaches standard error, the
    /// `inspect` output, Markdown (in a file or on a terminal) or HTML; the controls show as `\x1b`;
    /// the override is gone from the reports.
    @Test func statementTextCannotCommandATerminal() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hostile = "CB SHOP\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{202E}00.001"
        let file = dir.appending(path: "hostile.csv").path
        try """
            Date;Libellé;Montant
            01/10/2026;"\(hostile)";-12,50
            02/10/2026;LOYER;-1x\u{1B}[2J
            03/10/2026;"SALAIRE\rALL FINE";2000,00

            """.write(toFile: file, atomically: true, encoding: .utf8)
        func isInert(_ text: String) -> Bool {
            !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
        }
        // Diagnostics: the rejected row's value and line, escaped.
        let report = try Spawn.run([file, "--lang", "en", "--format", "md"])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(isInert(report.stderr), "\(report.stderr.debugDescription)")
        #expect(report.stderr.contains("LOYER;-1x\\x1b[2J"), "\(report.stderr)")
        #expect(isInert(report.stdout), "\(report.stdout.debugDescription)")
        #expect(report.stdout.contains("CB SHOP\\x1b\\[2J\\x1b\\]0;owned\\x07\\x9b31m00.001"), "\(report.stdout)")
        let html = try Spawn.run([file, "--lang", "en"])
        #expect(isInert(html.stdout))
        #expect(html.stdout.contains("CB SHOP\\x1b[2J\\x1b]0;owned\\x07\\x9b31m00.001"))
        let inspect = try Spawn.run(["inspect", file, "--lang", "en"])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(isInert(inspect.stdout) && !inspect.stdout.contains("\r"), "\(inspect.stdout.debugDescription)")
        // CSV export into a file keeps the data as it is (a file, not a terminal)...
        let exported = try Spawn.run(["transactions", file, "--format", "csv"])
        #expect(exported.stdout.contains("\u{1B}[2J"))
        // ... and on a terminal shows it escaped, as does the Markdown (also through `-o` a descriptor).
        if let script = ExternalTool.script {
            let typescript = dir.appending(path: "typescript").path
            for command in ["\(file) --lang en --format md", "transactions \(file) --format csv",
                            "transactions \(file) --format csv -o /proc/self/fd/1"] {
                let errors = dir.appending(path: "stderr.txt").path
                let run = try Spawn.run(executable: script.path, ["-qec", "\(Tool.binary.path) \(command) 2>\(errors)", typescript])
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.contains("CB SHOP\\x1b"), "\(command): \(run.stdout.prefix(2000).debugDescription)")
                // The terminal ends lines with CR LF (and a CSV line's own CR LF with CR CR LF).
                let lines = run.stdout.replacingOccurrences(of: "\r\r\n", with: "\n").replacingOccurrences(of: "\r\n", with: "\n")
                #expect(isInert(lines), "\(command): \(run.stdout.debugDescription)")
            }
        }
    }

    // MARK: - 10. Markdown that renderers cannot turn into links

    /// E-mail addresses (`support@evil.example`, with a backslash too), `www.`, `http(s)://`,
    /// `mailto:` and `xmpp:` in descriptions: no link in cmark-gfm's HTML, with its autolink extension.
    @Test(.enabled(if: Spawn.cmark != nil, "cmark-gfm is not installed (apt-get install cmark-gfm; .ci/run installs it): the autolinks are not checked"))
    func markdownHasNoAutolinks() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let texts = ["support@evil.example", "support\\@evil.example", "www.evil.example", "WWW.EVIL.EXAMPLE", "https://evil.example/x",
                     "http://evil.example", "mailto:support@evil.example", "xmpp:support@evil.example/chat", "ftp://evil.example", "(www.evil.example)"]
        var csv = "Date;Libellé;Montant\n"
        for (i, text) in texts.enumerated() { csv += "\(String(format: "%02d", i + 1))/10/2026;PAYE \(text);-\(i + 1),00\n" }
        let file = dir.appending(path: "links.csv").path
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Spawn.run([file, "--lang", "en", "--format", "md"])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try Spawn.run(executable: Spawn.cmark!, ["-e", "autolink", "-e", "table"], stdin: .bytes(Array(run.stdout.utf8))).stdout
        #expect(html.contains("<table>"))
        #expect(!html.contains("<a "), "\(html.split(separator: "\n").filter { $0.contains("<a ") })")
        // The text still reads the same (the word joiner before `@` is invisible).
        for text in texts {
            #expect(html.replacingOccurrences(of: "\u{2060}", with: "").contains(text), "\(text)")
        }
    }

    // MARK: - Helpers

    /// A CSV statement of 20,000 rows (about 1 MB): more than a pipe holds, so that a reader gone
    /// is seen while writing.
    static func largeStatement() throws -> String {
        var text = "Date;Libellé;Montant\n"
        for i in 0..<20_000 { text += "\(i % 28 + 1)/10/2026;ACHAT MAGASIN NUMERO \(i);-\(i % 500 + 1),\(i % 90 + 10)\n" }
        let path = FileManager.default.temporaryDirectory.appending(path: "statement-report-large-\(UUID().uuidString).csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// Runs the tool (or another program) with standard input, output and error set up exactly, and a
/// deadline: past it, the process is killed and the test fails rather than hangs.
enum Spawn {
    static let cmark: String? = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Run {
        var status: Int32
        /// The signal that ended the process, 0 when it exited.
        var signal: Int32
        var stdout: String
        var stderr: String
        /// The child's own peak resident memory, KB: its `VmHWM`, read while it runs (every 5 ms). Not
        /// `ru_maxrss`: a child started by `posix_spawn` (vfork, then exec) takes the test process's own peak
        /// as its first, so a test process that had grown past the bound failed the bound for every child.
        var peakKB: Int = 0
    }

    enum Output {
        /// A pipe read to its end.
        case pipe
        /// A pipe whose reading end is closed before the process starts: every write is EPIPE.
        case brokenPipe
        /// Descriptor 1 closed (`>&-`).
        case closed
        /// A file opened for reading only (`1< file`).
        case readOnly(String)
        /// A file opened for appending (`>> file`).
        case append(String)
    }

    enum Input {
        case bytes([UInt8])
        case file(String)
    }

    static func kind(of path: String) -> mode_t {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : 0
    }

    /// `VmHWM` of `/proc/PID/status` in KB: the peak resident memory of the process's own address space
    /// (0 when it cannot be read, the process having ended).
    static func highWaterKB(_ pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.dropFirst(6).filter(\.isNumber)) ?? 0
    }

    /// `bash -c script`.
    static func shell(_ script: String, environment: [String: String] = [:]) throws -> Run {
        try run(executable: "/bin/bash", ["-c", script], environment: environment)
    }

    static func run(_ arguments: [String], directory: URL? = nil, stdin: Input = .bytes([]), stdout: Output = .pipe,
                    environment: [String: String] = [:]) throws -> Run {
        try run(executable: Tool.binary.path, arguments, directory: directory, stdin: stdin, stdout: stdout, environment: environment)
    }

    static func run(executable: String, _ arguments: [String], directory: URL? = nil, stdin: Input = .bytes([]), stdout: Output = .pipe,
                    environment: [String: String] = [:], deadline seconds: Double = 60) throws -> Run {
        var env = ["LANG": "C", "LC_ALL": "", "TZ": "UTC", "SOURCE_DATE_EPOCH": "1793491200", "PATH": "/usr/bin:/bin"]
        for (k, v) in environment { env[k] = v }
        var pipes: [Int32] = []
        func pipePair() -> (read: Int32, write: Int32) {
            var fds: [Int32] = [-1, -1]
            _ = pipe(&fds)
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            pipes += fds
            return (fds[0], fds[1])
        }
        defer { for fd in pipes { close(fd) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Standard input.
        var stdinWriter: FIFOWriter?
        switch stdin {
        case let .bytes(bytes):
            let p = pipePair()
            posix_spawn_file_actions_adddup2(&actions, p.read, 0)
            stdinWriter = FIFOWriter(descriptor: p.write, bytes)
        case let .file(path):
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        }
        // Standard output.
        var outReader: FIFOReader?
        switch stdout {
        case .pipe:
            let p = pipePair()
            posix_spawn_file_actions_adddup2(&actions, p.write, 1)
            outReader = FIFOReader(descriptor: p.read)
        case .brokenPipe:
            let p = pipePair()
            close(p.read)
            pipes.removeAll { $0 == p.read }
            posix_spawn_file_actions_adddup2(&actions, p.write, 1)
        case .closed:
            posix_spawn_file_actions_addclose(&actions, 1)
        case let .readOnly(path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_RDONLY, 0)
        case let .append(path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_APPEND, 0)
        }
        let err = pipePair()
        posix_spawn_file_actions_adddup2(&actions, err.write, 2)
        let errReader = FIFOReader(descriptor: err.read)
        // The child starts with every signal at its default action (the test runner may ignore SIGPIPE).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // In another folder: through `env -C` (posix_spawn_file_actions_addchdir_np is not imported).
        let command = directory.map { ["/usr/bin/env", "-C", $0.path, executable] } ?? [executable]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        // The parent's copies of the child's ends: closed, so that the readers see the end.
        for fd in pipes where fd != err.read && fd != outReader?.descriptor && fd != stdinWriter?.descriptor { close(fd) }
        pipes = []

        var status: Int32 = 0
        var peak = 0
        let start = Date()
        while true {
            peak = max(peak, Spawn.highWaterKB(pid))
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if Date().timeIntervalSince(start) > seconds {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                Issue.record("\(arguments) did not end within \(seconds) s: killed")
                break
            }
            usleep(5_000)
        }
        stdinWriter?.wait()
        let out = outReader?.wait() ?? []
        let errText = errReader.wait()
        let exited = status & 0x7F == 0
        return Run(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), signal: exited ? 0 : status & 0x7F,
                   stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errText, as: UTF8.self),
                   peakKB: peak)
    }
}

/// Reads a FIFO (opened on its own thread: opening blocks until a writer comes) or a descriptor to
/// its end, or `limit` bytes and then closes it.
final class FIFOReader: @unchecked Sendable {
    let descriptor: Int32
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    convenience init(_ path: String, limit: Int = .max) {
        self.init(descriptor: -1, path: path, limit: limit)
    }

    convenience init(descriptor: Int32) {
        self.init(descriptor: descriptor, path: nil, limit: .max)
    }

    private init(descriptor: Int32, path: String?, limit: Int) {
        self.descriptor = descriptor
        Thread.detachNewThread { [self] in
            let fd = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? descriptor
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while fd >= 0, bytes.count < limit {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, min($0.count, limit - bytes.count)) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                bytes += buffer[0..<n]
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }
    }

    /// What was read; at most 60 s of waiting.
    func wait() -> [UInt8] {
        if done.wait(timeout: .now() + 60) == .timedOut { Issue.record("a FIFO reader waited 60 s") }
        return bytes
    }
}

/// Writes bytes into a FIFO (opened on its own thread) or a descriptor, then closes it. A reader
/// that goes early is not an error.
final class FIFOWriter: @unchecked Sendable {
    let descriptor: Int32
    private let done = DispatchSemaphore(value: 0)

    convenience init(_ path: String, _ bytes: [UInt8]) {
        self.init(descriptor: -1, path: path, bytes)
    }

    convenience init(descriptor: Int32, _ bytes: [UInt8]) {
        self.init(descriptor: descriptor, path: nil, bytes)
    }

    private init(descriptor: Int32, path: String?, _ bytes: [UInt8]) {
        self.descriptor = descriptor
        signal(SIGPIPE, SIG_IGN)
        Thread.detachNewThread { [self] in
            let fd = path.map { open($0, O_WRONLY | O_CLOEXEC) } ?? descriptor
            var written = 0
            while fd >= 0, written < bytes.count {
                let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                written += n
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }
    }

    func wait() {
        if done.wait(timeout: .now() + 60) == .timedOut { Issue.record("a FIFO writer waited 60 s") }
    }
}
