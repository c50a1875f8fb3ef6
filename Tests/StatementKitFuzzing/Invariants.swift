import StatementKit

/// The promises an import keeps whatever the input: nothing lost, every message written in both
/// languages, statements declared before their transactions.
enum Invariants {
    static func check(_ record: ImportRecord, sink: CheckingSink, file: String, into outcome: inout FuzzOutcome) {
        outcome.problems += sink.problems
        outcome.check(record.isBalanced, "rows read \(record.rowsRead) ≠ imported \(record.imported) + skipped \(record.skipped.count) + rejected \(record.rejected.count)")
        outcome.check(sink.transactions == record.imported, "\(sink.transactions) transactions sent but \(record.imported) counted as imported")
        for note in record.skipped + record.rejected + record.warnings {
            check(note.reason, into: &outcome)
            outcome.check(note.location.file == file, "a note names file \(note.location.file)")
        }
    }

    static func check(_ error: ImportError, file: String, into outcome: inout FuzzOutcome) {
        check(error.message, into: &outcome)
        outcome.check(error.location.file == file, "the error names file \(error.location.file)")
        outcome.check(error.location.line >= 0 && error.location.column >= 0, "the error is at \(error.location)")
    }

    /// The message and the messages inside it exist in English and French.
    static func check(_ message: Message, into outcome: inout FuzzOutcome) {
        for catalogue in [Catalogue.english, Catalogue.french] {
            outcome.check(catalogue.has(message.key), "no \(catalogue.language) text for the message key \(message.key)")
        }
        for argument in message.arguments.values {
            if case let .message(inner) = argument { check(inner, into: &outcome) }
        }
        _ = Catalogue.french.render(message)
    }
}
