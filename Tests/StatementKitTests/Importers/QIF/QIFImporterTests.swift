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

@Suite struct QIFImporterTests {
    func read(_ text: String, options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportResult {
        try QIFImporter().importFile(.bytes(Array(text.utf8), name: "t.qif"), options: options)
    }

    /// `read` refuses exactly the files `identify` does not recognise (it asks `header`, not `identify`).
    @Test func aFileIsReadWhenIdentifiedByItsHeader() {
        let heads = ["!Type:Bank\n", "\u{FEFF}\n  !type:CCard\r\n", "!Account\n", "!Option:AutoSwitch\n", "!Clear:AutoSwitch", " ! Type:Cash ",
                     "!Typo:Bank\n", "Type:Bank\n", "", "   \n", "!" + String(repeating: "x", count: 80), "!Accounts\n", "D01/10/2026\n^\n"]
        for head in heads {
            let bytes = Array(head.utf8)
            let identified = QIFImporter().identify(bytes) != nil
            #expect((QIFImporter.header(bytes) != nil) == identified, "\(head.debugDescription)")
            let refused = (try? QIFImporter().importFile(.bytes(bytes + Array("\nD13/10/2026\nT-1.00\n^\n".utf8), name: "t.qif"))) == nil
            #expect(refused == !identified, "\(head.debugDescription)")
        }
    }

    func readBytes(_ bytes: [UInt8], options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportResult {
        try QIFImporter().importFile(.bytes(bytes, name: "t.qif"), options: options)
    }

    func failure(_ text: String, options: ImportOptions = ImportOptions()) -> ImportError? {
        do {
            _ = try read(text, options: options)
            return nil
        } catch {
            return error
        }
    }

    func transactions(_ r: ImportResult) -> [Transaction] { r.statements.flatMap(\.transactions) }

    @Test func readsABankRecordWithEveryField() throws {
        let result = try read("""
            !Type:Bank
            D10/13/2026
            T-1,234.56
            CX
            N1043
            PRiverside Apartments
            MOctober rent
            A12 Main St
            LHousing:Rent/Home
            ^
            """, options: ImportOptions(defaultCurrency: Currency(code: "USD")))
        let t = try #require(transactions(result).first)
        #expect(t.bookingDate.description == "2026-10-13")
        #expect(t.amount == Money(Amount(exactly: "-1234.56")!, Currency(code: "USD")!))
        #expect(t.payee == "Riverside Apartments")
        #expect(t.description == "Riverside Apartments")
        #expect(t.memo == "October rent")
        #expect(t.reference == "1043")
        // The class after "/" is not a category; Quicken's `Housing` is our `housing` (qif-categories.yaml).
        #expect(t.category == "housing:Rent")
        #expect(t.location == SourceLocation(file: "t.qif", line: 2, column: 1))
        #expect(result.statements.first?.account.type == .checking)
        #expect(result.record.isBalanced)
    }

    /// The order of day and month, from every date of the file.
    @Test(arguments: [
        ("D1/ 2'26\nT-1.00\n^\nD1/13'26\nT-2.00\n^\n", ["2026-01-02", "2026-01-13"], "MM/dd/yy"),
        ("D 1/ 2'26\nT-1.00\n^\nD12/31'99\nT-2.00\n^\n", ["2026-01-02", "2099-12-31"], "MM/dd/yy"),
        ("D02/01/2026\nT-1,00\n^\nD13/01/2026\nT-2,00\n^\n", ["2026-01-02", "2026-01-13"], "dd/MM/yyyy"),
        ("D13.10.2026\nT-1,00\n^\nD01.11.2026\nT-2,00\n^\n", ["2026-10-13", "2026-11-01"], "dd.MM.yyyy"),
        ("D2026-10-13\nT-1.00\n^\n", ["2026-10-13"], "yyyy-MM-dd"),
        ("D12/31/99\nT-1.00\n^\nD1/2/98\nT-2.00\n^\n", ["1998-01-02", "1999-12-31"], "MM/dd/yy"),
    ])
    func decidesTheDateOrderFromAllDates(body: String, days: [String], format: String) throws {
        let result = try read("!Type:Bank\n" + body)
        #expect(transactions(result).map(\.bookingDate.description) == days)
        #expect(result.record.detected.first { $0.name == "date format" }?.value.hasPrefix(format) == true)
    }

    @Test func aFileWhoseEveryDateReadsBothWaysAsksForTheFormat() throws {
        let text = "!Type:Bank\nD01/02/2026\nT-1.00\n^\nD03/04/2026\nT-2.00\n^\n"
        let error = try #require(failure(text))
        #expect(error.kind == .malformed)
        #expect(error.message.key == "qif.ambiguousDates")
        #expect(error.location == SourceLocation(file: "t.qif", line: 2, column: 2))
        #expect(error.lineText == "D01/02/2026")
        let result = try read(text, options: ImportOptions(dateFormat: "dd/MM/yyyy"))
        #expect(transactions(result).map(\.bookingDate.description) == ["2026-02-01", "2026-04-03"])
    }

    @Test func anOptionLineChoosesTheOrderOfAnAmbiguousFile() throws {
        let result = try read("!Option:DMY\n!Type:Bank\nD01/02/2026\nT-1.00\n^\n")
        #expect(transactions(result).map(\.bookingDate.description) == ["2026-02-01"])
    }

    @Test func readsEuropeanAmountsFromTheFilesDecimalMark() throws {
        let result = try read("!Type:Bank\nD13/10/2026\nT-1.234,56\n^\nD14/10/2026\nT1.234\n^\nD15/10/2026\nT-12,5\n^\n")
        #expect(transactions(result).map(\.amount.amount.description) == ["-1234.56", "1234", "-12.5"])
        #expect(result.record.detected.contains(Detection(name: "decimal mark", value: ",")))
    }

    @Test func splitsBecomeOneTransactionPerLineThatAddUpToTheTotal() throws {
        let result = try read("""
            !Type:Bank
            D10/15/2026
            T-142.37
            PCostco
            MMonthly stock-up
            LGroceries
            SGroceries
            EFood
            $-96.12
            SHousehold
            $-31.27
            S[Savings]
            EPut aside
            $-14.98
            ^
            """)
        let list = transactions(result)
        #expect(list.map(\.amount.amount.description) == ["-96.12", "-31.27", "-14.98"])
        #expect(list.map(\.amount.amount).reduce(Amount.zero, +) == Amount(exactly: "-142.37")!)
        #expect(list.map(\.category) == ["groceries", "Household", "transfers"])
        #expect(list.map(\.memo) == ["Food", "Monthly stock-up", "Put aside"])
        #expect(list.map(\.kind) == [.debit, .debit, .transfer])
        #expect(list.map(\.description) == ["Costco", "Costco", "Costco"])
        #expect(Set(list.map(\.id)).count == 3)
        #expect(list.map(\.location.line) == [7, 10, 12])
        #expect(result.record.rowsRead == 3)
        #expect(result.record.isBalanced)
        #expect(result.record.detected.contains(Detection(name: "splits", value: "1 record split into 3 transactions")))
    }

    @Test func percentSplitsAreWorkedOutFromTheTotalExactly() throws {
        let result = try read("!Type:Bank\nD10/15/2026\nT-100.00\nSA\n%33.33\nSB\n%33.33\nSC\n%33.34\n^\n")
        let amounts = transactions(result).map(\.amount.amount)
        #expect(amounts.map(\.description) == ["-33.33", "-33.33", "-33.34"])
        #expect(amounts.reduce(Amount.zero, +) == Amount(exactly: "-100.00")!)
    }

    /// Quicken's and Money's standard names map to ours, a listed path whole, else by its first part.
    @Test func quickensCategoriesAreOurs() {
        #expect(QIFCategories.key("Dining") == "restaurants")
        #expect(QIFCategories.key("Auto:Fuel") == "fuel")
        #expect(QIFCategories.key("auto:fuel") == "fuel")
        #expect(QIFCategories.key("Utilities:Gas & Electric") == "utilities:Gas & Electric")
        #expect(QIFCategories.key("Utilities:Internet") == "telecom")
        #expect(QIFCategories.key("Misc:Parking") == "Parking")
        #expect(QIFCategories.key("Misc") == nil)
        #expect(QIFCategories.key("Personal Care") == "Personal Care")
        // Every key the table gives is a built-in category.
        for key in Set(QIFCategories.table.values.values) where !key.isEmpty {
            #expect(CategoryCatalog.standard.name(of: key, in: .english) != key, "\(key) is no category of categories.yaml")
        }
    }

    /// A category's class (after `/`) and its parent (before `:`) are found as a search by character finds
    /// them, ASCII or not: a `/` under a combining accent is no slash.
    @Test func aCategorysClassAndParentAreFoundByCharacter() {
        for text in ["Auto:Fuel/Van", "Misc/x", "Café:Déjeuner/Pro", "a/\u{0301}b:c", "a:\u{0301}b", "no marks", "é", ""] {
            for mark in [UInt8(ascii: "/"), UInt8(ascii: ":")] {
                #expect(QIFCategories.firstIndex(of: mark, in: text) == text.firstIndex(of: Character(Unicode.Scalar(mark))), "\(text)")
            }
        }
        #expect(QIFSession<SinkBuffer>.category("Auto:Fuel/Van") == ("fuel", false))
        #expect(QIFSession<SinkBuffer>.category("Dîners/Pro") == ("Dîners", false))
        #expect(QIFSession<SinkBuffer>.category("a/\u{0301}b") == ("a/\u{0301}b", false))
    }

    @Test func splitsThatDoNotAddUpLeaveOneTransactionAndAWarning() throws {
        let result = try read("!Type:Bank\nD10/15/2026\nT-100.00\nPShop\nLMisc\nSA\n$-60.00\nSB\n$-30.00\n^\n")
        let list = transactions(result)
        #expect(list.map(\.amount.amount.description) == ["-100.00"])
        #expect(list.first?.category == nil)  // Quicken's `Misc` says nothing: the rules decide
        #expect(result.record.warnings.map(\.reason) == [Message("qif.splitMismatch", ["sum": "-90.00 XXX", "total": "-100.00 XXX"])])
        #expect(result.record.warnings.first?.location.line == 2)
    }

    @Test func theOpeningBalanceIsTheStatementsNotAMovement() throws {
        let result = try read("""
            !Account
            NChecking
            TBank
            ^
            !Type:Bank
            D10/01/2026
            T3,250.00
            POpening Balance
            L[Checking]
            ^
            D10/13/2026
            T-50.00
            PShop
            ^
            """)
        let s = try #require(result.statements.first)
        #expect(s.account.name == "Checking")
        #expect(s.info.openingBalance == Balance(Money(Amount(exactly: "3250.00")!, .unspecified), date: CalendarDay(year: 2026, month: 10, day: 1)))
        #expect(s.transactions.map(\.amount.amount.description) == ["-50.00"])
        #expect(result.record.skipped.map(\.kind) == [.preamble])
        #expect(result.record.skipped.map(\.reason.key) == ["qif.openingBalance"])
        #expect(result.record.isBalanced)
    }

    @Test func eachAccountAndSectionIsAStatementAndListsAndInvestmentsAreNotMovements() throws {
        let result = try read("""
            !Type:Cat
            NGroceries
            E
            ^
            NSalary
            I
            ^
            !Option:AutoSwitch
            !Account
            NChecking
            TBank
            ^
            NVisa
            TCCard
            ^
            !Clear:AutoSwitch
            !Account
            NChecking
            TBank
            ^
            !Type:Bank
            D10/13/2026
            T-1.00
            ^
            !Account
            NVisa
            TCCard
            ^
            !Type:CCard
            D10/14/2026
            T-2.00
            ^
            !Account
            NBrokerage
            TInvst
            ^
            !Type:Invst
            D10/15/2026
            NBuy
            YACME Corp
            I10.00
            Q5
            T50.00
            ^
            """)
        #expect(result.statements.map(\.account.name) == ["Checking", "Visa"])
        #expect(result.statements.map(\.account.type) == [.checking, .creditCard])
        #expect(result.statements.map(\.transactions.count) == [1, 1])
        #expect(result.record.skipped.map(\.kind) == [.unsupported])
        #expect(result.record.skipped.first?.reason == Message("qif.investment", ["action": "Buy"]))
        #expect(result.record.skipped.first?.location.line == 38)
        #expect(result.record.isBalanced)
    }

    /// A record that cannot be read: its reason, line and column; the others still import.
    @Test(arguments: [
        ("D10/13/2026\nT-12,3,4\n", "amount.badGrouping", 3, 5),
        ("D10/32/2026\nT-1.00\n", "qif.badDate", 2, 2),
        ("T-1.00\nPNo date\n", "qif.noDate", 2, 1),
        ("D10/13/2026\nPNo amount\n", "qif.noAmount", 2, 1),
    ])
    func rejectsARecordWithItsPlaceAndReason(record: String, key: String, line: Int, column: Int) throws {
        let result = try read("!Type:Bank\n" + record + "^\nD10/14/2026\nT-5.00\n^\n")
        let row = try #require(result.record.rejected.first)
        #expect(row.reason.key == key)
        #expect(row.location.line == line)
        #expect(row.location.column == column)
        #expect(result.record.imported == 1)
        #expect(result.record.isBalanced)
    }

    @Test func readsWindows1252TextAndCRLFLineEnds() throws {
        // "Café" and "€" as Windows-1252 bytes (0xE9, 0x80), CRLF line ends, a UTF-8 BOM absent.
        var bytes = Array("!Type:Bank\r\nD13/10/2026\r\nT-4,20\r\nPCaf".utf8) + [0xE9] + Array(" du coin\r\nMprix en ".utf8) + [0x80] + Array("\r\n^\r\n".utf8)
        let result = try readBytes(bytes, options: ImportOptions(defaultCurrency: .euro))
        #expect(transactions(result).first?.payee == "Café du coin")
        #expect(transactions(result).first?.memo == "prix en €")
        #expect(result.record.detected.first { $0.name == "encoding" }?.value.hasPrefix("windows-1252") == true)
        bytes = Array("\u{FEFF}!Type:Bank\nD13/10/2026\nT-4,20\nPCafé\n^".utf8)
        #expect(try transactions(readBytes(bytes)).first?.payee == "Café")
    }

    @Test func aRecordWithoutItsEndMarkBeforeTheNextSectionStillReads() throws {
        let result = try read("!Type:Bank\nD10/13/2026\nT-1.00\n!Type:CCard\nD10/14/2026\nT-2.00\n")
        #expect(result.statements.map(\.transactions.count) == [1, 1])
    }

    @Test func invertFlipsEverySign() throws {
        let result = try read("!Type:CCard\nD10/13/2026\nT54.20\n^\n", options: ImportOptions(invertSigns: true))
        #expect(transactions(result).first?.amount.amount == Amount(exactly: "-54.20")!)
        #expect(transactions(result).first?.kind == .debit)
    }

    @Test(arguments: ["", "\n\n", "!Type:Bank\n"])
    func aFileWithNothingToReadIsEmptyOrHasNoTransactions(text: String) throws {
        if let error = failure(text) {
            #expect(error.kind == .empty)
        } else {
            let result = try read(text)
            #expect(transactions(result).isEmpty)
            #expect(result.statements.count == 1)
        }
    }

    @Test func theSampleImportsItsSplitsAndAccounts() throws {
        let result = try QIFImporter().importFile(.file(Paths.samples.appending(path: "quicken-2026-10.qif").path),
                                                  options: ImportOptions(defaultCurrency: Currency(code: "USD")))
        #expect(result.statements.map(\.account.name) == ["Checking", "Visa"])
        #expect(result.statements.map(\.transactions.count) == [13, 8])
        #expect(result.record.skipped.count == 1)
        #expect(result.record.rejected.isEmpty)
    }

    /// 100,000 distinct `!Type:` headers before the one that holds the record: read in one pass, each header
    /// named once among the sections (each was looked up in the list of those before it: 12.6 s).
    @Test func aHundredThousandTypeHeadersAreReadInOnePass() throws {
        let headers = (0..<100_000).map { "!Type:Bank\($0)\n" }.joined()
        let result = try read(headers + "!Type:Bank3\n!Type:Bank\nD31/10/2026\nT-12.50\nPBoulangerie\n^\n")
        #expect(result.statements.flatMap(\.transactions).map(\.description) == ["Boulangerie"])
        let sections = try #require(result.record.detected.first { $0.name == "sections" }?.value)
        #expect(sections.split(separator: ",").count == 100_001)
        #expect(sections.hasPrefix("Bank0, Bank1, Bank2, Bank3, Bank4") && sections.hasSuffix("Bank99999, Bank"))
    }
}

