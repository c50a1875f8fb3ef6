import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel

/// What happened to the rows of each file read: counts, and each row not imported (or worth a
/// look) with its location and reason.
public struct ImportSection: SectionContent {
    public static let name = "import"

    public var heading: String
    /// `74 rows read, 74 imported, 0 rejected`.
    public var summaryText: String
    /// `Configuration: foyer-martin.yaml`.
    public var configText: String?
    public var files: [ImportFileRow]
    public var notes: [NoteRow]
    public var hasNotes: Bool
    /// `312 more in the JSON report (--format json)`.
    public var moreNotesText: String?

    /// Rows listed per file; the JSON report has them all.
    public static let noteLimit = 100
    /// Characters of a row's text shown.
    package static let lineTextLimit = 120

    public struct ImportFileRow: Sendable {
        public var file: String
        public var format: String
        public var rowsRead: String
        public var imported: String
        public var skipped: String
        public var rejected: String
        public var hasRejected: Bool
    }

    public struct NoteRow: Sendable {
        public var location: String
        /// `rejected`, `preamble`, `note`, ...
        public var kind: String
        public var reason: String
        /// The row as the file has it, when the importer kept it.
        public var lineText: String?
        public var isRejected: Bool
    }

    package init(_ report: Report, _ x: ViewText) {
        heading = x.t("report.section.import")
        var parts = [x.t("count.rowsRead", ["count": .number(report.rowsRead)]),
                     x.t("count.imported", ["count": .number(report.rowsImported)])]
        if report.rowsSkipped > 0 { parts.append(x.t("count.skipped", ["count": .number(report.rowsSkipped)])) }
        parts.append(x.t("count.rejected", ["count": .number(report.rowsRejected)]))
        if report.duplicatesDropped > 0 { parts.append(x.t("household.import.duplicates", ["count": .number(report.duplicatesDropped)])) }
        summaryText = parts.joined(separator: ", ")
        configText = report.configFile.map { x.t("report.import.config", ["file": .text(AccountsSection.fileName($0))]) }
        files = report.imports.map { r in
            ImportFileRow(
                file: AccountsSection.fileName(r.file), format: ViewText.formatName(r.format, detected: r.detected), rowsRead: x.integer(r.rowsRead), imported: x.integer(r.imported),
                skipped: x.integer(r.skipped.count), rejected: x.integer(r.rejected.count), hasRejected: !r.rejected.isEmpty)
        }
        var notes: [NoteRow] = []
        var more = 0
        for r in report.imports {
            let all = (r.rejected + r.skipped + r.warnings).sorted { $0.location < $1.location }
            more += max(0, all.count - ImportSection.noteLimit)
            for n in all.prefix(ImportSection.noteLimit) {
                notes.append(NoteRow(
                    location: ImportSection.shown(n.location), kind: ImportSection.kind(n.kind, x), reason: x.t.render(n.reason),
                    lineText: n.lineText.flatMap { ImportSection.shortened(CardNumberMask.masked($0)) }, isRejected: n.kind == .rejected))
            }
        }
        self.notes = notes
        hasNotes = !notes.isEmpty
        moreNotesText = more > 0 ? x.t("report.import.more", ["count": .number(more)]) : nil
    }

    package static func kind(_ kind: RowNote.Kind, _ x: ViewText) -> String {
        switch kind {
        case .preamble: return x.t("report.note.preamble")
        case .summary: return x.t("report.note.summary")
        case .declined: return x.t("report.note.declined")
        case .unsupported: return x.t("report.note.unsupported")
        case .rejected: return x.t("report.note.rejected")
        case .warning: return x.t("report.note.warning")
        }
    }

    /// The row's text on one line, cut with `…` past `lineTextLimit` characters; nil when blank.
    package static func shortened(_ text: String) -> String? {
        // Most rows hold no line end nor tab: the text is the line, uncopied.
        let hasBreaks = TextBytes.read(text) { $0.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } }
        let line = hasBreaks ? String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }) : text
        guard line.nonBlank != nil else { return nil }
        return line.count > lineTextLimit ? line.prefix(lineTextLimit) + "…" : line
    }

    /// `releve.csv:12:3`: a location as a report shows it, the file without its folder (reports travel
    /// by mail; the folder is the sender's business).
    package static func shown(_ location: SourceLocation) -> String {
        var location = location
        location.file = AccountsSection.fileName(location.file)
        return location.description
    }
}
