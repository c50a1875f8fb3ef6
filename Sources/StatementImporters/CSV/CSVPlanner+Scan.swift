import Foundation
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Pass 1: one read of every row to decide the date pattern of each date column, the decimal mark of
/// each amount column and the sign of debits from all the values, and where the dated rows start and end.
extension CSVPlanner {
    package static func scan(_ plan: inout CSVPlan, _ bytes: UnsafeBufferPointer<UInt8>, profile: CSVProfile?, options: ImportOptions) throws(ImportError) {
        let layout = plan.layout
        let file = plan.file
        let dateColumns = [CSVColumnRole.date, .valueDate, .transactionDate].compactMap { layout.column($0) }
        let amountColumns = Array(Set([CSVColumnRole.amount, .debit, .credit, .originalAmount, .fee, .balance].compactMap { layout.column($0) })).sorted()
        let forcedFormat = options.dateFormat ?? profile?.dateFormat
        var forced: DatePattern? = nil
        if let forcedFormat {
            guard let p = DatePattern(format: forcedFormat) else {
                throw ImportError(.invalidOption, Message("csv.badDateFormat", ["format": .text(forcedFormat)]), at: SourceLocation(file: file))
            }
            forced = p
        }
        let preferred: DatePattern.Order? = layout.nonEnglishLanguage != nil ? .dayMonthYear : nil
        let dateColumn = layout.column(.date) ?? -1
        let rows = CSVScanRows(
            separator: plan.separator, dateColumns: dateColumns, amountColumns: amountColumns, dateColumn: dateColumn,
            fallbackColumn: layout.column(.transactionDate) ?? -1, repeated: RepeatedHeader(plan.layout.header), infer: forced == nil,
            preferred: preferred)

        let part = try read(rows, bytes, plan: plan)
        plan.firstDated = part.firstDated
        plan.lastDated = part.lastDated
        plan.dataRows = part.dataRows
        let inferences = part.inferences
        let firstValues = part.firstValues
        let evidences = part.evidences
        let firstValue = Dictionary(uniqueKeysWithValues: zip(dateColumns, firstValues).compactMap { c, v in v.map { (c, $0) } })
        let evidence = Dictionary(uniqueKeysWithValues: zip(amountColumns, evidences).map { ($0, $1) })

        try decideDates(&plan, bytes, columns: dateColumns, dateColumn: dateColumn, inferences: inferences, firstValue: firstValue,
                        forced: forced.map { ($0, options.dateFormat != nil) }, layout: layout)
        decideDecimalMarks(&plan, profile: profile, evidence: evidence, layout: layout)

        // Debits: written with a minus when every one that is not zero has one.
        if let d = layout.column(.debit) {
            if let sign = profile?.debitSign {
                plan.debitSign = sign
                plan.debitSignFromProfile = true
            } else if let e = evidence[d] {
                plan.debitSign = e.negatives > 0 && e.positives == 0 ? .negative : .positive
            }
        }
    }

    /// Every row, read once. A large file is cut in pieces at line breaks (`CSVScanRows.pieceStarts`),
    /// which this thread and another take in turn: this one reads the first with the file's line
    /// numbers, then takes others. The pieces' findings add up to what one read gives (the earlier
    /// pieces' first values come first). A piece that does not start where the one before stopped (a
    /// break inside a quoted field), or that met an error, is read again on this thread from where the
    /// one before stopped; the next piece is used if it lines up again.
    private static func read(_ rows: CSVScanRows, _ bytes: UnsafeBufferPointer<UInt8>, plan: CSVPlan) throws(ImportError) -> CSVScanRows.Part {
        let file = plan.file
        var reader = CSVReader(bytes: bytes, separator: plan.separator, from: plan.dataStart, line: plan.dataLine, maxFields: CSVReader.maxFields)
        var part = rows.start()
        let starts = CSVScanRows.pieceStarts(bytes, from: plan.dataStart)
        if !starts.isEmpty {
            let pieces = CSVScanRows.Pieces(starts: starts)
            nonisolated(unsafe) let shared = bytes
            let other = BackgroundThread { rows.read(shared, pieces) }
            let first: Result<Void, ImportError>
            do throws(ImportError) {
                try rows.scan(&reader, &part, until: starts[0], file: file)
                first = .success(())
                rows.read(bytes, pieces)
            } catch {
                pieces.stop()
                first = .failure(error)
            }
            // The other thread reads `bytes`: wait for it before leaving, error or not.
            other.wait()
            try first.get()
            for k in starts.indices {
                if reader.offset == starts[k], let piece = pieces.found[k] {
                    part.append(piece.part, lineOffset: reader.line - 1)
                    reader = CSVReader(bytes: bytes, separator: plan.separator, from: piece.end, line: reader.line + piece.lines,
                                       maxFields: CSVReader.maxFields)
                } else {
                    // Read here, from where the reader is, up to the next piece, which may line up again.
                    try rows.scan(&reader, &part, until: k + 1 < starts.count ? starts[k + 1] : nil, file: file)
                }
            }
        }
        try rows.scan(&reader, &part, until: nil, file: file)
        return part
    }

    /// Dates: the option's or the profile's pattern (`forced`, with whether the option gave it), else
    /// what every column's values allow.
    private static func decideDates(
        _ plan: inout CSVPlan, _ bytes: UnsafeBufferPointer<UInt8>, columns dateColumns: [Int], dateColumn: Int, inferences: [DateInference],
        firstValue: [Int: (line: Int, column: Int, text: String)], forced: (pattern: DatePattern, byOption: Bool)?, layout: CSVLayout
    ) throws(ImportError) {
        let file = plan.file
        for c in dateColumns {
            if let forced {
                plan.datePatterns[c] = forced.pattern
                plan.dateReasons[c] = forced.byOption ? .option : .profile
                continue
            }
            switch inferences[dateColumns.firstIndex(of: c)!].decide() {
            case let .success(decision):
                plan.datePatterns[c] = decision.pattern
                plan.dateReasons[c] = decision.byPreference ? .language(layout.nonEnglishLanguage ?? "", decision) : .values(decision)
            case let .failure(error):
                if error.reason == .ambiguous, let other = plan.datePatterns.first(where: { error.candidates.contains($0.value) }) {
                    plan.datePatterns[c] = other.value
                    plan.dateReasons[c] = .otherColumn(other.key)
                    continue
                }
                guard c == dateColumn || error.reason == .ambiguous else {
                    // A value-date column that holds no date is left out.
                    plan.layout.roles = plan.layout.roles.filter { $0.value.first != c }
                    continue
                }
                let first = firstValue[c]
                let location = SourceLocation(file: file, line: first?.line ?? plan.dataLine, column: first?.column ?? 1)
                if error.reason == .ambiguous {
                    throw ImportError(
                        .malformed,
                        Message("csv.ambiguousDates", [
                            "example": .text(first?.text ?? ""), "formats": .orList(error.candidates.map(\.format)),
                            "first": .text(error.candidates.first?.format ?? ""),
                        ]), at: location, lineText: lineTextAt(bytes, line: location.line, plan: plan))
                }
                if c == dateColumn, plan.dataRows > 0 || error.example != nil {
                    throw ImportError(.malformed, Message("csv.noDates", ["example": .text(first?.text ?? "")]), at: location,
                                      lineText: lineTextAt(bytes, line: location.line, plan: plan))
                }
            }
        }
        // A column that read with another's pattern: fill in a booking-date pattern if still missing.
        if plan.datePatterns[dateColumn] == nil, let any = plan.datePatterns.values.first { plan.datePatterns[dateColumn] = any }
    }

    /// Decimal marks: the profile's, else the amount columns' values, else the header's language, else
    /// the separator; other amount columns (original amount, fee) follow their own values when they say.
    private static func decideDecimalMarks(_ plan: inout CSVPlan, profile: CSVProfile?, evidence: [Int: CSVAmountEvidence], layout: CSVLayout) {
        if let mark = profile?.decimalMark {
            plan.decimalMark = mark == "," ? .comma : .point
            plan.decimalReason = .profile
        } else {
            let main = [CSVColumnRole.amount, .debit, .credit].compactMap { layout.column($0) }
            var own = CSVAmountEvidence()
            for c in main { if let e = evidence[c] { own.comma += e.comma; own.point += e.point; own.firstComma = own.firstComma ?? e.firstComma; own.firstPoint = own.firstPoint ?? e.firstPoint } }
            var all = own
            for (c, e) in evidence where !main.contains(c) { all.comma += e.comma; all.point += e.point }
            if let mark = own.mark {
                plan.decimalMark = mark
                let example = mark == .comma ? own.firstComma : own.firstPoint
                plan.decimalReason = .values(count: mark == .comma ? own.comma : own.point, example: example?.text ?? "", line: example?.line ?? 0)
            } else if let mark = all.mark {
                plan.decimalMark = mark
                plan.decimalReason = .otherColumns
            } else if layout.nonEnglishLanguage != nil {
                plan.decimalMark = .comma
                plan.decimalReason = .language
            } else {
                plan.decimalMark = plan.separator == 0x2C ? .point : plan.separator == 0x3B ? .comma : .point
                plan.decimalReason = .separator
            }
        }

        // Other amount columns (original amount, fee) follow their own values when they say.
        let main = Set([CSVColumnRole.amount, .debit, .credit].compactMap { layout.column($0) })
        for (c, e) in evidence where !main.contains(c) {
            if let mark = e.mark, mark != plan.decimalMark { plan.columnMarks[c] = mark }
        }
    }

    package static func lineTextAt(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, plan: CSVPlan) -> String? {
        var current = 1
        var i = plan.text.start
        while current < line, i < bytes.count {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) { current += 1 }
            i += 1
        }
        return CSVReader(bytes: bytes, separator: plan.separator).lineText(at: i)
    }
}
