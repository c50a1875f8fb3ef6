import StatementKit

/// One importer on bytes in memory, with the checks every import must pass.
enum ImporterHarness {
    static func run(_ importer: some StatementImporter, _ bytes: [UInt8], name: String, inspect: Bool = false) -> FuzzOutcome {
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
        if inspect, let csv = importer as? CSVImporter {
            // `statement-report inspect`: the same file, plus the text it prints.
            do throws(ImportError) {
                let inspection = try csv.inspect(input)
                _ = inspection.text(catalogue: .english)
                _ = inspection.text(catalogue: .french)
            } catch {
                Invariants.check(error, file: name, into: &outcome)
            }
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
