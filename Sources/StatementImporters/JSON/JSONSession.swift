import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Where a record is in the file, for its location and its content id.
package struct JSONRecordEnvironment {
    package let file: String
    package let record: JSONNode

    package var location: SourceLocation { SourceLocation(file: file, line: record.line, column: record.column) }

    /// A stable id from the record's content and place, for sources that give none.
    package var contentID: String { JSONContentID.of(record) }
}

/// Which statement a transaction goes to: one per currency and account.
package struct JSONRouteKey: Hashable {
    package var currency: Currency
    package var account: String?
}

/// The state of one JSON import: the sink, the record of every row, and the statements declared.
///
/// Dialects route transactions to statements by currency (one statement per currency, as the CSV
/// importer does), except the project's own form, which names its statements.
package struct JSONSession<Sink: TransactionSink> {
    package let file: String
    /// The file, read again for the lines shown under messages.
    package let source: JSONSource
    package let options: ImportOptions
    package var sink: Sink
    package var record: ImportRecord
    package private(set) var infos: [StatementInfo] = []
    private var routed: [JSONRouteKey: Int] = [:]
    /// The period the document gives for its statements (Schwab's `FromDate`/`ToDate`).
    package var documentPeriod: DayRange?

    package init(file: String, source: JSONSource, options: ImportOptions, sink: Sink, record: ImportRecord) {
        self.file = file
        self.source = source
        self.options = options
        self.sink = sink
        self.record = record
    }

    // MARK: Statements

    /// Declares a new statement; returns its index.
    package mutating func declare(_ info: StatementInfo) -> Int {
        infos.append(info)
        sink.statement(infos.count - 1, info)
        return infos.count - 1
    }

    /// Replaces what is known of statement `index`.
    package mutating func update(_ index: Int, _ info: StatementInfo) {
        infos[index] = info
        sink.statement(index, info)
    }

    /// The statement for transactions in `currency` (and of `account`, when records name their
    /// account), declared on first use.
    package mutating func statement(for currency: Currency, account: String?) -> Int {
        let key = JSONRouteKey(currency: currency, account: account)
        if let index = routed[key] { return index }
        let named = account.map { Account(id: $0) }
        let index = declare(StatementInfo(account: options.account ?? named ?? Account(), currency: currency, period: documentPeriod))
        routed[key] = index
        return index
    }

    /// At the end: statements get the document's period when it came after their transactions, and
    /// a file with no transaction still yields one (empty) statement.
    package mutating func finish() {
        for index in routed.values.sorted() {
            var info = infos[index]
            if info.period == nil, let p = documentPeriod { info.period = p }
            if info != infos[index] { update(index, info) }
        }
        if infos.isEmpty {
            _ = declare(StatementInfo(account: options.account ?? Account(),
                                      currency: options.defaultCurrency ?? .unspecified, period: documentPeriod))
        }
    }

    // MARK: Rows

    /// Converts one record and accounts for it: imported, skipped or rejected. `statement` names
    /// the statement (the project's form); otherwise the transaction's currency chooses it.
    package mutating func take(
        _ node: JSONNode, statement: Int? = nil,
        _ convert: (JSONNode, JSONRecordEnvironment) throws(JSONRecordProblem) -> JSONRecordOutcome
    ) {
        let env = JSONRecordEnvironment(file: file, record: node)
        do throws(JSONRecordProblem) {
            switch try convert(node, env) {
            case let .imported(t):
                emit(t, statement: statement)
            case let .importedWithWarning(t, warning, at):
                record.warn(at: SourceLocation(file: file, line: at.line, column: at.column), warning, lineText: lineText(at: at.offset))
                emit(t, statement: statement)
            case let .skipped(kind, reason, at):
                record.skip(kind, at: SourceLocation(file: file, line: at.line, column: at.column), reason, lineText: lineText(at: at.offset))
            }
        } catch {
            record.reject(at: SourceLocation(file: file, line: error.line, column: error.column), error.message, lineText: lineText(at: error.offset))
        }
    }

    private mutating func emit(_ transaction: Transaction, statement: Int?) {
        var t = transaction
        if options.invertSigns { JSONSession.invert(&t) }
        record.rowsRead += 1
        record.imported += 1
        sink.transaction(statement ?? self.statement(for: t.currency, account: t.account), t)
    }

    /// A record whose JSON itself is broken (a JSON Lines line): rejected, the rest goes on.
    package mutating func reject(_ error: JSONError) {
        record.reject(at: SourceLocation(file: file, line: error.line, column: error.column), error.message, lineText: lineText(at: error.offset))
    }

    /// `--invert`: every amount changes sign, and debit and credit swap.
    package static func invert(_ t: inout Transaction) {
        t.amount = t.amount.negated
        t.originalAmount = t.originalAmount?.negated
        if t.kind == .debit { t.kind = .credit } else if t.kind == .credit { t.kind = .debit }
    }

    // MARK: Errors

    /// The file-level error for broken JSON (or for the file that could not be read to its end).
    package func importError(_ error: JSONError) -> ImportError {
        if let failure = source.failure { return failure }
        return ImportError(error.kind, error.message, at: SourceLocation(file: file, line: error.line, column: error.column),
                           lineText: lineText(at: error.offset))
    }

    package func importError(_ kind: ImportError.Kind, _ message: Message, at node: JSONNode) -> ImportError {
        ImportError(kind, message, at: SourceLocation(file: file, line: node.line, column: node.column), lineText: lineText(at: node.offset))
    }

    /// The text of the line holding `offset`, for the excerpt under a message; nil when the spot is
    /// further than `JSONSession.maxExcerpt` characters into its line (a minified document on one line).
    package func lineText(at offset: Int) -> String? {
        let reach = 4 * JSONSession.maxExcerpt
        var spot = max(offset, 0)
        while true {
            let lower = max(0, spot - reach - 1)
            // The bytes from `reach` before the spot (and the one before them) to `reach` after it.
            let found = source.withBytes(lower..<(spot + reach)) { bytes, atEnd -> (text: String?, size: Int?) in
                if atEnd, spot > lower + bytes.count { return (nil, lower + bytes.count) }  // past the end: at the end
                return (JSONSession.lineText(bytes, from: lower, fileEnds: atEnd, at: spot), nil)
            }
            guard let found else { return nil }
            guard let size = found.size else { return found.text }
            spot = size
        }
    }

    package static var maxExcerpt: Int { 500 }

    /// The line around `spot` (not past the end of the file), from the bytes of the file that start at
    /// offset `lower` (the file ending with them when `fileEnds`); they reach `4 * maxExcerpt` bytes on
    /// each side of `spot`, and one more before.
    package static func lineText(_ region: UnsafeBufferPointer<UInt8>, from lower: Int, fileEnds: Bool, at spot: Int) -> String? {
        let size = fileEnds ? lower + region.count : Int.max
        let offset = spot
        func byte(_ i: Int) -> UInt8 { region[i - lower] }
        var start = offset
        let floor = max(0, offset - 4 * maxExcerpt)
        while start > floor, byte(start - 1) != 0x0A, byte(start - 1) != 0x0D { start -= 1 }
        if start == floor, floor > 0, byte(start - 1) != 0x0A, byte(start - 1) != 0x0D { return nil }
        if start == 0, size >= 3, byte(0) == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF { start = 3 }
        var end = offset
        let ceiling = min(size, offset + 4 * maxExcerpt)
        while end < ceiling, byte(end) != 0x0A, byte(end) != 0x0D { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: region[(start - lower)..<(max(start, end) - lower)]), as: UTF8.self)
        let column = String(decoding: UnsafeBufferPointer(rebasing: region[(start - lower)..<(max(start, offset) - lower)]), as: UTF8.self).count
        guard column <= maxExcerpt else { return nil }
        return text.count > maxExcerpt + 20 ? String(text.prefix(maxExcerpt + 20)) + "…" : text
    }
}
