import StatementImport
import StatementLocalization
import StatementModel

/// What a report's email can carry as attachments (`--attach html,md,json,csv`): the report as a
/// file (HTML, Markdown, JSON) and the report's categorized transactions as CSV.
public enum AttachmentKind: String, Sendable, Hashable, CaseIterable {
    case html, md, json, csv

    /// `html`/`htm`, `md`/`markdown`, `json`, `csv`, any case.
    public init?(name: some StringProtocol) {
        switch name.lowercased() {
        case "html", "htm": self = .html
        case "md", "markdown": self = .md
        case "json": self = .json
        case "csv": self = .csv
        default: return nil
        }
    }

    /// A comma-separated list (`html,csv`), in the order given, each kind once.
    public static func list(parsing text: String) -> Result<[AttachmentKind], AttachmentListError> {
        var kinds: [AttachmentKind] = []
        for name in text.split(separator: ",") {
            let trimmed = name.filter { !$0.isWhitespace }
            guard let kind = AttachmentKind(name: trimmed) else { return .failure(AttachmentListError(name: trimmed)) }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return .success(kinds)
    }

    /// Whether there is one of it per language (the report) or one in all (the transactions).
    public var isPerLanguage: Bool { self != .csv }

    /// The file extension and the media type of the attachment.
    public var fileExtension: String { rawValue }

    public var mediaType: String {
        switch self {
        case .html: return "text/html"
        case .md: return "text/markdown"
        case .json: return "application/json"
        case .csv: return "text/csv"
        }
    }

    /// The names `--attach` takes, for messages.
    public static let names = "html, md, json, csv"
}

public struct AttachmentListError: Error, Sendable {
    public var name: String
}
