import PropertyBased
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementImport
@testable import StatementKit
@testable import StatementLocalization
@testable import StatementModel
@testable import StatementPresentation
@testable import StatementResources

/// Several files read together: a transaction two of them hold counts once.
@Suite struct DuplicateFilterTests {
    typealias F = Fixture

    static func file(_ name: String, _ transactions: [Transaction], account: Account = Account(id: "123"),
                     opening: String? = nil, closing: String? = nil, period: (String, String)? = nil) -> ImportResult {
        var result = F.result(F.statement(transactions, account: account, source: name, opening: opening, closing: closing, period: period))
        result.record.file = name
        return result
    }

    static func withID(_ t: Transaction, _ id: String) -> Transaction {
        var t = t
        t.id = id
        t.hasSourceID = true
        return t
    }

    static let october = [
        F.tx("2026-10-01", "-1150.00", "VIR SEPA LOYER OCTOBRE"),
        F.tx("2026-10-02", "-64.37", "CB CARREFOUR MARKET 01/10"),
        F.tx("2026-10-03", "2845.16", "VIR SALAIRE ACME SAS"),
        F.tx("2026-10-05", "-4.50", "CB CAFE"),
        F.tx("2026-10-05", "-4.50", "CB CAFE"),
        F.tx("2026-10-09", "-30.00", "CB PHARMACIE"),
    ]

    @Test func theSameFileTwiceCountsOnceAndSaysSo() throws {
        let ofx = Self.october.enumerated().map { Self.withID($0.element, "FIT\($0.offset)") }
        let report = F.report([Self.file("/home/me/a.ofx", ofx), Self.file("/home/me/copy/a.ofx", ofx)])
        #expect(report.currencies[0].transactionCount == 6)
        #expect(report.currencies[0].moneyOut == F.money("-1253.37"))
        #expect(report.duplicatesDropped == 6)
        #expect(report.imports.map(\.duplicates) == [0, 6])
        let warning = try #require(report.imports[1].warnings.first)
        // The earlier file by its name only: reports never show folders.
        #expect(warning.reason == Message("household.duplicatesDropped", ["count": .number(6), "files": .text("a.ofx")]))
        #expect(Catalogue.english.render(warning.reason).contains("6 transactions already read from a.ofx were left out"))
    }

    @Test func overlappingDownloadsKeepTheUnion() {
        let first = Array(Self.october[0..<5]), second = Array(Self.october[1...])
        let report = F.report([Self.file("sept.csv", first), Self.file("oct.csv", second)])
        let once = F.report([Self.file("all.csv", Self.october)])
        #expect(report.currencies[0].transactionCount == once.currencies[0].transactionCount)
        #expect(report.currencies[0].moneyOut == once.currencies[0].moneyOut)
        #expect(report.currencies[0].moneyIn == once.currencies[0].moneyIn)
        #expect(report.duplicatesDropped == 4)
    }

    /// Two identical coffees on one day in one file are two coffees; a file holding one of them adds none,
    /// a file holding three adds the third.
    @Test func identicalTransactionsCountAsAMultiset() {
        let coffee = F.tx("2026-10-05", "-4.50", "CB Café")
        let two = F.report([Self.file("a.csv", [coffee, coffee])])
        #expect(two.currencies[0].transactionCount == 2)
        let plusOne = F.report([Self.file("a.csv", [coffee, coffee]), Self.file("b.csv", [F.tx("2026-10-05", "-4.50", "CB  CAFE")])])
        #expect(plusOne.currencies[0].transactionCount == 2)
        let plusThree = F.report([Self.file("a.csv", [coffee, coffee]), Self.file("b.csv", [coffee, coffee, coffee])])
        #expect(plusThree.currencies[0].transactionCount == 3)
        #expect(plusThree.duplicatesDropped == 2)
    }

    @Test func otherAccountsAndReusedIDsAreNotDuplicates() {
        let t = Self.withID(F.tx("2026-10-05", "-4.50", "CB CAFE"), "X1")
        let report = F.report([Self.file("a.ofx", [t], account: Account(id: "card-1")), Self.file("b.ofx", [t], account: Account(id: "card-2"))])
        #expect(report.currencies[0].transactionCount == 2)
        // A bank reusing an id for another amount (CIC OFX): both kept.
        let other = Self.withID(F.tx("2026-10-05", "-19.88", "AUCHAN"), "X1")
        let reused = F.report([Self.file("a.ofx", [t]), Self.file("b.ofx", [other])])
        #expect(reused.currencies[0].transactionCount == 2)
    }

    @Test func keepDuplicatesAddsEveryFile() {
        var options = ReportOptions(sections: ReportSection.allCases)
        options.keepDuplicates = true
        let report = F.report([Self.file("a.csv", Self.october), Self.file("b.csv", Self.october)], options: options)
        #expect(report.currencies[0].transactionCount == 12)
        #expect(report.duplicatesDropped == 0)
    }

    @Test func balancesOfOneAccountComeFromItsFirstAndLastStatements() {
        let report = F.report([
            Self.file("oct.csv", Array(Self.october[3...]), opening: "500.00", closing: "461.00", period: ("2026-10-04", "2026-10-31")),
            Self.file("sept.csv", Array(Self.october[..<4]), opening: "-1130.79", closing: "495.50", period: ("2026-09-30", "2026-10-05")),
        ])
        #expect(report.currencies[0].openingBalance == F.money("-1130.79"))
        #expect(report.currencies[0].closingBalance == F.money("461.00"))
        // Two accounts: no sum of their balances, each shows its own.
        let two = F.report([
            Self.file("a.csv", [Self.october[0]], account: Account(id: "1"), opening: "100", closing: "-1050"),
            Self.file("b.csv", [Self.october[1]], account: Account(id: "2"), opening: "10", closing: "-54.37"),
        ])
        #expect(two.currencies[0].openingBalance == nil && two.currencies[0].closingBalance == nil)
        #expect(two.currencies[0].accountCount == 2 && two.currencies[0].balancesPerAccount)
    }

    /// Any downloads of one account (windows of days, overlapping or not, some with the bank's ids)
    /// give the report of the days they cover, read once.
    @Test func mergingOverlappingFilesEqualsReadingTheirUnionOnce() async {
        let pool = [("-4.50", "CB CAFE"), ("-64.37", "CB CARREFOUR"), ("2845.16", "VIR SALAIRE"), ("-30.00", "CB PHARMACIE")]
        let input = zip(Gen.int(in: 0...3).array(of: 1...3).array(of: 5...15), Gen.int(in: 0...14).array(of: 2...8), Gen.bool)
        await propertyCheck(count: 200, input: input) { days, bounds, ids in
            var master: [(day: Int, t: Transaction)] = []
            for (d, items) in days.enumerated() {
                for (k, p) in items.enumerated() {
                    let t = F.tx("2026-10-\(d + 10)", pool[p].0, pool[p].1)
                    master.append((d, ids ? Self.withID(t, "D\(d)-\(k)") : t))
                }
            }
            var files: [ImportResult] = [], covered = Set<Int>()
            for pair in stride(from: 0, to: bounds.count - 1, by: 2) {
                let window = min(bounds[pair], bounds[pair + 1])...max(bounds[pair], bounds[pair + 1])
                covered.formUnion(window)
                files.append(Self.file("f\(pair).csv", master.filter { window.contains($0.day) }.map(\.t)))
            }
            let merged = F.report(files), once = F.report([Self.file("all.csv", master.filter { covered.contains($0.day) }.map(\.t))])
            #expect(merged.currencies.first?.transactionCount == once.currencies.first?.transactionCount)
            #expect(merged.currencies.first?.moneyIn == once.currencies.first?.moneyIn)
            #expect(merged.currencies.first?.moneyOut == once.currencies.first?.moneyOut)
            #expect(merged.currencies.first?.spending.map(\.spent) == once.currencies.first?.spending.map(\.spent))
        }
    }
}
