import Foundation
import Testing

/// With only a language, the report's region follows its statements; a config locale of another
/// language never mixes its numbers with `--lang`'s words.
@Suite struct RegionCommandTests {
    @Test func langEnglishOnAStatementInPoundsIsBritish() throws {
        let run = try Tool.run(["report", "Samples/starling-2026-10.json", "--lang", "en", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"locale\": \"en-GB\""))
        let markdown = try Tool.run(["report", "Samples/starling-2026-10.json", "--lang", "en", "--format", "markdown"])
        #expect(markdown.stdout.contains("October 2026"))
        #expect(!markdown.stdout.contains("October 1, 2026"), "US dates in a British report")
    }

    @Test func anEnglishConfigLocaleDoesNotLendItsNumbersToFrench() throws {
        let run = try Tool.run(["report", "--config", "Samples/flat-42.yaml", "Samples/flat-42-sam-current-account-2026-09-11.csv",
                                "--lang", "fr", "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("8\u{202F}896,88\u{00A0}£GB"), "French numbers, and ICU’s French symbol for pounds")
        #expect(!run.stdout.contains("8,896.88"))
    }

    @Test func theConfigLocaleInTheSameLanguageStillWins() throws {
        let run = try Tool.run(["report", "--config", "Samples/flat-42.yaml", "Samples/flat-42-sam-current-account-2026-09-11.csv",
                                "--format", "json"])
        #expect(run.stdout.contains("\"locale\": \"en-GB\""))
        let american = try Tool.run(["report", "Samples/starling-2026-10.json", "--lang", "en", "--locale", "en-US", "--format", "json"])
        #expect(american.stdout.contains("\"locale\": \"en-US\""))
    }

    @Test func maxTransactionsMinusOneSaysTheValueMustBeZeroOrMore() throws {
        let run = try Tool.run(["Samples/starling-2026-10.json", "--max-transactions", "-1", "--lang", "fr"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Erreur\u{00A0}: --max-transactions doit valoir 0 ou plus, pas -1"), "\(run.stderr)")
    }

    @Test func aSplitwiseExportGivenAsAStatementIsRecognised() throws {
        let run = try Tool.run(["Samples/flat-42-splitwise.csv", "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("this looks like a Splitwise export, not a bank statement: list it under splitwise: in the configuration file"),
                "\(run.stderr)")
    }
}
