import StatementKit

extension InputOptions {
    /// Reads `paths` straight into the report, one transaction at a time, then the Splitwise
    /// exports. A file that fails halfway is left out entirely (the accumulator goes back to its
    /// state before the file). Prints a diagnostic for each failure, each rejected row (an error under
    /// `--strict`) and each warning (unless `--quiet`).
    /// Returns how many statement files were read and what went wrong.
    func stream(_ paths: [String], into accumulator: inout ReportAccumulator, splitwise: [String], printer: DiagnosticPrinter,
                progress: ProgressIndicator? = nil) -> (read: Int, status: RunStatus) {
        var read = 0
        var status = RunStatus()
        for path in paths {
            let before = accumulator
            progress?.begin(path)
            do throws(ImportError) {
                let input = path == "-" ? try InputFile.standardInput() : InputFile.file(path)
                let importer = try self.importer(for: input)
                let counting = progress.flatMap { p in p.enabled ? { p.update($0) } : nil }
                let record = try accumulator.read(input, with: importer, options: importOptions, progress: counting)
                progress?.clear()
                printer.rejectedRows(record, asErrors: strict)
                printer.warnings(record)
                if strict, !record.rejected.isEmpty { status.strictRejections += 1 }
                read += 1
            } catch {
                accumulator = before
                progress?.clear()
                printer.error(error)
                status.failures += 1
            }
        }
        for path in splitwise {
            do {
                let export = try SplitwiseExport.read(.file(path))
                printer.rejectedRows(export.record, asErrors: strict)
                printer.warnings(export.record)
                if strict, !export.record.rejected.isEmpty { status.strictRejections += 1 }
                accumulator.add(export)
            } catch {
                printer.error(error)
                status.failures += 1
            }
        }
        return (read, status)
    }

    /// The importer `--input-format` names, else the one that claims the file.
    func importer(for input: InputFile) throws(ImportError) -> any StatementImporter {
        if let inputFormat {
            guard let named = ImporterRegistry.standard.importer(named: inputFormat) else {
                throw ImportError(.invalidOption, Message("input.unknownFormat", ["format": .text(inputFormat)]), at: SourceLocation(file: input.name))
            }
            return named
        }
        return try ImporterRegistry.standard.detect(input).importer
    }
}
