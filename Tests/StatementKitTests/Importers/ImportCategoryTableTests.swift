import Foundation
import StatementKitTestSupport
import Testing

@testable import StatementAnalysis
@testable import StatementImport
@testable import StatementImporters
@testable import StatementModel
@testable import StatementResources

/// The importers' own categories and types mapped to ours (issue 17): every value a format documents
/// is in its table, and every category a table gives is one of ours.
@Suite struct ImportCategoryTableTests {
    /// Starling's SpendingCategory values, as its API reference (v2) lists them.
    static let starlingValues = """
        ADMIN BANK_CHARGES BIKE BILLS_AND_SERVICES BUCKET_LIST BUSINESS_ENTERTAINMENT CAR CASH CELEBRATION CHARITY CHILDREN
        CLIENT_REFUNDS CLOTHES COFFEE DEBT_REPAYMENT DIY DRINKS EATING_OUT EDUCATION EMERGENCY ENTERTAINMENT EQUIPMENT
        ESSENTIAL_SPEND EXPENSES FAMILY FITNESS FUEL GAMBLING GAMING GARDEN GENERAL GIFTS GROCERIES HOBBY HOLIDAYS HOME
        IMPULSE_BUY INCOME INSURANCE INVENTORY INVESTMENTS INVOICE_PAYMENTS LIFESTYLE LOAN_PRINCIPAL MAINTENANCE_AND_REPAIRS
        MARKETING MEDICAL MORTGAGE NONE NON_ESSENTIAL_SPEND OFFICE_EQUIPMENT OTHER OTHER_INCOME PAYMENTS PENSIONS PERSONAL_CARE
        PERSONAL_TRANSFERS PETS PRIVATE PROFESSIONAL_SERVICES PROJECTS RELATIONSHIPS RENT REVENUE SALARY SAVING SHOPPING
        SUBSCRIPTIONS TAKEAWAY TAX TAXI TRAINING TRANSFERS TRANSPORT TRAVEL UTILITIES VEHICLES WEDDING WELLBEING
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test func everyStarlingCategoryIsListedAndGivesOneOfOurs() throws {
        let text = try #require(ResourceStore.text("import/starling-categories.yaml"))
        let listed = Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: ":").first.map(String.init) })
        #expect(listed == Set(Self.starlingValues))
        for (value, key) in JSONStarling.categories.values where !key.isEmpty {
            #expect(CategoryCatalog.standard.isKnown(key), "\(value) → \(key)")
        }
        // Bills of every kind are not all energy and water: the rules decide.
        #expect(JSONStarling.category("BILLS_AND_SERVICES") == nil)
        #expect(JSONStarling.category("EATING_OUT") == "restaurants")
        #expect(JSONStarling.categories.values.count(where: { !$0.value.isEmpty }) > 50)
    }

    @Test func everyTypeGivesOneOfOurCategoriesAndAKind() throws {
        let table = CSVTypeTable.standard
        #expect(table.values.count > 40)
        for (value, entry) in table.values {
            #expect(entry.kind != nil || entry.category != nil, "\(value)")
            if let key = entry.category { #expect(CategoryCatalog.standard.isKnown(key), "\(value) → \(key)") }
        }
    }

    /// PayPal's withdrawal to the bank is a transfer, not cash (the `withdrawal` keyword would say cash).
    @Test func aPayPalWithdrawalToTheBankIsATransfer() throws {
        let text = """
            Date,Time,TimeZone,Name,Type,Status,Currency,Gross,Fee,Net
            13/10/2026,10:00:00,CET,,General Withdrawal - Bank Account,Completed,EUR,-200.00,0.00,-200.00
            14/10/2026,11:00:00,CET,Spotify,Subscription Payment,Completed,EUR,-10.99,0.00,-10.99
            15/10/2026,12:00:00,CET,Zalando,Payment Refund,Completed,EUR,45.00,0.00,45.00
            """
        let transactions = CSV.transactions(try CSV.read(text))
        #expect(transactions.count == 3)
        #expect(transactions.first?.kind == .transfer && transactions.last?.kind == .refund)
        let categorizer = Categorizer()
        #expect(transactions.map { categorizer.categorize($0).key } == ["transfers", "subscriptions", "shopping"])
    }

    /// A merchant category code from GoCardless gives the category; its bank transaction code the kind.
    @Test func goCardlessCodesGiveKindAndCategory() throws {
        let json = """
            {"transactions": {"booked": [
              {"transactionId": "t1", "bookingDate": "2026-10-02", "transactionAmount": {"amount": "-42.10", "currency": "EUR"},
               "remittanceInformationUnstructured": "SUPERMARCHE DU COIN", "bankTransactionCode": "PMNT-CCRD-POSD", "merchantCategoryCode": "5411"},
              {"transactionId": "t2", "bookingDate": "2026-10-03", "transactionAmount": {"amount": "-60.00", "currency": "EUR"},
               "remittanceInformationUnstructured": "PRLV SEPA EDF CLIENTS"}
            ]}}
            """
        let result = try JSONImporter().importFile(.bytes(Array(json.utf8), name: "gc.json"))
        let transactions = result.statements.flatMap(\.transactions)
        #expect(transactions.map(\.kind) == [.card, .directDebit])
        #expect(transactions.first?.category == "groceries")
    }
}
