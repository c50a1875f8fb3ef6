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

/// The configuration file: what it accepts, and every mistake located by line and column.
@Suite struct ReportConfigTests {
    static let complete = """
        locale: fr-CH
        report:
          title: Foyer — novembre
          sections: [summary, spending, splits]
          max_transactions: 50
          from: 2026-11-01
          to: 2026-11-30
          accounts: [compte-commun, {regex: "^FR76"}]
          top: 5
        people:
          - name: Camille
            accounts: [compte-commun, carte-camille]
          - Alex
        rules:
          - match: {description: biocoop, amount: {min: -200, max: 0}, kind: [card, debit], direction: out}
            category: Courses bio
          - match: {payee: {exact: "SNCF"}, counterparty: {regex: "(?i)voyage"}, memo: billet, account: carte}
            category: Logement
        splits:
          - category: housing
            shares: {Camille: 2, Alex: 1}
          - category: [groceries, Courses bio]
            equal: [Camille, Alex]
            paid_by: Camille
          - match: {description: forfait}
            exact: {Camille: 19.99}
            adjust: {Alex: +1.50, Camille: -1.50}
          - match: {description: vacances}
            percent: {Camille: 60, Alex: 40}
        splitwise: [groupe.csv]
        roundups:
          step: 5
        csv:
          profiles: {anything: [goes, here, for now]}
        email:
          to: someone@example.org
        """

    @Test func readsEverySection() throws {
        let config = try ReportConfig(yaml: Self.complete, file: "conf/statement-report.yaml")
        #expect(config.locale == "fr-CH")
        #expect(config.report.title == "Foyer — novembre")
        #expect(config.report.sections == [.summary, .spending, .splits])
        #expect(config.report.maxTransactions == 50)
        #expect(config.report.from == CalendarDay(year: 2026, month: 11, day: 1))
        #expect(config.report.to == CalendarDay(year: 2026, month: 11, day: 30))
        #expect(config.report.accounts.map(\.kind) == [.contains, .regex])
        #expect(config.report.top == 5)
        #expect(config.people.map(\.name) == ["Camille", "Alex"])
        #expect(config.people[0].accounts.map(\.text) == ["compte-commun", "carte-camille"])
        #expect(config.rules.map(\.category) == ["Courses bio", "Logement"])
        #expect(config.rules.map(\.line) == [15, 17])
        let first = config.rules[0].match
        #expect(first.amount == AmountRange(min: Amount(-200), max: Amount(0)))
        #expect(first.kinds == [.card, .debit])
        #expect(first.direction == .moneyOut)
        #expect(config.rules[1].match.payee.first?.kind == .exact)
        #expect(config.rules[1].match.counterparty.first?.kind == .regex)
        #expect(config.splits.count == 4)
        #expect(config.splits[0].method == .shares([PersonAmount("Camille", Amount(2)), PersonAmount("Alex", Amount(1))]))
        #expect(config.splits[1].categories == ["groceries", "Courses bio"])
        #expect(config.splits[1].method == .equal(["Camille", "Alex"]))
        #expect(config.splits[1].paidBy == ["Camille"])
        #expect(config.splits[2].method == nil)
        #expect(config.splits[2].exact == [PersonAmount("Camille", Amount(exactly: "19.99")!)])
        #expect(config.splits[2].adjustments == [PersonAmount("Alex", Amount(exactly: "1.50")!), PersonAmount("Camille", Amount(exactly: "-1.50")!)])
        #expect(config.splits[3].method == .percent([PersonAmount("Camille", Amount(60)), PersonAmount("Alex", Amount(40))]))
        #expect(config.splitwise == ["groupe.csv"])
        #expect(config.splitwisePaths == ["conf/groupe.csv"])
        #expect(config.roundUps == RoundUpSettings(step: 5))
    }

    @Test func anEmptyFileIsAnEmptyConfiguration() throws {
        let config = try ReportConfig(yaml: "# nothing yet\n")
        #expect(config.people.isEmpty && config.rules.isEmpty && config.splits.isEmpty && config.roundUps == nil)
        #expect(config.report.sections == nil)
    }

    @Test func roundupsWithoutAValueUseStepOne() throws {
        #expect(try ReportConfig(yaml: "roundups:\n").roundUps == RoundUpSettings(step: 1))
        #expect(try ReportConfig(yaml: "roundups: {}\n").roundUps == RoundUpSettings(step: 1))
    }

    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var key: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "a misspelt key, with a suggestion", yaml: "rules:\n  - match: {description: bio}\n    catgory: Bio\n",
                key: "config.unknownKeyNear", line: 3, column: 5),
        Mistake(name: "an unknown top-level key", yaml: "locale: fr\ncolour: 100\n", key: "config.unknownKey", line: 2, column: 1),
        Mistake(name: "an unknown key in a match", yaml: "rules:\n  - category: X\n    match: {descrption: a}\n",
                key: "config.unknownKeyNear", line: 3, column: 13),
        Mistake(name: "a key given twice", yaml: "people: [A]\nlocale: fr\npeople: [B]\n", key: "config.duplicateKey", line: 3, column: 1),
        Mistake(name: "broken YAML", yaml: "rules:\n  - match: {description: \"abc}\n", key: "config.syntax", line: 2, column: 26),
        Mistake(name: "bad indentation", yaml: "report:\n  title: a\n   top: 3\n", key: "config.syntax", line: 3, column: 7),
        Mistake(name: "a list where a mapping is expected", yaml: "report: [a, b]\n", key: "config.expectedMapping", line: 1, column: 9),
        Mistake(name: "a text where a list is expected", yaml: "rules: none\n", key: "config.expectedList", line: 1, column: 8),
        Mistake(name: "a word where a number is expected", yaml: "report:\n  max_transactions: lots\n", key: "config.expectedNumber", line: 2, column: 21),
        Mistake(name: "a missing match", yaml: "rules:\n  - category: X\n", key: "config.missingKey", line: 2, column: 5),
        Mistake(name: "a bad amount", yaml: "rules:\n  - category: X\n    match: {amount: {min: \"12,50\"}}\n", key: "config.badAmount", line: 3, column: 27),
        Mistake(name: "a reversed amount range", yaml: "rules:\n  - category: X\n    match: {amount: {min: 10, max: -10}}\n", key: "config.reversedRange", line: 3, column: 21),
        Mistake(name: "a bad date", yaml: "report:\n  from: 01/11/2026\n", key: "config.badDate", line: 2, column: 9),
        Mistake(name: "a reversed period", yaml: "report:\n  from: 2026-11-30\n  to: 2026-11-01\n", key: "config.reversedPeriod", line: 3, column: 7),
        Mistake(name: "an unknown section", yaml: "report:\n  sections: [summary, spendings]\n", key: "config.badChoice", line: 2, column: 23),
        Mistake(name: "an unknown kind", yaml: "rules:\n  - category: X\n    match: {kind: [card, carte]}\n", key: "config.badChoice", line: 3, column: 26),
        Mistake(name: "a bad direction", yaml: "rules:\n  - category: X\n    match: {direction: outgoing}\n", key: "config.badChoice", line: 3, column: 24),
        Mistake(name: "a bad regular expression", yaml: "rules:\n  - category: X\n    match: {memo: {regex: \"(abc\"}}\n", key: "config.badRegex", line: 3, column: 27),
        Mistake(name: "a pattern with two kinds", yaml: "rules:\n  - category: X\n    match: {memo: {regex: a, exact: b}}\n", key: "config.patternKind", line: 3, column: 19),
        Mistake(name: "a pattern of punctuation only", yaml: "rules:\n  - category: X\n    match: {memo: \"--\"}\n", key: "config.patternNoLetters", line: 3, column: 19),
        Mistake(name: "an unknown locale", yaml: "locale: de-DE\n", key: "config.badLocale", line: 1, column: 9),
        Mistake(name: "a person declared twice", yaml: "people: [Alex, Camille, Alex]\n", key: "config.duplicatePerson", line: 1, column: 25),
        Mistake(name: "splits without people", yaml: "splits:\n  - category: housing\n", key: "config.splitsWithoutPeople", line: 1, column: 1),
        Mistake(name: "a split naming an undeclared person", yaml: "people: [Camille, Alex]\nsplits:\n  - category: housing\n    shares: {Camille: 2, Alx: 1}\n",
                key: "config.unknownPerson", line: 4, column: 26),
        Mistake(name: "an undeclared payer", yaml: "people: [A, B]\nsplits:\n  - category: x\n    paid_by: [A, C]\n", key: "config.unknownPerson", line: 4, column: 18),
        Mistake(name: "a split without category or match", yaml: "people: [A]\nsplits:\n  - equal: [A]\n", key: "config.splitNeedsSelector", line: 3, column: 5),
        Mistake(name: "two split methods", yaml: "people: [A, B]\nsplits:\n  - category: x\n    equal: [A, B]\n    shares: {A: 1, B: 2}\n",
                key: "config.splitTwoMethods", line: 5, column: 5),
        Mistake(name: "percentages that miss 100", yaml: "people: [A, B]\nsplits:\n  - category: x\n    percent: {A: 60, B: 30}\n",
                key: "config.percentTotal", line: 4, column: 14),
        Mistake(name: "a zero share", yaml: "people: [A, B]\nsplits:\n  - category: x\n    shares: {A: 0, B: 1}\n", key: "config.shareNotPositive", line: 4, column: 17),
        Mistake(name: "a negative exact amount", yaml: "people: [A, B]\nsplits:\n  - category: x\n    exact: {A: -3}\n", key: "config.exactNegative", line: 4, column: 16),
        Mistake(name: "a round-up step of 2", yaml: "roundups:\n  step: 2\n", key: "config.badStep", line: 2, column: 9),
        Mistake(name: "a negative max_transactions", yaml: "report:\n  max_transactions: -1\n", key: "config.negativeCount", line: 2, column: 21),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsLocated(_ mistake: Mistake) throws {
        let error = try #require(throws: ConfigError.self) { try ReportConfig(yaml: mistake.yaml, file: "c.yaml") }
        #expect(error.message.key == mistake.key, "\(error)")
        #expect(error.location.file == "c.yaml")
        #expect(error.location.line == mistake.line, "\(error)")
        #expect(error.location.column == mistake.column, "\(error)")
        if error.location.line > 0 {
            let lines = mistake.yaml.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(error.lineText == String(lines[error.location.line - 1]))
        }
    }

    /// The same mistakes in a file saved on Windows (`\r\n`): the same place, and the line it points at.
    @Test(arguments: mistakes)
    func aMistakeIsLocatedWithWindowsLineEnds(_ mistake: Mistake) throws {
        let yaml = mistake.yaml.replacingOccurrences(of: "\n", with: "\r\n")
        let error = try #require(throws: ConfigError.self) { try ReportConfig(yaml: yaml, file: "c.yaml") }
        #expect(error.message.key == mistake.key, "\(error)")
        #expect(error.location.line == mistake.line && error.location.column == mistake.column, "\(error)")
        if error.location.line > 0 {
            let lines = mistake.yaml.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(error.lineText == String(lines[error.location.line - 1]))
        }
    }

    @Test func aMisspeltKeyIsNamedWithItsSuggestionInBothLanguages() throws {
        let error = try #require(throws: ConfigError.self) { try ReportConfig(yaml: "report:\n  tilte: x\n") }
        #expect(Catalogue.english.render(error.message)
            == "unknown key “tilte”: did you mean “title”? (expected one of title, sections, max_transactions, from, to, accounts, top, template, depth, base_currency, rates)")
        #expect(Catalogue.french.render(error.message).hasPrefix("clé inconnue «\u{00A0}tilte\u{00A0}»\u{00A0}: vouliez-vous dire «\u{00A0}title\u{00A0}»\u{202F}?"))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(throws: ConfigError.self) {
            try ReportConfig(yaml: "report:\n  title: « Été »\n  tïtre: x\n")
        }
        #expect(error.location.line == 3)
        #expect(error.location.column == 3)
        let other = try #require(throws: ConfigError.self) {
            try ReportConfig(yaml: "people: [Zoé, Chloé]\nsplits:\n  - category: é\n    shares: {Zoé: 1, Chloe: 1}\n")
        }
        #expect(other.location.column == 22)
    }

    @Test func reservedSectionsDecodeLaterWithTheirPositions() throws {
        struct Email: Decodable {
            var to: String
            init(from decoder: any Decoder) throws {
                let m = try StrictMapping(decoder, section: "email", known: ["to"])
                to = try m.decode("to")
            }
        }
        let config = try ReportConfig(yaml: "locale: en\nemail:\n  to: a@example.org\n", file: "c.yaml")
        #expect(try config.decodeSection("email", as: Email.self)?.to == "a@example.org")
        #expect(try config.decodeSection("csv", as: Email.self) == nil)

        let typo = try ReportConfig(yaml: "locale: en\nemail:\n  too: a@example.org\n", file: "c.yaml")
        let error = try #require(throws: ConfigError.self) { try typo.decodeSection("email", as: Email.self) }
        #expect(error.message.key == "config.unknownKeyNear")
        #expect(error.location.line == 3)
        #expect(error.location.column == 3)
    }

    @Test func loadsAFileAndFindsTheDefaultOne() throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: "config-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(ReportConfig.defaultPath(in: dir.path) == nil)
        let file = dir.appending(path: ReportConfig.defaultFileName)
        try Data("\u{FEFF}people: [Camille]\n".utf8).write(to: file)
        #expect(ReportConfig.defaultPath(in: dir.path) == file.path)
        let config = try ReportConfig.load(path: file.path)
        #expect(config.people.map(\.name) == ["Camille"])
        #expect(config.file == file.path)

        let missing = try #require(throws: ConfigError.self) { try ReportConfig.load(path: dir.appending(path: "none.yaml").path) }
        #expect(missing.kind == .unreadable)
        #expect(missing.message.key == "input.notFound")
        let folder = try #require(throws: ConfigError.self) { try ReportConfig.load(path: dir.path) }
        #expect(folder.message.key == "config.isDirectory")
        let latin1 = dir.appending(path: "latin1.yaml")
        try Data([0x70, 0x65, 0x6F, 0x70, 0x6C, 0x65, 0x3A, 0x20, 0x5B, 0x5A, 0x6F, 0xE9, 0x5D, 0x0A]).write(to: latin1)
        let encoding = try #require(throws: ConfigError.self) { try ReportConfig.load(path: latin1.path) }
        #expect(encoding.message.key == "config.notUTF8")
    }

    @Test func theSamplesConfigurationsUseEveryKindOfSplit() throws {
        let flat = try ReportConfig.load(path: Paths.samples.appending(path: "flat-42.yaml").path)
        #expect(flat.splits.contains { !$0.exact.isEmpty })
        #expect(flat.splits.contains { if case .percent = $0.method { return true } else { return false } })
        #expect(flat.splits.contains { if case .shares = $0.method { return true } else { return false } })
        let foyer = try ReportConfig.load(path: Paths.samples.appending(path: "foyer-martin.yaml").path)
        #expect(foyer.splits.contains { if case .equal = $0.method { return true } else { return false } })
        #expect(foyer.splits.contains { $0.match != nil })
    }
}
