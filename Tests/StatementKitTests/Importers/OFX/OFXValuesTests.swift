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

@Suite struct OFXValuesTests {
    func day(_ text: String) -> String? {
        var copy = text
        return copy.withUTF8 { OFXValues.day($0) }?.description
    }

    func amountOf(_ text: String) throws(AmountParseError) -> Amount {
        var copy = text
        var result: Result<Amount, AmountParseError> = .failure(AmountParseError(reason: .empty, text: "", position: 0))
        copy.withUTF8 { b in
            do throws(AmountParseError) { result = .success(try OFXValues.amount(b)) } catch { result = .failure(error) }
        }
        return try result.get()
    }

    /// The day is always the first eight digits: an offset or a late hour never moves it.
    @Test(arguments: [
        ("20201201", "2020-12-01"), ("20201201120000", "2020-12-01"), ("20201201120000.000", "2020-12-01"),
        ("20201201120000.000[-8:PST]", "2020-12-01"), ("20201201235959[-8:PST]", "2020-12-01"), ("20201231230000[+14:LINT]", "2020-12-31"),
        ("20200101000000[-12]", "2020-01-01"), ("20091019120000[-3:BRT]", "2009-10-19"), ("20170407001841.262[0:GMT]", "2017-04-07"),
        ("20180804093914:014", "2018-08-04"), ("202012011200", "2020-12-01"), ("20201201120000 [-5:EST]", "2020-12-01"),
        ("20201201120000[+5:30:IST]", "2020-12-01"), ("20201201120000[-3.5:NST]", "2020-12-01"), ("  20240229  ", "2024-02-29"),
        ("20201201120000[+01:00]", "2020-12-01"),
    ])
    func keepsTheCalendarDayTheBankWrote(text: String, expected: String) {
        #expect(day(text) == expected)
    }

    @Test(arguments: ["", "2020120", "20201301", "20120231", "20230229", "2020-12-01", "20201201X", "202012011", "20201201250000",
                      "20201201126000", "20201201120000.", "20201201120000[", "20201201120000[-8:PST", "20201201120000[abc]", "00000101"])
    func rejectsWhatIsNotAnOFXDate(_ text: String) {
        #expect(day(text) == nil)
    }

    @Test(arguments: [
        ("-12.34", "-12.34"), ("12.34", "12.34"), ("+120", "120"), ("-11,76", "-11.76"), ("47,01", "47.01"), (".50", "0.50"),
        ("-.5", "-0.5"), ("1,234", "1.234"), ("1,234.56", "1234.56"), ("2863.2522955731815", "2863.2522955731815"),
        ("  -5.50 ", "-5.50"), ("0", "0"), ("-0.00", "0.00"),
    ])
    func readsAmountsWithAPointOrAComma(text: String, expected: String) throws {
        #expect(try amountOf(text) == amount(expected))
        #expect(try amountOf(text).description == amount(expected).description)
    }

    @Test(arguments: [("            .  ", AmountParseError.Reason.unexpectedCharacter), ("", .empty), ("12,34,56", .twoDecimalMarks),
                      ("1.2.3", .twoDecimalMarks), ("12a", .unexpectedCharacter), ("--1", .multipleSigns)])
    func rejectsWhatIsNotAnAmount(text: String, reason: AmountParseError.Reason) {
        #expect { try amountOf(text) } throws: { ($0 as? AmountParseError)?.reason == reason }
    }
}
