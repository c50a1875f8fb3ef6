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

/// The reports of every real statement of the corpus (HTML and Markdown in French and English, and
/// the JSON report), read from an absolute path as a user would give it, travel safely by mail: no
/// card number in clear (13 to 19 digits passing the Luhn check), no folder of the input (the file is
/// named by its name only), and no bank placeholder (`NOTPROVIDED`, `N/A`...) shown as a description
/// or a payee. The copied files are checked on every clone; the others when `../shared/corpus` is
/// beside it (else that test is skipped and says why).
@Suite struct ReportPrivacyTests {
    /// Texts a bank writes where it has nothing to say.
    static let placeholders: Set<String> = ["NOTPROVIDED", "NOT PROVIDED", "NONREF", "N/A", "NA", "NONE"]

    /// JSON keys whose values are the source's identifiers, not text shown to people: a transaction's
    /// id and the bank's reference are kept as the file wrote them (scripts match on them).
    static let identifierKeys: Set<String> = ["id", "reference"]

    @Test(arguments: CorpusGoldenTests.statements)
    func theReportsOfACopiedFileKeepItsSecrets(_ path: String) throws {
        try check(Corpus.fixtures.appending(path: path))
    }

    @Test(.enabled(if: Corpus.sharedIsPresent, Comment(rawValue: Corpus.notCopiedReason())), arguments: Corpus.notCopiedPaths())
    func theReportsOfASharedFileKeepItsSecrets(_ path: String) throws {
        try check(Corpus.shared.appending(path: path))
    }

    func check(_ url: URL) throws {
        let result = try ReportSession().importFile(.file(url.path))
        let options = ReportOptions(config: ReportConfig(), explain: true)
        let report = ReportBuilder(generatedOn: CalendarDay(year: 2026, month: 11, day: 22)!, config: ReportConfig(), options: options).build([result])
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        for locale in [ReportLocale.french, .english] {
            let document = ReportDocument(report, locale: locale)
            for format in [OutputFormat.html, .markdown, .json] {
                let text = try #require(format.renderer).render(document)
                let label = "\(name), \(format), \(locale.language)"
                #expect(!text.contains(folder), "\(label): names the folder \(folder)")
                #expect(!text.contains("/" + name), "\(label): names the file with a folder")
                #expect(!text.contains("NOTPROVIDED"), "\(label): shows NOTPROVIDED")
                if format == .json {
                    try checkJSON(text, label)
                } else {
                    #expect(Self.cardNumbers(in: text).isEmpty, "\(label): card numbers in clear: \(Self.cardNumbers(in: text).prefix(3))")
                }
            }
        }
    }

    /// Every text of the JSON report but identifiers: no card number in clear; descriptions and payees
    /// are never a placeholder.
    func checkJSON(_ text: String, _ label: String) throws {
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8))
        var found: [String] = []
        func walk(_ value: Any, key: String?) {
            if let object = value as? [String: Any] {
                for (k, v) in object { walk(v, key: k) }
            } else if let array = value as? [Any] {
                for v in array { walk(v, key: key) }
            } else if let string = value as? String, let key, !Self.identifierKeys.contains(key) {
                found += Self.cardNumbers(in: string).map { "\(key): \($0)" }
                if ["description", "payee", "name"].contains(key), Self.placeholders.contains(string.trimmingCharacters(in: .whitespaces).uppercased()) {
                    found.append("\(key): placeholder “\(string)”")
                }
            }
        }
        walk(root, key: nil)
        #expect(found.isEmpty, "\(label): \(found.prefix(5))")
    }

    /// Runs of 13 to 19 digits (spaces or dashes between groups), not all zeros, that pass the Luhn check
    /// and are not part of a longer word or number (an IBAN's digits follow its letters).
    static func cardNumbers(in text: String) -> [String] {
        let s = Array(text.unicodeScalars)
        func isDigit(_ i: Int) -> Bool { i >= 0 && i < s.count && s[i].value >= 0x30 && s[i].value <= 0x39 }
        func isWordish(_ i: Int) -> Bool { i >= 0 && i < s.count && (isDigit(i) || s[i].properties.isAlphabetic) }
        var out: [String] = []
        var i = 0
        while i < s.count {
            guard isDigit(i), !isWordish(i - 1) else {
                i += 1
                continue
            }
            var digits: [UInt32] = []
            var j = i
            var end = i
            while j < s.count {
                if isDigit(j) {
                    digits.append(s[j].value - 0x30)
                    j += 1
                    end = j
                } else if s[j] == " " || s[j] == "-", isDigit(j + 1) {
                    j += 1
                } else {
                    break
                }
            }
            // All zeros (a blank account number in test files) passes the check but is no card's.
            if (13...19).contains(digits.count), !isWordish(end), digits.contains(where: { $0 != 0 }), luhn(digits) {
                out.append(String(String.UnicodeScalarView(s[i..<end])))
            }
            i = max(end, i + 1)
        }
        return out
    }

    static func luhn(_ digits: [UInt32]) -> Bool {
        var sum: UInt32 = 0
        for (k, d) in digits.reversed().enumerated() {
            var v = d
            if k % 2 == 1 { v *= 2; if v > 9 { v -= 9 } }
            sum += v
        }
        return sum % 10 == 0
    }

    @Test func theCardNumberFinderKnowsACardFromAnIBANOrAMaskedNumber() {
        #expect(Self.cardNumbers(in: "CARTE 4973 0196 0694 5793 CARREFOUR") == ["4973 0196 0694 5793"])
        #expect(Self.cardNumbers(in: "card 4973-0196-0694-5793.") == ["4973-0196-0694-5793"])
        #expect(Self.cardNumbers(in: "CB •••• 5793, BE11123456789012, 4973019606945794") == [])
    }
}
