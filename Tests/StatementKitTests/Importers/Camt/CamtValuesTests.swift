import Foundation
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

@Suite struct CamtValuesTests {
    func day(_ text: String) -> String? {
        var copy = text
        return copy.withUTF8 { CamtValues.day($0) }?.description
    }

    func amountOf(_ text: String) -> Amount? {
        var copy = text
        return copy.withUTF8 { b in try? CamtValues.amount(b) }
    }

    /// The day is the date part as written; a time or an offset never moves it.
    @Test(arguments: [
        ("2017-04-01", "2017-04-01"), ("2017-04-01+02:00", "2017-04-01"), ("2017-04-01Z", "2017-04-01"), ("2017-04-01-05:00", "2017-04-01"),
        ("2014-12-31T13:15:00+01:00", "2014-12-31"), ("2014-01-05T23:59:59.999Z", "2014-01-05"), ("2024-11-01T00:00:00", "2024-11-01"),
        ("2014-01-05T23:30:00-05:00", "2014-01-05"), ("2024-11-30T23:59:59.000000000+01:00", "2024-11-30"), (" 2024-02-29 ", "2024-02-29"),
    ])
    func keepsTheDayAsWritten(text: String, expected: String) {
        #expect(day(text) == expected)
    }

    @Test(arguments: ["", "2017-4-01", "2017-02-30", "01/04/2017", "2017-04-01T25:00:00", "2017-04-01T12:00", "2017-04-01+2", "2017-04-01X",
                      "2017-04-01T12:00:00.", "2017-04-01+02:00Z"])
    func rejectsWhatIsNotAnISODate(_ text: String) {
        #expect(day(text) == nil)
    }

    @Test(arguments: [("754.25", "754.25"), ("0.2", "0.2"), ("200000", "200000"), ("1.12345", "1.12345"), ("21903960.39", "21903960.39"),
                      (" 12.50 ", "12.50"), ("0", "0")])
    func readsPlainDecimalsExactly(text: String, expected: String) {
        #expect(amountOf(text) == amount(expected))
        #expect(amountOf(text)?.description == expected.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: ["-12.00", "+12", "1,234.56", "12,50", "EUR 12", "12.", "", "1.2.3", "(5)"])
    func rejectsWhatTheSchemaDoesNotAllow(_ text: String) {
        #expect(amountOf(text) == nil)
    }
}
