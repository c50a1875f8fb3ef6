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
        var categories = ExportCategories(categorizer: export.categorizer, refunds: export.format == .ledger)
        var duplicates = inputs.count > 1 && !export.keepDuplicates ? DuplicateFilter() : nil
        var names: [String] = []
        for (position, source) in inputs.enumerated() {
            let input: InputFile
            let importer: any StatementImporter
            do throws(ImportError) {
                input = try source.open()
                importer = try self.importer(for: input).importer
            } catch {
                outcome(source.name, .failed(error))
                continue
            }
            // Moved, not copied, into the file's sink, and out of it again: shared, its first change would copy them.
            var staged = StagedExport(ExportSink(source: input.name, format: importer.format, pieces: pieces, categories: consume categories,
                                                 duplicates: duplicates.take(), memoryLimit: export.sortMemory))
            var record: ImportRecord
            do throws(ImportError) {
                // A small file on one thread, as a report reads it: a thread started for each of 6,000 files
                // of ten rows was a tenth of their export.
                if usesTwoThreads, (input.size ?? Int.max) >= ReportSession.twoThreadsFrom {
                    record = try TransactionPipe.read(input, with: importer, options: importOptions, into: &staged)
                } else {
                    record = try importer.read(input, options: importOptions, into: &staged)
                }
            } catch {
                var before = (consume staged).abandon()
                (categories, duplicates) = before.take()
                outcome(source.name, .failed(error))
                continue
            }
            staged.complete()
            var file: ExportSink
            if staged.sink.isStale {
                file = (consume staged).abandon()
                do throws(ImportError) {
                    let whole = try importer.importFile(input, options: importOptions)
                    ReportSession.reread(whole, into: &file)
                } catch {
                    (categories, duplicates) = file.take()
                    outcome(source.name, .failed(error))
                    continue
                }
            } else {
                file = (consume staged).finish()
            }
            (categories, duplicates) = file.take()
            // `endFile` changes a table that nothing else holds (a copy of it for each file made 3,000 files take 5 s).
            if duplicates != nil {
                if duplicates!.dropped > 0 { ReportSession.warnDuplicates(duplicates!, names: names, into: &record) }
                duplicates!.endFile()
            }
            names.append(input.name)
            outcome(source.name, .read(record))
            read += 1
            try document.add(file, last: position == inputs.count - 1)
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
    /// (`whole`) and given to `sink` (as it was before the file) in the order of its statements (each
    /// sorted as `StatementCollector` sorts).
    private static func reread(_ whole: ImportResult, into sink: inout ExportSink) {
        sink.beginFile()
        for (i, s) in whole.statements.enumerated() { sink.statement(i, s.info) }
        for (i, s) in whole.statements.enumerated() {
            for t in s.transactions { sink.transaction(i, t) }
        }
    }
}
