import Foundation
import StatementKitTestSupport

/// Runs the built `statement-report` binary and captures what it prints.
enum Tool {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary beside the test bundle (SwiftPM puts every product of a build in one folder).
    static let binary: URL = {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [here, here.deletingLastPathComponent()] {
            let candidate = folder.appending(path: "statement-report")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return Paths.packageRoot.appending(path: ".build/debug/statement-report")
    }()

    /// Runs the tool with a fixed, explicit environment: C locale and UTC unless told otherwise,
    /// and a pinned generation date.
    static func run(_ arguments: [String], environment: [String: String] = [:], stdin: Data? = nil,
                    executable: URL = binary, directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ["LANG": "C", "LC_ALL": "", "TZ": "UTC", "SOURCE_DATE_EPOCH": "1793491200", "PATH": "/usr/bin:/bin"]
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.currentDirectoryURL = directory ?? Paths.packageRoot
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes while the process runs, so a large output cannot block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        process.waitUntilExit()
        group.wait()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Markdown with the padding of table cells taken out (`| EUR    |  €4.00 |` → `| EUR | €4.00 |`),
    /// and separator dashes shortened (`:-----` → `:---`), so a test can look for a row whatever the
    /// widths of the other rows.
    static func unpadded(_ markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("|") ? String(line).replacing(/\ {2,}/, with: " ").replacing(/-{3,}/, with: "---") : String(line)
        }.joined(separator: "\n")
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "statement-report-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
