import StatementImport
import StatementLocalization

/// The `date format` note that QIF and JSON give `inspect`: the pattern, then why, as a sentence
/// in the reader's language (`MM/dd/yyyy (18 of 18 dates; “10/15'26” (line 70) rules out dd/MM/yyyy)`).
package enum DateFormatNote {
    /// The pattern `--date-format` gave.
    package static func option(_ pattern: DatePattern) -> Message {
        Message("inspectNote.value.dateFormatOption", ["pattern": .text(pattern.format)])
    }

    /// The pattern the file's dates decided; `preference` says when `!Option` chose the order.
    package static func decided(_ decision: DateDecision, preference: Bool = false) -> Message {
        let dates = Message("inspectNote.value.datesRead", ["read": .number(decision.dates), "count": .number(decision.values)])
        var why = dates
        if let evidence = decision.evidence, let other = decision.ruledOut {
            why = Message("inspectNote.value.datesRuledOut", ["dates": .message(dates), "example": .text(evidence.text),
                                                              "line": .number(evidence.position), "other": .text(other.format)])
        } else if preference, decision.byPreference {
            why = Message("inspectNote.value.datesByOption", ["dates": .message(dates)])
        }
        return Message("inspectNote.value.dateFormat", ["pattern": .text(decision.pattern.format), "why": .message(why)])
    }
}
