import StatementKit

/// One importer on bytes in memory, read through `ReportSession` as `--input-format FORMAT` reads a
/// file, with the checks every import must pass.
enum ImporterHarness {
    /// The sessions, built once: each reads every input as its format, on the calling thread.
    static let csv = session("csv")
    static let json = session("json")
    static let qif = session("qif")
    static let ofx = session("ofx")
    static let camt = session("camt")

    static func session(_ format: String) -> ReportSession {
        var session = ReportSession(inputFormat: format)
        session.usesTwoThreads = false
        return session
    }

    /// The import into a sink that checks the order of calls. The importer's `identify` (what detection
    /// asks of it) is not run here: the `pipeline` target detects the format of every one of its inputs,
    /// and a second look at the same bytes cost an importer target up to a fifth of its run.
    static func run(_ session: ReportSession, _ bytes: [UInt8], name: String) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let input = InputFile.bytes(bytes, name: name)
        let catalogue = FuzzTarget.catalogue(for: bytes)
        do throws(ImportError) {
            var sink = CheckingSink()
            let record = try session.read(input, into: &sink)
            outcome.imported = record.imported
            Invariants.check(record, sink: sink, file: name, catalogue: catalogue, into: &outcome)
        } catch {
            outcome.error = error
            Invariants.check(error, file: name, catalogue: catalogue, into: &outcome)
        }
        return outcome
    }

    /// The CSV importer as `statement-report inspect --input-format csv` runs it (the same planner and
    /// row reader as an import, into a collector), and the text `inspect` prints, in one language (the
    /// input's length picks it: `FuzzTarget.catalogue(for:)`).
    ///
    /// No `identify`: it sniffs the dialect and looks for the header again, with the same code the
    /// planner runs next (6% of the target's CPU on one input in four); the `pipeline` target asks it
    /// about every one of its inputs (detection).
    static func inspect(_ bytes: [UInt8], name: String) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let input = InputFile.bytes(bytes, name: name)
        let catalogue = FuzzTarget.catalogue(for: bytes)
        do throws(ImportError) {
            let inspection = try csv.inspect(input)
            guard case let .csv(csvInspection) = inspection else {
                outcome.problems.append("inspect --input-format csv did not inspect the file as CSV")
                return outcome
            }
            outcome.imported = inspection.record.imported
            var sink = CheckingSink()
            for (index, statement) in csvInspection.statements.enumerated() {
                sink.statement(index, statement.info)
                for t in statement.transactions { sink.transaction(index, t) }
            }
            // The text writes out the reasons of the first skipped and rejected rows (`CSVInspection.notesShown` of each):
            // the checks look up those messages' keys without writing them out a second time.
            _ = inspection.text(catalogue: catalogue)
            Invariants.check(inspection.record, sink: sink, file: name, catalogue: catalogue,
                             writtenElsewhere: CSVInspection.notesShown, into: &outcome)
        } catch {
            outcome.error = error
            Invariants.check(error, file: name, catalogue: catalogue, into: &outcome)
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

    mutating func transaction(_ index: Int, _ transaction: consuming Transaction) {
        if index >= statements || index < 0 { problems.append("transaction for undeclared statement \(index)") }
        transactions += 1
        if transaction.location.line < 0 { problems.append("transaction at a negative line") }
    }
}
