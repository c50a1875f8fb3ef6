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

@Suite struct EmailAddressTests {
    @Test(arguments: ["camille@example.org", "a.b+tag@sub.example.co.uk", "x@[127.0.0.1]", "\"odd person\"@example.org",
                      "o'brien@example.ie", "user@localhost"])
    func validAddresses(_ text: String) throws {
        #expect(try EmailAddress(parsing: text).address == text)
    }

    @Test(arguments: [
        ("camille", "noAt"), ("@example.org", "noLocal"), ("camille@", "noDomain"), ("a..b@example.org", "badLocal"),
        (".a@example.org", "badLocal"), ("a b@example.org", "badLocal"), ("zoé@example.org", "nonASCII"),
        ("a@exa_mple.org", "badDomain"), ("a@-example.org", "badDomain"), ("a@example..org", "badDomain"), ("a@[999.1.1.1]", "badDomain"),
    ])
    func invalidAddressesSayWhy(_ text: String, _ why: String) {
        #expect(throws: EmailError(Message("email.badAddress", ["address": .text(text), "reason": .message(Message("email.why." + why))]))) {
            try EmailAddress(parsing: text)
        }
    }

    @Test func displayNamesAreParsedAndWrittenSafely() throws {
        let plain = try EmailAddress(parsing: "Camille Martin <camille@example.org>")
        #expect(plain.displayName == "Camille Martin")
        #expect(plain.headerPieces == ["Camille", "Martin", "<camille@example.org>"])
        let comma = try EmailAddress(parsing: "\"Martin, Camille\" <camille@example.org>")
        #expect(comma.displayName == "Martin, Camille")
        #expect(comma.headerPieces == ["\"Martin, Camille\"", "<camille@example.org>"])
        let quote = try EmailAddress("q@example.org", displayName: "Le \"Chef\" \\ moi")
        #expect(quote.headerPieces == ["\"Le \\\"Chef\\\" \\\\ moi\"", "<q@example.org>"])
        let accent = try EmailAddress(parsing: "Zoé <zoe@example.org>")
        #expect(accent.headerPieces == ["=?UTF-8?Q?Zo=C3=A9?=", "<zoe@example.org>"])
        #expect(accent.domain == "example.org")
    }

    @Test func aLineBreakCannotSmuggleAHeader() {
        #expect(throws: EmailError.self) { try EmailAddress(parsing: "x@example.org\nBcc: victim@example.org") }
        #expect(throws: EmailError.self) { try EmailAddress("x@example.org", displayName: "Eve\r\nBcc: v@example.org") }
    }

    @Test func listsSplitAtCommasOutsideQuotesAndAngles() throws {
        let list = try EmailAddress.list(parsing: "a@example.org, \"Martin, Alex\" <alex@example.org>,Zoé <z@example.org>")
        #expect(list.map(\.address) == ["a@example.org", "alex@example.org", "z@example.org"])
        #expect(list[1].displayName == "Martin, Alex")
        #expect(throws: EmailError.self) { try EmailAddress.list(parsing: " , ") }
    }
}
