import ArgumentParser
import StatementKit

/// `statement-report inspect FILE...`: what was detected and what became of every row. For a CSV file
/// the output is a YAML profile (decisions and skipped rows as comments) that `--profile` reads back.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show how a file is read: format, encoding, separator, header, columns, dates, counts, skipped rows.",
        discussion: """
            For a CSV file the output is a YAML profile: save it (statement-report inspect bank.csv > bank.yaml), \
            change a line, and read the file with --profile bank.yaml. Several files give several YAML documents.
            """
    )

    @OptionGroup var input: InputOptions

    func run() throws {
        let locale = input.locale
        let catalogue = locale.catalogue
        let printer = DiagnosticPrinter(locale: locale)
        var failures = 0
        for (n, path) in input.files.enumerated() {
            if n > 0 { writeStandardOutput("---\n") }
            do {
                let file = path == "-" ? try InputFile.standardInput() : InputFile.file(path)
                let importer: any StatementImporter
                if let format = input.inputFormat, let named = ImporterRegistry.standard.importer(named: format) {
                    importer = named
                } else {
                    importer = try ImporterRegistry.standard.detect(file).importer
                }
                let record: ImportRecord
                if let csv = importer as? CSVImporter {
                    let inspection = try csv.inspect(file, options: input.importOptions)
                    writeStandardOutput(inspection.text(catalogue: catalogue))
                    record = inspection.record
                } else {
                    let result = try importer.importFile(file, options: input.importOptions)
                    record = result.record
                    var text = "# " + catalogue("inspect.title", ["file": .text(file.name)]) + "\n"
                    text += "# " + catalogue("inspect.format", ["format": .text(importer.format)]) + "\n"
                    for d in record.detected { text += "# " + catalogue("inspect.detected", ["name": .text(d.name), "value": .text(d.value)]) + "\n" }
                    text += "# " + catalogue("inspect.rows", [
                        "read": .message(Message("count.rowsRead", ["count": .number(record.rowsRead)])),
                        "imported": .message(Message("count.imported", ["count": .number(record.imported)])),
                        "skipped": .message(Message("count.skipped", ["count": .number(record.skipped.count)])),
                        "rejected": .message(Message("count.rejected", ["count": .number(record.rejected.count)])),
                    ]) + "\n"
                    for note in record.skipped + record.rejected {
                        text += "#   " + catalogue("inspect.rejectedRow", ["location": .text(note.location.description), "reason": .message(note.reason)]) + "\n"
                    }
                    writeStandardOutput(text)
                }
                if input.strict, !record.rejected.isEmpty {
                    printer.rejectedRows(record, asErrors: true)
                    failures += 1
                }
            } catch {
                printer.error(error)
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
