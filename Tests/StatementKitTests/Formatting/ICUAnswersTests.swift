import Testing

@testable import StatementLocalization
@testable import StatementModel
@testable import StatementResources
import StatementKitTestSupport

/// The day layouts and number styles of the supported locales are read at start-up from
/// `Resources/formats/icu-answers.tsv` instead of being learnt from ICU: the file must be exactly
/// what learning from this build's ICU gives (`RECORD_GOLDENS=1` rewrites it), and read back, each
/// answer must be the one learnt.
@Suite struct ICUAnswersTests {
    @Test func theFileIsWhatICUAnswers() {
        let failure = Golden.check(ICUAnswers.table(), against: "Resources/" + ICUAnswers.resource)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(ICUAnswers.regions == ReportLocale.icuRegions)
    }

    @Test(arguments: ReportLocale.supported)
    func everyRecordedAnswerReadsBackAsLearnt(locale: ReportLocale) throws {
        #expect(ICUAnswers.dayLayout(locale) == DayLayout(learning: locale), "\(locale)")
        let styles = ICUAnswers.styles(of: MoneyFormat(locale))
        #expect(styles.count == ICUAnswers.currencies.count * 4 + 14)
        for style in styles {
            let recorded = try #require(ICUAnswers.numberFormat(style.key, fractionDigits: style.fractionDigits), "\(style.key) is not recorded")
            #expect(recorded == LearntNumberFormat(fractionDigits: style.fractionDigits, reference: style.reference), "\(style.key)")
            // Asked with other digits than recorded, the answer is not taken.
            #expect(ICUAnswers.numberFormat(style.key, fractionDigits: style.fractionDigits + 1) == nil)
        }
        // A style not recorded is learnt from ICU.
        #expect(ICUAnswers.numberFormat("money \(locale.identifier) JPY 0 always", fractionDigits: 0) == nil)
    }

    @Test func escapesAndDayPatternsReadBack() throws {
        for text in ["", "a b", "\u{00A0}€", "\\{}", "1\u{202F}234,5\t%", "{d}"] {
            #expect(ICUAnswers.unescape(Substring(ICUAnswers.escape(text))) == text)
        }
        #expect(ICUAnswers.unescape("\\u{zz}") == nil && ICUAnswers.unescape("\\x") == nil)
        let pieces: [DayLayout.Piece] = [.weekdayName, .text(" "), .day, .text("\u{00A0}"), .monthName, .text(" {y}, "), .year]
        #expect(ICUAnswers.pieces(Substring(ICUAnswers.text(of: pieces))) == pieces)
        #expect(ICUAnswers.pieces("{dddd}") == nil && ICUAnswers.pieces("{d") == nil)
    }
}
