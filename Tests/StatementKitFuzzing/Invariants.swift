import StatementKit

/// The promises an import keeps whatever the input: nothing lost, every message written in both
/// languages, statements declared before their transactions.
enum Invariants {
    /// `catalogue` is the language the run writes its messages in (both must have every key).
    /// `writtenElsewhere`: how many of the first skipped and of the first rejected rows' reasons the
    /// caller writes out itself (the CSV target's `inspect` text writes `CSVInspection.notesShown` of each): their
    /// keys are checked here, their text is not written a second time.
    static func check(_ record: ImportRecord, sink: CheckingSink, file: String, catalogue: Catalogue, writtenElsewhere: Int = 0,
                      into outcome: inout FuzzOutcome) {
        outcome.problems += sink.problems
        outcome.check(record.isBalanced, "rows read \(record.rowsRead) ≠ imported \(record.imported) + skipped \(record.skipped.count) + rejected \(record.rejected.count)")
        outcome.check(sink.transactions == record.imported, "\(sink.transactions) transactions sent but \(record.imported) counted as imported")
        for (index, note) in record.skipped.enumerated() { check(note, index < writtenElsewhere, file: file, catalogue: catalogue, into: &outcome) }
        for (index, note) in record.rejected.enumerated() { check(note, index < writtenElsewhere, file: file, catalogue: catalogue, into: &outcome) }
        for note in record.warnings { check(note, false, file: file, catalogue: catalogue, into: &outcome) }
    }

    /// One note: its file, its message's keys, and its text unless `written` (the caller writes it out).
    private static func check(_ note: RowNote, _ written: Bool, file: String, catalogue: Catalogue, into outcome: inout FuzzOutcome) {
        if written { keys(note.reason, into: &outcome) } else { check(note.reason, catalogue: catalogue, into: &outcome) }
        outcome.check(note.location.file == file, "a note names file \(note.location.file)")
    }

    static func check(_ error: ImportError, file: String, catalogue: Catalogue, into outcome: inout FuzzOutcome) {
        check(error.message, catalogue: catalogue, into: &outcome)
        outcome.check(error.location.file == file, "the error names file \(error.location.file)")
        outcome.check(error.location.line >= 0 && error.location.column >= 0, "the error is at \(error.location)")
    }

    /// The message and the messages inside it exist in English and French (a look-up each), and the
    /// message is written out in `catalogue`'s language.
    static func check(_ message: Message, catalogue: Catalogue, into outcome: inout FuzzOutcome) {
        keys(message, into: &outcome)
        _ = catalogue.render(message)
    }

    private static func keys(_ message: Message, into outcome: inout FuzzOutcome) {
        outcome.check(Catalogue.english.has(message.key), "no English text for the message key \(message.key)")
        outcome.check(Catalogue.french.has(message.key), "no French text for the message key \(message.key)")
        for argument in message.arguments.values {
            if case let .message(inner) = argument { keys(inner, into: &outcome) }
        }
    }
}
