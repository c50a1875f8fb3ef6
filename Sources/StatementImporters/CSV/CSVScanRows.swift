import Foundation
import Synchronization
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
        return lineStart(bytes, after: start + (bytes.count - start) / 2)
    }

    /// Just after the first line feed at or after `i`, if something follows it.
    private static func lineStart(_ bytes: UnsafeBufferPointer<UInt8>, after i: Int) -> Int? {
        var i = i
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

    /// How many pieces a large file's rows are cut into for pass 1. Two threads take them in turn, so
    /// that a slower core does not keep the other waiting: cut in two halves, one thread of a 1M-row
    /// report sat idle for 0.03 to 0.06 s of a 0.2 s pass, whichever core was slower that time.
    package static let pieceCount = 16

    /// Where the pieces after the first start: just after the first line feed past each cut, each
    /// past the one before; none for a file under `splitThreshold`.
    package static func pieceStarts(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [Int] {
        guard bytes.count - start >= splitThreshold else { return [] }
        var starts: [Int] = []
        for k in 1..<pieceCount {
            let cut = max(start + (bytes.count - start) / pieceCount * k, starts.last ?? start)
            guard let next = lineStart(bytes, after: cut) else { break }
            if next > (starts.last ?? start) { starts.append(next) }
        }
        return starts
    }

    /// What a piece after the first found (lines counted from 1 at its start), where its reader
    /// stopped and how many lines it read.
    package struct Piece {
        package var part: Part
        package var end: Int
        package var lines: Int
    }

    /// The pieces after the first, for the threads that take them: the next one to take, and each
    /// one's findings (nil until read, or when it met an error), each written by the thread that took it.
    package final class Pieces: @unchecked Sendable {
        package let starts: [Int]
        private let next = Atomic<Int>(0)
        package let found: UnsafeMutableBufferPointer<Piece?>

        package init(starts: [Int]) {
            self.starts = starts
            found = .allocate(capacity: starts.count)
            found.initialize(repeating: nil)
        }

        deinit {
            _ = found.deinitialize()
            found.deallocate()
        }

        /// The index of a piece not taken yet, nil when none is left.
        func take() -> Int? {
            let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
            return k < starts.count ? k : nil
        }

        /// No piece is taken after this one (the first piece met an error).
        package func stop() { next.store(Int.max / 2, ordering: .relaxed) }
    }

    /// Reads pieces until none is left; run on the calling thread and on another at the same time.
    package func read(_ bytes: UnsafeBufferPointer<UInt8>, _ pieces: Pieces) {
        while let k = pieces.take() {
            var reader = CSVReader(bytes: bytes, separator: separator, from: pieces.starts[k], line: 1, maxFields: CSVReader.maxFields)
            var part = start()
            let stop = k + 1 < pieces.starts.count ? pieces.starts[k + 1] : nil
            // An error leaves the piece nil: the calling thread reads it again and meets the error there.
            guard (try? scan(&reader, &part, until: stop, file: "")) != nil else { continue }
            pieces.found[k] = Piece(part: part, end: reader.offset, lines: reader.line - 1)
        }
    }
}
