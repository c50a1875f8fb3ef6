import StatementConfig
import StatementImport
import StatementImporters
import StatementLocalization
import StatementModel
import StatementResources

/// Computes a `Report` from imported statements (a `ReportAccumulator` fed from memory).
public struct ReportBuilder: Sendable {
    public var generatedOn: CalendarDay
    public var options: ReportOptions
    public var config: ReportConfig
    public var categorizer: Categorizer

    public var title: String? {
        get { options.title }
        set { options.title = newValue }
    }

    /// At most this many transactions in the list; nil for all.
    public var maxTransactions: Int? {
        get { options.maxTransactions }
        set { options.maxTransactions = newValue }
    }

    public init(title: String? = nil, generatedOn: CalendarDay, maxTransactions: Int? = nil, categorizer: Categorizer = Categorizer()) {
        self.generatedOn = generatedOn
        self.options = ReportOptions(title: title, maxTransactions: maxTransactions)
        self.config = ReportConfig()
        self.categorizer = categorizer
    }

    /// With a configuration (its rules, people and splits) and options.
    public init(generatedOn: CalendarDay, config: ReportConfig, options: ReportOptions) {
        self.generatedOn = generatedOn
        self.options = options
        self.config = config
        self.categorizer = Categorizer(rules: config.rules)
    }

    /// An empty accumulator with these settings, for streaming.
    public func accumulator() -> ReportAccumulator {
        ReportAccumulator(generatedOn: generatedOn, options: options, config: config, categorizer: categorizer)
    }

    public func build(_ imports: [ImportResult], splitwise: [SplitwiseExport] = []) -> Report {
        var accumulator = accumulator()
        accumulator.expectFiles(imports.count)
        for result in imports {
            accumulator.beginFile(source: result.record.file, format: result.record.format)
            for (index, statement) in result.statements.enumerated() {
                accumulator.statement(index, statement.info)
                for t in statement.transactions { accumulator.transaction(index, t) }
            }
            accumulator.endFile(result.record)
        }
        for export in splitwise { accumulator.add(export) }
        return accumulator.report()
    }
}
