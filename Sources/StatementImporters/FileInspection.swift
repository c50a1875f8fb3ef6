import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// What `statement-report inspect` says about a file of any format but CSV (whose inspection is a
/// profile, `CSVInspection`): the format and why, what the importer detected (encoding, dialect,
/// version, ...), each statement (account, currency, transactions, days, balances), the period, the
/// counts, and every row skipped, rejected or warned about, with its reason.
///
/// The statements are summed up as the importer streams them: inspecting a large file holds no
/// transaction in memory.
public struct FileInspection: Sendable {
    public var file: String
    public var format: String
    /// Why the format was chosen; nil when `--input-format` named it.
    public var identification: Identification?
    public var record: ImportRecord
    public var statements: [StatementSketch]

    /// One statement as inspection sees it.
    public struct StatementSketch: Sendable {
        public var info: StatementInfo
        public var transactions = 0
        public var days: DayRange?
    }

    /// Reads `input` with `importer` into a summary.
    public static func inspect(_ input: InputFile, importer: any StatementImporter, identification: Identification?,
                               options: ImportOptions) throws(ImportError) -> FileInspection {
        var sink = Sink()
        let record = try importer.read(input, options: options, into: &sink)
        return FileInspection(file: input.name, format: importer.format, identification: identification, record: record,
                              statements: sink.statements)
    }

    package struct Sink: TransactionSink {
        package var statements: [StatementSketch] = []

        package mutating func statement(_ index: Int, _ info: StatementInfo) {
            while statements.count <= index { statements.append(StatementSketch(info: info)) }
            statements[index].info = info
        }

        package mutating func transaction(_ index: Int, _ t: Transaction) {
            statements[index].transactions += 1
            let d = t.bookingDate
            statements[index].days = statements[index].days.map { DayRange(start: min($0.start, d), end: max($0.end, d)) }
                ?? DayRange(start: d, end: d)
        }
    }

    /// The days of every statement together: their own periods and their transactions' days.
    public var period: DayRange? {
        var all: DayRange?
        for s in statements {
            for range in [s.info.period, s.days].compactMap({ $0 }) { all = all.map { $0.union(range) } ?? range }
        }
        return all
    }

    /// The inspection as YAML comments, in the catalogue's language.
    public func text(catalogue t: Catalogue, region: Message? = nil) -> String {
        var out: [String] = []
        func comment(_ s: String) { out.append(s.isEmpty ? "#" : "# " + s) }
        comment(t("inspect.title", ["file": .text(file)]))
        comment("")
        if let identification {
            let reason: MessageArgument = identification.text.map { .message($0) } ?? .text(identification.reason)
            comment(t("inspect.formatWhy", ["format": .text(format), "reason": reason]))
        } else {
            comment(t("inspect.formatGiven", ["format": .text(format)]))
        }
        for d in record.detected { comment(FileInspection.detection(d, t)) }
        comment("")
        comment(t("inspect.rows", [
            "read": .message(Message("count.rowsRead", ["count": .number(record.rowsRead)])),
            "imported": .message(Message("count.imported", ["count": .number(record.imported)])),
            "skipped": .message(Message("count.skipped", ["count": .number(record.skipped.count)])),
            "rejected": .message(Message("count.rejected", ["count": .number(record.rejected.count)])),
        ]))
        if let period {
            comment(t("inspect.period", ["start": .text(period.start.description), "end": .text(period.end.description)]))
        }
        for s in statements {
            let account = s.info.account.iban ?? s.info.account.id ?? s.info.account.name ?? t("inspect.unknownAccount")
            var line = t("inspect.statement", ["account": .text(account), "currency": .text(s.info.currency.code),
                                               "count": .number(s.transactions),
                                               "period": .text(s.days.map { "\($0.start) … \($0.end)" } ?? "")])
            if let name = s.info.account.name, name != account { line += " (\(name))" }
            comment("  " + line)
            if let b = s.info.openingBalance { comment("    " + FileInspection.balance("inspect.opening", b, t)) }
            if let b = s.info.closingBalance { comment("    " + FileInspection.balance("inspect.closing", b, t)) }
        }
        if let region { comment(t.render(region)) }
        let limit = 50
        for note in record.skipped.prefix(limit) {
            comment("  " + InspectText.skippedRow(note, t))
        }
        if record.skipped.count > limit { comment("  " + t("inspect.more", ["count": .number(record.skipped.count - limit)])) }
        for note in record.rejected.prefix(limit) {
            comment("  " + t("inspect.rejectedRow", ["location": .text(note.location.description), "reason": .message(note.reason)]))
        }
        if record.rejected.count > limit { comment("  " + t("inspect.more", ["count": .number(record.rejected.count - limit)])) }
        for note in record.warnings.prefix(limit) {
            comment("  " + t("inspect.warningRow", ["location": .text(note.location.description), "reason": .message(note.reason)]))
        }
        if record.warnings.count > limit { comment("  " + t("inspect.more", ["count": .number(record.warnings.count - limit)])) }
        return out.joined(separator: "\n") + "\n"
    }

    /// `header encoding: USASCII`, the name and any sentence in the catalogue's language.
    package static func detection(_ d: Detection, _ t: Catalogue) -> String {
        let key = d.nameKey
        let name = t.has(key) ? t(key) : d.name
        return t("inspect.detected", ["name": .text(name), "value": d.text.map { .message($0) } ?? .text(d.value)])
    }

    /// `opening balance: 1000.00 EUR on 2026-10-01`, or without `on …` when the file gives no day.
    package static func balance(_ key: String, _ b: Balance, _ t: Catalogue) -> String {
        let amount = b.money.amount.plainText(minimumFractionDigits: b.money.currency.minorUnits) + " " + b.money.currency.code
        guard let date = b.date else { return t(key + "Undated", ["amount": .text(amount)]) }
        return t(key, ["amount": .text(amount), "date": .text(date.description)])
    }
}
