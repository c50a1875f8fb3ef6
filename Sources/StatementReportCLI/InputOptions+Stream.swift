import StatementKit

extension InputOptions {
    /// Reads every file straight into the report, one transaction at a time, then the Splitwise
    /// exports. A file that fails halfway is left out entirely (the accumulator goes back to its
    /// state before the file). Prints a diagnostic for each failure, each rejected row (an error under `--strict`,
    /// which then counts as a failure) and each warning.
    /// Returns how many statement files were read and how many inputs failed.
    func stream(into accumulator: inout ReportAccumulator, splitwise: [String], printer: DiagnosticPrinter) -> (read: Int, failures: Int) {
        var read = 0
        var failures = 0
        for path in files {
            let before = accumulator
            do throws(ImportError) {
                let input = path == "-" ? try InputFile.standardInput() : InputFile.file(path)
                let importer: any StatementImporter
                if let inputFormat {
                    guard let named = ImporterRegistry.standard.importer(named: inputFormat) else {
                        throw ImportError(.invalidOption, Message("input.unknownFormat", ["format": .text(inputFormat)]), at: SourceLocation(file: input.name))
                    }
                    importer = named
                } else {
                    importer = try ImporterRegistry.standard.detect(input).importer
                }
                let record = try accumulator.read(input, with: importer, options: importOptions)
                printer.rejectedRows(record, asErrors: strict)
                printer.warnings(record)
                if strict, !record.rejected.isEmpty { failures += 1 }
                read += 1
            } catch {
                accumulator = before
                printer.error(error)
                failures += 1
            }
        }
        for path in splitwise {
            do {
                let export = try SplitwiseExport.read(.file(path))
                printer.rejectedRows(export.record, asErrors: strict)
                printer.warnings(export.record)
                if strict, !export.record.rejected.isEmpty { failures += 1 }
                accumulator.add(export)
            } catch {
                printer.error(error)
                failures += 1
            }
        }
        return (read, failures)
    }
}
