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

@Suite struct OFXImporterTests {
    let ofx = OFXImporter()

    static let header = "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n"

    /// A bank statement (SGML) with these STMTTRN lines; line 17 holds the first transaction's `<STMTTRN>`.
    static func bank(_ transactions: String, curdef: String = "EUR", after: String = "<LEDGERBAL>\n<BALAMT>100.00\n<DTASOF>20261031\n</LEDGERBAL>\n") -> String {
        header + """
            <OFX>
            <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261101<LANGUAGE>FRA<FI><ORG>MABANQUE</FI></SONRS></SIGNONMSGSRSV1>
            <BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
            <STMTRS><CURDEF>\(curdef)
            <BANKACCTFROM><BANKID>30004<BRANCHID>00123<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>
            <BANKTRANLIST><DTSTART>20261001<DTEND>20261031
            \(transactions)
            </BANKTRANLIST>
            \(after)</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>

            """
    }

    static func trn(_ amount: String, _ day: String = "20261002", fitid: String = "1", name: String = "CARREFOUR", more: String = "") -> String {
        "<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>\(day)\n<TRNAMT>\(amount)\n<FITID>\(fitid)\n<NAME>\(name)\n\(more)</STMTTRN>"
    }

    @Test func readsABankStatement() throws {
        let result = try importText(Self.bank(Self.trn("-12.34", more: "<MEMO>CB 01/10\n<CHECKNUM>123\n") + "\n" + Self.trn("1500", fitid: "2", name: "SALAIRE")), with: ofx)
        #expect(result.record.isBalanced)
        #expect(result.record.imported == 2)
        let s = try #require(result.statements.first)
        #expect(s.account == Account(id: "00012345678", institution: "30004", type: .checking))
        #expect(s.currency == .euro)
        #expect(s.info.period == DayRange(start: CalendarDay(year: 2026, month: 10, day: 1)!, end: CalendarDay(year: 2026, month: 10, day: 31)!))
        #expect(s.info.closingBalance == Balance(Money(amount("100.00"), .euro), date: CalendarDay(year: 2026, month: 10, day: 31)))
        #expect(s.info.openingBalance == nil)
        #expect(s.reconciliation == .notPossible)  // OFX gives no opening balance
        let t = s.transactions[0]
        #expect(t.id == "1")
        #expect(t.amount == Money(amount("-12.34"), .euro))
        #expect(t.description == "CARREFOUR")
        #expect(t.payee == "CARREFOUR")
        #expect(t.memo == "CB 01/10")
        #expect(t.reference == "123")
        #expect(t.kind == .debit)
        #expect(t.location == SourceLocation(file: "test", line: 17))
        #expect(result.detected.contains("dialect=sgml"))
        #expect(result.detected.contains("version=102"))
        #expect(result.detected.contains("header charset=1252"))
    }

    @Test func unclosedAndClosedLeavesReadTheSame() throws {
        let unclosed = try importText(Self.bank(Self.trn("-12.34")), with: ofx)
        let closed = try importText(Self.bank("<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261002</DTPOSTED><TRNAMT>-12.34</TRNAMT><FITID>1</FITID><NAME>CARREFOUR</NAME></STMTTRN>"), with: ofx)
        #expect(unclosed.transactions.map(\.amount) == closed.transactions.map(\.amount))
        #expect(unclosed.transactions.map(\.description) == closed.transactions.map(\.description))
        #expect(closed.transactions.count == 1)
    }

    @Test func readsTextWithAmpersandsAndAngleBrackets() throws {
        let result = try importText(Self.bank(Self.trn("-3.50", name: "CAFE & CO <BIO>") + Self.trn("-9", fitid: "2", name: "BARNES &amp; NOBLE &#233;t&eacute;")), with: ofx)
        #expect(result.transactions.map(\.description) == ["CAFE & CO <BIO>", "BARNES & NOBLE ét&eacute;"])
    }

    @Test func readsADecimalComma() throws {
        let result = try importText(Self.bank(Self.trn("-11,76") + Self.trn("47,01", fitid: "2")), with: ofx)
        #expect(result.transactions.map(\.amount.amount) == [amount("-11.76"), amount("47.01")])
    }

    @Test func keepsTheDayTheBankWroteWhateverTheOffset() throws {
        let result = try importText(Self.bank(Self.trn("-1", "20261031233000.000[-8:PST]") + Self.trn("-1", "20261001003000[+14:LINT]", fitid: "2")), with: ofx)
        #expect(result.transactions.map(\.bookingDate.description).sorted() == ["2026-10-01", "2026-10-31"])
    }

    @Test func decidesTheEncodingFromTheBytesNotTheHeader() throws {
        // CHARSET:1252 with real Windows-1252 bytes (é = 0xE9, € = 0x80).
        var latin = Array(Self.bank(Self.trn("-5", name: "CAFE_E")).utf8)
        latin.replace(Array("CAFE_E".utf8), with: [0x43, 0x41, 0x46, 0xC9, 0x20, 0x80])
        let a = try importBytes(latin, with: ofx)
        #expect(a.transactions.first?.description == "CAFÉ €")
        #expect(a.detected.contains("encoding=windows-1252"))
        // CHARSET:1252 over a UTF-8 body.
        let b = try importText(Self.bank(Self.trn("-5", name: "CAFÉ €")), with: ofx)
        #expect(b.transactions.first?.description == "CAFÉ €")
        #expect(b.detected.contains("encoding=utf-8"))
        // CHARSET:NONE and Latin-1.
        var none = Array(Self.bank(Self.trn("-5", name: "RELEVE_")).utf8)
        none.replace(Array("CHARSET:1252".utf8), with: Array("CHARSET:NONE".utf8))
        none.replace(Array("RELEVE_".utf8), with: [0x52, 0x45, 0x4C, 0x45, 0x56, 0xC9])
        #expect(try importBytes(none, with: ofx).transactions.first?.description == "RELEVÉ")
    }

    @Test func readsAWindows1252ValueInAUTF8FileAndSaysSo() throws {
        var bytes = Array(Self.bank(Self.trn("-5", name: "CAFÉ") + Self.trn("-6", fitid: "2", name: "PAIN_")).utf8)
        bytes.replace(Array("PAIN_".utf8), with: [0x50, 0x41, 0x49, 0x4E, 0xC9])
        let result = try importBytes(bytes, with: ofx)
        #expect(result.transactions.map(\.description) == ["CAFÉ", "PAINÉ"])
        #expect(result.record.warnings.map(\.reason.key) == ["ofx.mixedEncoding"])
    }

    @Test func rejectsAnUnreadableAmountWithItsPlaceAndKeepsTheRest() throws {
        let text = Self.bank(Self.trn("-12,3,4") + "\n" + Self.trn("-2", fitid: "2"))
        let result = try importText(text, with: ofx)
        #expect(result.record.rowsRead == 2)
        #expect(result.record.imported == 1)
        #expect(result.record.isBalanced)
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == "amount.twoDecimalMarks")
        #expect(row.location == location(of: "-12,3,4", in: text, plus: 5))  // at the second comma
        #expect(row.lineText == "<TRNAMT>-12,3,4")
    }

    @Test func rejectsAMissingOrImpossiblePostingDate() throws {
        let missing = "<STMTTRN>\n<TRNTYPE>DEBIT\n<DTUSER>20261002\n<TRNAMT>-1\n<FITID>1\n</STMTTRN>"
        let text = Self.bank(missing + "\n" + Self.trn("-1", "20260231", fitid: "2") + "\n" + Self.trn("-1", "", fitid: "3"))
        let result = try importText(text, with: ofx)
        #expect(result.record.imported == 0)
        #expect(result.record.rejected.map(\.reason.key) == ["ofx.noDatePostedButUser", "ofx.badDate", "ofx.noDatePosted"])
        #expect(result.record.rejected.map(\.location) == [location(of: "<STMTTRN>", in: text), location(of: "20260231", in: text),
                                                          location(of: "<DTPOSTED>\n<TRNAMT>-1\n<FITID>3", in: text)])
        #expect(result.record.rejected[1].reason.description == "“20260231” is not an OFX date (expected YYYYMMDD, optionally HHMMSS, .XXX and a [offset:zone])")
    }

    @Test func warnsAboutDuplicateFITIDsAndKeepsBoth() throws {
        let text = Self.bank(Self.trn("-1", fitid: "A1") + "\n" + Self.trn("-2", fitid: "A1"))
        let result = try importText(text, with: ofx)
        #expect(result.transactions.count == 2)
        let warning = try #require(result.record.warnings.first)
        #expect(warning.reason == Message("ofx.duplicateFITID", ["fitid": "A1", "line": "21"]))
        #expect(warning.location == SourceLocation(file: "test", line: 28, column: 8))
        #expect(warning.lineText == "<FITID>A1")
        // In another statement the same FITID is not a duplicate.
        let statement = "<STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>2</BANKACCTFROM><BANKTRANLIST>" + Self.trn("-1", fitid: "A1")
            + "</BANKTRANLIST></STMTRS></STMTTRNRS>"
        let two = try importText(Self.header + "<OFX><BANKMSGSRSV1>" + statement + statement + "</BANKMSGSRSV1></OFX>", with: ofx)
        #expect(two.statements.count == 2)
        #expect(two.record.warnings.isEmpty)
    }

    @Test func readsCreditCardAndInvestmentStatementsAndSaysWhatItLeavesOut() throws {
        let text = Self.header + """
            <OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><STATUS><CODE>0</STATUS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4111</CCACCTFROM>
            <BANKTRANLIST>\(Self.trn("-20.16"))</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
            <INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD<INVACCTFROM><BROKERID>fidelity.com<ACCTID>X1</INVACCTFROM>
            <INVTRANLIST><DTSTART>20261001<DTEND>20261031
            <BUYMF><INVBUY><INVTRAN><FITID>9<DTTRADE>20261003</INVTRAN><TOTAL>-500</INVBUY><BUYTYPE>BUY</BUYMF>
            <INCOME><INVTRAN><FITID>10<DTTRADE>20261004</INVTRAN><TOTAL>5</INCOME>
            <BUYMF><INVBUY><INVTRAN><FITID>11<DTTRADE>20261005</INVTRAN><TOTAL>-100</INVBUY><BUYTYPE>BUY</BUYMF>
            <INVBANKTRAN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261002<TRNAMT>1000<FITID>12<NAME>DEPOSIT</STMTTRN><SUBACCTFUND>CASH</INVBANKTRAN>
            </INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>
            """
        let result = try importText(text, with: ofx)
        #expect(result.statements.map(\.account.type) == [.creditCard, .investment])
        #expect(result.statements.map(\.account.id) == ["4111", "X1"])
        #expect(result.statements[1].account.institution == "fidelity.com")
        #expect(result.transactions.map(\.amount.amount) == [amount("-20.16"), amount("1000")])
        let warning = try #require(result.record.warnings.first)
        #expect(warning.reason == Message("ofx.investmentNotImported", ["count": .number(3), "kinds": "BUYMF × 2, INCOME × 1"]))
        #expect(warning.location == location(of: "<BUYMF>", in: text))
        #expect(warning.reason.description == "3 investment transactions are not imported (BUYMF × 2, INCOME × 1): only the cash lines (INVBANKTRAN) of an investment statement are")
    }

    @Test func readsTransactionCurrenciesAndOriginalAmounts() throws {
        let foreign = Self.trn("-12.00", more: "<CURRENCY><CURRATE>1.1<CURSYM>GBP</CURRENCY>\n")
        let converted = Self.trn("-110.00", fitid: "2", more: "<ORIGCURRENCY><CURRATE>1.1<CURSYM>USD</ORIGCURRENCY>\n")
        let result = try importText(Self.bank(foreign + converted), with: ofx)
        #expect(result.transactions[0].amount == Money(amount("-12.00"), Currency(code: "GBP")!))
        #expect(result.transactions[1].amount == Money(amount("-110.00"), .euro))
        #expect(result.transactions[1].originalAmount == Money(amount("-100.00"), Currency(code: "USD")!))
    }

    @Test func holdsTransactionsBackUntilTheCurrencyIsKnown() throws {
        // CURDEF after the transactions (out of the specification's order).
        let text = Self.header + "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>\(Self.trn("-1"))\(Self.trn("-2", fitid: "2"))</BANKTRANLIST><CURDEF>CHF<BANKACCTFROM><ACCTID>1</BANKACCTFROM></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>"
        let result = try importText(text, with: ofx)
        #expect(result.transactions.map(\.currency.code) == ["CHF", "CHF"])
        #expect(result.statements.first?.currency.code == "CHF")
        // With no CURDEF at all: the --currency default, else "no currency".
        let none = text.replacingOccurrences(of: "<CURDEF>CHF", with: "")
        #expect(try importText(none, with: ofx).transactions.map(\.currency) == [.unspecified, .unspecified])
        #expect(try ofx.importFile(.bytes(Array(none.utf8), name: "t"), options: ImportOptions(defaultCurrency: .euro)).transactions.map(\.currency) == [.euro, .euro])
    }

    @Test func readsPendingTransactionsKindsAndCategories() throws {
        let text = Self.bank(Self.trn("-5", more: "<SIC>5411\n").replacingOccurrences(of: "DEBIT", with: "POS") + Self.trn("-5", fitid: "2").replacingOccurrences(of: "DEBIT", with: "directdebit"),
                             after: "<BANKTRANLISTP><STMTTRNP><TRNTYPE>ATM<DTTRAN>20261030<TRNAMT>-20<NAME>DAB</STMTTRNP></BANKTRANLISTP>\n")
            .replacingOccurrences(of: "<DTTRAN>", with: "<DTPOSTED>")
        let result = try importText(text, with: ofx)
        #expect(result.transactions.map(\.kind) == [.card, .directDebit, .withdrawal])
        #expect(result.transactions.map(\.status) == [.booked, .booked, .pending])
        #expect(result.transactions.first?.category == "groceries")
    }

    @Test func failsWithTheBanksOwnMessageWhenTheFileIsAnErrorResponse() throws {
        let text = Self.header + "<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<SEVERITY>ERROR<MESSAGE>Mot de passe incorrect</STATUS></SONRS></SIGNONMSGSRSV1></OFX>"
        let error = try #require(importError { () throws(ImportError) in try importText(text, with: ofx) })
        #expect(error.kind == .bankError)
        #expect(error.message == Message("ofx.bankError", ["code": "15500", "message": "Mot de passe incorrect"]))
        #expect(error.location == location(of: "15500", in: text))
        #expect(Catalogue.french.render(error.message) == "la banque a répondu par une erreur au lieu d’un relevé (code 15500)\u{00A0}: «\u{00A0}Mot de passe incorrect\u{00A0}»")
    }

    @Test func warnsAboutABankStatusNextToAStatement() throws {
        let text = Self.bank(Self.trn("-1")).replacingOccurrences(of: "<TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>",
                                                                    with: "<TRNUID>1<STATUS><CODE>2019<SEVERITY>WARN<MESSAGE>Duplicate request</STATUS>")
        let result = try importText(text, with: ofx)
        #expect(result.transactions.count == 1)
        #expect(result.record.warnings.map(\.reason) == [Message("ofx.statusWarning", ["code": "2019", "message": "Duplicate request"])])
    }

    @Test func aTruncatedFileIsAnErrorThatSaysWhere() throws {
        let full = Self.bank(Self.trn("-1") + Self.trn("-2", fitid: "2"))
        let cut = String(full[..<full.range(of: "<FITID>2")!.lowerBound])
        let error = try #require(importError { () throws(ImportError) in try importText(cut, with: ofx) })
        #expect(error.kind == .malformed)
        #expect(error.message == Message("ofx.truncated", ["element": "STMTTRN", "line": "23"]))
        #expect(error.location == SourceLocation(file: "test", line: 27, column: 1))
    }

    @Test func aTransactionLeftOpenEndsWhereTheNextBegins() throws {
        let open = Self.trn("-1").replacingOccurrences(of: "</STMTTRN>", with: "")
        let result = try importText(Self.bank(open + Self.trn("-2", fitid: "2")), with: ofx)
        #expect(result.transactions.map(\.amount.amount) == [amount("-1"), amount("-2")])
        #expect(result.record.isBalanced)
    }

    @Test func aValueLongerThanOneMegabyteIsRefusedWhereItStarts() throws {
        let text = Self.bank(Self.trn("-1", name: String(repeating: "X", count: 2 << 20)))
        let error = try #require(importError { () throws(ImportError) in try importText(text, with: ofx) })
        #expect(error.kind == .limit)
        #expect(error.location == location(of: "XXX", in: text))
    }

    /// A statement that begins inside another ends the first (its end tag may be missing); a transaction
    /// after the inner one's end then lies in no statement: it is rejected where it stands, not lost.
    @Test func aTransactionOutsideAnyStatementIsRejectedNotLost() throws {
        let inner = "<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>2<ACCTID>222<ACCTTYPE>CHECKING</BANKACCTFROM>\n<BANKTRANLIST>\n"
            + Self.trn("-20.00", fitid: "b1", name: "INNER") + "\n</BANKTRANLIST></STMTRS>\n"
        let text = Self.bank(Self.trn("-10.00", fitid: "a1") + "\n" + inner + Self.trn("-30.00", "20261004", fitid: "a2", name: "AFTER"))
        let result = try importText(text, with: ofx)
        #expect(result.transactions.map(\.amount.amount) == [amount("-10.00"), amount("-20.00")])
        #expect(result.record.rowsRead == 3 && result.record.imported == 2)
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == "ofx.outsideStatement")
        #expect(row.location.line == location(of: "<NAME>AFTER", in: text).line - 5)
        #expect(Catalogue.french.render(row.reason).hasPrefix("opération hors de tout relevé"))
    }

    @Test func anXMLFileWithSGMLInsideIsReadAsSGML() throws {
        let text = "<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\" VERSION=\"211\"?>\n" + Self.bank(Self.trn("-7")).dropFirst(Self.header.count)
        let result = try importText(text, with: ofx)
        #expect(result.transactions.map(\.amount.amount) == [amount("-7")])
        #expect(result.detected.contains { $0.hasPrefix("dialect=sgml: declared XML but not well-formed (") })
    }

    @Test func readsOFX2XML() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE"?>
            <OFX><BANKMSGSRSV1><STMTTRNRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><STMTRS><CURDEF>EUR</CURDEF>
            <BANKACCTFROM><BANKID>1</BANKID><ACCTID>2</ACCTID><ACCTTYPE>SAVINGS</ACCTTYPE></BANKACCTFROM>
            <BANKTRANLIST>
              <STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261002</DTPOSTED><TRNAMT>10.5</TRNAMT><FITID>a</FITID><NAME>CAFE &amp; CO &lt;BIO&gt;</NAME><!-- a comment --></STMTTRN>
              <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261003</DTPOSTED><TRNAMT>-1,234.5</TRNAMT><FITID>b</FITID><NAME/></STMTTRN>
              <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261003</DTPOSTED><TRNAMT>12x</TRNAMT><FITID>a</FITID></STMTTRN>
            </BANKTRANLIST>
            <AVAILBAL><BALAMT>5.00</BALAMT><DTASOF>20261031</DTASOF></AVAILBAL>
            </STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
            """
        let result = try importText(text, with: ofx)
        #expect(result.transactions.map(\.description) == ["CAFE & CO <BIO>", ""])
        #expect(result.transactions.map(\.amount.amount) == [amount("10.5"), amount("-1234.5")])
        #expect(result.statements.first?.account.type == .savings)
        #expect(result.statements.first?.info.availableBalance?.money == Money(amount("5.00"), .euro))
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == "amount.unexpectedCharacter")
        #expect(row.location == location(of: "12x", in: text, plus: 2))
        #expect(row.lineText?.contains("<TRNAMT>12x</TRNAMT>") == true)
        #expect(result.detected.contains("dialect=xml"))
        #expect(result.detected.contains("version=220"))
    }

    @Test func aFileWithoutStatementIsAClearError() throws {
        let text = Self.header + "<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</STATUS></SONRS></SIGNONMSGSRSV1></OFX>"
        #expect(importError { () throws(ImportError) in try importText(text, with: ofx) }?.message.key == "ofx.noStatement")
        #expect(importError { () throws(ImportError) in try importText("OFXHEADER:100\n\n<FOO>", with: ofx) }?.message.key == "ofx.noOFX")
    }

    @Test func refusesNestingDeeperThanTheLimit() throws {
        let text = Self.header + "<OFX>" + String(repeating: "<AGG>", count: 300)
        #expect(importError { () throws(ImportError) in try importText(text, with: ofx) }?.kind == .limit)
    }

    @Test func invertsSignsWhenAsked() throws {
        let result = try ofx.importFile(.bytes(Array(Self.bank(Self.trn("-12.34")).utf8), name: "t"), options: ImportOptions(invertSigns: true))
        #expect(result.transactions.first?.amount.amount == amount("12.34"))
        #expect(result.statements.first?.info.closingBalance?.money.amount == amount("-100.00"))
    }

    /// Every file in the OFX corpus folders is claimed by this importer and by no other.
    @Test(arguments: Corpus.copiedPaths(in: "ofx-sgml", "ofx-xml"))
    func onlyTheOFXImporterClaimsOFXFiles(_ path: String) throws {
        let head = try InputFile.file(Corpus.url(path).path).head()
        #expect(ImporterRegistry.standard.claims(head).map(\.importer.format) == ["ofx"])
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason(in: "ofx-sgml", "ofx-xml"))),
          arguments: Corpus.notCopiedPaths(in: "ofx-sgml", "ofx-xml"))
    func onlyTheOFXImporterClaimsTheSharedOFXFiles(_ path: String) throws {
        try onlyTheOFXImporterClaimsOFXFiles(path)
    }
}
