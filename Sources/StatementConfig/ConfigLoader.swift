import Foundation
import StatementImport
import StatementLocalization
import StatementModel
import Yams

extension ReportConfig {
    /// The file looked for in the current folder when `--config` is not given.
    public static let defaultFileName = "statement-report.yaml"

    /// `statement-report.yaml` in `directory` when there is one, else nil.
    public static func defaultPath(in directory: String = FileManager.default.currentDirectoryPath) -> String? {
        let path = directory == "." ? defaultFileName : directory + "/" + defaultFileName
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return directory == FileManager.default.currentDirectoryPath ? defaultFileName : path
    }

    /// Reads and checks the configuration file at `path`.
    public static func load(path: String) throws(ConfigError) -> ReportConfig {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigError(.unreadable, Message("input.notFound", ["file": .text(path)]), at: SourceLocation(file: path))
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            let message = isDirectory.boolValue ? Message("config.isDirectory", ["file": .text(path)])
                : Message("input.unreadable", ["file": .text(path), "reason": "permission denied"])
            throw ConfigError(.unreadable, message, at: SourceLocation(file: path))
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError(.unreadable, Message("config.notUTF8", ["file": .text(path)]), at: SourceLocation(file: path))
        }
        return try ReportConfig(yaml: text, file: path)
    }

    /// Reads and checks configuration text; `file` names it in messages.
    public init(yaml text: String, file: String = ReportConfig.defaultFileName) throws(ConfigError) {
        let root = try ReportConfig.compose(text, file: file)
        guard let root else {
            self.init()
            self.file = file
            self.source = text
            return
        }
        do {
            let decoded = try YAMLDecoder().decode(ReportConfigFile.self, from: root)
            self = decoded.config
        } catch {
            throw ReportConfig.locate(error, root: root, text: text, file: file)
        }
        self.file = file
        self.source = text
    }

    /// Decodes a reserved top-level key (`csv`, `email`) as `T`, with the same errors as the rest of the
    /// file; nil when the key is absent or empty.
    public func decodeSection<T: Decodable>(_ key: String, as type: T.Type) throws(ConfigError) -> T? {
        guard let source, let file, let root = try ReportConfig.compose(source, file: file),
            let value = root.mapping?.first(where: { $0.key.string == key })?.value, value.null == nil
        else { return nil }
        do {
            // Decoded from the whole document's node, so coding paths and positions are the file's.
            return try YAMLDecoder().decode(ConfigRootValue<T>.self, from: root, userInfo: [rootKey: key]).value
        } catch {
            throw ReportConfig.locate(error, root: root, text: source, file: file)
        }
    }

    /// The document's root node, or nil when the file holds no document.
    private static func compose(_ text: String, file: String) throws(ConfigError) -> Node? {
        do {
            let parser = try Parser(yaml: text, resolver: Resolver.basic.appending(.merge), encoding: .utf8)
            return try parser.singleRoot()
        } catch let error as YamlError {
            throw syntaxError(error, text: text, file: file)
        } catch {
            throw ConfigError(.syntax, Message("config.syntax", ["reason": .text("\(error)")]), at: SourceLocation(file: file))
        }
    }

    private static func syntaxError(_ error: YamlError, text: String, file: String) -> ConfigError {
        func at(_ mark: Mark) -> (SourceLocation, String?) { at((mark.line, mark.column)) }
        func at(_ mark: (line: Int, column: Int)) -> (SourceLocation, String?) {
            (SourceLocation(file: file, line: mark.line, column: mark.column), lineText(text, mark.line))
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            // At the end of the file (an unclosed quote or bracket), the place it was opened says more.
            let atEnd = problem.contains("end of stream") && context != nil
            let (location, line) = at(atEnd ? context!.mark : mark)
            var reason = problem
            if let context, !context.text.isEmpty { reason = context.text + ", " + problem }
            return ConfigError(.syntax, Message("config.syntax", ["reason": .text(reason)]), at: location, lineText: line)
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let (location, line) = at(secondOccurrence(of: key, after: context.mark, in: text) ?? (context.mark.line, context.mark.column))
            return ConfigError(.syntax, Message("config.duplicateKey", ["key": .text(key)]), at: location, lineText: line)
        case let .reader(problem, _, _, _):
            return ConfigError(.unreadable, Message("config.syntax", ["reason": .text(problem)]), at: SourceLocation(file: file))
        default:
            return ConfigError(.syntax, Message("config.syntax", ["reason": .text("\(error)")]), at: SourceLocation(file: file))
        }
    }

    /// Yams points at the first of two equal keys; the mistake is usually the second one, written
    /// further down at the same indentation.
    private static func secondOccurrence(of key: String, after mark: Mark, in text: String) -> (line: Int, column: Int)? {
        let lines = lines(of: text)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        for index in mark.line..<lines.count {
            let line = Array(lines[index])
            let indent = mark.column - 1
            guard line.count > indent, line[..<indent].allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
            let rest = String(line[indent...])
            for form in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(form) {
                let after = rest.dropFirst(form.count).drop { $0 == " " }
                if after.first == ":" { return (index + 1, mark.column) }
            }
        }
        return nil
    }

    /// A decoding error turned into a located `ConfigError`.
    package static func locate(_ error: any Error, root: Node, text: String, file: String) -> ConfigError {
        var message: Message
        var path: [any CodingKey]
        var atKey = false
        switch error {
        case let issue as ConfigIssue:
            message = issue.message
            path = issue.path
            atKey = issue.atKey
        case let DecodingError.typeMismatch(type, context):
            path = context.codingPath
            let name = String(describing: type)
            let node = locateNode(path, in: root)
            let found = node.map(kindName) ?? "nothing"
            if name.contains("Mapping") || name.contains("Dictionary") {
                message = Message("config.expectedMapping", ["found": .text(found)])
            } else if name.contains("Sequence") || name.contains("Array") {
                message = Message("config.expectedList", ["found": .text(found)])
            } else if name.contains("Int") {
                message = Message("config.expectedNumber", ["text": .text(node?.string ?? "")])
            } else {
                message = Message("config.expectedText", ["found": .text(found)])
            }
        case let DecodingError.valueNotFound(_, context):
            path = context.codingPath
            message = Message("config.emptyValue", ["key": .text(context.codingPath.last?.stringValue ?? "")])
        case let DecodingError.keyNotFound(key, context):
            path = context.codingPath
            message = Message("config.missingKey", ["key": .text(key.stringValue)])
        case let DecodingError.dataCorrupted(context):
            path = context.codingPath
            message = Message("config.syntax", ["reason": .text(context.debugDescription)])
        default:
            path = []
            message = Message("config.syntax", ["reason": .text("\(error)")])
        }
        let mark = ConfigLocator.mark(of: path, in: root, atKey: atKey)
        let location = mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? SourceLocation(file: file)
        return ConfigError(.invalid, message, at: location, lineText: mark.flatMap { lineText(text, $0.line) })
    }

    private static func locateNode(_ path: [any CodingKey], in root: Node) -> Node? {
        var node = root
        for key in path {
            if let mapping = node.mapping, let pair = mapping.first(where: { $0.key.string == key.stringValue }) {
                node = pair.value
            } else if let sequence = node.sequence, let i = key.intValue, i >= 0, i < sequence.count {
                node = sequence[i]
            } else {
                return nil
            }
        }
        return node
    }

    /// `a list`, `a mapping`, `“text”`: what was found instead, for messages.
    private static func kindName(_ node: Node) -> String {
        switch node {
        case .mapping: return "{…}"
        case .sequence: return "[…]"
        case let .scalar(s): return s.string.isEmpty ? "—" : "“\(s.string)”"
        case .alias: return "*"
        }
    }

    private static func lineText(_ text: String, _ line: Int) -> String? {
        let lines = lines(of: text)
        return line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
    }

    /// The lines of a text, split at each line feed and cut at a carriage return (a file saved on
    /// Windows). Read a `Character` at a time, `\r\n` is one `Character` and no line feed: such a file
    /// was one line, and its messages came without the line they point at.
    private static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Substring(line.firstIndex(of: 0x0D).map { line[..<$0] } ?? line)
        }
    }
}

/// One top-level key of the file, decoded from the root (its key in `userInfo`).
private struct ConfigRootValue<T: Decodable>: Decodable {
    var value: T?
    init(from decoder: any Decoder) throws {
        let key = decoder.userInfo[rootKey] as! String
        value = try decoder.container(keyedBy: ConfigKey.self).decodeIfPresent(T.self, forKey: ConfigKey(key))
    }
}

private let rootKey = CodingUserInfoKey(rawValue: "statement-report.section")!
