import Testing

@testable import StatementImport
@testable import StatementImporters
@testable import StatementModel

/// The shortcuts of header detection (each13) give the answers of the longer way: the header's roles
/// from the names the sample worked out, a row's data kinds read only when its names make a header,
/// the profiles' look-up without long or repeated cells, a dialect sniffed once for `identify` and the
/// planner, the stated balances' labels compared as bytes.
@Suite struct CSVDetectionShortcutTests {
    /// Headers with accents, lost accents (U+FFFD), a byte order mark left in the cell, quoted names,
    /// D/C and Af/Bij columns, currencies, digits, camelCase and a cell too long to be a name.
    static let headers = [
        "Date;Libellé;Montant;Devise;Catégorie",
        "Date op\u{FFFD}ration;Libell\u{FFFD};D\u{FFFD}bit;Cr\u{FFFD}dit",
        "\u{FEFF}Date;Description;Amount",
        "\"Date\";\"Libellé\";\"Montant (EUR)\";\"Solde\"",
        "Datum;Naam / Omschrijving;Rekening;Tegenrekening;Code;Af Bij;Bedrag (EUR);Mutatiesoort",
        "Date;Description;Amount;D/C;Balance",
        "dateOp;dateVal;label;category;categoryParent;amount;accountNum;accountLabel",
        "Date 1;Montant 2;Libellé 3;Débit euros;Crédit euros",
        "Buchungstag;Valuta;Verwendungszweck;Betrag;Währung;Soll/Haben",
        "Date;" + String(repeating: "Libellé très long ", count: 20) + ";Montant",
        "Date;Gross;Fee;Net;Currency",
        "Started Date;Completed Date;Description;Amount;Fee;Currency;State;Balance",
    ]

    static func sample(_ text: String) -> CSVSample {
        Array(text.utf8).withUnsafeBufferPointer { CSVSample($0, separator: 0x3B, from: 0, names: true) }
    }

    @Test(arguments: headers)
    func theHeaderRowsRolesAreItsCellsRoles(_ header: String) throws {
        let row = try #require(Self.sample(header + "\n01/10/2026;x;-1,00\n").rows.first)
        #expect(CSVLayout.rolesFromHeader(row, .standard) == CSVLayout.rolesFromHeader(row.fields, .standard))
    }

    /// `isHeader` as it was: every cell's name and data kind, then the test.
    static func isHeaderReading(_ row: CSVSample.Row, _ table: CSVColumnRoles) -> Bool {
        guard row.fields.count >= 2 else { return false }
        var found: Set<CSVColumnRole> = []
        var dataLike = 0
        for (i, cell) in row.fields.enumerated() {
            if let match = table.match(row.fields[i]) { found.insert(match.role) }
            let kind = CSVValueKind.of(cell)
            if kind == .date || kind == .amount { dataLike += 1 }
        }
        let hasDate = found.contains(where: \.isDate)
        let hasAmount = found.contains { [.amount, .debit, .credit].contains($0) }
        return found.count >= 2 && (hasDate || hasAmount) && dataLike * 2 < row.fields.count
    }

    @Test func aRowIsAHeaderAsWhenEveryCellWasRead() {
        let rows = Self.headers + [
            "01/10/2026;VIR SEPA LOYER;-1 150,00;EUR;", "Date;01/10/2026;-3,50;2,00", "Date;Montant;12,00;13,00;14,00",
            "Solde au 31/10/2026;1 234,56", "D;C", "Date;Amount", "Montant;Débit;Crédit", "2026-10-01;Coffee;-3.50",
            "Date;Date;Date", "date;12/10/2026", "Débit;-3,50;Date",
        ]
        for text in rows {
            for row in Self.sample(text + "\n").rows {
                #expect(CSVLayout.isHeader(row, .standard) == Self.isHeaderReading(row, .standard), "\(text)")
            }
        }
    }

    /// A cell counted as data (a date or an amount) as its kind says.
    @Test(arguments: [
        "", " ", "01/10/2026", "2026-10-01", "10/31", "31.10.26", "-3,50", "+12.00", "1 234,56", "1,234", "1.234.567,89", "-", "+",
        "D", "C", "DR", "Cr", "debit", "Af", "EUR", "eur", "XYZ", "FR7630001007941234567890185", "FR76 3000 1007 9412 3456 7890 185",
        "12345", "123456789012345678901", "0", "Libellé", "Date", "Montant (EUR)", "3,50 €", "$12.00", "(12.00)", "12-", "1e5",
    ])
    func aCellIsDataAsItsKindSays(_ text: String) {
        let kind = CSVValueKind.of(text)
        #expect(CSVValueKind.isDateOrAmount(text) == (kind == .date || kind == .amount), "\(kind)")
    }

    /// Each profile's header after a row of data (digits, a long description) and a row that has its
    /// first name in the same column (a repeated cell is looked up once), with and without its accents.
    @Test func profilesAreFoundAfterLongAndRepeatedCells() {
        var tried = 0
        for (file, profile) in CSVProfileLibrary.standard.profiles {
            guard let header = profile.match?.header, let first = header.first else { continue }
            let lost = header.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0.isASCII ? $0 : "\u{FFFD}" })) }
            for names in [header, lost] {
                tried += 1
                let text = "01/10/2026;VIR SEPA LOYER OCTOBRE SCI LES TILLEULS ET AUTRES LOCATAIRES;-1 150,00\n"
                    + "\(first);EUR;\n" + names.joined(separator: ";") + "\n"
                let found = CSVProfileLibrary.standard.match(Self.sample(text))
                #expect(found?.name == profile.name, "\(file)")
                #expect(found?.skipLines == 2, "\(file)")
            }
        }
        #expect(tried > 10)
    }

    static func sniff(_ text: String, limit: Int) -> CSVDialect? {
        Array(text.utf8).withUnsafeBufferPointer { CSVDialect.sniff($0, from: 0, limit: limit) }
    }

    /// A file sniffed by `identify` (50 records) and then by the planner (200): the planner's answer
    /// is its own when the first sniff stopped at its limit, the same when it read every record.
    @Test func aDialectSniffedAgainIsTheSame() throws {
        let long = "Date;Libellé;Montant\n" + (1...70).map { "0\($0 % 9 + 1)/10/2026;Achat \($0);-\($0),50\n" }.joined()
        let first = try #require(Self.sniff(long, limit: 50))
        #expect(first.sampledRows == 50)
        let again = try #require(Self.sniff(long, limit: 200))
        #expect(again.sampledRows == 71)
        #expect(again.steadyRows == 71)
        #expect(Self.sniff(long, limit: 50)?.sampledRows == 50)

        let short = "Date,Description,Amount\n2026-10-01,Coffee,-3.50\n2026-10-02,\"Bread, rye\",-1.20\n"
        let a = try #require(Self.sniff(short, limit: 50))
        let b = try #require(Self.sniff(short, limit: 200))
        #expect(a.separator == 0x2C && b.separator == 0x2C)
        #expect(a.sampledRows == 3 && b.sampledRows == 3 && b.width == 3 && b.lineEnding == "lf")
        // The same length, other bytes: its own answer.
        let other = short.replacingOccurrences(of: ",", with: ";")
        #expect(Self.sniff(other, limit: 200)?.separator == 0x3B)
        #expect(Self.sniff("hello\nworld\n", limit: 50) == nil)
        #expect(Self.sniff("hello\nworld\n", limit: 200) == nil)
    }

    /// A row as wide as the table of small widths allows, and wider.
    @Test(arguments: [63, 64, 65, 130])
    func wideRowsAreCounted(_ width: Int) throws {
        let row = (1...width).map { "c\($0)" }.joined(separator: ";")
        let dialect = try #require(Self.sniff(row + "\n" + row + "\n" + row + ";x\n", limit: 200))
        #expect(dialect.width == width)
        #expect(dialect.steadyRows == 2)
    }

    /// Labels are compared word for word, as bytes when ASCII and as text otherwise.
    @Test func statedBalanceLabelsAreWholeWords() {
        #expect(CSVStatedBalance.read(["Solde initial : 1 234,56"], line: 1)?.side == .opening)
        #expect(CSVStatedBalance.read(["Solde initial"], line: 1) == nil)
        #expect(CSVStatedBalance.read(["Solde initialement", "1 234,56"], line: 1) == nil)
        #expect(CSVStatedBalance.read(["Solde initial du compte", "1 234,56"], line: 1)?.side == .opening)
        #expect(CSVStatedBalance.read(["Solde initial Ωμέγα", "1 234,56"], line: 1)?.side == .opening)
        #expect(CSVStatedBalance.read(["Nouveau solde", "-12,00"], line: 3)?.side == .closing)
        #expect(CSVStatedBalance.read(["Solde au 31/10/2026", "1 234,56"], line: 1)?.side == .on("31/10/2026"))
        #expect(CSVStatedBalance.read(["Soldes initiaux", "1 234,56"], line: 1) == nil)
    }
}
