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
}

@Suite struct CardAccountTests {
    @Test func aCardAccountsNumberIsMaskedInTheReport() throws {
        let names = AccountsSection.names(Account(id: "4417123456781234"), source: "/home/camille/relevés/northwind.qfx")
        #expect(names.name == "•••• 1234")
        #expect(AccountsSection.fileName("/home/camille/relevés/northwind.qfx") == "northwind.qfx")
    }
}
