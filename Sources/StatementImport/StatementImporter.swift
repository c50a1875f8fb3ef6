import StatementLocalization
import StatementModel

/// Reads one file format into the one transaction model.
///
/// Like beangulp's importer protocol: `identify` is a cheap look at the first bytes, `read` does
/// the work. An importer only translates: sorting, reconciliation and reports are shared steps
/// that run after it. It streams what it reads into a `TransactionSink`, so a large file need not
/// be held in memory as transactions.
public protocol StatementImporter: Sendable {
    /// The format's name, as `inspect` shows it and `--input-format` takes it (`csv`, `ofx`, `camt`).
    var format: String { get }

    /// Whether this importer claims the file, judging by its first bytes (`head`), and why.
    /// Content decides, not the file name.
    func identify(_ head: [UInt8]) -> Identification?

    /// Reads the whole file, sending statements and transactions to `sink`, and returns what
    /// happened to every row. Throws when the file as a whole cannot be read.
    func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink)
        throws(ImportError) -> ImportRecord
}

/// An importer's claim on a file.
public struct Identification: Sendable, Hashable {
    /// 0 through 100: how sure the importer is. The registry picks the highest.
    public var confidence: Int
    /// Why, in a few words (`OFXHEADER:100 header`, `camt.053.001.02 namespace`).
    public var reason: String
    /// The reason as a sentence in any language, when it is one (`inspect` says it in its language).
    public var text: Message?

    public init(confidence: Int, reason: String) {
        self.confidence = confidence
        self.reason = reason
    }

    public init(confidence: Int, _ text: Message) {
        self.confidence = confidence
        self.reason = text.description
        self.text = text
    }
}

/// Options that change how files are read. Every field is optional: importers detect what they can.
public struct ImportOptions: Sendable {
    /// The currency to use when the file names none.
    public var defaultCurrency: Currency?
    /// A date pattern (`dd/MM/yyyy`) for files whose dates are ambiguous.
    public var dateFormat: String?
    /// Flip every sign (credit-card exports where purchases are positive).
    public var invertSigns = false
    /// The account to use when the file names none.
    public var account: Account?

    public init(defaultCurrency: Currency? = nil, dateFormat: String? = nil, invertSigns: Bool = false, account: Account? = nil) {
        self.defaultCurrency = defaultCurrency
        self.dateFormat = dateFormat
        self.invertSigns = invertSigns
        self.account = account
    }

    /// Format-specific settings an importer defines (`--profile FILE` gives a `CSVProfile`): what they
    /// set wins over what the importer detects.
    public var profile: (any ImporterProfile)? = nil
}

/// Settings for one format, declared by the importer that reads it (the CSV importer's profile).
public protocol ImporterProfile: Sendable {}

/// Where an importer sends what it reads.
public protocol TransactionSink {
    /// Declares statement number `index` (0, 1, 2, ... in the order the importer meets them), or
    /// replaces what is known of it (an OFX ledger balance comes after the transactions).
    mutating func statement(_ index: Int, _ info: StatementInfo)

    /// Adds a transaction to statement `index`, declared before.
    /// The transaction is handed over (`consuming`): a sink that keeps it takes it without a copy.
    mutating func transaction(_ index: Int, _ transaction: consuming Transaction)
}

/// A sink that keeps everything: the statements with their transactions.
public struct StatementCollector: TransactionSink {
    public private(set) var infos: [StatementInfo] = []
    private var transactions: [[Transaction]] = []

    public init() {}

    public mutating func statement(_ index: Int, _ info: StatementInfo) {
        while infos.count <= index {
            infos.append(info)
            transactions.append([])
        }
        infos[index] = info
    }

    public mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        precondition(index < infos.count, "transaction for a statement that was not declared")
        transactions[index].append(transaction)
    }

    /// The statements, each with its transactions in booking-date order (source order within a day).
    public func statements(source: String, format: String) -> [Statement] {
        zip(infos, transactions).map { info, list in
            var sorted = list
            if !zip(list, list.dropFirst()).allSatisfy({ $0.bookingDate <= $1.bookingDate }) {
                sorted = list.enumerated().sorted { a, b in
                    a.element.bookingDate != b.element.bookingDate
                        ? a.element.bookingDate < b.element.bookingDate : a.offset < b.offset
                }.map(\.element)
            }
            return Statement(info: info, transactions: sorted, source: source, format: format)
        }
    }
}

/// The statements read from one file and the account of its rows.
public struct ImportResult: Sendable {
    public var statements: [Statement]
    public var record: ImportRecord

    public init(statements: [Statement], record: ImportRecord) {
        self.statements = statements
        self.record = record
    }
}

extension StatementImporter {
    /// Reads the file into memory as statements.
    public func importFile(_ input: InputFile, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportResult {
        var collector = StatementCollector()
        let record = try read(input, options: options, into: &collector)
        return ImportResult(statements: collector.statements(source: input.name, format: format), record: record)
    }
}
