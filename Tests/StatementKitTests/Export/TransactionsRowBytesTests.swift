import Foundation
import Testing

@testable import StatementAnalysis
@testable import StatementKit
@testable import StatementModel
@testable import StatementRendering

/// The CSV row and the journal entry written into one reservation through a `ByteCursor` say, byte
/// for byte, what the text encoders (`TransactionsCSV.encode`, `TransactionsLedger.entry`) say — on
/// text that needs quoting, defusing, doubling, trimming or the characters' own rules, and on texts
/// far longer than a row's constant part.
@Suite struct TransactionsRowBytesTests {
    static let odd = [
        "CB CARREFOUR", "  CB; CARREFOUR  ", "a,b", "a\"b", "\"\"", "a\nb", "a\r\nb", "a\rb\u{0B}c\u{0C}", "=1+1", "+33 6", "-x", "@x",
        "\tx", "\rx", "a,", " ,a, ", ";;", "  ", "", "x\u{A0}", "\u{A0}x", "\u{7F}\u{01}", "n°122", "ÉTÉ; réf. 5866", "soft\u{AD}hyphen",
        "x\u{2028}y", "e\u{301}", ",\u{301}", "\u{85}", "café ☕︎", "Å", String(repeating: "\"", count: 3000),
        String(repeating: ";, ", count: 700), String(repeating: "é\"", count: 900),
    ]

    static func transaction(_ i: Int, status: TransactionStatus = .booked) -> Transaction {
        let text = odd[i % odd.count]
        let amounts = ["-12.5", "3", "0.001", "-1234567.891", "1000000000000000000000000"]
        let currencies = ["EUR", "JPY", "BHD", "XXX", "USD"]
        var t = Fixture.tx("2026-10-0\(1 + i % 9)", amounts[i % amounts.count], text, currency: currencies[(i / 2) % currencies.count],
                           payee: i % 3 == 0 ? nil : odd[(i + 3) % odd.count], memo: odd[(i + 7) % odd.count], status: status,
                           account: i % 4 == 0 ? odd[(i + 2) % odd.count] : nil, id: text + ",id")
        t.reference = i % 5 == 0 ? nil : odd[(i + 5) % odd.count]
        t.location = SourceLocation(file: odd[(i / 3 + 11) % odd.count], line: i % 7, column: i % 3)
        if i % 4 == 0 { t.originalAmount = Fixture.money("1.234", "USD") }
        if i % 6 == 1 { t.valueDate = Fixture.day("2026-11-30") }
        if i % 5 == 2 { t.operationDate = Fixture.day("0999-01-02") }
        return t
    }

    @Test func aCSVRowIsTheEncodersRow() {
        let catalog = CategoryCatalog.standard
        let categories = ["groceries", "Perso:Truc", "housing:rent", "=sum", "a,b", "groceries", "uncategorized"]
        var pieces = TransactionsPieces(format: .csv, catalog: catalog, language: .french)
        var clashing = pieces
        for i in 0..<(3 * Self.odd.count) {
            let t = Self.transaction(i)
            let account = Account(iban: i % 2 == 0 ? "FR76 \"1\"" : nil, name: "=Compte, joint")
            let category = categories[i % categories.count]
            let item = ExportedTransaction(transaction: t, category: category, account: account)
            var expected = TransactionsCSV.encode([item], catalog: catalog, language: .french)
            expected.removeSubrange(..<expected.index(after: expected.firstIndex(of: "\n")!))
            var out: [UInt8] = []
            TransactionsCSV.appendRow(t, category: category, categoryName: catalog.name(of: category, in: .french),
                                      accountText: item.accountText, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == expected, "row \(i)")
            // Through the pieces, whose category names are kept by the category's number.
            out = []
            pieces.record(t, category: category, number: categories.firstIndex(of: category)!,
                          account: RecordAccount(account: account, source: "x.csv"), to: &out)
            #expect(String(decoding: out, as: UTF8.self) == expected, "row \(i), pieces")
            // A number first met with another category does not give that category's name.
            out = []
            clashing.record(t, category: category, number: 0, account: RecordAccount(account: account, source: "x.csv"), to: &out)
            #expect(String(decoding: out, as: UTF8.self) == expected, "row \(i), one number for every category")
        }
    }

    /// A field is quoted whatever the place of its `,`, `"`, LF or CR: in the first eight bytes, in a
    /// later group of eight, or in the bytes after the last whole group (looked at one by one).
    @Test func aCSVFieldIsQuotedWhereverItsCharacterIs() {
        let catalog = CategoryCatalog.standard
        for special in [",", "\"", "\n", "\r"] {
            for length in 1...19 {
                for place in 0..<length {
                    let text = String(repeating: "x", count: place) + special + String(repeating: "y", count: length - place - 1)
                    let t = Fixture.tx("2026-10-01", "-1", text)
                    let item = ExportedTransaction(transaction: t, category: "groceries", account: Account(name: "Compte"))
                    var expected = TransactionsCSV.encode([item], catalog: catalog, language: .english)
                    expected.removeSubrange(..<expected.index(after: expected.firstIndex(of: "\n")!))
                    var out: [UInt8] = []
                    TransactionsCSV.appendRow(t, category: "groceries", categoryName: catalog.name(of: "groceries", in: .english),
                                              accountText: item.accountText, to: &out)
                    #expect(String(decoding: out, as: UTF8.self) == expected, "\(special.debugDescription) at \(place) of \(length)")
                    // Quoted (and a leading CR defused for spreadsheets, inside the quotes).
                    let defuse = text.hasPrefix("\r") ? "'" : ""
                    #expect(String(decoding: out, as: UTF8.self).contains("\"" + defuse + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""))
                }
            }
        }
    }

    @Test func aJournalEntryIsTheEncodersEntry() {
        let names = [("assets:bank:FR76 1", "expenses:Courses é"), ("a", String(repeating: "x", count: 300)), ("assets:bank:Œuvre", "income:Ü")]
        var file = LocationFile()
        for i in 0..<(3 * Self.odd.count) {
            let (ownText, otherText) = names[i % names.count]
            let own = TransactionsLedger.Name(ownText), other = TransactionsLedger.Name(otherText)
            for status in [TransactionStatus.booked, .pending, .information] {
                var t = Self.transaction(i, status: status)
                for payee in [t.payee, t.description, "  " + t.description + " ", ""] {
                    t.payee = payee
                    var out: [UInt8] = [0x41]
                    TransactionsLedger.appendEntry(t, own: own, other: other, to: &out)
                    let expected = "A\n" + TransactionsLedger.entry(t, own: own.text, other: other.text)
                    #expect(String(decoding: out, as: UTF8.self) == expected, "entry \(i) \(status) payee \(String(describing: payee).debugDescription)")
                    // With the file name kept from the entries before (the same file, then another).
                    out = [0x41]
                    TransactionsLedger.appendEntry(t, own: own, other: other, file: &file, to: &out)
                    #expect(String(decoding: out, as: UTF8.self) == expected, "entry \(i) \(status), file kept")
                }
            }
        }
    }

    /// The journal's texts are copied eight bytes at a time while the bytes need no care: a byte that
    /// does (`;`, `,` in a tag, a line break, a tab, a space to trim, a character outside ASCII) at
    /// each place of a text longer than eight bytes, and amounts of each sign and zero, give `entry`'s text.
    @Test func aJournalEntryIsTheEncodersEntryWhereverACharacterNeedsCare() {
        let plain = Array("ABCDEFGHIJKLMNOPQRSTU")
        let careful = [";", ",", "\r\n", "\r", "\n", "\t", " ", "\u{A0}", "é", "\u{AD}", "☕︎", "\u{01}", "\u{7F}", "Ł"]
        let own = TransactionsLedger.Name("assets:bank:FR76"), other = TransactionsLedger.Name("expenses:Courses")
        for c in careful {
            for at in 0...plain.count {
                var chars = plain.map(String.init)
                chars.insert(c, at: at)
                let text = chars.joined()
                for amount in ["-12.34", "0", "56.7"] {
                    var t = Fixture.tx("2026-10-01", amount, text, payee: at % 2 == 0 ? nil : String(text.reversed()), id: text)
                    t.reference = text
                    t.location = SourceLocation(file: text, line: 3, column: 0)
                    var out: [UInt8] = []
                    TransactionsLedger.appendEntry(t, own: own, other: other, to: &out)
                    let expected = "\n" + TransactionsLedger.entry(t, own: own.text, other: other.text)
                    #expect(String(decoding: out, as: UTF8.self) == expected, "\(c.debugDescription) at \(at), \(amount)")
                }
            }
        }
    }

    /// The ledger's commodities: a record of the last record's currency with no more digits is not
    /// looked up, and the digits come out as counting every record says.
    @Test func theLedgersDigitsAreEveryRecordsDigits() {
        let rows: [(String, String)] = [
            ("1.5", "EUR"), ("1.25", "EUR"), ("1.125", "EUR"), ("2", "EUR"), ("3", "JPY"), ("3.5", "JPY"), ("1.12345", "EUR"),
            ("7", "XXX"), ("7.123", "XXX"), ("1", "BHD"), ("1.2", "EUR"), ("4.123456", "JPY"),
        ]
        let pieces = TransactionsPieces(format: .ledger, language: .english)
        var sink = ExportSink(source: "x.csv", format: "csv", pieces: pieces, categories: ExportCategories(categorizer: Categorizer()), memoryLimit: 1 << 20)
        sink.statement(0, StatementInfo(account: Account(iban: "FR76"), currency: .euro))
        var expected: [Currency: Int] = [:]
        for (i, (amount, currency)) in rows.enumerated() {
            let t = Fixture.tx("2026-10-0\(1 + i % 9)", amount, "ROW \(i)", currency: currency)
            TransactionsPieces.count(t, digits: &expected)
            sink.transaction(0, t)
            #expect(sink.digits == expected, "after row \(i)")
        }
        #expect(expected[Currency(code: "EUR")!] == 5 && expected[Currency(code: "JPY")!] == 6 && expected[Currency(code: "BHD")!] == 3)
    }
}
