import StatementAnalysis
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementRendering

/// Where a streaming export writes, in order; a failure ends the export.
public protocol ExportDestination {
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(AtomicFile.WriteError)
    /// `write` may be called on a thread of the export's own (one call at a time, in order, all of
    /// them before the export returns), which then writes while the export merges: true for
    /// `AtomicFile.Stream`; false unless a destination says so.
    var allowsWriterThread: Bool { get }
}

extension ExportDestination {
    public var allowsWriterThread: Bool { false }
}

/// Why a streaming export stopped.
public enum TransactionsExportFailure: Error, Sendable {
    /// The destination could not be written.
    case output(AtomicFile.WriteError)
    /// A temporary file of the sort could not be made, written or read (`path` is its folder).
    case temporaryFile(AtomicFile.WriteError)
}

/// `statement-report transactions`: what to write and how.
public struct TransactionsExport: Sendable {
    public var format: TransactionsFormat
    /// Categorizes as a report does (the user's rules from the configuration file).
    public var categorizer: Categorizer
    /// The language of category names.
    public var language: Language
    /// Bytes of rendered transactions of one file held in memory to sort them; beyond, sorted runs
    /// go to temporary files and are merged (`RecordSpool`).
    public var sortMemory = 4 << 20
    /// Keep a transaction that an earlier file of the export held too (`--keep-duplicates`); by
    /// default, when several files are read, it is written once (`DuplicateFilter`, as a report does).
    public var keepDuplicates = false

    public init(format: TransactionsFormat, categorizer: Categorizer = Categorizer(), language: Language) {
        self.format = format
        self.categorizer = categorizer
        self.language = language
    }
}

extension ReportSession {
    /// Reads `inputs` one after the other and writes their transactions to `destination` as
    /// `export` says: byte for byte what `TransactionsCSV`, `TransactionsJSON` or
    /// `TransactionsLedger` write of the statements read whole, in the same order (statement by
    /// statement; within one, by booking day, then as read). Memory stays bounded whatever the size
    /// of the files: each transaction is rendered as it is read, and a file's records wait for its
    /// end in memory up to `export.sortMemory`, then in temporary files (a file out of date order is
    /// sorted by an external merge). A file is written once read (its statements' heads need all of
    /// it); one that fails is left out, as `importAll` leaves it out. Nothing at all is written when
    /// no input can be read.
    ///
    /// `outcome` is told what became of each input, in order. Returns how many inputs were read.
    public func export<Destination: ExportDestination>(
        _ inputs: [InputSource], _ export: TransactionsExport, to destination: inout Destination,
        outcome: (String, Outcome) -> Void
    ) throws(TransactionsExportFailure) -> Int {
        let pieces = TransactionsPieces(format: export.format, catalog: export.categorizer.catalog, language: export.language)
        var document = ExportDocument(pieces: pieces, destination: destination)
        defer { destination = document.result }
        var read = 0
        var categories = ExportCategories(categorizer: export.categorizer)
        var duplicates = inputs.count > 1 && !export.keepDuplicates ? DuplicateFilter() : nil
        var names: [String] = []
        for (position, source) in inputs.enumerated() {
            let sink: ExportSink
            do throws(ImportError) {
                let input = try source.open()
                let importer = try importer(for: input).importer
                var file = ExportSink(source: input.name, format: importer.format, pieces: pieces, categories: categories,
                                      memoryLimit: export.sortMemory)
                file.duplicates = duplicates
                file.duplicates?.beginFile()
                var record: ImportRecord
                if usesTwoThreads {
                    record = try TransactionPipe.read(input, with: importer, options: importOptions, into: &file)
                } else {
                    record = try importer.read(input, options: importOptions, into: &file)
                }
                if file.isStale {
                    file = try reread(input, with: importer, as: file, categories: categories, duplicates: duplicates, export: export, pieces: pieces)
                }
                categories = file.categories
                // Taken out of the sink, and the filter from before the file let go: `endFile` then
                // changes a table that nothing else holds (a copy of it for each file made 3,000 files take 5 s).
                duplicates = nil
                if var filter = file.duplicates.take() {
                    if filter.dropped > 0 { ReportSession.warnDuplicates(filter, names: names, into: &record) }
                    filter.endFile()
                    duplicates = filter
                }
                sink = file
                names.append(input.name)
                outcome(source.name, .read(record))
            } catch {
                outcome(source.name, .failed(error))
                continue
            }
            read += 1
            try document.add(sink, last: position == inputs.count - 1)
        }
        try document.finish()
        return read
    }

    /// Says on the record of a file how many of its transactions an earlier file held (`names`: the
    /// files read before it, in order), naming those files without their folders.
    static func warnDuplicates(_ filter: DuplicateFilter, names: [String], into record: inout ImportRecord) {
        let earlier = filter.earlierFiles.sorted().compactMap { $0 < names.count ? names[Int($0)] : nil }
        record.duplicates = filter.dropped
        record.warn(at: SourceLocation(file: record.file), Message("household.duplicatesDropped", [
            "count": .number(filter.dropped), "files": .text(earlier.map(DuplicateFilter.fileName).joined(separator: ", ")),
        ]))
    }

    /// A file whose statements changed account under records already rendered, read again whole
    /// and given to a new sink in the order of its statements (each sorted as `StatementCollector` sorts).
    private func reread(_ input: InputFile, with importer: any StatementImporter, as stale: ExportSink, categories: ExportCategories,
                        duplicates: DuplicateFilter?, export: TransactionsExport, pieces: TransactionsPieces) throws(ImportError) -> ExportSink
    {
        let result = try importer.importFile(input, options: importOptions)
        var sink = ExportSink(source: stale.source, format: stale.format, pieces: pieces, categories: categories,
                              memoryLimit: export.sortMemory)
        sink.duplicates = duplicates
        sink.duplicates?.beginFile()
        for (i, s) in result.statements.enumerated() { sink.statement(i, s.info) }
        for (i, s) in result.statements.enumerated() {
            for t in s.transactions { sink.transaction(i, t) }
        }
        return sink
    }
}
