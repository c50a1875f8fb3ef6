import Foundation
import StatementKitTestSupport
import Testing

/// End to end: `report --format eml | msmtp -t` to an SMTP sink on 127.0.0.1 started by the test
/// (`Fixtures/email/smtp_sink.py`; nothing leaves the machine), and what arrives.
@Suite(.enabled(if: ExternalTool.msmtp != nil && ExternalTool.python3 != nil,
                "msmtp or python3 is not installed: the SMTP delivery test did not run (CI installs msmtp)"))
struct SMTPDeliveryTests {
    /// Starts the sink, returns its port and a function that waits for it and reads what it received.
    static func startSink() throws -> (port: Int, finish: () throws -> [String: Any]) {
        let dir = try Tool.temporaryDirectory()
        let output = dir.appending(path: "sink.json")
        let process = Process()
        process.executableURL = ExternalTool.python3!
        process.arguments = [Paths.fixtures().appending(path: "email/smtp_sink.py").path, output.path, "30"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        // The first line is the port.
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw SinkFailure()
        }
        return (port, {
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: dir) }
            return try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any] ?? [:]
        })
    }

    struct SinkFailure: Error {}

    @Test func msmtpDeliversTheReportAsWritten() throws {
        let camt = "Samples/camt053-2026-10.xml"
        let eml = try Tool.run([camt, "--format", "eml", "--lang", "fr", "--attach", "csv",
                                "--mail-to", "Camille Martin <camille@example.org>", "--mail-cc", "alex@example.org",
                                "--mail-bcc", "archive@example.org", "--mail-from", "Relevés <releves@example.org>"])
        #expect(eml.status == 0, "\(eml.stderr)")
        let (port, finish) = try Self.startSink()
        let send = try ExternalTool.run(ExternalTool.msmtp!, ["--file=/dev/null", "--host=127.0.0.1", "--port=\(port)", "--auth=off",
                                                              "--tls=off", "--from=releves@example.org", "-t"],
                                        stdin: Data(eml.stdout.utf8))
        let received = try finish()
        #expect(send.status == 0, "msmtp: \(send.stderr)")
        let messages = received["messages"] as? [[String: Any]] ?? []
        try #require(messages.count == 1, "\(received)")
        let envelope = messages[0]
        #expect(envelope["from"] as? String == "releves@example.org")
        #expect(envelope["to"] as? [String] == ["camille@example.org", "alex@example.org", "archive@example.org"])
        let data = [UInt8](Data(base64Encoded: envelope["data"] as? String ?? "") ?? Data())
        let m = try ParsedMail.parse(data)
        #expect(m.defects == [])
        #expect(m.header("Subject") == "Bilan d’octobre 2026 — Compte courant professionnel")
        #expect(m.header("Bcc") == nil)  // msmtp -t sends the copy and removes the header
        #expect(m.addresses("Cc") == [["", "alex@example.org"]])
        // SMTP carries CRLF; what the reader decodes is the report.
        #expect(m.plain?.replacingOccurrences(of: "\r\n", with: "\n") == (try Tool.run([camt, "--lang", "fr", "--format", "text"])).stdout)
        let export = try Tool.run(["transactions", camt, "--format", "csv", "--lang", "fr"]).stdout.replacingOccurrences(of: ",Samples/", with: ",")
        #expect(m.attachments.first?.bytes == Array(export.utf8))
        // The message arrived whole: the same headers and bodies as written.
        let written = try ParsedMail.parse(Array(eml.stdout.utf8))
        #expect(m.header("Message-ID") == written.header("Message-ID"))
        #expect(m.html?.replacingOccurrences(of: "\r\n", with: "\n") == written.html)
    }
}
