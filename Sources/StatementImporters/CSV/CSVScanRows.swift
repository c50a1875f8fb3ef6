import Foundation
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

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
