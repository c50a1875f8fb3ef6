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

@Suite struct CategorizerTests {
    static let rules = """
        rules:
          - match: {description: carrefour, amount: {max: -100}}
            category: Gros achats
          - match: {payee: {exact: "SNCF"}}
            category: travel
          - match: {memo: {regex: "^REF-[0-9]+$"}}
            category: Remboursements
          - match: {counterparty: "le petit zinc"}
            category: Le Zinc
          - match: {account: carte-camille, kind: card}
            category: Carte de Camille
          - match: {direction: in, description: cpam}
            category: health
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var transaction: Transaction
        var account: Account = Account()
        var source = "releve.csv"
        var category: String
        var reason: Categorizer.Reason
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a user rule wins over the built-in rules", transaction: Fixture.tx("2026-10-02", "-120.00", "CB CARREFOUR MARKET"),
             category: "Gros achats", reason: .userRule(index: 0)),
        Case(name: "a user rule's amount range is inclusive and signed", transaction: Fixture.tx("2026-10-02", "-100.00", "CB CARREFOUR"),
             category: "Gros achats", reason: .userRule(index: 0)),
        Case(name: "outside the range, the built-in rule applies", transaction: Fixture.tx("2026-10-02", "-64.37", "CB CARREFOUR MARKET"),
             category: "groceries", reason: .defaultRule(keyword: "carrefour")),
        Case(name: "a user rule wins over the source's category", transaction: Fixture.tx("2026-10-03", "-89.00", "BILLET", payee: "SNCF", category: "Transport"),
             category: "travel", reason: .userRule(index: 1)),
        Case(name: "exact is on the whole field", transaction: Fixture.tx("2026-10-03", "-89.00", "BILLET", payee: "SNCF CONNECT"),
             category: "transport", reason: .defaultRule(keyword: "sncf")),
        Case(name: "a regular expression sees the text as written", transaction: Fixture.tx("2026-10-04", "12.00", "VIREMENT", memo: "REF-12345"),
             category: "Remboursements", reason: .userRule(index: 2)),
        Case(name: "the counterparty is the description when there is no payee",
             transaction: Fixture.tx("2026-10-05", "-71.50", "CB RESTAURANT LE PETIT-ZINC 04/10"), category: "Le Zinc", reason: .userRule(index: 3)),
        Case(name: "the counterparty is the payee when there is one",
             transaction: Fixture.tx("2026-10-05", "-71.50", "LE PETIT ZINC", payee: "Brasserie du Port"), category: "restaurants",
             reason: .defaultRule(keyword: "brasserie")),
        Case(name: "an account rule sees the file name", transaction: Fixture.tx("2026-10-06", "-9.99", "ACHAT", kind: .card),
             source: "Samples/carte-camille-2026.csv", category: "Carte de Camille", reason: .userRule(index: 4)),
        Case(name: "an account rule needs every condition", transaction: Fixture.tx("2026-10-06", "-9.99", "ACHAT", kind: .debit),
             source: "carte-camille.csv", category: "uncategorized", reason: .none),
        Case(name: "an account rule sees the IBAN without spaces",
             transaction: Fixture.tx("2026-10-06", "-9.99", "ACHAT", kind: .card), account: Account(iban: "FR76 1234 CARTE CAMILLE"),
             category: "Carte de Camille", reason: .userRule(index: 4)),
        Case(name: "a direction rule", transaction: Fixture.tx("2026-10-15", "18.20", "VIR REMBOURSEMENT CPAM"),
             category: "health", reason: .userRule(index: 5)),
        Case(name: "the source's category when no user rule applies", transaction: Fixture.tx("2026-10-07", "-20.00", "CB LIDL", category: "Alimentation"),
             category: "Alimentation", reason: .source),
        Case(name: "a source category that names a built-in one becomes its key", transaction: Fixture.tx("2026-10-07", "-20.00", "X", category: "LOGEMENT"),
             category: "housing", reason: .source),
        Case(name: "keywords ignore case and accents", transaction: Fixture.tx("2026-10-08", "-60.00", "Prélèvement Électricité"),
             category: "utilities", reason: .defaultRule(keyword: "electricite")),
        Case(name: "a two-word keyword must be whole words", transaction: Fixture.tx("2026-10-08", "-19.99", "PRLV SEPA FREE MOBILE"),
             category: "telecom", reason: .defaultRule(keyword: "free mobile")),
        Case(name: "a specific keyword listed first wins", transaction: Fixture.tx("2026-10-08", "-10.00", "TESCO MOBILE TOPUP"),
             category: "telecom", reason: .defaultRule(keyword: "tesco mobile")),
        Case(name: "the earliest rule wins, not the earliest word", transaction: Fixture.tx("2026-10-09", "-5.00", "VIR SEPA NETFLIX"),
             category: "subscriptions", reason: .defaultRule(keyword: "netflix")),
        Case(name: "punctuation does not stop a keyword", transaction: Fixture.tx("2026-10-09", "-2.99", "APPLE.COM/BILL"),
             category: "subscriptions", reason: .defaultRule(keyword: "apple com bill")),
        Case(name: "a keyword is not found inside a word", transaction: Fixture.tx("2026-10-10", "-5.00", "FREEDOM CLUB"),
             category: "uncategorized", reason: .none),
        Case(name: "the payee and memo are read too", transaction: Fixture.tx("2026-10-10", "-5.00", "PAIEMENT", payee: "Deliveroo"),
             category: "restaurants", reason: .defaultRule(keyword: "deliveroo")),
        Case(name: "nothing matches", transaction: Fixture.tx("2026-10-11", "-150.00", "CHEQUE 0004213"),
             category: "uncategorized", reason: .none),
    ]

    @Test(arguments: cases)
    func categorizesInTheDocumentedOrder(_ c: Case) throws {
        let config = try Fixture.config(Self.rules)
        let categorizer = Categorizer(rules: config.rules)
        var subject = MatchSubject(c.transaction, account: AccountContext(account: c.account, source: c.source))
        let (category, reason) = categorizer.categorize(&subject)
        #expect(category == c.category)
        #expect(reason == c.reason)
    }

    @Test func userCategoriesAreKeptAsWrittenUnlessTheyNameABuiltInOne() throws {
        let config = try Fixture.config("""
            rules:
              - {match: {description: a}, category: "  Cantine des enfants"}
              - {match: {description: b}, category: Logement}
              - {match: {description: c}, category: RESTAURANTS ET CAFÉS}
              - {match: {description: d}, category: groceries}
            """)
        let categorizer = Categorizer(rules: config.rules)
        #expect(categorizer.categorize(Fixture.tx("2026-10-01", "-1", "a")).key == "  Cantine des enfants")
        #expect(categorizer.categorize(Fixture.tx("2026-10-01", "-1", "b")).key == "housing")
        #expect(categorizer.categorize(Fixture.tx("2026-10-01", "-1", "c")).key == "restaurants")
        #expect(categorizer.categorize(Fixture.tx("2026-10-01", "-1", "d")).key == "groceries")
    }

    @Test(arguments: [
        ("PRLV SEPA Électricité-de-France", "prlv sepa electricite de france"),
        ("  CB  CAFÉ   DES  AMIS  ", "cb cafe des amis"),
        ("Œuvre d’Art — Ærø", "oeuvre d art aero"),
        ("MÜNCHEN Straße", "munchen strasse"),
        ("Çà et là ÿ", "ca et la y"),
        ("1 234,56 €", "1 234 56"),
        ("Ελλάδα", "ελλαδα"),
        ("", ""),
    ])
    func foldsTextForMatching(text: String, folded: String) {
        #expect(TextFolding.string(text) == folded)
    }
}
