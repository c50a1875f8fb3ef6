#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import StatementKit

/// Writes each report's outputs: to standard output, or to the files a pattern names, all of one
/// report atomically together (`AtomicFile.writeAll`: a device, a FIFO or `/dev/stdout` is written
/// straight through, never replaced). Two outputs of one run never get the same name: the second
/// becomes `name-2.ext`, with a note. A name that turns out to be an input's (a pattern that holds
/// `{account}` or `{period}`, known only once the inputs are read) is refused: nothing of that
/// report is written, and the run ends with 64.
struct OutputWriter {
    /// Nil: standard output.
    let pattern: FileNamePattern?
    /// `--output-dir`: make the missing folders.
    let createFolders: Bool
    /// `--output-dir`: print each path written on standard output, one per line.
    let printsPaths: Bool
    let printer: DiagnosticPrinter
    /// The run's inputs, which no output may be.
    let guarded: OutputGuard
    private var used: Set<String> = []
    /// For a name given again, the number to try next: the numbers below it are taken (trying them
    /// from 2 each time took time growing with the square of the reports of one name, 3 s for 2,000).
    private var nextNumber: [String: Int] = [:]

    init(pattern: FileNamePattern?, createFolders: Bool, printsPaths: Bool, printer: DiagnosticPrinter,
         guarded: OutputGuard = OutputGuard(files: []))
    {
        self.pattern = pattern
        self.createFolders = createFolders
        self.printsPaths = printsPaths
        self.printer = printer
        self.guarded = guarded
    }

    /// What became of one report's outputs.
    enum Result {
        case written
        /// Not written (why is printed).
        case failed
        /// Not written: an output is an input (why is printed).
        case refused
    }

    /// Writes the outputs of one report (why is printed when they could not be).
    mutating func write(_ outputs: [Output]) -> Result {
        guard let pattern else {
            for output in outputs { writeStandardOutput(output.bytes) }
            return .written
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for output in outputs {
            let wanted = pattern.expand(output.values)
            var path = wanted
            var n = nextNumber[wanted] ?? 2
            while used.contains(path) {
                path = OutputWriter.numbered(wanted, n)
                n += 1
            }
            if path != wanted {
                nextNumber[wanted] = n
                printer.note(location: path, printer.catalogue("cli.renamedOutput", ["path": .text(wanted), "new": .text(path)]))
            }
            used.insert(path)
            files.append((path, output.bytes))
        }
        guard guarded.allows(files.map(\.path), printer: printer) else { return .refused }
        do {
            try AtomicFile.writeAll(files, createFolders: createFolders)
        } catch {
            // `-o` a FIFO or `/dev/stdout` whose reader has gone: the quiet end of `| head`.
            if error.code == EPIPE { StandardOutput.endByBrokenPipe() }
            printer.error(location: error.path, printer.catalogue("cli.cannotWrite", ["path": .text(error.path), "reason": .message(error.reason)]))
            return .failed
        }
        if printsPaths { writeStandardOutput(files.map { $0.path + "\n" }.joined()) }
        return .written
    }

    /// `out/x-fr.html` → `out/x-fr-2.html`.
    static func numbered(_ path: String, _ n: Int) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        if let dot = path[slash...].lastIndex(of: "."), dot != slash {
            return path[..<dot] + "-\(n)" + path[dot...]
        }
        return path + "-\(n)"
    }
}
