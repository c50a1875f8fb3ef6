import Foundation
import StatementKitTestSupport
import Testing

/// `inspect` for every format: what was detected, the accounts, the period, the counts, and each row
/// skipped, rejected or warned about.
@Suite struct InspectCommandTests {
    @Test func camtSaysItsFormatEncodingAccountPeriodAndBalances() throws {
        let run = try Tool.run(["inspect", "Samples/camt053-2026-10.xml", "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            # statement-report inspect Samples/camt053-2026-10.xml
            #
            # format: camt — camt.053.001.08 namespace
            # encoding: utf-8
            # message: camt.053.001.08
            # kind: statement
            # statement: FR7630006000011234567890189-2026-10
            # account: FR7630006000011234567890189
            # statements: 1
            #
            # 12 rows read, 12 imported, 0 skipped, 0 rejected
            # period: 2026-10-01 … 2026-10-31
            #   statement: account FR7630006000011234567890189, EUR, 12 transactions, 2026-10-01 … 2026-10-30 (Compte courant professionnel)
            #     opening balance: 8412.57 EUR on 2026-09-30
            #     closing balance: 9974.03 EUR on 2026-10-31
            # report region: en-US, the default (nothing in the statement points to another region)

            """)
    }

    @Test(arguments: [
        ("Samples/releve-2026-10.ofx", ["# format: ofx — ", "# dialect: sgml", "# encoding: windows-1252", "account 00012345678, EUR, 25 transactions"]),
        ("Samples/starling-2026-10.json", ["# format: json — ", "# dialect: starling", "GBP", "skipped (declined, card payment (status DECLINED)", "account unknown"]),
        ("Samples/quicken-2026-10.qif", ["# format: qif — ", "# encoding: ", "# currency: none in the file (give --currency)", "XXX"]),
        ("Samples/nordigen-compte-courant-2026-10.json", ["# format: json — ", "# dialect: gocardless", "# period: 2026-10-01 … "]),
    ])
    func everyFormatSaysWhatItFound(_ file: String, _ expected: [String]) throws {
        let run = try Tool.run(["inspect", file, "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        for text in expected { #expect(run.stdout.contains(text), "\(file): \(text)\n\(run.stdout)") }
        #expect(run.stdout.contains(" rows read, "))
    }

    @Test func rejectedRowsAndWarningsOfAnOFXFileAreListed() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ofx = dir.appending(path: "bad.ofx")
        let original = try String(contentsOf: Paths.samples.appending(path: "releve-2026-10.ofx"), encoding: .isoLatin1)
        // One amount that is not one.
        let broken = original.replacingOccurrences(of: "<TRNAMT>-", with: "<TRNAMT>--", options: [], range: original.range(of: "<TRNAMT>-"))
        try broken.write(to: ofx, atomically: true, encoding: .isoLatin1)
        let run = try Tool.run(["inspect", ofx.path, "--lang", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("# 25 rows read, 24 imported, 0 skipped, 1 rejected"))
        #expect(run.stdout.contains("#   \(ofx.path):"))
        #expect(run.stdout.contains(": rejected: "))
        let strict = try Tool.run(["inspect", ofx.path, "--lang", "en", "--strict"])
        #expect(strict.status == 65)
    }

    /// Why a report of the file would be written for this region: the currency, an IBAN, the option.
    @Test func inspectSaysWhyTheRegionIsChosen() throws {
        let pounds = try Tool.run(["inspect", "Samples/starling-2026-10.json", "--lang", "en"])
        #expect(pounds.stdout.contains("# report region: en-GB — the statement is in GBP\n"), "\(pounds.stdout)")
        let french = try Tool.run(["inspect", "Samples/camt053-2026-10.xml", "--lang", "fr"])
        #expect(french.stdout.contains("# région du bilan\u{00A0}: fr-FR — IBAN français\n"), "\(french.stdout)")
        let swiss = try Tool.run(["inspect", "Samples/camt053-2026-10.xml", "--lang", "fr-CH"])
        #expect(swiss.stdout.contains("# région du bilan\u{00A0}: fr-CH, comme demandé\n"), "\(swiss.stdout)")
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let belgian = dir.appending(path: "belge.xml")
        let camt = try String(contentsOf: Paths.samples.appending(path: "camt053-2026-10.xml"), encoding: .utf8)
        try camt.replacingOccurrences(of: "FR7630006000011234567890189", with: "BE68539007547034").write(to: belgian, atomically: true, encoding: .utf8)
        let run = try Tool.run(["inspect", belgian.path, "--lang", "fr"])
        #expect(run.stdout.contains("# région du bilan\u{00A0}: fr-BE — IBAN belge\n"), "\(run.stdout)")
    }

    @Test func inFrench() throws {
        let run = try Tool.run(["inspect", "Samples/camt053-2026-10.xml", "--lang", "fr"])
        #expect(run.stdout.contains("# période\u{00A0}: 2026-10-01 … 2026-10-31"))
        #expect(run.stdout.contains("#     solde initial\u{00A0}: 8412.57 EUR au 2026-09-30"))
    }
}
