import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementConfig
@testable import StatementKit
@testable import StatementModel

/// A file that fails halfway is left out of the report, whether it fails while its rows still wait in
/// `StagedFile` or after they went on into the report; and a report of a thousand small files counts
/// what they share once.
@Suite struct StagedFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appending(path: name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The project's JSON form: one statement of `count` transactions, cut inside the last when `broken`.
    static func json(count: Int, account: String, broken: Bool) -> String {
        let transactions = (0..<count).map { i in
            #"{"id": "\#(account)-\#(i)", "bookingDate": "2026-10-\#(String(format: "%02d", i % 28 + 1))", "amount": "-\#(i % 90 + 1).00", "currency": "EUR", "description": "ACHAT \#(i)"}"#
        }
        let text = #"{"version": 1, "statements": [{"account": {"id": "\#(account)"}, "currency": "EUR", "transactions": ["#
            + transactions.joined(separator: ",\n") + "]}]}\n"
        return broken ? String(text.dropLast(40)) : text
    }

    /// An OFX statement of `count` transactions, cut inside the last when `broken`.
    static func ofx(count: Int, broken: Bool) -> String {
        var text = """
            OFXHEADER:100
            DATA:OFXSGML
            VERSION:102
            SECURITY:NONE
            ENCODING:USASCII
            CHARSET:1252
            COMPRESSION:NONE
            OLDFILEUID:NONE
            NEWFILEUID:NONE

            <OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>EUR
            <BANKACCTFROM><BANKID>1<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM>
            <BANKTRANLIST><DTSTART>20261001<DTEND>20261031

            """
        for i in 0..<count {
            text += "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>202610\(String(format: "%02d", i % 28 + 1))<TRNAMT>-1.00<FITID>\(i)<NAME>ACHAT \(i)</STMTTRN>\n"
        }
        text += broken ? "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2026" : "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n"
        return text
    }

    static func report(_ paths: [String]) -> (report: Report, failed: [String]) {
        let config = ReportConfig()
        let options = ReportOptions(config: config, sections: ReportSection.allCases)
        var accumulator = ReportBuilder(generatedOn: CalendarDay(iso: "2026-12-01")!, config: config, options: options).accumulator()
        var failed: [String] = []
        ReportSession().read(paths.map(InputSource.argument), into: &accumulator) { name, outcome in
            if case .failed = outcome { failed.append(name) }
        }
        return (accumulator.report(), failed)
    }

    @Test func aFileThatFailsHalfwayIsLeftOutWholeWhetherSmallOrLarge() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try Self.write("Date;Libellé;Montant\n01/10/2026;PRLV LOYER;-900,00\n03/10/2026;CB BOULANGERIE;-4,20\n", "a.csv", in: folder)
        let b = try Self.write(Self.json(count: 3, account: "B", broken: false), "b.json", in: folder)
        // Ten rows fail while they wait; 6,000 fail after 4,096 went on into the report.
        let small = try Self.write(Self.json(count: 10, account: "S", broken: true), "small.json", in: folder)
        let large = try Self.write(Self.ofx(count: 6000, broken: true), "large.ofx", in: folder)

        let expected = Self.report([a, b]).report
        let (report, failed) = Self.report([a, small, b, large])
        #expect(failed == [small, large])
        #expect(report.statements.map(\.source) == expected.statements.map(\.source))
        #expect(report.statements.map(\.transactionCount) == [2, 3])
        // The JSON's euros first, then the CSV's amounts, which have no currency (XXX).
        #expect(report.currencies.map(\.transactionCount) == [3, 2])
        #expect(report.currencies.map(\.moneyOut) == expected.currencies.map(\.moneyOut))
        #expect(report.transactions.count == expected.transactions.count)
        if report.transactions.count == expected.transactions.count {
            #expect(report.transactions.map(\.transaction.description) == expected.transactions.map(\.transaction.description))
        }
        // Read whole, the large file is all there.
        let whole = try Self.write(Self.ofx(count: 6000, broken: false), "whole.ofx", in: folder)
        #expect(Self.report([a, whole]).report.currencies.map(\.transactionCount) == [6000, 2])
    }

    /// A thousand files, each with three rows of its own and the same rent: the rent counts once. (Each file
    /// once copied the report's tables, and 3,000 files took 16 s: `Benchmarks/hostile`, case `files-3000`.)
    @Test func aThousandSmallFilesCountWhatTheyShareOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try (0..<1000).map { i in
            var text = "Date;Libellé;Montant\n01/10/2026;PRLV LOYER;-900,00\n"
            for d in 1...3 { text += "0\(d + 1)/10/2026;ACHAT \(i)-\(d);-\(d),00\n" }
            return try Self.write(text, String(format: "c%04d.csv", i), in: folder)
        }
        let (report, failed) = Self.report(paths)
        #expect(failed.isEmpty)
        #expect(report.statements.count == 1000)
        #expect(report.currencies.first?.transactionCount == 3001)
        #expect(report.currencies.first?.moneyOut.amount == Amount(exactly: "-6900.00")!)
    }
}
