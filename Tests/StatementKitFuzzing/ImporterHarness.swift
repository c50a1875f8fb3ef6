import StatementKit

/// One importer on bytes in memory, with the checks every import must pass.
enum ImporterHarness {
    static func run(_ importer: some StatementImporter, _ bytes: [UInt8], name: String) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let input = InputFile.bytes(bytes, name: name)
        _ = importer.identify(Array(bytes.prefix(65_536)))
        do throws(ImportError) {
            var sink = CheckingSink()
            let record = try importer.read(input, options: ImportOptions(), into: &sink)
            outcome.imported = record.imported
            Invariants.check(record, sink: sink, file: name, into: &outcome)
        } catch {
            outcome.error = error
            Invariants.check(error, file: name, into: &outcome)
        }
        return outcome
    }

    /// The CSV importer as `statement-report inspect` runs it (the same planner and row reader as an
    /// import, into a collector), and the text `inspect` prints in both languages.
    static func inspect(_ bytes: [UInt8], name: String) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let importer = CSVImporter()
        _ = importer.identify(Array(bytes.prefix(65_536)))
        do throws(ImportError) {
            let inspection = try importer.inspect(.bytes(bytes, name: name))
            outcome.imported = inspection.record.imported
            var sink = CheckingSink()
            for (index, statement) in inspection.statements.enumerated() {
                sink.statement(index, statement.info)
                for t in statement.transactions { sink.transaction(index, t) }
            }
            Invariants.check(inspection.record, sink: sink, file: name, into: &outcome)
            _ = inspection.text(catalogue: .english)
            _ = inspection.text(catalogue: .french)
        } catch {
            outcome.error = error
            Invariants.check(error, file: name, into: &outcome)
        }
        return outcome
    }
}

/// A sink that keeps counts and checks the order of calls.
struct CheckingSink: TransactionSink {
    var statements = 0
    var transactions = 0
    var problems: [String] = []

    mutating func statement(_ index: Int, _ info: StatementInfo) {
        if index > statements { problems.append("statement \(index) declared after only \(statements)") }
        statements = max(statements, index + 1)
    }

    mutating func transaction(_ index: Int, _ transaction: Transaction) {
        if index >= statements || index < 0 { problems.append("transaction for undeclared statement \(index)") }
        transactions += 1
        if transaction.location.line < 0 { problems.append("transaction at a negative line") }
    }
}
