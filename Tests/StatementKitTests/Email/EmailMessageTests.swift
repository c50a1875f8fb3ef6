import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementImporters
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementRendering
@testable import StatementResources

/// Messages built by the library, read back by Python's own MIME parser (`email`, policy=default).
@Suite(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the MIME parser checks did not run (CI installs it)"))
struct EmailMessageTests {
    static let text = """
        # Relevé d’octobre

        . a line that is a dot follows
        .
        From the bank: 12 € = twelve euros 🏠
        trailing spaces here   \n\ttab first
        \(String(repeating: "long line é ", count: 30))
        """
    static let html = "<!DOCTYPE html>\n<p>Relevé — <b>12 €</b></p>\n" + String(repeating: "<td>1 234,56 €</td>", count: 20) + "\n"

    static func message(attachments: [EmailAttachment] = [], subject: String = "Relevé d’octobre 2026 — Compte joint") throws -> EmailMessage {
        let body = ReportEmail(text: text, html: html, language: "fr-FR", attachments: attachments).body
        var m = EmailMessage(from: try EmailAddress(parsing: "Relevés <releves@example.org>"),
                             to: try EmailAddress.list(parsing: "Camille Martin <camille@example.org>, \"Martin, Alex\" <alex@example.org>"),
                             subject: subject, date: EmailDate(seconds: 1_793_491_200), body: body)
        m.cc = [try EmailAddress(parsing: "Zoé <zoe@example.org>")]
        m.bcc = [try EmailAddress(parsing: "archive@example.org")]
        return m
    }

    static let csv = EmailAttachment(fileName: "transactions.csv", mediaType: "text/csv", bytes: Array("date,amount\n2026-10-01,-12.50\r\n".utf8))
    static let binary = EmailAttachment(fileName: "relevé d’octobre 2026 — compte joint de Camille et Alex, avec leurs cartes.pdf",
                                        mediaType: "application/pdf", bytes: (0..<3000).map { UInt8($0 % 256) }, language: "fr-FR")

    @Test func pythonReadsTheHeadersAsWritten() throws {
        let mail = try ParsedMail.parse(try Self.message().bytes())
        #expect(mail.defects == [])
        #expect(mail.header("Subject") == "Relevé d’octobre 2026 — Compte joint")
        #expect(mail.addresses("From") == [["Relevés", "releves@example.org"]])
        #expect(mail.addresses("To") == [["Camille Martin", "camille@example.org"], ["Martin, Alex", "alex@example.org"]])
        #expect(mail.addresses("Cc") == [["Zoé", "zoe@example.org"]])
        #expect(mail.addresses("Bcc") == [["", "archive@example.org"]])
        #expect(mail.date == "2026-11-01T00:00:00+00:00")
        #expect(mail.header("MIME-Version") == "1.0")
        #expect(mail.header("Message-ID")?.hasSuffix("@example.org>") == true)
        #expect(mail.header("Auto-Submitted") == "auto-generated")
        #expect(mail.headerNames.prefix(8) == ["From", "To", "Cc", "Bcc", "Subject", "Date", "Message-ID", "MIME-Version"])
    }

    @Test func withoutAttachmentsTheBodyIsTheAlternativeItself() throws {
        let mail = try ParsedMail.parse(try Self.message().bytes())
        #expect(mail.structure == "multipart/alternative(text/plain,text/html)")
        #expect(mail.plain == Self.text)
        #expect(mail.html == Self.html)
        #expect(mail.string("plainEncoding") == "quoted-printable")
        #expect(mail.string("plainLanguage") == "fr-FR")
        #expect(mail.longestLine <= 76)
    }

    @Test func attachmentsArriveByteForByteWithTheirNames() throws {
        let mail = try ParsedMail.parse(try Self.message(attachments: [Self.csv, Self.binary]).bytes())
        #expect(mail.defects == [])
        #expect(mail.structure == "multipart/mixed(multipart/alternative(text/plain,text/html),text/csv,application/pdf)")
        #expect(mail.plain == Self.text)
        #expect(mail.html == Self.html)
        let a = mail.attachments
        #expect(a.map(\.fileName) == [Self.csv.fileName, Self.binary.fileName])
        #expect(a.map(\.bytes) == [Self.csv.bytes, Self.binary.bytes])
        #expect(a.map(\.encoding) == ["base64", "base64"])
        #expect(a[1].language == "fr-FR")
        #expect(mail.longestLine <= 76)
    }

    @Test func lfOrCRLFThroughout() throws {
        let m = try Self.message(attachments: [Self.csv])
        let lf = try m.bytes(lineEnding: .lf), crlf = try m.bytes(lineEnding: .crlf)
        #expect(!lf.contains(0x0D))
        let lfMail = try ParsedMail.parse(lf), crlfMail = try ParsedMail.parse(crlf)
        #expect(lfMail.crlfLines == 0 && lfMail.lfOnlyLines > 50)
        #expect(crlfMail.lfOnlyLines == 0 && crlfMail.crlfLines == lfMail.lfOnlyLines)
        // Python keeps the CRLF of the message in the text it decodes.
        #expect(crlfMail.plain?.replacingOccurrences(of: "\r\n", with: "\n") == Self.text)
        #expect(crlfMail.attachments.first?.bytes == Self.csv.bytes)
        #expect(crlfMail.header("Subject") == lfMail.header("Subject"))
    }

    @Test func theSameMessageGivesTheSameBytesAndAnotherAnotherId() throws {
        let a = try Self.message(attachments: [Self.csv]).text, b = try Self.message(attachments: [Self.csv]).text
        #expect(a == b)
        let other = try Self.message(attachments: [Self.binary]).text
        func id(_ text: String) -> Substring? { text.split(separator: "\n").first { $0.hasPrefix("Message-ID:") } }
        #expect(id(a) != nil && id(a) != id(other))
        var unique = try Self.message(attachments: [Self.csv])
        unique.uniqueness = "1793491200.123.456"
        #expect(id(try unique.text) != id(a))
    }

    @Test func aSubjectLineBreakIsRefused() throws {
        #expect(throws: EmailError.self) { try Self.message(subject: "Relevé\nBcc: eve@example.org").bytes() }
    }

    @Test func longPlainAndEncodedSubjectsFoldAndReadBack() throws {
        for subject in [String(repeating: "Statement ", count: 20) + "end", String(repeating: "Relevé été ", count: 15) + "fin",
                        "=?UTF-8?Q?not_an_encoded_word?=", "🏠💶 " + String(repeating: "日本", count: 30)] {
            let mail = try ParsedMail.parse(try Self.message(subject: subject).bytes())
            #expect(mail.header("Subject") == subject)
            #expect(mail.defects == [])
            #expect(mail.longestLine <= 76)
        }
    }
}
