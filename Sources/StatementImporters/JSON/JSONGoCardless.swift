import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// GoCardless Bank Account Data (formerly Nordigen) account transactions, the Berlin Group /
/// PSD2 shape French and other European banks' data reaches aggregators in:
/// `{"transactions": {"booked": [...], "pending": [...]}}`, keys in camelCase or snake_case.
///
/// - `booked` items are booked, `pending` items pending (also a top-level `pending` array, which
///   some exports write beside `transactions`).
/// - Amount: `transactionAmount.amount`, a decimal string (`"-10.5000"` keeps its four digits),
///   signed by the bank; currency: `transactionAmount.currency`.
/// - Booking date: `bookingDate`, else the date part of `bookingDateTime`, else the value date
///   (pending items often have only that); value date: `valueDate` / `valueDateTime`.
/// - Counterparty: `creditorName` for money out, `debtorName` for money in (the other one when
///   only one is given). Description: `remittanceInformationUnstructured`, else the joined
///   `...UnstructuredArray`, else the structured forms, else `additionalInformation`, else the
///   counterparty. Id: `transactionId`, else `internalTransactionId`, else `entryReference`.
/// - Kind: `bankTransactionCode` (ISO family and sub-family), else the label's channel; category:
///   `merchantCategoryCode` (MCC) where `Resources/ofx/sic-categories.tsv` lists it.
/// - `currencyExchange.instructedAmount` in another currency becomes the original amount (the rate
///   is not used: a product of rates would not be exact).
package enum JSONGoCardless {
    package static func convert(_ item: JSONNode, pending: Bool, _ env: JSONRecordEnvironment, keys cache: inout JSONKeyCache)
        throws(JSONRecordProblem) -> JSONRecordOutcome
    {
        guard item.members != nil else { throw JSONRecordProblem(Message("json.recordNotObject", ["found": .message(item.typeMessage)]), at: item) }
        let f = JSONField.normalizedMembers(item, &cache)
        func text(_ key: String) throws(JSONRecordProblem) -> String? { try JSONField.text(f[key], key) }
        /// The first of `keys` that has a value.
        func first(_ keys: [String]) throws(JSONRecordProblem) -> String? {
            for key in keys { if let t = try text(key) { return t } }
            return nil
        }

        guard let amountNode = f["transactionamount"], !amountNode.isNull else {
            throw JSONRecordProblem(Message("json.missingField", ["field": "transactionAmount"]), at: item)
        }
        let (amount, currency) = try money(amountNode, "transactionAmount", &cache)

        let bookingNode = [f["bookingdate"], f["bookingdatetime"], f["valuedate"], f["valuedatetime"], f["transactiondate"]]
            .compactMap { $0 }.first { !$0.isBlank }
        guard let bookingNode else { throw JSONRecordProblem(Message("json.missingField", ["field": "bookingDate"]), at: item) }
        let day = try JSONField.day(bookingNode, "bookingDate")
        let valueNode = [f["valuedate"], f["valuedatetime"]].compactMap { $0 }.first { !$0.isBlank }
        let valueDay = try JSONField.optionalDay(valueNode, "valueDate")

        let creditor = try text("creditorname")
        let debtor = try text("debtorname")
        let counterparty = amount.isNegative ? creditor ?? debtor : debtor ?? creditor
        var description = try text("remittanceinformationunstructured")
        if description == nil { description = try joined(f["remittanceinformationunstructuredarray"], "remittanceInformationUnstructuredArray") }
        if description == nil { description = try text("remittanceinformationstructured") }
        if description == nil { description = try joined(f["remittanceinformationstructuredarray"], "remittanceInformationStructuredArray") }
        if description == nil { description = try text("additionalinformation") ?? counterparty }
        if description == nil { description = try text("proprietarybanktransactioncode") }
        var memo = try text("additionalinformation")
        if memo == description { memo = nil }

        var original: Money? = nil
        if let exchange = f["currencyexchange"], !exchange.isNull {
            let first = exchange.elements?.first ?? exchange
            if let instructed = JSONField.normalizedMembers(first, &cache)["instructedamount"], !instructed.isNull {
                let (m, c) = try money(instructed, "currencyExchange.instructedAmount", &cache)
                if c != currency { original = Money(amount.isNegative ? m.magnitude.negated : m.magnitude, c) }
            }
        }

        let sourceID = try first(["transactionid", "internaltransactionid", "entryreference"])
        // The kind from the ISO bank transaction code (`PMNT-CCRD-POSD`), else from the bank's label;
        // the card network's merchant category code gives a category.
        let code = try text("banktransactioncode")?.split(separator: "-").map(String.init) ?? []
        let coded = code.count >= 2 ? CamtEntry.kind(family: code[1], subFamily: code.count > 2 ? code[2] : nil) : nil
        let kind = coded ?? BankLabel(kind: BankLabel(description ?? "").kind).kind(negative: amount.isNegative)
        let category = try text("merchantcategorycode").flatMap { OFXMerchantCategories.category(sic: $0) }
        return .imported(Transaction(
            id: sourceID ?? env.contentID, hasSourceID: sourceID != nil,
            bookingDate: day, valueDate: valueDay, amount: Money(amount, currency), description: description ?? "",
            payee: counterparty, memo: memo,
            reference: try first(["endtoendid", "entryreference", "mandateid"]), category: category, kind: kind,
            status: pending ? .pending : .booked, originalAmount: original, location: env.location))
    }

    /// `{"amount": "-8.43", "currency": "EUR"}`.
    package static func money(_ node: JSONNode, _ field: String, _ cache: inout JSONKeyCache) throws(JSONRecordProblem) -> (Amount, Currency) {
        guard node.members != nil else { throw JSONField.wrongType(node, field, expected: "json.type.object") }
        let f = JSONField.normalizedMembers(node, &cache)
        guard let amountNode = f["amount"], !amountNode.isNull else {
            throw JSONRecordProblem(Message("json.missingField", ["field": .text(field + ".amount")]), at: node)
        }
        let amount = try JSONField.decimal(amountNode, field + ".amount")
        guard let currency = try JSONField.currency(f["currency"], field + ".currency") else {
            throw JSONRecordProblem(Message("json.missingField", ["field": .text(field + ".currency")]), at: node)
        }
        return (amount, currency)
    }

    /// The strings of an array, joined by spaces; nil when absent or empty.
    package static func joined(_ node: JSONNode?, _ field: String) throws(JSONRecordProblem) -> String? {
        guard let node, !node.isNull else { return nil }
        guard let elements = node.elements else { return try JSONField.text(node, field) }
        var parts: [String] = []
        for e in elements { if let t = try JSONField.text(e, field) { parts.append(t) } }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
