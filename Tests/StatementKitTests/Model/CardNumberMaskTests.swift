@testable import StatementModel
@testable import StatementPresentation
import Testing

@Suite struct CardNumberMaskTests {
    @Test(arguments: [
        ("4417123456781235", "•••• 1235"),
        ("PAIEMENT CB 4417 1234 5678 1235 PARIS", "PAIEMENT CB •••• 1235 PARIS"),
        ("card 4417-1234-5678-1235.", "card •••• 1235."),
        ("220722 CB****6516", "220722 CB •••• 6516"),
        ("VISA XXXX XXXX XXXX 9876", "VISA •••• 9876"),
        ("4417 12XX XXXX 1234", "•••• 1234"),
    ])
    func cardNumbersAreMaskedToTheirLastFourDigits(text: String, shown: String) {
        #expect(CardNumberMask.masked(text) == shown)
    }

    @Test(arguments: [
        "4417123456781234",  // fails the Luhn check
        "FR76 3000 6000 0112 3456 7890 189",  // an IBAN
        "BE11 1234 5678 9012",  // an IBAN whose digits pass the Luhn check (KBC's test export)
        "export_BE11123456789012_20180304_1422.csv",  // the same in a file name
        "RF18539007547034",  // an ISO 11649 creditor reference whose digits pass the Luhn check
        "REF 123456789012",  // 12 digits
        "2026-11-25 12,50",
        "CARREFOUR 25/11",
        "",
    ])
    func otherNumbersAreLeftAsWritten(text: String) {
        #expect(CardNumberMask.masked(text) == text)
    }

    /// The look at the bytes that lets most texts with digits through untouched (no run of 13 digits
    /// or 8 with 4 masks) gives what looking at every scalar gives: texts of pieces chosen at random
    /// (a fixed seed) among digits, masks, separators, letters, IBAN country codes and accents.
    @Test func textsWithoutALongRunAreTheTextsTheScalarsLeaveAlone() {
        let pieces = [
            "4417", "1234", "5678", "1235", "0", "9", "12", "X", "x", "XXXX", "*", "****", "•", "••••", " ", "-", "  ", "--", "/", ".",
            "CB", "FR76", "BE", "RF", "a", "é", "\u{0301}", "VIR ", "2026-11-25", "4417123456781235",
        ]
        var generator = SplitMix64(seed: 20_261_128)
        func next(_ n: Int) -> Int { Int.random(in: 0..<n, using: &generator) }
        var masked = 0
        for _ in 0..<5_000 {
            let text = (0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined()
            let fourDigits = text.utf8.split { !($0 >= 0x30 && $0 <= 0x39) }.contains { $0.count >= 4 }
            let scalars = fourDigits ? CardNumberMask.maskingScalars(text, luhn: true) : text
            #expect(CardNumberMask.masked(text) == scalars, "\(text.debugDescription)")
            #expect(CardNumberMask.masked(text, luhn: false) == (fourDigits ? CardNumberMask.maskingScalars(text, luhn: false) : text))
            if scalars != text { masked += 1 }
        }
        #expect(masked > 100)
    }
}

@Suite struct CardAccountTests {
    @Test func aCardAccountsNumberIsMaskedInTheReport() throws {
        let names = AccountsSection.names(Account(id: "4417123456781234"), source: "/home/camille/relevés/northwind.qfx")
        #expect(names.name == "•••• 1234")
        #expect(AccountsSection.fileName("/home/camille/relevés/northwind.qfx") == "northwind.qfx")
    }
}
