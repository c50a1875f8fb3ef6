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

/// Each detection of the issue, on a small synthetic file written in the test.
@Suite struct CSVImporterTests {
    /// A Crédit Agricole-style export: preamble, Latin-1, a label on two quoted lines, positive debits,
    /// a closing balance line.
    static let creditAgricole: [UInt8] = {
        let text = """
            Téléchargement du 31/10/2026;\r
            \r
            M. DUPONT JEAN;\r
            Compte de Dépôt carte n° 12345678901;\r
            Solde au 31/10/2026 1 234,56 €;\r
            \r
            Date;Libellé;Débit euros;Crédit euros;\r
            02/10/2026;"PRLV SEPA EDF\r
             ECH/021026";45,20;;\r
            05/10/2026;VIR SALAIRE;;2 500,00;\r
            13/10/2026;"CB CAFÉ \"\"LE ZINC\"\"\";3,50;;\r
            Total;;48,70;2 500,00;\r
            """
        return text.unicodeScalars.map { $0 == "€" ? 0x80 : UInt8($0.value) }  // Windows-1252 bytes
    }()

    @Test func readsAFrenchExportWithPreambleLatin1MultiLineLabelsAndASummary() throws {
        let result = try CSV.read(bytes: Self.creditAgricole)
        #expect(CSV.amounts(result) == ["-45.20 EUR", "2500.00 EUR", "-3.50 EUR"])
        let t = CSV.transactions(result)
        #expect(t[0].description == "PRLV SEPA EDF\r\n ECH/021026")
        #expect(t[2].description == "CB CAFÉ \"LE ZINC\"")
        #expect(t.map(\.location.line) == [8, 10, 11])
        let r = result.record
        #expect(r.isBalanced)
        #expect(r.rowsRead == 8)
        #expect(r.skipped.map(\.kind) == [.preamble, .preamble, .preamble, .preamble, .summary])
        #expect(r.skipped.map(\.location.line) == [1, 3, 4, 5, 12])
        #expect(r.rejected.isEmpty)
        #expect(result.statements.first?.currency == .euro)
    }

    @Test func aFileWhoseEveryDateReadsBothWaysAsksForTheFormat() throws {
        let text = "Date,Description,Amount\n01/02/2026,Coffee,-3.50\n03/04/2026,Bread,-1.20\n12/11/2026,Salary,2500.00\n"
        let error = try #require(CSV.error(text))
        #expect(error.message.key == "csv.ambiguousDates")
        #expect(error.message.arguments["example"] == "01/02/2026")
        #expect(error.location == SourceLocation(file: "test.csv", line: 2, column: 1))
        #expect(error.lineText == "01/02/2026,Coffee,-3.50")

        let monthFirst = try CSV.read(text, options: CSV.options { $0.dateFormat = "MM/dd/yyyy" })
        #expect(CSV.transactions(monthFirst).map(\.bookingDate.description) == ["2026-01-02", "2026-03-04", "2026-12-11"])
    }

    @Test func aNonEnglishHeaderReadsAmbiguousDatesDayFirstAndSaysSo() throws {
        let text = "Fecha;Concepto;Importe\n2/1/2020;Café;-3,50\n3/1/2020;Pan;-1,20\n"
        let inspection = try CSV.inspect(text)
        #expect(inspection.statements.flatMap(\.transactions).map(\.bookingDate.description) == ["2020-01-02", "2020-01-03"])
        #expect(inspection.text(catalogue: .english).contains("read day first as with any header in Spanish"))
    }

    @Test func theDecidingDateMayBeOnTheLastRow() throws {
        var text = "Date;Libellé;Montant\n"
        for day in 1...12 { text += "\(day)/10/2026;x;-1,00\n" }
        text += "13/10/2026;y;-1,00\n"
        let result = try CSV.read(text)
        #expect(CSV.transactions(result).first?.bookingDate.description == "2026-10-01")
    }

    @Test func twoGroupingStylesInOneColumnAreOneDecimalMark() throws {
        let text = "Date;Libellé;Montant\n01/10/2026;a;-1 234,56\n02/10/2026;b;1.234,56\n03/10/2026;c;-2\u{202F}000,5\n04/10/2026;d;12\n"
        let result = try CSV.read(text)
        #expect(CSV.amounts(result) == ["-1234.56 XXX", "1234.56 XXX", "-2000.50 XXX", "12.00 XXX"])
    }

    @Test func eachAmountColumnHasItsOwnDecimalMark() throws {
        let text = "Date;Libellé;Montant;Montant devise;Devise d'origine\n01/10/2026;Hôtel;-1 150,56;-1,234.00;USD\n02/10/2026;Café;-3,50;-3.80;USD\n"
        let result = try CSV.read(text)
        #expect(CSV.transactions(result).map { $0.originalAmount?.description } == ["-1234.00 USD", "-3.80 USD"])
        let inspection = try CSV.inspect(text)
        let again = try CSV.read(text, options: CSV.options { $0.csvProfile = inspection.profile })
        #expect(CSV.transactions(again) == CSV.transactions(result))
    }

    @Test func aDirectionColumnGivesTheSignEvenAgainstAMinus() throws {
        let text = "\"Date\",\"Label\",\"Amount\",\"D/C\"\n\"12/15/2018\",\"supplier\",\"33.50\",\"D\"\n\"12/15/2018\",\"payment\",\"-1,533.50\",\"C\"\n"
        #expect(CSV.amounts(try CSV.read(text)) == ["-33.50 XXX", "1533.50 XXX"])
        let dutch = "Datum;Omschrijving;Bedrag;Af Bij\n01-10-2026;Huur;750,00;Af\n02-10-2026;Salaris;2500;Bij\n03-10-2026;Fout;1,00;X\n"
        let result = try CSV.read(dutch)
        #expect(CSV.amounts(result) == ["-750.00 XXX", "2500.00 XXX"])
        #expect(result.record.rejected.first?.reason == Message("csv.badDirection", ["text": "X"]))
        #expect(result.record.rejected.first?.location == SourceLocation(file: "test.csv", line: 4, column: 22))
    }

    @Test(arguments: [
        ("Date;Libellé;Débit;Crédit\n01/10/2026;a;12,00;\n02/10/2026;b;;30,00\n03/10/2026;c;-5,00;\n", ["-12.00", "30.00", "5.00"]),
        ("Date;Libellé;Débit;Crédit\n01/10/2026;a;-12,00;\n02/10/2026;b;;30,00\n03/10/2026;c;-5,00;\n", ["-12.00", "30.00", "-5.00"]),
        ("Date;Libellé;Débit;Crédit\n01/10/2026;a;12,00;2,00\n", ["-10.00"]),
    ])
    func debitsAreMoneyOutWithOrWithoutAMinus(_ text: String, _ amounts: [String]) throws {
        #expect(CSV.amounts(try CSV.read(text)).map { String($0.dropLast(4)) } == amounts)
    }

    @Test func invertFlipsCardStatements() throws {
        let text = "Date,Description,Amount\n2026-10-01,Purchase,12.50\n2026-10-02,Payment,-100.00\n"
        #expect(CSV.amounts(try CSV.read(text, options: CSV.options { $0.invertSigns = true })) == ["-12.50 XXX", "100.00 XXX"])
        var profile = CSVProfile()
        profile.invert = true
        #expect(CSV.amounts(try CSV.read(text, options: CSV.options { $0.csvProfile = profile })) == ["-12.50 XXX", "100.00 XXX"])
    }

    @Test func currenciesAndAccountsMakeSeparateStatements() throws {
        let text = """
            Date,Account,Description,Amount,Currency
            2026-10-01,Joint,a,-1.00,EUR
            2026-10-01,Joint,b,-2.00,USD
            2026-10-02,Perso,c,-3.00,EUR
            2026-10-03,Joint,d,-4.00,EUR

            """
        let result = try CSV.read(text)
        let summary = result.statements.map { "\($0.account.id ?? "-") \($0.currency) \($0.transactions.count)" }
        #expect(summary == ["Joint EUR 2", "Joint USD 1", "Perso EUR 1"])
        #expect(CSV.transactions(result).allSatisfy { $0.account != nil })
    }

    @Test func pendingRowsAreImportedAsPendingAndDeclinedOnesSkipped() throws {
        let text = """
            Type,Started Date,Completed Date,Description,Amount,Currency,State
            CARD_PAYMENT,2026-10-01 10:00:00,2026-10-02 09:00:00,Shop,-5.00,EUR,COMPLETED
            CARD_PAYMENT,2026-10-03 11:00:00,,Cafe,-2.50,EUR,PENDING
            CARD_PAYMENT,2026-10-03 12:00:00,,Hotel,-90.00,EUR,DECLINED
            CARD_PAYMENT,2026-10-04 12:00:00,2026-10-04 13:00:00,Hold,0.00,EUR,COMPLETED

            """
        let result = try CSV.read(text)
        let t = CSV.transactions(result)
        #expect(t.map(\.status) == [.booked, .pending, .booked])
        #expect(t.map(\.bookingDate.description) == ["2026-10-02", "2026-10-03", "2026-10-04"])
        #expect(t.last?.amount.isZero == true)
        #expect(result.record.skipped.map(\.kind) == [.declined])
        #expect(result.record.isBalanced)
    }

    @Test func aMalformedAmountRejectsItsRowWithThePlace() throws {
        let text = "Date;Libellé;Montant\n01/10/2026;Café;-3,50\n02/10/2026;Boulangerie;-12,3,4\n03/10/2026;Pain;-1,20\n"
        let result = try CSV.read(text)
        #expect(CSV.transactions(result).count == 2)
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == "amount.badGrouping")
        #expect(row.location == SourceLocation(file: "test.csv", line: 3, column: 27))
        #expect(row.lineText == "02/10/2026;Boulangerie;-12,3,4")
        #expect(result.record.isBalanced)
    }

    @Test func aBadDateInsideTheDataIsRejectedNotSkipped() throws {
        let text = "Date;Libellé;Montant\n01/10/2026;a;-1,00\n31/02/2026;b;-2,00\nhier;c;-3,00\n;d;-4,00\n04/10/2026;e;-5,00\n"
        let result = try CSV.read(text)
        #expect(result.record.rejected.map(\.reason.key) == ["csv.badDate", "csv.badDate", "csv.noDate"])
        #expect(result.record.rejected.map(\.location.line) == [3, 4, 5])
        #expect(result.record.skipped.isEmpty)
    }

    @Test func balanceLinesInsideTheDataAreSkippedAsSummaries() throws {
        let text = "Date;Libellé;Montant\nSolde initial;;100,00\n01/10/2026;a;-1,00\nSous-total;;99,00\n02/10/2026;b;-2,00\nSolde au 31/10/2026;;97,00\n"
        let result = try CSV.read(text)
        #expect(result.record.skipped.map(\.kind) == [.preamble, .summary, .summary])
        #expect(result.record.skipped.map(\.reason.key) == ["csv.beforeData", "csv.summaryLine", "csv.afterData"])
        #expect(CSV.transactions(result).count == 2)
    }

    @Test func aRepeatedHeaderIsNotARow() throws {
        let text = "Date;Libellé;Montant\n01/10/2026;a;-1,00\nDate;Libellé;Montant\n02/10/2026;b;-2,00\n"
        let result = try CSV.read(text)
        #expect(CSV.transactions(result).count == 2)
        #expect(result.record.skipped.map(\.reason.key) == ["csv.repeatedHeader"])
    }

    /// A copy of the header is told whatever its spaces and quotes; a field shorter than its cell, told
    /// apart without reading it, is never one.
    @Test func aRepeatedHeaderIsToldWithSpacesAndQuotesAndNotByAShorterField() throws {
        let header = RepeatedHeader(["Date", "Libellé", "Montant"])
        func matches(_ line: String) throws -> Bool {
            try Array(line.utf8).withUnsafeBufferPointer { b in
                var reader = CSVReader(bytes: b, separator: 0x3B)
                _ = try reader.next()
                return header.matches(reader)
            }
        }
        #expect(try matches("Date;Libellé;Montant"))
        #expect(try matches(" Date\t;\"Libellé\";Montant\u{00A0}"))
        #expect(try matches("\"Date\";Libellé;\"Montant\";extra"))
        #expect(try !matches("Dat;Libellé;Montant"))
        #expect(try !matches("Date;Libell;Montant"))
        #expect(try !matches("01/10/2026;Libellé;Montant"))
        #expect(try !matches("Date;Libellé"))
        #expect(try !matches("Dates;Libellé;Montant"))
    }

    @Test func aHeaderWithoutAnAmountIsAnErrorAtTheHeader() throws {
        let error = try #require(CSV.error("Préambule;x\nDate;Libellé;Catégorie\n01/10/2026;a;b\n"))
        #expect(error.message.key == "csv.noAmountColumn")
        #expect(error.location == SourceLocation(file: "test.csv", line: 2, column: 1))
        #expect(error.lineText == "Date;Libellé;Catégorie")
    }

    @Test(arguments: ["", "\n\n", "   \r\n"])
    func anEmptyFileIsSaidToBeEmpty(_ text: String) throws {
        let error = try #require(CSV.error(text))
        #expect(error.message.key == "input.empty")
    }

    @Test func anUnclosedQuoteIsAnErrorWhereItOpens() throws {
        let error = try #require(CSV.error("Date;Libellé;Montant\n01/10/2026;\"Café;-3,50\n02/10/2026;Pain;-1,20\n"))
        #expect(error.message.key == "csv.unterminatedQuote")
        #expect(error.location == SourceLocation(file: "test.csv", line: 2, column: 12))
    }

    @Test func trailingSeparatorsCRLFAndEmptyLinesAreHarmless() throws {
        let text = "Date;Libellé;Montant;\r\n\r\n01/10/2026;a;-1,00;\r\n;;;\r\n02/10/2026;b;-2,00;\r\n"
        let result = try CSV.read(text)
        #expect(CSV.amounts(result) == ["-1.00 XXX", "-2.00 XXX"])
        #expect(result.record.rowsRead == 2)
    }

    @Test func aUTF16FileWithBOMImports() throws {
        let bytes = CSVTextDecoderTests.utf16("Date;Libellé;Montant\r\n01/10/2026;Café;-3,50\r\n", bigEndian: false, mark: true)
        let result = try CSV.read(bytes: bytes)
        #expect(CSV.transactions(result).first?.description == "Café")
        #expect(result.record.detected.first == Detection(name: "encoding", value: "utf-16le (BOM)"))
    }

    @Test func withoutAHeaderTheRunningBalanceTellsTheAmountApart() throws {
        let text = "17-06-2022,NL00BANK0123456789,130.44,223.77,Rent\n17-06-2022,NL00BANK0123456789,354.21,-200.00,Card\n25-06-2022,NL00BANK0123456789,154.21,-2.20,Fees\n27-06-2022,NL00BANK0123456789,152.01,503.15,Dividend\n"
        let result = try CSV.read(text)
        #expect(CSV.amounts(result) == ["223.77 XXX", "-200.00 XXX", "-2.20 XXX", "503.15 XXX"])
        #expect(result.statements.first?.account.iban == "NL00BANK0123456789")
    }

    @Test func twoAmountColumnsWithoutHeaderOrBalanceAreAnError() throws {
        let error = try #require(CSV.error("01-06-2022,10.00,3.50,a\n02-06-2022,-4.00,7.25,b\n03-06-2022,1.50,-2.00,c\n"))
        #expect(error.message.key == "csv.ambiguousAmountColumns")
        #expect(error.message.arguments["columns"] == "2, 3")
    }

    /// A code the currency table does not know (`XYZ`) names no currency: the row takes the file's, as
    /// with no code. With a debit and a credit, the first that names a code decides, known or not.
    @Test func anAmountsCodeTheTableDoesNotKnowLeavesTheRowToTheFilesCurrency() throws {
        let options = CSV.options { $0.defaultCurrency = Currency(code: "CHF") }
        #expect(CSV.amounts(try CSV.read("Date;Libellé;Montant\n01/10/2026;a;-1,00 XYZ\n02/10/2026;b;2,00 USD\n", options: options))
            == ["-1.00 CHF", "2.00 USD"])
        let both = "Date;Libellé;Débit;Crédit\n01/10/2026;a;1,00 XYZ;3,00 USD\n02/10/2026;b;1,00;3,00 USD\n03/10/2026;c;1,00 GBP;3,00 USD\n"
        #expect(CSV.amounts(try CSV.read(both, options: options)) == ["2.00 CHF", "2.00 USD", "2.00 GBP"])
    }

    @Test func aCurrencyComesFromTheHeaderASymbolOrTheOption() throws {
        #expect(CSV.amounts(try CSV.read("Date;Libellé;Montant (EUR)\n01/10/2026;a;-1,00\n")) == ["-1.00 EUR"])
        #expect(CSV.amounts(try CSV.read("Date;Libellé;Montant\n01/10/2026;a;-1,00 €\n02/10/2026;b;2,00 €\n")) == ["-1.00 EUR", "2.00 EUR"])
        #expect(CSV.amounts(try CSV.read("Date;Libellé;Montant\n01/10/2026;a;-1,00\n", options: CSV.options { $0.defaultCurrency = Currency(code: "CHF") })) == ["-1.00 CHF"])
        let bad = try CSV.read("Date;Libellé;Montant;Devise\n01/10/2026;a;-1,00;EURO\n01/10/2026;b;-1,00;EUR\n02/10/2026;c;-1,00;EUR\n")
        #expect(bad.record.rejected.first?.reason == Message("csv.badCurrency", ["text": "EURO"]))
    }

    @Test func textThatSpillsPastTheHeaderIsKeptInTheMemo() throws {
        let result = try CSV.read("Datum;Text;Betrag\n01.10.2026;Miete;-750,00;Oktober;\"Wohnung 3\"\n")
        #expect(CSV.transactions(result).first?.memo == "Oktober Wohnung 3")
    }

    @Test func anExcelFormulaAccountInThePreambleNamesTheStatement() throws {
        let text = "=\"0201900016400270\";17/05/2019;16/11/2019;\ndate_comptabilisation;libellé_complet_operation;montant_operation;devise;\n15/11/2019;CARTE X7527 METRO;-14,90;EUR;\n"
        let result = try CSV.read(text)
        #expect(result.statements.first?.account.id == "0201900016400270")
        #expect(CSV.amounts(result) == ["-14.90 EUR"])
    }

    @Test func theInspectedProfileReadsTheFileTheSameWayAgain() throws {
        for text in [String(decoding: Self.creditAgricole.map { $0 }, as: Unicode.ASCII.self),
                     "Date;Libellé;Débit;Crédit\n01/10/2026;a;12,00;\n02/10/2026;b;;30,00\n"] {
            let inspection = try CSV.inspect(text)
            let yaml = inspection.text(catalogue: .french)
            let profile = try CSVProfile.load(yaml: yaml)
            #expect(profile == inspection.profile)
            let again = try CSV.read(text, options: CSV.options { $0.csvProfile = profile })
            #expect(again.statements.flatMap(\.transactions) == inspection.statements.flatMap(\.transactions))
        }
    }
}

/// A file large enough to be read in pieces by two threads reads exactly as one read would.
@Suite struct CSVTwoHalvesTests {
    /// Every date reads both ways except one, near the end: the decision comes from the last piece.
    /// A quoted label with line breaks sits across the cut of piece `label` (nil: none), so that the
    /// piece starts inside it: this thread reads that piece again, and the pieces after it line up.
    @Test(arguments: [nil, 1, 8, 15] as [Int?])
    func thePiecesAddUpToOneRead(label: Int?) throws {
        let header = "Date,Label,Amount\n"
        let rows = 120_000
        let lines = (0..<rows).map { i in
            let day = i == rows - 10 ? 25 : i % 12 + 1
            return "0\(i % 9 + 1)/\(day < 10 ? "0" : "")\(day)/2026,CARD PAYMENT \(i % 50) SHOP,-\(i % 300).\(i % 10)0\n"
        }
        var text = header + lines.joined()
        var inside = true
        if let label {
            // Its line breaks come after 400 bytes, so a cut within a row of its start falls before them.
            let multi = "01/02/2026,\"MULTI \(String(repeating: "x", count: 400))\nLINE\nLABEL\",-1.00\n"
            let start = header.utf8.count
            let cut = start + (text.utf8.count + multi.utf8.count - start) / CSVScanRows.pieceCount * label
            var at = start, i = 0
            while at + lines[i].utf8.count <= cut { at += lines[i].utf8.count; i += 1 }
            text = header + lines[..<i].joined() + multi + lines[i...].joined()
            let starts = Array(text.utf8).withUnsafeBufferPointer { CSVScanRows.pieceStarts($0, from: start) }
            inside = starts.contains { $0 > at && $0 < at + multi.utf8.count }
        }
        #expect(inside, "a piece starts inside the label")
        let bytes = Array(text.utf8)
        #expect(bytes.count > CSVScanRows.splitThreshold)
        let extra = label == nil ? 0 : 1
        let importer = CSVImporter()
        let inspection = try importer.inspect(.bytes(bytes, name: "halves.csv"))
        let decision = try #require(inspection.plan.dateReasons.values.first)
        guard case let .values(d) = decision else {
            Issue.record("expected a decision from the values, got \(decision)")
            return
        }
        #expect(d.pattern.format == "MM/dd/yyyy")
        #expect(d.values == rows + extra)
        // The one value that settles it, at its own line (header on line 1, the 3-line label before it).
        #expect(d.evidence == DateInference.Evidence(text: "0\((rows - 10) % 9 + 1)/25/2026", position: rows - 10 + 2 + 3 * extra))
        #expect(inspection.record.imported == rows + extra)
        #expect(inspection.record.rejected.isEmpty)
        let all = inspection.statements.flatMap(\.transactions)
        #expect(all.map(\.location.line).max() == rows + 1 + 3 * extra)  // the last row, at its own line
        #expect(all.contains { $0.description.hasPrefix("MULTI") } == (label != nil))
    }
}
