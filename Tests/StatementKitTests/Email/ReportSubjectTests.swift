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

/// The default subject of a report's email, and the file-name values of a report.
@Suite struct ReportSubjectTests {
    static let joint = Account(iban: "FR7630006000011234567890189", name: "Compte joint")

    static func report(_ first: String, _ last: String, account: Account = joint, from: String? = nil, to: String? = nil,
                       more: [Account] = []) -> Report {
        let statements = ([account] + more).map {
            Fixture.statement([Fixture.tx(first, "-10.00", "CAFÉ"), Fixture.tx(last, "-5.00", "PAIN")], account: $0)
        }
        let options = ReportOptions(from: from.map(Fixture.day), to: to.map(Fixture.day))
        return Fixture.report([Fixture.result(statements[0])] + statements.dropFirst().map { Fixture.result($0) }, options: options)
    }

    static let fr = ReportLocale(tag: "fr-FR")!, en = ReportLocale(tag: "en-US")!, gb = ReportLocale(tag: "en-GB")!

    @Test func oneMonthInBothLanguages() {
        let r = Self.report("2026-10-02", "2026-10-30")
        #expect(ReportSubject.text(r, locale: Self.fr) == "Bilan d’octobre 2026 — Compte joint")
        #expect(ReportSubject.text(r, locale: Self.en) == "Statement for October 2026 — Compte joint")
        let november = Self.report("2026-11-02", "2026-11-30")
        #expect(ReportSubject.text(november, locale: Self.fr) == "Bilan de novembre 2026 — Compte joint")
        let august = Self.report("2026-08-02", "2026-08-30")
        #expect(ReportSubject.text(august, locale: Self.fr) == "Bilan d’août 2026 — Compte joint")
    }

    @Test func severalMonthsAYearAndAcrossYears() {
        let autumn = Self.report("2026-10-01", "2026-12-31")
        #expect(ReportSubject.text(autumn, locale: Self.fr) == "Bilan d’octobre à décembre 2026 — Compte joint")
        #expect(ReportSubject.text(autumn, locale: Self.en) == "Statement for October–December 2026 — Compte joint")
        let winter = Self.report("2026-12-03", "2027-01-20")
        #expect(ReportSubject.text(winter, locale: Self.fr) == "Bilan de décembre 2026 à janvier 2027 — Compte joint")
        #expect(ReportSubject.text(winter, locale: Self.en) == "Statement for December 2026 – January 2027 — Compte joint")
        let year = Self.report("2026-01-05", "2026-12-20")
        #expect(ReportSubject.text(year, locale: Self.fr) == "Bilan de l’année 2026 — Compte joint")
        #expect(ReportSubject.text(year, locale: Self.en) == "Statement for 2026 — Compte joint")
    }

    @Test func anAskedPeriodThatIsNotWholeMonthsIsNamedByItsDays() {
        let week = Self.report("2026-10-05", "2026-10-11", from: "2026-10-05", to: "2026-10-11")
        #expect(ReportSubject.text(week, locale: Self.fr) == "Bilan du 5 au 11\u{00A0}octobre 2026 — Compte joint")
        #expect(ReportSubject.text(week, locale: Self.en) == "Statement for October 5–11, 2026 — Compte joint")
        #expect(ReportSubject.text(week, locale: Self.gb) == "Statement for 5–11 October 2026 — Compte joint")
        #expect(PeriodSpan(week)?.fileNameText == "2026-10-05_2026-10-11")
        let day = Self.report("2026-10-05", "2026-10-05", from: "2026-10-05", to: "2026-10-05")
        #expect(ReportSubject.text(day, locale: Self.fr) == "Bilan du 5\u{00A0}octobre 2026 — Compte joint")
        // Whole months asked are months.
        let month = Self.report("2026-10-05", "2026-10-11", from: "2026-10-01", to: "2026-10-31")
        #expect(ReportSubject.text(month, locale: Self.en) == "Statement for October 2026 — Compte joint")
        #expect(PeriodSpan(month)?.fileNameText == "2026-10")
    }

    @Test func anAccountWithoutANameShowsOnlyTheEndOfItsNumber() {
        let r = Self.report("2026-10-02", "2026-10-30", account: Account(iban: "FR76 3000 6000 0112 3456 7890 189"))
        #expect(ReportSubject.text(r, locale: Self.fr) == "Bilan d’octobre 2026 — compte …0189")
        #expect(ReportSubject.text(r, locale: Self.en) == "Statement for October 2026 — account …0189")
        let anonymous = Self.report("2026-10-02", "2026-10-30", account: Account())
        #expect(ReportSubject.text(anonymous, locale: Self.en) == "Statement for October 2026")
    }

    @Test func twoAccountsByNameMoreByNumber() {
        let card = Account(id: "4970", name: "Carte Camille")
        let two = Self.report("2026-10-02", "2026-10-30", more: [card])
        #expect(ReportSubject.text(two, locale: Self.fr) == "Bilan d’octobre 2026 — Compte joint et Carte Camille")
        let three = Self.report("2026-10-02", "2026-10-30", more: [card, Account(name: "Livret A")])
        #expect(ReportSubject.text(three, locale: Self.en) == "Statement for October 2026 — 3 accounts")
    }

    @Test func fileNameValuesAreSafe() {
        let r = Self.report("2026-09-02", "2026-11-30", account: Account(name: "Compte joint / ../étc"))
        let values = ReportFileName.values(r, inputs: ["dir/relevé.2026.csv"], lang: "fr", ext: "html")
        #expect(values["period"] == "2026-09_2026-11")
        #expect(values["input"] == "relevé.2026")
        let path = FileNamePattern.standard.expand(values)
        #expect(path == "Compte-joint-..-étc-2026-09_2026-11-fr.html")
        #expect(!path.contains("/"))
    }

    /// 20,000 accounts (each its own statement), and twice the same name: counted once each, in one pass
    /// (each label was looked up in the list of those before it: 4.8 s for such an email).
    @Test func twentyThousandAccountsAreCountedOnceEach() {
        let many = (0..<20_000).map { Account(id: String(format: "%08d", $0), name: "Compte \($0)") } + [Account(name: "Compte 7")]
        let r = Self.report("2026-10-02", "2026-10-30", account: many[0], more: Array(many.dropFirst()))
        #expect(ReportSubject.text(r, locale: Self.en) == "Statement for October 2026 — 20,000 accounts")
        #expect(ReportFileName.values(r, inputs: ["comptes.ofx"], lang: "en", ext: "html")["account"] == "20000-accounts")
    }
}

