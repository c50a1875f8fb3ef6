import Foundation

/// Programs outside the package that some tests run (`python3`, `msmtp`, `hledger`): found on the
/// `PATH` or in the usual folders, or nil (the test is then skipped, with a message saying which
/// program is missing and how CI installs it).
public enum ExternalTool {
    public static let python3 = find("python3")
    public static let msmtp = find("msmtp")
    public static let hledger = find("hledger")
    public static let script = find("script")

    /// hledger reads its journal in the locale's encoding: under `LANG=C` (as CI runs) it refuses
    /// UTF-8, so it runs under `C.UTF-8`.
    public static var utf8Environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = "C.UTF-8"
        return env
    }

    public static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/bin"]
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    public struct Run: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        public var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`, feeding it `stdin`, and waits for it.
    public static func run(_ executable: URL, _ arguments: [String], stdin: Data? = nil,
                           environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Run(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// What Python's `email` package (policy=default) reads in a message: `Fixtures/email/parse_mime.py`.
public struct ParsedMail: @unchecked Sendable {
    public let json: [String: Any]

    public static let script = Paths.fixtures().appending(path: "email/parse_mime.py")

    /// Parses `bytes` with Python.
    public static func parse(_ bytes: [UInt8]) throws -> ParsedMail {
        guard let python = ExternalTool.python3 else { throw MissingTool(name: "python3") }
        let file = FileManager.default.temporaryDirectory.appending(path: "statement-report-mail-\(UUID().uuidString).eml")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ExternalTool.run(python, [script.path, file.path])
        guard run.status == 0, let object = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any] else {
            throw ParseFailure(stderr: run.stderr)
        }
        return ParsedMail(json: object)
    }

    public struct MissingTool: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "\(name) is not installed" }
    }

    public struct ParseFailure: Error, CustomStringConvertible {
        public var stderr: String
        public var description: String { "parse_mime.py failed: \(stderr)" }
    }

    public func header(_ name: String) -> String? { (json["headers"] as? [String: Any])?[name] as? String }
    public var headerNames: [String] { json["headerNames"] as? [String] ?? [] }
    public var plain: String? { json["plain"] as? String }
    public var html: String? { json["html"] as? String }
    public var defects: [String] { json["defects"] as? [String] ?? [] }
    public var longestLine: Int { json["longestLine"] as? Int ?? 0 }
    /// The size of the HTML part as sent (quoted-printable), which Gmail measures before it clips.
    public var htmlEncodedSize: Int { json["htmlEncodedSize"] as? Int ?? 0 }
    public var crlfLines: Int { json["crlfLines"] as? Int ?? 0 }
    public var lfOnlyLines: Int { json["lfOnlyLines"] as? Int ?? 0 }
    public var date: String? { json["date"] as? String }
    public func string(_ key: String) -> String? { json[key] as? String }

    /// `{"type": ..., "parts": [...]}` written as `multipart/mixed(multipart/alternative(text/plain,text/html),text/csv)`.
    public var structure: String { ParsedMail.describe(json["structure"]) }

    private static func describe(_ node: Any?) -> String {
        guard let node = node as? [String: Any], let type = node["type"] as? String else { return "?" }
        guard let parts = node["parts"] as? [Any] else { return type }
        return type + "(" + parts.map(describe).joined(separator: ",") + ")"
    }

    /// Display name and address of each mailbox of a header.
    public func addresses(_ header: String) -> [[String]] {
        ((json["addresses"] as? [String: Any])?[header] as? [[String]]) ?? []
    }

    public struct Attachment: Sendable {
        public var fileName: String?
        public var type: String
        public var language: String?
        public var encoding: String?
        public var bytes: [UInt8]
    }

    public var attachments: [Attachment] {
        (json["attachments"] as? [[String: Any]] ?? []).map { a in
            Attachment(fileName: a["filename"] as? String, type: a["type"] as? String ?? "", language: a["language"] as? String,
                       encoding: a["encoding"] as? String,
                       bytes: [UInt8](Data(base64Encoded: a["base64"] as? String ?? "") ?? Data()))
        }
    }
}
