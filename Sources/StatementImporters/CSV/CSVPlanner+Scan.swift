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

        let part = try readRows(rows, plan, bytes)
        plan.firstDated = part.firstDated
        plan.lastDated = part.lastDated
        plan.dataRows = part.dataRows
        let inferences = part.inferences
        let firstValues = part.firstValues
        let evidences = part.evidences
        let firstValue = Dictionary(uniqueKeysWithValues: zip(dateColumns, firstValues).compactMap { c, v in v.map { (c, $0) } })
        let evidence = Dictionary(uniqueKeysWithValues: zip(amountColumns, evidences).map { ($0, $1) })

        try decideDates(&plan, bytes, columns: dateColumns, inferences: inferences, firstValue: firstValue, forced: forced, options: options)
        decideAmounts(&plan, evidence: evidence, profile: profile)
    }

    /// Every data row, read once (in two halves at once for a large file).
    private static func readRows(_ rows: CSVScanRows, _ plan: CSVPlan, _ bytes: UnsafeBufferPointer<UInt8>) throws(ImportError) -> CSVScanRows.Part {
        let file = plan.file
        // A large file is read in two halves at once, the second from a line break past the middle;
        // the halves' findings add up to what one read gives (the first half's first values come
        // first). If the break was inside a quoted field (the first half's last record runs past
        // it), or the second half meets an error, the first half simply reads on to the end.
        var reader = CSVReader(bytes: bytes, separator: plan.separator, from: plan.dataStart, line: plan.dataLine, maxFields: CSVReader.maxFields)
        var part = rows.start()
        let split = CSVScanRows.split(bytes, from: plan.dataStart)
        var second: CSVScanRows.Part?
        if let split {
            let other = rows.scanInBackground(bytes, from: split)
            let first: Result<Void, ImportError>
            do throws(ImportError) {
                try rows.scan(&reader, &part, until: split, file: file)
                first = .success(())
            } catch {
                first = .failure(error)
            }
            // The other thread reads `bytes`: wait for it before leaving, error or not.
            let finished = other.wait()
            try first.get()
            if reader.offset == split, let finished { second = finished }
        }
        if let second {
            part.append(second, lineOffset: reader.line - 1)
        } else {
            try rows.scan(&reader, &part, until: nil, file: file)
        }
        return part
    }

    /// Dates: the option, the profile, else every column's values.
    private static func decideDates(
        _ plan: inout CSVPlan, _ bytes: UnsafeBufferPointer<UInt8>, columns dateColumns: [Int], inferences: [DateInference],
        firstValue: [Int: (line: Int, column: Int, text: String)], forced: DatePattern?, options: ImportOptions
    ) throws(ImportError) {
        let layout = plan.layout
        let file = plan.file
        let dateColumn = layout.column(.date) ?? -1
        for c in dateColumns {
            if let forced {
                plan.datePatterns[c] = forced
                plan.dateReasons[c] = options.dateFormat != nil ? .option : .profile
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
                            "example": .text(first?.text ?? ""), "formats": .text(error.candidates.map(\.format).joined(separator: " / ")),
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

    /// The decimal mark of the amount columns, and the sign of debits.
    private static func decideAmounts(_ plan: inout CSVPlan, evidence: [Int: CSVAmountEvidence], profile: CSVProfile?) {
        let layout = plan.layout
        // Decimal mark: the profile, else the amount columns' values, else the header's language, else the separator.
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

/// Recognises a copy of the header among the data (files that repeat it per page or per account).
package struct RepeatedHeader {
    package let cells: [[UInt8]]

    package init(_ header: [String]?) {
        cells = (header ?? []).map { Array($0.utf8) }
    }

    package func matches(_ reader: CSVReader) -> Bool {
        guard cells.count >= 2, reader.fields.count >= cells.count else { return false }
        for (k, cell) in cells.enumerated() {
            let same = reader.withValue(reader.fields[k]) { value -> Bool in
                let r = CSVReader.trimmedRange(value)
                return r.count == cell.count && zip(value[r], cell).allSatisfy { $0 == $1 }
            }
            if !same { return false }
        }
        return true
    }
}

/// The row loop of pass 1, runnable over part of a file: what it finds in each part adds up.
package struct CSVScanRows: @unchecked Sendable {
    package let separator: UInt8
    package let dateColumns: [Int]
    package let amountColumns: [Int]
    package let dateColumn: Int
    package let fallbackColumn: Int
    package let repeated: RepeatedHeader
    package let infer: Bool
    package let preferred: DatePattern.Order?

    /// Below this many bytes of rows, one thread reads them all.
    package static let splitThreshold = 1 << 22

    /// What the rows of one part say.
    package struct Part {
        package var inferences: [DateInference]
        package var firstValues: [(line: Int, column: Int, text: String)?]
        package var evidences: [CSVAmountEvidence]
        /// Ordinals of the rows that hold something, counted from the part's first.
        package var firstDated = Int.max
        package var lastDated = -1
        package var dataRows = 0
        package var rowCount = 0

        /// Adds what a later part found; its lines are counted from `lineOffset + 1`.
        package mutating func append(_ later: Part, lineOffset: Int) {
            for k in inferences.indices { inferences[k].append(later.inferences[k], positionOffset: lineOffset) }
            for k in firstValues.indices where firstValues[k] == nil {
                firstValues[k] = later.firstValues[k].map { ($0.line + lineOffset, $0.column, $0.text) }
            }
            for k in evidences.indices { evidences[k].append(later.evidences[k], lineOffset: lineOffset) }
            if firstDated == Int.max, later.firstDated != Int.max { firstDated = later.firstDated + rowCount }
            if later.lastDated >= 0 { lastDated = later.lastDated + rowCount }
            dataRows += later.dataRows
            rowCount += later.rowCount
        }
    }

    package func start() -> Part {
        Part(inferences: dateColumns.map { _ in DateInference(preferredOrder: preferred) }, firstValues: dateColumns.map { _ in nil },
             evidences: amountColumns.map { _ in CSVAmountEvidence() })
    }

    /// Where a second reader can start: just after the first line feed past the middle of the rows,
    /// for a file large enough to be worth it.
    package static func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard bytes.count - start >= splitThreshold else { return nil }
        var i = start + (bytes.count - start) / 2
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        return i + 1 < bytes.count ? i + 1 : nil
    }

    /// Reads rows into `part` until the reader reaches `stop` (or the end).
    package func scan(_ reader: inout CSVReader, _ part: inout Part, until stop: Int?, file: String) throws(ImportError) {
        var scratch: [UInt8] = []
        while true {
            if let stop, reader.offset >= stop { return }
            let record: CSVRecord?
            do { record = try reader.next() } catch { throw CSVPlanner.readError(error, reader, file: file) }
            guard let record else { return }
            let width = reader.fields.count
            if reader.fields.allSatisfy({ reader.isBlank($0) }) { continue }
            let ordinal = part.rowCount
            part.rowCount += 1
            if repeated.matches(reader) { continue }
            var dated = false
            for k in 0..<dateColumns.count {
                let c = dateColumns[k]
                guard c < width else { continue }
                let f = reader.fields[c]
                var shaped: Bool
                if let raw = reader.rawValue(f) {
                    shaped = infer ? part.inferences[k].add(raw, position: record.line) : DateTokens(raw) != nil
                } else {
                    scratch = reader.unquoted(f)
                    shaped = scratch.withUnsafeBufferPointer { v in infer ? part.inferences[k].add(v, position: record.line) : DateTokens(v) != nil }
                }
                if shaped, c == dateColumn || c == fallbackColumn { dated = true }
                if part.firstValues[k] == nil, !reader.isBlank(f) {
                    let p = reader.position(of: f, in: record)
                    part.firstValues[k] = (p.line, p.column, reader.text(f))
                }
            }
            if dated {
                if part.firstDated == Int.max { part.firstDated = ordinal }
                part.lastDated = ordinal
                part.dataRows += 1
            }
            for k in 0..<amountColumns.count {
                let c = amountColumns[k]
                guard c < width else { continue }
                let f = reader.fields[c]
                if let raw = reader.rawValue(f) {
                    part.evidences[k].add(raw, line: record.line)
                } else {
                    scratch = reader.unquoted(f)
                    scratch.withUnsafeBufferPointer { part.evidences[k].add($0, line: record.line) }
                }
            }
        }
    }

    /// The second half, read on its own thread (lines counted from 1 at its start): its findings,
    /// nil if it met an error.
    package func scanInBackground(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> BackgroundThread<Part?> {
        nonisolated(unsafe) let bytes = bytes
        return BackgroundThread { [self] in
            var reader = CSVReader(bytes: bytes, separator: separator, from: from, line: 1, maxFields: CSVReader.maxFields)
            var part = start()
            do throws(ImportError) {
                try scan(&reader, &part, until: nil, file: "")
                return part
            } catch {
                return nil
            }
        }
    }
}
