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

/// Values no statement should hold, in every format: an impossible day, year 0, amounts past Int64 and
/// past what `Amount` is allowed to hold, a currency code that does not exist. Each is a rejected row
/// with its line (the other rows imported), never a crash, an overflow or a silently wrong total.
@Suite struct HostileValueTests {
    /// One statement of three transactions; the second one's date, amount and currency are placeholders.
    struct Template: CustomStringConvertible {
        var format: String
        var importer: any StatementImporter
        var text: String
        /// How the format writes 2026-10-02, -700.00 and EUR.
        var date = "02/10/2026", amount = "-700,00", currency = "EUR"
        /// The line of the second transaction's first field, and of its amount when that is another.
        var line: Int
        var amountLine: Int?

        var description: String { format }

        func fill(date: String? = nil, amount: String? = nil, currency: String? = nil) -> [UInt8] {
            Array(text.replacingOccurrences(of: "{DATE}", with: date ?? self.date)
                .replacingOccurrences(of: "{AMOUNT}", with: amount ?? self.amount)
                .replacingOccurrences(of: "{CCY}", with: currency ?? self.currency).utf8)
        }
    }

    static let csv = Template(format: "csv", importer: CSVImporter(), text: """
        Date;Libellé;Montant;Devise
        01/10/2026;Boulangerie;-12,50;EUR
        {DATE};Loyer;{AMOUNT};{CCY}
        03/10/2026;Salaire;2000,00;EUR

        """, line: 3)

    static let ofx = Template(format: "ofx", importer: OFXImporter(), text: """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        ENCODING:USASCII
        CHARSET:1252

        <OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
        <STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>30004<ACCTID>0001<ACCTTYPE>CHECKING</BANKACCTFROM>
        <BANKTRANLIST><DTSTART>20261001<DTEND>20261031
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261001<TRNAMT>-12.50<FITID>1<NAME>Boulangerie</STMTTRN>
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>{DATE}<TRNAMT>{AMOUNT}<FITID>2<NAME>Loyer<CURRENCY><CURSYM>{CCY}<CURRATE>1</CURRENCY></STMTTRN>
        <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261003<TRNAMT>2000.00<FITID>3<NAME>Salaire</STMTTRN>
        </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>

        """, date: "20261002", amount: "-700.00", line: 11)

    static let camt = Template(format: "camt", importer: CamtImporter(), text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>1</Id>
        <Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>
        <Ntry><Amt Ccy="EUR">12.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-10-01</Dt></BookgDt><AddtlNtryInf>Boulangerie</AddtlNtryInf></Ntry>
        <Ntry><Amt Ccy="{CCY}">{AMOUNT}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>{DATE}</Dt></BookgDt><AddtlNtryInf>Loyer</AddtlNtryInf></Ntry>
        <Ntry><Amt Ccy="EUR">2000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-10-03</Dt></BookgDt><AddtlNtryInf>Salaire</AddtlNtryInf></Ntry>
        </Stmt></BkToCstmrStmt></Document>

        """, date: "2026-10-02", amount: "700.00", line: 5)

    static let json = Template(format: "json", importer: JSONImporter(), text: """
        {"version": 1, "statements": [{"currency": "EUR", "transactions": [
        {"id": "1", "bookingDate": "2026-10-01", "amount": "-12.50", "description": "Boulangerie"},
        {"id": "2", "bookingDate": "{DATE}", "amount": "{AMOUNT}", "currency": "{CCY}", "description": "Loyer"},
        {"id": "3", "bookingDate": "2026-10-03", "amount": "2000.00", "description": "Salaire"}
        ]}]}

        """, date: "2026-10-02", amount: "-700.00", line: 3)

    /// A JSON API's form (generic reader, `AmountParser`), amounts as numbers.
    static let jsonNumbers = Template(format: "json numbers", importer: JSONImporter(), text: """
        [{"date": "2026-10-01", "amount": -12.50, "currency": "EUR", "description": "Boulangerie"},
         {"date": "{DATE}", "amount": {AMOUNT}, "currency": "{CCY}", "description": "Loyer"},
         {"date": "2026-10-03", "amount": 2000.00, "currency": "EUR", "description": "Salaire"}]

        """, date: "2026-10-02", amount: "-700.00", line: 2)

    static let qif = Template(format: "qif", importer: QIFImporter(), text: """
        !Type:Bank
        D13/10/2026
        T-12.50
        PBoulangerie
        ^
        D{DATE}
        T{AMOUNT}
        PLoyer
        ^
        D14/10/2026
        T2000.00
        PSalaire
        ^

        """, amount: "-700.00", line: 6, amountLine: 7)

    static let all = [csv, ofx, camt, json, jsonNumbers, qif]

    /// Imports the filled template: the transactions and the record, checked for balance.
    static func read(_ template: Template, _ bytes: [UInt8]) throws -> ImportResult {
        let result = try template.importer.importFile(.bytes(bytes, name: "hostile"))
        #expect(result.record.isBalanced)
        #expect(result.statements.flatMap(\.transactions).count == result.record.imported)
        return result
    }

    /// The second transaction is rejected, with its line, and the two others imported.
    static func expectSecondRejected(_ template: Template, _ bytes: [UInt8], _ what: String, line: Int? = nil) throws {
        let result = try read(template, bytes)
        let descriptions = result.statements.flatMap(\.transactions).map(\.description).sorted()
        #expect(descriptions == ["Boulangerie", "Salaire"], "\(template) \(what)")
        #expect(result.record.rejected.count == 1, "\(template) \(what)")
        if let row = result.record.rejected.first {
            #expect(row.location.line == line ?? template.line, "\(template) \(what): \(row.location)")
            #expect(Catalogue.english.has(row.reason.key) && Catalogue.french.has(row.reason.key), "\(row.reason.key)")
        }
    }

    @Test(arguments: all)
    func theTemplatesReadAsThreeTransactions(_ template: Template) throws {
        let result = try Self.read(template, template.fill())
        #expect(result.statements.flatMap(\.transactions).map(\.description).sorted() == ["Boulangerie", "Loyer", "Salaire"], "\(template)")
        #expect(result.record.rejected.isEmpty, "\(template): \(result.record.rejected.map(\.reason))")
    }

    /// `2023-02-30` and year 0 (`0000-01-01`), as each format writes a day.
    @Test(arguments: all)
    func anImpossibleDayAndYearZeroAreRejectedRows(_ template: Template) throws {
        let days: [String]
        switch template.format {
        case "ofx": days = ["20230230", "00000101", "20261332"]
        case "csv", "qif": days = ["30/02/2023", "01/01/0000", "32/10/2026"]
        default: days = ["2023-02-30", "0000-01-01", "2026-13-01"]
        }
        for day in days { try Self.expectSecondRejected(template, template.fill(date: day), day) }
    }

    /// Past Int64 (20 digits), past Int128 (40 digits), and past the 15 integer digits `Amount` allows
    /// (sums of allowed amounts cannot overflow): rejected rows, never an overflow trap.
    @Test(arguments: all)
    func amountsPastInt64AndPastAmountsRangeAreRejectedRows(_ template: Template) throws {
        let negative = template.format != "camt"
        let sign = negative ? "-" : ""
        var amounts = [sign + "99999999999999999999", sign + String(repeating: "9", count: 40), sign + "1234567890123456"]
        if template.format != "csv" {
            amounts += ["0.0000000000000001", sign + "1e400"]
        }
        for text in amounts {
            let filled = template.format == "csv" ? text.replacingOccurrences(of: ".", with: ",") : text
            if template.format == "camt", text.contains("e") { continue }  // not a camt amount at all: a malformed document
            try Self.expectSecondRejected(template, template.fill(amount: filled), text, line: template.amountLine)
        }
    }

    /// The widest amounts allowed, a thousand times: the sum is exact, nothing overflows.
    @Test func aThousandOfTheWidestAmountsAddUpExactly() throws {
        var text = "Date;Libellé;Montant\n"
        for _ in 0..<1000 { text += "01/10/2026;Max;-999999999999999,999999999999999\n" }
        let result = try CSVImporter().importFile(.bytes(Array(text.utf8), name: "widest.csv"))
        #expect(result.record.imported == 1000)
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
        #expect(report.currencies.first?.moneyOut.amount == Amount(exactly: "-999999999999999999.999999999999")!)
    }

    /// `ZZZ` is no ISO 4217 code: the row is rejected, not booked in a made-up currency.
    @Test(arguments: all.filter { $0.format != "qif" })
    func aCurrencyCodeThatDoesNotExistIsARejectedRow(_ template: Template) throws {
        try Self.expectSecondRejected(template, template.fill(currency: "ZZZ"), "ZZZ")
    }

    /// Two currencies in one file: two statements, two sections of the report, never one sum.
    @Test(arguments: all.filter { $0.format != "qif" })
    func mixedCurrenciesAreNeverAddedTogether(_ template: Template) throws {
        let result = try Self.read(template, template.fill(currency: "USD"))
        let byCurrency = Dictionary(grouping: result.statements.flatMap(\.transactions), by: \.currency)
        #expect(byCurrency.keys.map(\.code).sorted() == ["EUR", "USD"], "\(template)")
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 1)!).build([result])
        #expect(report.currencies.map(\.currency.code) == ["EUR", "USD"], "\(template)")
        #expect(report.currencies.first { $0.currency.code == "USD" }?.net.amount == Amount(exactly: "-700")!, "\(template)")
        #expect(report.currencies.first { $0.currency.code == "EUR" }?.net.amount == Amount(exactly: "1987.50")!, "\(template)")
    }
}
