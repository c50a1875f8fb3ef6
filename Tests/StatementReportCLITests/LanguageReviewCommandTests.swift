import Foundation
import StatementKitTestSupport
import Testing

/// The language review's rows as a reader sees them in a report (issue 21,
/// `Documentation/LanguageReviewStatus.md`): dates, periods, estimates and balances.
@Suite struct LanguageReviewCommandTests {
    static let household = ["Samples/foyer-martin-carte-camille-2026-09-11.csv", "Samples/foyer-martin-compte-commun-2026-09-11.csv",
                            "--config", "Samples/foyer-martin.yaml"]

    /// The HTML "By person" block reads like the Markdown one: the verb, then the amount (U13, U14).
    @Test func theHTMLBalanceOfAPersonReadsVerbFirst() throws {
        let fr = try Tool.run(Self.household + ["--lang", "fr", "--sections", "splits"])
        #expect(fr.status == 0, "\(fr.stderr)")
        #expect(fr.stdout.contains(">doit recevoir 508,48\u{00A0}€</td>"), "\(fr.stdout)")
        #expect(fr.stdout.contains(">doit 508,48\u{00A0}€</td>"))
        #expect(!fr.stdout.contains(">-508,48\u{00A0}€</td>"))
        let en = try Tool.run(Self.household + ["--lang", "en-GB", "--sections", "splits"])
        #expect(en.stdout.contains(">owes €508.48</td>"), "\(en.stdout)")
        #expect(en.stdout.contains(">is owed €508.48</td>"))
    }

    /// Estimates without cents (N6), a round-up step without decimals (U15).
    @Test func estimatesAndStepsAreInWholeUnits() throws {
        let fr = try Tool.run(Self.household + ["--lang", "fr", "--format", "md", "--sections", "recurring,roundups"])
        #expect(fr.status == 0, "\(fr.stderr)")
        #expect(fr.stdout.contains("8 paiements réguliers, environ 18\u{202F}400\u{00A0}€ par an."), "\(fr.stdout)")
        #expect(fr.stdout.contains("vers le haut, à 1\u{00A0}€ près, vous auriez"))
        let en = try Tool.run(Self.household + ["--lang", "en", "--format", "md", "--sections", "recurring,roundups"])
        #expect(en.stdout.contains("8 recurring payments, about €18,400 a year."), "\(en.stdout)")
        #expect(en.stdout.contains("up to the next €1 would"))
    }

    /// British periods within a month take an unspaced en dash (N4); Swiss French writes no comma
    /// after the weekday (U16); a one-day period after "Période :" has no "le" (N8).
    @Test func periodsAndDaysAsEachRegionWritesThem() throws {
        let file = "Samples/compte-joint-2026-10.csv"
        let gb = try Tool.run([file, "--lang", "en-GB", "--format", "md", "--sections", "summary"])
        #expect(gb.stdout.contains("**Period**: 1–31 October 2026"), "\(gb.stdout)")
        let ch = try Tool.run([file, "--lang", "fr-CH", "--format", "md", "--sections", "days"])
        #expect(ch.stdout.contains("pic de dépenses le jeudi 1er\u{00A0}octobre 2026"), "\(ch.stdout)")
        #expect(!ch.stdout.contains("jeudi, "))
        let day = try Tool.run([file, "--lang", "fr", "--format", "md", "--sections", "accounts", "--from", "2026-10-05", "--to", "2026-10-05"])
        #expect(day.stdout.contains("**Période**\u{00A0}: 5\u{00A0}octobre 2026"), "\(day.stdout)")
        #expect(day.stdout.contains("comptabilisées le 5\u{00A0}octobre 2026"))
        let us = try Tool.run([file, "--lang", "en", "--format", "md", "--sections", "days"])
        #expect(us.stdout.contains("| Thu, Oct 1 "), "the days in en-US: \(us.stdout)")
    }
}
