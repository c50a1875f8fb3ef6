import Foundation
import Testing

/// The `cmark-gfm` command (Debian's package of GitHub's CommonMark parser): renders Markdown the
/// way GitHub does, with the table, autolink, strikethrough and tag-filter extensions.
enum CMark {
    static let path: String? = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static var available: Bool { path != nil }

    /// `cmark-gfm is not installed (apt-get install cmark-gfm): …`, for tests that need it.
    static let missing: Comment = "cmark-gfm is not installed (apt-get install cmark-gfm): the Markdown is not checked against GitHub's parser"

    static func html(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        nonisolated(unsafe) var data = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { data = output.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }

    /// The tables of cmark's HTML: rows of cells' text (tags removed, entities decoded, trimmed).
    static func tables(_ html: String) -> [[[String]]] {
        html.matches(of: /(?s)<table>(.*?)<\/table>/).map { table in
            String(table.1).matches(of: /(?s)<tr>(.*?)<\/tr>/).map { row in
                String(row.1).matches(of: /(?s)<t[hd][^>]*>(.*?)<\/t[hd]>/).map { text(String($0.1)) }
            }
        }
    }

    static func text(_ html: String) -> String {
        html.replacing(/<[^>]*>/, with: "")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
            .trimmingCharacters(in: .whitespaces)
    }
}
