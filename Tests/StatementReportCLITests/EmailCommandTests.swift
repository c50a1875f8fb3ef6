import Foundation
import StatementKitTestSupport
import Testing

/// `report --format eml`: the message as Python's MIME parser reads it, against the tool's own
/// Markdown, HTML, JSON and CSV outputs.
@Suite(.enabled(if: ExternalTool.python3 != nil, "python3 is not installed: the email checks did not run (CI installs it)"))
struct EmailCommandTests {
    let camt = "Samples/camt053-2026-10.xml"
    let addresses = ["--mail-to", "Camille Martin <camille@example.org>, \"Martin, Alex\" <alex@example.org>",
                     "--mail-from", "Relevés <releves@example.org>"]

    func mail(_ arguments: [String], environment: [String: String] = [:]) throws -> (ParsedMail, Tool.Run) {
        let run = try Tool.run(arguments, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return (try ParsedMail.parse(Array(run.stdout.utf8)), run)
    }

    @Test func aFrenchReportAsAnEmailReadsBackAsTheReports() throws {
        let (m, _) = try mail([camt, "--lang", "fr", "--format", "eml"] + addresses)
        #expect(m.defects == [])
        #expect(m.header("Subject") == "Bilan d’octobre 2026 — Compte courant professionnel")
        #expect(m.addresses("From") == [["Relevés", "releves@example.org"]])
        #expect(m.addresses("To") == [["Camille Martin", "camille@example.org"], ["Martin, Alex", "alex@example.org"]])
        #expect(m.header("Date") == "Sun, 01 Nov 2026 00:00:00 +0000")  // SOURCE_DATE_EPOCH
        #expect(m.header("MIME-Version") == "1.0")
        #expect(m.header("Message-ID")?.hasSuffix("@example.org>") == true)
        #expect(m.structure == "multipart/alternative(text/plain,text/html)")
        #expect(m.plain == (try Tool.run([camt, "--lang", "fr", "--format", "text"])).stdout)
        #expect(m.html == (try Tool.run([camt, "--lang", "fr", "--format", "html"])).stdout)
        #expect(m.string("plainLanguage") == "fr-FR")
        #expect(m.longestLine <= 76)
        #expect(m.crlfLines == 0)
    }

    @Test func twoLanguagesAndEveryAttachment() throws {
        let (m, _) = try mail([camt, "--lang", "en,fr", "--format", "eml", "--attach", "html,md,json,csv"] + addresses)
        #expect(m.defects == [])
        #expect(m.header("Subject") == "Statement for October 2026 — Compte courant professionnel")
        #expect(m.structure == "multipart/mixed(multipart/alternative(text/plain,text/html),text/html,text/html,text/markdown,text/markdown,application/json,application/json,text/csv,text/csv)")
        #expect(m.plain == (try Tool.run([camt, "--lang", "en", "--format", "text"])).stdout)
        let a = m.attachments
        #expect(a.map { $0.fileName ?? "" } == [
            "Compte-courant-professionnel-2026-10-en.html", "Compte-courant-professionnel-2026-10-fr.html",
            "Compte-courant-professionnel-2026-10-en.md", "Compte-courant-professionnel-2026-10-fr.md",
            "Compte-courant-professionnel-2026-10-en.json", "Compte-courant-professionnel-2026-10-fr.json",
            "Compte-courant-professionnel-2026-10-transactions-en.csv", "Compte-courant-professionnel-2026-10-transactions-fr.csv",
        ])
        #expect(a.map { $0.language ?? "" } == ["en-US", "fr-FR", "en-US", "fr-FR", "en-US", "fr-FR", "en-US", "fr-FR"])
        for (attachment, arguments) in zip(a, [["--lang", "en"], ["--lang", "fr"], ["--lang", "en", "--format", "markdown"],
                                               ["--lang", "fr", "--format", "markdown"], ["--lang", "en", "--format", "json"],
                                               ["--lang", "fr", "--format", "json"]]) {
            #expect(attachment.bytes == Array(try Tool.run([camt] + arguments).stdout.utf8), "\(attachment.fileName ?? "")")
        }
        // The transactions export, but for its `source` column: the file without its folder, as in the reports.
        let export = try Tool.run(["transactions", camt, "--format", "csv", "--lang", "en"]).stdout.replacingOccurrences(of: ",Samples/", with: ",")
        #expect(a[6].bytes == Array(export.utf8), "the transactions in English")
        #expect(m.longestLine <= 76)
    }

    @Test func severalLanguagesAttachTheOtherLanguagesNotTheBodyAgain() throws {
        let (m, _) = try mail([camt, "--lang", "fr,en", "--format", "eml"] + addresses)
        #expect(m.structure == "multipart/mixed(multipart/alternative(text/plain,text/html),text/html)")
        #expect(m.attachments.map { $0.fileName ?? "" } == ["Compte-courant-professionnel-2026-10-en.html"])
        // Asked, the body is attached too.
        let (asked, _) = try mail([camt, "--lang", "fr,en", "--format", "eml", "--attach", "html"] + addresses)
        #expect(asked.attachments.map { $0.language ?? "" } == ["fr-FR", "en-US"])
    }

    @Test func attachingTheTransactionsKeepsEveryLanguage() throws {
        let (m, _) = try mail([camt, "--lang", "fr,en", "--format", "eml", "--attach", "csv"] + addresses)
        #expect(m.attachments.map { $0.fileName ?? "" } == [
            "Compte-courant-professionnel-2026-10-transactions-fr.csv", "Compte-courant-professionnel-2026-10-transactions-en.csv",
            "Compte-courant-professionnel-2026-10-en.html",
        ])
        let fr = String(decoding: m.attachments[0].bytes, as: UTF8.self), en = String(decoding: m.attachments[1].bytes, as: UTF8.self)
        #expect(fr.contains("Loyer") || fr.contains("Logement"))
        #expect(en.contains("Housing"))
    }

    @Test func attachmentNamesDoNotRepeatThePeriodOfTheInputsName() throws {
        let (m, _) = try mail(["Samples/compte-joint-2026-10.csv", "--lang", "fr,en", "--format", "eml", "--attach", "csv"] + addresses)
        #expect(m.attachments.map { $0.fileName ?? "" } == [
            "compte-joint-2026-10-transactions-fr.csv", "compte-joint-2026-10-transactions-en.csv", "compte-joint-2026-10-en.html",
        ])
    }

    @Test func theSameInputGivesTheSameMessageUnderSourceDateEpoch() throws {
        let a = try Tool.run([camt, "--format", "eml", "--attach", "csv"] + addresses)
        let b = try Tool.run([camt, "--format", "eml", "--attach", "csv"] + addresses)
        #expect(a.status == 0 && a.stdout == b.stdout)
        // Without it, the date is now and two runs never share a Message-ID.
        let env = ["SOURCE_DATE_EPOCH": ""]
        let (c, _) = try mail([camt, "--format", "eml"] + addresses, environment: env)
        let (d, _) = try mail([camt, "--format", "eml"] + addresses, environment: env)
        #expect(c.header("Message-ID") != d.header("Message-ID"))
        #expect(c.date != nil && c.date != "2026-11-01T00:00:00+00:00")
    }

    @Test func crlfOnRequest() throws {
        let (m, run) = try mail([camt, "--format", "eml", "--crlf"] + addresses)
        #expect(m.lfOnlyLines == 0 && m.crlfLines > 100)
        #expect(run.stdout.hasSuffix("\r\n"))
    }

    @Test func theConfigurationsEmailSectionAndTheOptionsOverIt() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appending(path: "statement-report.yaml")
        try """
            locale: fr-FR
            email:
              to: [camille@example.org, "Alex Martin <alex@example.org>"]
              cc: comptable@example.org
              bcc: archive@example.org
              from: "Foyer Martin <foyer@example.org>"
              subject: Relevé du mois
              attach: [csv]
            """.write(to: config, atomically: true, encoding: .utf8)
        let (m, _) = try mail([camt, "--config", config.path, "--format", "eml"])
        #expect(m.header("Subject") == "Relevé du mois")
        #expect(m.addresses("To") == [["", "camille@example.org"], ["Alex Martin", "alex@example.org"]])
        #expect(m.addresses("Cc") == [["", "comptable@example.org"]])
        #expect(m.addresses("Bcc") == [["", "archive@example.org"]])
        #expect(m.addresses("From") == [["Foyer Martin", "foyer@example.org"]])
        #expect(m.attachments.map(\.type) == ["text/csv"])
        #expect(m.string("plainLanguage") == "fr-FR")
        let (o, _) = try mail([camt, "--config", config.path, "--format", "eml", "--mail-to", "zoe@example.org", "--subject", "Autre"])
        #expect(o.addresses("To") == [["", "zoe@example.org"]])
        #expect(o.header("Subject") == "Autre")
        #expect(o.addresses("Cc") == [["", "comptable@example.org"]])
    }

    @Test func aWrongAddressInTheConfigurationSaysWhere() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appending(path: "c.yaml")
        try "email:\n  to: [ok@example.org, camille.example.org]\n".write(to: config, atomically: true, encoding: .utf8)
        let run = try Tool.run([camt, "--config", config.path, "--format", "eml", "--mail-from", "a@example.org", "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(config.path):2:24: error: “camille.example.org” is not an email address: it has no @"))
        #expect(run.stdout.isEmpty)
        try "email:\n  atach: [csv]\n".write(to: config, atomically: true, encoding: .utf8)
        let typo = try Tool.run([camt, "--config", config.path, "--format", "eml", "--lang", "en"] + addresses)
        #expect(typo.status == 1)
        #expect(typo.stderr.contains(":2:3: error: unknown key “atach”"))
    }

    @Test func whatAnEmailNeedsIsAUsageError() throws {
        let noRecipient = try Tool.run([camt, "--format", "eml", "--mail-from", "a@example.org", "--lang", "en"])
        #expect(noRecipient.status == 64)
        #expect(noRecipient.stderr.contains("--format eml needs a recipient"))
        let noSender = try Tool.run([camt, "--format", "eml", "--mail-to", "a@example.org", "--lang", "en"])
        #expect(noSender.status == 64)
        #expect(noSender.stderr.contains("--format eml needs a sender"))
        let fromEnvironment = try Tool.run([camt, "--format", "eml", "--mail-to", "a@example.org"], environment: ["EMAIL": "Me <me@example.org>"])
        #expect(fromEnvironment.status == 0)
        #expect(fromEnvironment.stdout.hasPrefix("From: Me <me@example.org>\n"))
        let bad = try Tool.run([camt, "--format", "eml", "--mail-to", "zoé@example.org", "--mail-from", "a@example.org", "--lang", "en"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("“zoé@example.org” is not an email address: it is not plain ASCII"))
        let injected = try Tool.run([camt, "--format", "eml", "--subject", "Hi\nBcc: eve@example.org", "--lang", "en"] + addresses)
        #expect(injected.status == 64)
        let notEmail = try Tool.run([camt, "--mail-to", "a@example.org", "--lang", "en"])
        #expect(notEmail.status == 64)
        #expect(notEmail.stderr.contains("are for --format eml"))
        let attach = try Tool.run([camt, "--format", "eml", "--attach", "pdf", "--lang", "en"] + addresses)
        #expect(attach.status == 64)
        #expect(attach.stderr.contains("unknown attachment “pdf”: use html, md, json, csv"))
    }

    @Test func anEmlFileNameChoosesTheFormat() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appending(path: "releve.eml")
        let run = try Tool.run([camt, "-o", out.path] + addresses)
        #expect(run.status == 0, "\(run.stderr)")
        let m = try ParsedMail.parse([UInt8](try Data(contentsOf: out)))
        #expect(m.structure == "multipart/alternative(text/plain,text/html)")
    }
}
