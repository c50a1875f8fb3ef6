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

@Suite struct CamtImporterTests {
    let camt = CamtImporter()

    static func document(_ version: String = "camt.053.001.08", message: String = "BkToCstmrStmt", statement: String = "Stmt",
                         balances: String = "", entries: String, account: String = "<Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy>") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:\(version)">
          <\(message)>
            <GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-01T06:00:00+01:00</CreDtTm></GrpHdr>
            <\(statement)>
              <Id>S1</Id>
              <FrToDt><FrDtTm>2026-10-01T00:00:00+02:00</FrDtTm><ToDtTm>2026-10-31T23:59:59+01:00</ToDtTm></FrToDt>
              <Acct>\(account)<Ownr><Nm>Claire Martin</Nm></Ownr><Svcr><FinInstnId><BICFI>AGRIFRPPXXX</BICFI></FinInstnId></Svcr></Acct>
        \(balances)
        \(entries)
            </\(statement)>
          </\(message)>
        </Document>

        """
    }

    static func balance(_ code: String, _ amount: String, _ sign: String = "CRDT", _ day: String = "2026-10-31") -> String {
        "<Bal><Tp><CdOrPrtry><Cd>\(code)</Cd></CdOrPrtry></Tp><Amt Ccy=\"EUR\">\(amount)</Amt><CdtDbtInd>\(sign)</CdtDbtInd><Dt><Dt>\(day)</Dt></Dt></Bal>"
    }

    static func entry(_ amount: String, _ sign: String = "DBIT", day: String = "<Dt>2026-10-02</Dt>", status: String = "<Sts><Cd>BOOK</Cd></Sts>",
                      ref: String? = "R1", details: String = "", info: String? = nil, reversal: Bool = false) -> String {
        "<Ntry><Amt Ccy=\"EUR\">\(amount)</Amt><CdtDbtInd>\(sign)</CdtDbtInd>" + (reversal ? "<RvslInd>true</RvslInd>" : "") + status
            + "<BookgDt>\(day)</BookgDt>" + (ref.map { "<AcctSvcrRef>\($0)</AcctSvcrRef>" } ?? "") + "<NtryDtls>\(details)</NtryDtls>"
            + (info.map { "<AddtlNtryInf>\($0)</AddtlNtryInf>" } ?? "") + "</Ntry>\n"
    }

    static func detail(_ amount: String? = nil, sign: String? = nil, creditor: String? = nil, debtor: String? = nil, ustrd: [String] = [],
                       endToEnd: String? = nil) -> String {
        "<TxDtls>" + (endToEnd.map { "<Refs><EndToEndId>\($0)</EndToEndId></Refs>" } ?? "")
            + (amount.map { "<Amt Ccy=\"EUR\">\($0)</Amt>" } ?? "") + (sign.map { "<CdtDbtInd>\($0)</CdtDbtInd>" } ?? "")
            + "<RltdPties>" + (debtor.map { "<Dbtr><Pty><Nm>\($0)</Nm></Pty></Dbtr>" } ?? "") + (creditor.map { "<Cdtr><Nm>\($0)</Nm></Cdtr>" } ?? "") + "</RltdPties>"
            + (ustrd.isEmpty ? "" : "<RmtInf>" + ustrd.map { "<Ustrd>\($0)</Ustrd>" }.joined() + "</RmtInf>") + "</TxDtls>"
    }

    @Test func readsAStatementWithItsAccountBalancesAndEntries() throws {
        let entries = Self.entry("754.25", details: Self.detail(creditor: "EDF", ustrd: ["Facture", "octobre"], endToEnd: "E2E-1"), info: "PRLV SEPA EDF")
            + Self.entry("1500.00", "CRDT", ref: "R2", details: Self.detail(debtor: "ACME SAS"), info: "VIR SALAIRE")
        let text = Self.document(balances: Self.balance("OPBD", "100.00", "CRDT", "2026-09-30") + Self.balance("CLBD", "845.75") + Self.balance("CLAV", "845.75"),
                                 entries: entries)
        let result = try importText(text, with: camt)
        let s = try #require(result.statements.first)
        #expect(s.account == Account(iban: "FR7630006000011234567890189", holder: "Claire Martin", institution: "AGRIFRPPXXX"))
        #expect(s.currency == .euro)
        #expect(s.info.period?.description == "2026-10-01..2026-10-31")
        #expect(s.info.openingBalance == Balance(Money(amount("100.00"), .euro), date: CalendarDay(year: 2026, month: 9, day: 30)))
        #expect(s.info.closingBalance?.money == Money(amount("845.75"), .euro))
        #expect(s.info.availableBalance?.money == Money(amount("845.75"), .euro))
        #expect(s.reconciliation == .matched(Money(amount("845.75"), .euro)))
        let t = s.transactions
        #expect(t.map(\.amount.amount) == [amount("-754.25"), amount("1500.00")])
        #expect(t.map(\.id) == ["R1", "R2"])
        #expect(t.map(\.description) == ["Facture octobre", "VIR SALAIRE"])
        #expect(t.map(\.payee) == ["EDF", "ACME SAS"])
        #expect(t.map(\.memo) == ["PRLV SEPA EDF", nil])
        #expect(t.map(\.reference) == ["E2E-1", nil])
        #expect(t[0].location == SourceLocation(file: "test", line: location(of: "<Ntry>", in: text).line))
        #expect(result.detected.contains("message=camt.053.001.08"))
        #expect(result.detected.contains("kind=statement"))
        #expect(result.record.isBalanced)
    }

    @Test func reportsTheDifferenceWhenBalancesDoNotReconcile() throws {
        let text = Self.document(balances: Self.balance("OPBD", "100.00") + Self.balance("CLBD", "10.00", "DBIT"), entries: Self.entry("100.00"))
        let s = try #require(try importText(text, with: camt).statements.first)
        #expect(s.info.closingBalance?.money.amount == amount("-10.00"))
        #expect(s.reconciliation.difference == Money(amount("-10.00"), .euro))
    }

    @Test func splitsABatchWhoseDetailsAddUpAndCountsEachDetailAsARow() throws {
        let batch = Self.detail("100.00", creditor: "Fournisseur A", ustrd: ["F-1"]) + Self.detail("250.50", creditor: "Fournisseur B", ustrd: ["F-2"])
            + Self.detail("49.50", creditor: "Fournisseur C", ustrd: ["F-3"])
        let result = try importText(Self.document(entries: Self.entry("400.00", ref: "LOT-7", details: "<Btch><NbOfTxs>3</NbOfTxs></Btch>" + batch)), with: camt)
        #expect(result.transactions.map(\.amount.amount) == [amount("-100.00"), amount("-250.50"), amount("-49.50")])
        #expect(result.transactions.map(\.id) == ["LOT-7/1", "LOT-7/2", "LOT-7/3"])
        #expect(result.transactions.map(\.payee) == ["Fournisseur A", "Fournisseur B", "Fournisseur C"])
        #expect(result.record.rowsRead == 3)
        #expect(result.record.isBalanced)
    }

    @Test func keepsABatchWholeWhenItsDetailsDoNotAddUp() throws {
        let batch = Self.detail("100.00") + Self.detail("250.00")
        let text = Self.document(entries: Self.entry("400.00", details: batch))
        let result = try importText(text, with: camt)
        #expect(result.transactions.map(\.amount.amount) == [amount("-400.00")])
        #expect(result.record.warnings.map(\.reason) == [Message("camt.batchMismatch", ["count": .number(2), "sum": "-350.00", "total": "-400.00"])])
        // Details without amounts are references only: one transaction, nothing to say.
        let plain = try importText(Self.document(entries: Self.entry("400.00", details: Self.detail() + Self.detail())), with: camt)
        #expect(plain.transactions.count == 1)
        #expect(plain.record.warnings.isEmpty)
    }

    @Test func aDetailsOwnDirectionIsUsedInASplitBatch() throws {
        let batch = Self.detail("100.00", sign: "DBIT") + Self.detail("30.00", sign: "CRDT")
        let result = try importText(Self.document(entries: Self.entry("70.00", details: batch)), with: camt)
        #expect(result.transactions.map(\.amount.amount) == [amount("-100.00"), amount("30.00")])
    }

    @Test func takesTheSignOfAReversalFromCdtDbtIndAndSaysSo() throws {
        let result = try importText(Self.document(entries: Self.entry("664.05", "CRDT", reversal: true)), with: camt)
        #expect(result.transactions.map(\.amount.amount) == [amount("664.05")])
        #expect(result.record.warnings.map(\.reason.key) == ["camt.reversalOfDebit"])
    }

    @Test func readsStatusesAndLeavesPendingEntriesOutOfTheReconciliation() throws {
        let entries = Self.entry("10.00") + Self.entry("5.00", status: "<Sts>PDNG</Sts>", ref: "R2") + Self.entry("1.00", status: "<Sts><Cd>INFO</Cd></Sts>", ref: "R3")
            + Self.entry("2.00", status: "", ref: "R4")
        let text = Self.document(balances: Self.balance("OPBD", "100.00") + Self.balance("CLBD", "88.00"), entries: entries)
        let s = try #require(try importText(text, with: camt).statements.first)
        #expect(s.transactions.map(\.status) == [.booked, .pending, .information, .booked])
        #expect(s.reconciliation == .matched(Money(amount("88.00"), .euro)))
    }

    @Test func keepsTheDayOfDatesWithTimesAndOffsets() throws {
        let entries = Self.entry("1", day: "<Dt>2017-04-01+02:00</Dt>") + Self.entry("1", day: "<DtTm>2014-12-31T23:15:00-05:00</DtTm>", ref: "R2")
        let result = try importText(Self.document(entries: entries), with: camt)
        #expect(result.transactions.map(\.bookingDate.description) == ["2014-12-31", "2017-04-01"])
    }

    @Test func datesAnEntryWithoutBookingDateByTheStatementAndSaysSo() throws {
        let text = Self.document(entries: Self.entry("1", day: "") + Self.entry("2", day: "", ref: "R2"))
            .replacingOccurrences(of: "<BookgDt></BookgDt>", with: "")
        let result = try importText(text, with: camt)
        #expect(result.transactions.map(\.bookingDate.description) == ["2026-10-31", "2026-10-31"])
        #expect(result.record.warnings.map(\.reason) == [Message("camt.undatedEntries", ["count": .number(2), "date": "2026-10-31"])])
        #expect(result.record.warnings.first?.reason.description == "2 entries have no booking or value date: booked on 2026-10-31, the statement’s date")
    }

    @Test func rejectsAnUnreadableEntryWithItsPlaceAndKeepsTheRest() throws {
        let text = Self.document(entries: Self.entry("-12.00") + Self.entry("3.00", ref: "R2") + Self.entry("4.00", day: "<Dt>2026-02-30</Dt>", ref: "R3")
                                 + Self.entry("5.00", "DEBIT", ref: "R4"))
        let result = try importText(text, with: camt)
        #expect(result.record.rowsRead == 4)
        #expect(result.record.imported == 1)
        #expect(result.record.isBalanced)
        #expect(result.record.rejected.map(\.reason.key) == ["camt.amountNotPlain", "camt.badDate", "camt.badCreditDebit"])
        #expect(result.record.rejected.map(\.location) == [location(of: "-12.00", in: text), location(of: "2026-02-30", in: text),
                                                          location(of: "DEBIT<", in: text)])
        #expect(result.record.rejected[0].lineText == text.split(separator: "\n").first { $0.contains("-12.00") }.map(String.init))
    }

    @Test func warnsAboutAReusedBankReferenceAndKeepsBoth() throws {
        let result = try importText(Self.document(entries: Self.entry("1", ref: "X") + Self.entry("2", ref: "X")), with: camt)
        #expect(result.transactions.count == 2)
        #expect(result.record.warnings.map(\.reason.key) == ["camt.duplicateReference"])
    }

    @Test func aPlaceholderReferenceIsNoReference() throws {
        let result = try importText(Self.document(entries: Self.entry("1", ref: "NONREF") + Self.entry("2", ref: "NONREF")), with: camt)
        #expect(result.record.warnings.isEmpty)
        #expect(Set(result.transactions.map(\.id)).count == 2)
        #expect(!result.transactions.map(\.id).contains("NONREF"))
    }

    @Test func keepsFiveDecimalsExactly() throws {
        let result = try importText(Self.document(entries: Self.entry("0.00001", "CRDT") + Self.entry("1.12345", "CRDT", ref: "R2")), with: camt)
        var totals = CurrencyTotals()
        for t in result.transactions { totals.add(t.amount) }
        #expect(totals[.euro].amount.description == "1.12346")
    }

    @Test func readsReportsNotificationsAndAnOtherAccountId() throws {
        let report = Self.document("camt.052.001.02", message: "BkToCstmrAcctRpt", statement: "Rpt", balances: Self.balance("PRCD", "5.00") + Self.balance("ITBD", "4.00"),
                                   entries: Self.entry("1.00"), account: "<Id><Othr><Id>0035-2915203-10-000</Id></Othr></Id><Ccy>CHF</Ccy>")
            .replacingOccurrences(of: "Ccy=\"EUR\"", with: "Ccy=\"CHF\"")
        let r = try importText(report, with: camt)
        #expect(r.statements.first?.account.id == "0035-2915203-10-000")
        #expect(r.statements.first?.currency.code == "CHF")
        #expect(r.statements.first?.reconciliation == .matched(Money(amount("4.00"), Currency(code: "CHF")!)))
        #expect(r.detected.contains("kind=report"))
        let notification = Self.document("camt.054.001.02", message: "BkToCstmrDbtCdtNtfctn", statement: "Ntfctn", entries: Self.entry("1.00"))
        #expect(try importText(notification, with: camt).detected.contains("kind=notification"))
    }

    @Test func readsSeveralStatementsAndAOneLineDocumentWithoutDeclaration() throws {
        let one = Self.document(entries: Self.entry("1.00"))
        let two = one.replacingOccurrences(of: "</Stmt>", with: "</Stmt><Stmt><Acct><Id><IBAN>DE1</IBAN></Id></Acct>" + Self.entry("2.00") + "</Stmt>")
            .replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: "")
        let result = try importText(two, with: camt)
        #expect(result.statements.map { $0.account.iban } == ["FR7630006000011234567890189", "DE1"])
        #expect(result.transactions.map(\.amount.amount) == [amount("-1.00"), amount("-2.00")])
    }

    @Test func aDocumentWithoutStatementIsAClearError() throws {
        let text = "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.001.001.03\"><CstmrCdtTrfInitn/></Document>"
        #expect(importError { () throws(ImportError) in try importText(text, with: camt) }?.message.key == "camt.noStatement")
    }

    @Test func claimsCamtByItsNamespace() {
        #expect(camt.identify(Array(Self.document(entries: "").utf8))?.reason == "camt.053.001.08 namespace")
        #expect(camt.identify(Array("<Document><BkToCstmrStmt>".utf8))?.confidence == 70)
        #expect(camt.identify(Array("<OFX>".utf8)) == nil)
    }

    /// Every camt file of the corpus is claimed by this importer and by no other.
    @Test(arguments: Corpus.copiedPaths(in: "camt"))
    func onlyTheCamtImporterClaimsCamtFiles(_ path: String) throws {
        let head = try InputFile.file(Corpus.url(path).path).head()
        #expect(ImporterRegistry.standard.claims(head).map(\.importer.format) == ["camt"])
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason(in: "camt"))), arguments: Corpus.notCopiedPaths(in: "camt"))
    func onlyTheCamtImporterClaimsTheSharedCamtFiles(_ path: String) throws {
        try onlyTheCamtImporterClaimsCamtFiles(path)
    }

    /// What the balances of the corpus files say (opening + booked entries = closing): the shared
    /// `Statement.reconciliation`, with the balances this importer put in `StatementInfo`.
    @Test(arguments: [
        ("camt-to-coda__BE68793230773034-202411.xml", ["matched"]), ("camt-to-coda__account_statement-3.xml", ["matched"]),
        ("camt-to-coda__account_statement.xml", ["matched"]), ("camt-to-coda__2024-03-07.xml", ["matched", "matched"]),
        ("genkgo-camt__camt053.v2.multi.statement.xml", ["matched", "matched"]), ("genkgo-camt__camt053.v2.minimal.xml", ["not possible"]),
        ("genkgo-camt__camt53.only-Dt-with-DtTm.xml", ["not possible"]), ("genkgo-camt__camt054.v2.xml", ["not possible"]),
    ])
    func reconcilesTheCorpusStatements(file: String, expected: [String]) throws {
        try reconciles(file: file, expected: expected)
    }

    /// The same, for the camt files whose licence does not allow copying them here.
    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason(in: "camt"))), arguments: [
        ("ofxstatement-iso20022__camt052.xml", ["matched"]),
        ("ofxstatement-iso20022__camt053.xml", ["matched"]), ("ofxstatement-iso20022__davider80.xml", ["matched"]),
        ("ofxstatement-iso20022__simple.xml", ["matched"]), ("dolibarr-camt053-reader-and-link__sample_camt053.xml", ["-1000.00 EUR"]),
        ("bank-statement-import__test-camt053.xml", ["-434.16 EUR"]),
    ])
    func reconcilesTheSharedCorpusStatements(file: String, expected: [String]) throws {
        try reconciles(file: file, expected: expected)
    }

    func reconciles(file: String, expected: [String]) throws {
        let result = try camt.importFile(.file(Corpus.url("camt/" + file).path))
        let outcomes = result.statements.map { s -> String in
            switch s.reconciliation {
            case .matched: return "matched"
            case .notPossible: return "not possible"
            case .mismatch: return s.reconciliation.difference!.description
            }
        }
        #expect(outcomes == expected)
    }
}

/// Values are trimmed of spaces, tabs and line breaks around them, Character by Character: bytes give
/// the same, a space joined to a combining mark stays, and CR LF (one Character) is not a space.
@Suite struct CamtTrimmingTests {
    /// The rule, on Characters.
    static func trimmed(_ s: String) -> String? {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = s.firstIndex(where: { !isSpace($0) }) else { return nil }
        return String(s[first...s.lastIndex(where: { !isSpace($0) })!])
    }

    @Test func valuesAreTrimmedCharacterByCharacter() throws {
        // As written in the document, and as the XML parser gives them.
        let cases: [(xml: String, value: String)] = [
            ("  PAIEMENT CB  ", "  PAIEMENT CB  "),
            ("\n\t CAFÉ \n", "\n\t CAFÉ \n"),
            (" \u{0301}ABC ", " \u{0301}ABC "),
            ("ABC&#13;&#10;", "ABC\r\n"),
            ("&#13;XYZ ", "\rXYZ "),
            ("ÉTÉ\t", "ÉTÉ\t"),
        ]
        let entries = cases.enumerated().map { i, c in CamtImporterTests.entry("1.00", ref: "R\(i)", info: c.xml) }.joined()
        let result = try importText(CamtImporterTests.document(entries: entries), with: CamtImporter())
        let descriptions = try #require(result.statements.first).transactions.map(\.description)
        #expect(descriptions == cases.map { Self.trimmed($0.value) ?? "" })
        #expect(descriptions[2].unicodeScalars.first == " ")  // the space the accent sits on
        #expect(descriptions[3] == "ABC\r\n")
    }
}
