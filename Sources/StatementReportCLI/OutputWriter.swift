#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import StatementKit

/// Writes each report's outputs: to standard output, or to the files a pattern names, all of one
/// report atomically together (`AtomicFile.writeAll`). Two outputs of one run never get the same
/// name: the second becomes `name-2.ext`, with a note.
struct OutputWriter {
    /// Nil: standard output.
    let pattern: FileNamePattern?
    /// `--output-dir`: make the missing folders.
    let createFolders: Bool
    /// `--output-dir`: print each path written on standard output, one per line.
    let printsPaths: Bool
    let printer: DiagnosticPrinter
    private var used: Set<String> = []

    init(pattern: FileNamePattern?, createFolders: Bool, printsPaths: Bool, printer: DiagnosticPrinter) {
        self.pattern = pattern
        self.createFolders = createFolders
        self.printsPaths = printsPaths
        self.printer = printer
    }

    /// Writes the outputs of one report; false (after printing why) when they could not be written.
    mutating func write(_ outputs: [Output]) -> Bool {
        guard let pattern else {
            for output in outputs { writeStandardOutput(output.bytes) }
            return true
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for output in outputs {
            let wanted = pattern.expand(output.values)
            var path = wanted
            var n = 2
            while used.contains(path) {
                path = OutputWriter.numbered(wanted, n)
                n += 1
            }
            if path != wanted {
                printer.note(location: path, printer.catalogue("cli.renamedOutput", ["path": .text(wanted), "new": .text(path)]))
            }
            used.insert(path)
            files.append((path, output.bytes))
        }
        do {
            try AtomicFile.writeAll(files, createFolders: createFolders)
        } catch {
            // `-o` a FIFO or `/dev/stdout` whose reader has gone: the quiet end of `| head`.
            if error.code == EPIPE { StandardOutput.endByBrokenPipe() }
            printer.error(location: error.path, printer.catalogue("cli.cannotWrite", ["path": .text(error.path), "reason": .message(error.reason)]))
            return false
        }
        if printsPaths { writeStandardOutput(files.map { $0.path + "\n" }.joined()) }
        return true
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
