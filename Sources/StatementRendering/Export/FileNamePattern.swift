import Foundation
import StatementAnalysis
import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementPresentation
import StatementResources

/// A file-name pattern such as `{account}-{period}-{lang}.{ext}`: the names of batch outputs.
///
/// Each placeholder's value is made a safe file-name piece (`safe(_:)`): no `/`, no control or
/// punctuation characters, no leading dot, at most 80 characters; so a statement's account name
/// can never point a file elsewhere. The pattern's own text is kept as written, and may name
/// subfolders (`{account}/{period}.{ext}`); a name inside `--output-dir` never goes up with `..`.
public struct FileNamePattern: Sendable, Hashable, CustomStringConvertible {
    public static let placeholders = ["account", "period", "lang", "ext", "input"]
    public static let standard = FileNamePattern(checked: "{account}-{period}-{lang}.{ext}")

    package enum Piece: Sendable, Hashable {
        case text(String)
        case value(String)
    }

    package let pieces: [Piece]
    public let description: String

    private init(checked text: String) {
        self = try! FileNamePattern(text)
    }

    /// Reads a pattern; `relative` refuses an absolute path and `..` (a name inside `--output-dir`).
    public init(_ text: String, relative: Bool = false) throws(PatternError) {
        func fail(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> PatternError {
            var arguments = arguments
            arguments["pattern"] = .text(text)
            return PatternError(message: Message("pattern." + key, arguments))
        }
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        while let c = rest.first {
            rest.removeFirst()
            if c == "}" { throw fail("unopened") }
            guard c == "{" else { literal.append(c); continue }
            guard let close = rest.firstIndex(of: "}") else { throw fail("unclosed") }
            let name = String(rest[..<close])
            guard FileNamePattern.placeholders.contains(name) else {
                throw fail("unknown", ["name": .text("{" + name + "}"), "known": .text(FileNamePattern.placeholders.map { "{\($0)}" }.joined(separator: ", "))])
            }
            if !literal.isEmpty { pieces.append(.text(literal)); literal = "" }
            pieces.append(.value(name))
            rest = rest[rest.index(after: close)...]
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        guard !text.isEmpty, !text.hasSuffix("/") else { throw fail("empty") }
        if relative, text.split(separator: "/").contains("..") { throw fail("parent") }
        if relative, text.hasPrefix("/") { throw fail("absolute") }
        self.pieces = pieces
        self.description = text
    }

    /// Whether the pattern uses `{name}`.
    public func mentions(_ name: String) -> Bool { pieces.contains(.value(name)) }

    /// Whether it has any placeholder.
    public var hasPlaceholders: Bool { pieces.contains { if case .value = $0 { return true } else { return false } } }

    /// The path for these values (each made safe); a placeholder without a value becomes `_`.
    public func expand(_ values: [String: String]) -> String {
        pieces.map { piece in
            switch piece {
            case let .text(s): return s
            case let .value(name): return FileNamePattern.safe(values[name] ?? "")
            }
        }.joined()
    }

    /// A safe file-name piece: letters (accents kept, composed) and digits, `-`, `_`, `.`, `+`, `@`;
    /// anything else becomes `-`, runs of `-` one; no `-` or `.` at the ends; at most 80 characters;
    /// `_` when nothing is left.
    public static func safe(_ value: String) -> String {
        var out = ""
        for c in value.precomposedStringWithCanonicalMapping {
            let keep = c.isLetter || c.isNumber || "-_.+@".contains(c)
            let d: Character = keep && !c.isWhitespace ? c : "-"
            if d == "-", out.last == "-" { continue }
            out.append(d)
            if out.count >= 80 { break }
        }
        while let f = out.first, f == "-" || f == "." { out.removeFirst() }
        while let l = out.last, l == "-" || l == "." { out.removeLast() }
        return out.isEmpty ? "_" : out
    }
}

/// Why a file-name pattern cannot be used.
public struct PatternError: Error, Sendable, Hashable {
    public var message: Message
}
