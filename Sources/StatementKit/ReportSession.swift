import StatementAnalysis
import StatementConfig
import StatementHistory
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel

/// The library's pipeline, from statement files to what is made of them: the one place that
/// chooses an importer for an input and runs it. The command-line tool, the fuzz harness, the
/// benchmarks and the tests all read through it.
///
/// ```swift
/// let session = ReportSession(importOptions: ImportOptions(defaultCurrency: Currency(code: "EUR")))
/// var accumulator = ReportBuilder(generatedOn: day, config: config, options: options).accumulator()
/// let run = session.read([.argument("releve.csv")], into: &accumulator) { outcome in print(outcome) }
/// let report = accumulator.report()
/// ```
///
/// Reading streams: an importer runs on the calling thread and the analysis on a second one
/// (`TransactionPipe`), so a file of a million rows is never held in memory.
public struct ReportSession: Sendable {
    /// How files are read (default currency, date pattern, signs, CSV profile).
    public var importOptions: ImportOptions
    /// Read every input as this format (`--input-format`) instead of detecting it.
    public var inputFormat: String?
    /// The importers to choose from.
    public var registry: ImporterRegistry
    /// Import on this thread and analyse on a second one (false: both on this thread, which costs
    /// less for a small file, as the fuzz harness reads thousands of them).
    public var usesTwoThreads = true
    /// Files smaller than this are read on one thread even so: for a monthly statement, starting a
    /// thread and handing batches over costs more than the analysis it would take off this one.
    public static let twoThreadsFrom = 1 << 20

    public init(importOptions: ImportOptions = ImportOptions(), inputFormat: String? = nil,
                registry: ImporterRegistry = .standard)
    {
        self.importOptions = importOptions
        self.inputFormat = inputFormat
        self.registry = registry
    }

    /// What became of one input.
    public enum Outcome: Sendable {
        /// Read; the record counts its rows and holds its rejected rows and warnings.
        case read(ImportRecord)
        /// Not read at all (nothing of it is in the result).
        case failed(ImportError)
    }

    /// The importer for `input`: the one `inputFormat` names, else the one that claims the file
    /// (with its claim).
    public func importer(for input: InputFile) throws(ImportError)
        -> (importer: any StatementImporter, identification: Identification?)
    {
        if let inputFormat {
            guard let named = registry.importer(named: inputFormat) else {
                throw ImportError(.invalidOption, Message("input.unknownFormat", ["format": .text(inputFormat)]),
                                  at: SourceLocation(file: input.name))
            }
            return (named, nil)
        }
        let detected = try registry.detect(input)
        return (detected.importer, detected.identification)
    }

    /// Reads `inputs` one after the other into `accumulator`, then the Splitwise exports. A file
    /// that fails halfway is left out entirely (the accumulator goes back to its state before it).
    /// `outcome` is told what became of each input, in order; `progress`, when given, is told when a
    /// file begins, how many transactions were read (every 4,096), and when it ends.
    /// With `kept`, the statements of every file read are kept there too (in memory), for what reads
    /// them after the report. Returns how many statement files were read.
    @discardableResult
    public func read(_ inputs: [InputSource], into accumulator: inout ReportAccumulator, splitwise: [String] = [],
                     progress: (any ReadProgress)? = nil, keeping kept: RunFiles? = nil, outcome: (String, Outcome) -> Void) -> Int
    {
        var read = 0
        accumulator.expectFiles(inputs.count)
        for source in inputs {
            progress?.begin(source.name)
            do throws(ImportError) {
                let input = try source.open()
                let record = try stream(input, into: &accumulator, progress: progress, keeping: kept)
                progress?.clear()
                outcome(source.name, .read(record))
                read += 1
            } catch {
                progress?.clear()
                outcome(source.name, .failed(error))
            }
        }
        for path in splitwise {
            do throws(ImportError) {
                let export = try SplitwiseExport.read(try InputFile.open(path))
                outcome(path, .read(export.record))
                accumulator.add(export)
            } catch {
                outcome(path, .failed(error))
            }
        }
        return read
    }

    /// Reads one file into the report: `beginFile`, the import (on two threads for a big file),
    /// `endFile` (`StagedFile`); with `kept`, its statements are kept there too. When the import
    /// fails, the accumulator is left as it was before the file (and `kept` has nothing of it).
    public func stream(_ input: InputFile, into accumulator: inout ReportAccumulator, progress: (any ReadProgress)? = nil,
                       keeping kept: RunFiles? = nil) throws(ImportError) -> ImportRecord
    {
        let importer = try importer(for: input).importer
        // Moved, not copied: a copy would share the report's tables, and the first change to each copy it.
        var staged = StagedFile(consume accumulator, source: input.name, format: importer.format, keeping: kept != nil)
        let record: ImportRecord
        do throws(ImportError) {
            record = try pass(input, importer: importer, into: &staged, progress: progress)
        } catch {
            accumulator = (consume staged).abandon()
            throw error
        }
        if let kept, let statements = staged.kept {
            kept.append(HistoryInput(name: input.name, format: importer.format,
                                     statements: statements.statements(source: input.name, format: importer.format)))
        }
        let ended: ImportRecord
        (accumulator, ended) = (consume staged).finish(record)
        return ended
    }

    /// The import of `input` into `sink`: on two threads for a big file.
    private func pass<Sink: TransactionSink>(_ input: InputFile, importer: any StatementImporter, into sink: inout Sink,
                                             progress: (any ReadProgress)?) throws(ImportError) -> ImportRecord
    {
        if !usesTwoThreads || (input.size ?? Int.max) < ReportSession.twoThreadsFrom {
            return try importer.read(input, options: importOptions, into: &sink)
        } else if let progress, progress.counts {
            var counting = CountingSink(base: consume sink, progress: progress)
            defer { sink = counting.base }
            return try TransactionPipe.read(input, with: importer, options: importOptions, into: &counting)
        } else {
            return try TransactionPipe.read(input, with: importer, options: importOptions, into: &sink)
        }
    }

    /// Reads `inputs` into memory, whole (the transactions export); `outcome` as in `read`.
    public func importAll(_ inputs: [InputSource], outcome: (String, Outcome) -> Void) -> [ImportResult] {
        var results: [ImportResult] = []
        for source in inputs {
            do throws(ImportError) {
                let input = try source.open()
                let result = try importFile(input)
                outcome(source.name, .read(result.record))
                results.append(result)
            } catch {
                outcome(source.name, .failed(error))
            }
        }
        return results
    }

    /// Reads one input into memory, whole.
    public func importFile(_ input: InputFile) throws(ImportError) -> ImportResult {
        try importer(for: input).importer.importFile(input, options: importOptions)
    }

    /// Reads one input into any sink, with no analysis (the benchmark's counting sink).
    public func read<Sink: TransactionSink>(_ input: InputFile, into sink: inout Sink) throws(ImportError) -> ImportRecord {
        try importer(for: input).importer.read(input, options: importOptions, into: &sink)
    }

    /// How one input is read: what was detected and what became of every row (`inspect`).
    public func inspect(_ input: InputFile) throws(ImportError) -> Inspection {
        let (importer, identification) = try importer(for: input)
        if let csv = importer as? CSVImporter {
            return .csv(try csv.inspect(input, options: importOptions))
        }
        return .file(try FileInspection.inspect(input, importer: importer, identification: identification, options: importOptions))
    }
}

/// What `ReportSession.inspect` found: a CSV file's profile, or another format's facts.
public enum Inspection: Sendable {
    case csv(CSVInspection)
    case file(FileInspection)

    /// The inspection as text in the catalogue's language (YAML for a CSV file); `region` says which
    /// region a report of the file is written for, and why (`LocaleChoice.regionReason`).
    public func text(catalogue: Catalogue, region: Message? = nil) -> String {
        switch self {
        case let .csv(inspection): return inspection.text(catalogue: catalogue, region: region)
        case let .file(inspection): return inspection.text(catalogue: catalogue, region: region)
        }
    }

    /// What the file's statements say about the region to write a report of them for.
    public var statementRegion: StatementRegion {
        switch self {
        case let .csv(inspection):
            return StatementRegion(currencies: inspection.statements.map(\.currency.code),
                                   ibans: inspection.statements.compactMap(\.account.iban))
        case let .file(inspection):
            return StatementRegion(currencies: inspection.statements.map(\.info.currency.code),
                                   ibans: inspection.statements.compactMap(\.info.account.iban))
        }
    }

    /// What became of the rows.
    public var record: ImportRecord {
        switch self {
        case let .csv(inspection): return inspection.record
        case let .file(inspection): return inspection.record
        }
    }
}

/// Where an input comes from: a file, or standard input (`-` on the command line).
public struct InputSource: Sendable, Hashable {
    /// The name messages and reports give it.
    public let name: String
    package let isStandardInput: Bool

    /// A command-line argument: `-` is standard input, anything else a path.
    public static func argument(_ text: String) -> InputSource {
        InputSource(name: text, isStandardInput: text == "-")
    }

    /// The input, opened as its kind asks: a regular file is read from disk; standard input, a
    /// FIFO, `/dev/fd/N` or a `<(command)` is read once, into memory (`InputFile.open`).
    package func open() throws(ImportError) -> InputFile {
        isStandardInput ? try InputFile.standardInput() : try InputFile.open(name)
    }
}

/// Told how reading goes, for a progress line on a terminal.
public protocol ReadProgress {
    /// Whether `update` is wanted (counting costs a little per transaction).
    var counts: Bool { get }
    func begin(_ name: String)
    func update(_ transactions: Int)
    func clear()
}

/// Passes everything to `base`, and tells `progress` the count every 4,096 transactions.
private struct CountingSink<Base: TransactionSink>: TransactionSink {
    var base: Base
    let progress: any ReadProgress
    private var count = 0

    init(base: Base, progress: any ReadProgress) {
        self.base = base
        self.progress = progress
    }

    mutating func statement(_ index: Int, _ info: StatementInfo) { base.statement(index, info) }

    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        base.transaction(index, transaction)
        count += 1
        if count & 4095 == 0 { progress.update(count) }
    }
}
