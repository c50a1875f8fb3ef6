import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources
import Yams

/// Starling Bank feed items (`GET /api/v2/feed/account/{accountUid}/category/{categoryUid}`):
/// `{"feedItems": [{"feedItemUid", "amount": {"currency", "minorUnits"}, "direction", "status", ...}]}`.
///
/// - The amount is `amount.minorUnits` in the currency's minor unit, signed by `direction`
///   (`OUT` is money out); `sourceAmount` in another currency becomes the original amount.
/// - `status`: `SETTLED` and `REFUNDED` are booked; `PENDING`, `UPCOMING` and `RETRYING` pending;
///   `DECLINED`, `REVERSED` and `ACCOUNT_CHECK` did not move money: skipped, with the reason.
/// - Booking date: the calendar day of `transactionTime` as written (Starling writes UTC);
///   value date: that of `settlementTime`.
/// - `spendingCategory` maps to a category key by `Resources/import/starling-categories.yaml`.
package enum JSONStarling {
    package static func convert(_ item: JSONNode, _ env: JSONRecordEnvironment) throws(JSONRecordProblem) -> JSONRecordOutcome {
        guard item.members != nil else { throw JSONRecordProblem(Message("json.recordNotObject", ["found": .message(item.typeMessage)]), at: item) }
        let status = try JSONField.text(item["status"], "status")?.uppercased()
        let transactionStatus: TransactionStatus
        switch status {
        case nil, "SETTLED", "REFUNDED": transactionStatus = .booked
        case "PENDING", "UPCOMING", "RETRYING": transactionStatus = .pending
        case "DECLINED", "REVERSED", "ACCOUNT_CHECK":
            let key = status == "DECLINED" ? "json.starling.declined" : status == "REVERSED" ? "json.starling.reversed" : "json.starling.accountCheck"
            return .skipped(.declined, Message(key, ["status": .text(status!)]), at: item["status"] ?? item)
        default:
            throw JSONRecordProblem(Message("json.badStatus", ["field": "status", "text": .text(status!)]), at: item["status"]!)
        }

        let amountNode = try JSONField.required(item, "amount")
        let (magnitude, currency) = try money(amountNode, "amount")
        let directionNode = try JSONField.required(item, "direction")
        let out: Bool
        switch try JSONField.text(directionNode, "direction")?.uppercased() {
        case "OUT": out = true
        case "IN": out = false
        default:
            throw JSONRecordProblem(Message("json.badDirection", ["field": "direction", "text": .text(directionNode.scalarText ?? "")]), at: directionNode)
        }
        let signed = out ? magnitude.negated : magnitude

        var original: Money? = nil
        if let source = item["sourceAmount"], !source.isNull {
            let (m, c) = try money(source, "sourceAmount")
            if c != currency { original = Money(out ? m.negated : m, c) }
        }

        let timeNode = item["transactionTime"] ?? item["settlementTime"] ?? item["updatedAt"]
        guard let timeNode else { throw JSONRecordProblem(Message("json.missingField", ["field": "transactionTime"]), at: item) }
        let day = try JSONField.day(timeNode, "transactionTime")
        let valueDay = try JSONField.optionalDay(item["settlementTime"], "settlementTime")

        let counterparty = try JSONField.text(item["counterPartyName"], "counterPartyName")
        let reference = try JSONField.text(item["reference"], "reference")
        let source = try JSONField.text(item["source"], "source")
        let category = try JSONField.text(item["spendingCategory"], "spendingCategory").flatMap(category)
        let sourceID = try JSONField.text(item["feedItemUid"], "feedItemUid")
        return .imported(Transaction(
            id: sourceID ?? env.contentID, hasSourceID: sourceID != nil,
            bookingDate: day, valueDate: valueDay == day ? nil : valueDay,
            amount: Money(signed, currency),
            description: counterparty ?? reference ?? source ?? "",
            payee: counterparty, memo: try JSONField.text(item["userNote"], "userNote"), reference: reference,
            category: category, kind: source.flatMap { kind($0, out: out) }, status: transactionStatus,
            originalAmount: original, location: env.location))
    }

    /// `{"currency": "GBP", "minorUnits": 1250}` → 12.50 GBP (a magnitude: the direction gives the sign).
    package static func money(_ node: JSONNode, _ field: String) throws(JSONRecordProblem) -> (Amount, Currency) {
        guard node.members != nil else { throw JSONField.wrongType(node, field, expected: "json.type.object") }
        guard let currency = try JSONField.currency(node["currency"], field + ".currency") else {
            throw JSONRecordProblem(Message("json.missingField", ["field": .text(field + ".currency")]), at: node)
        }
        let unitsNode = try JSONField.required(node, "minorUnits")
        let units = try JSONField.decimal(unitsNode, field + ".minorUnits")
        guard units.normalized.scale == 0 else {
            throw JSONRecordProblem(Message("json.notMinorUnits", ["field": .text(field + ".minorUnits"), "text": .text(unitsNode.scalarText ?? "")]), at: unitsNode)
        }
        return (Amount(minorUnits: units.normalized.units, digits: currency.minorUnits).magnitude, currency)
    }

    /// The kind of movement from Starling's `source`.
    package static func kind(_ source: String, out: Bool) -> TransactionKind? {
        switch source.uppercased() {
        case "MASTER_CARD", "MASTERCARD_MONEYSEND", "MASTERCARD_CHARGEBACK", "APPLE_PAY", "GOOGLE_PAY": return out ? .card : .refund
        case "DIRECT_DEBIT", "SEPA_DIRECT_DEBIT": return .directDebit
        case "STANDING_ORDER": return .standingOrder
        case "FASTER_PAYMENTS_IN", "FASTER_PAYMENTS_OUT", "INTERNAL_TRANSFER", "SEPA_CREDIT_TRANSFER", "CHAPS", "DIRECT_CREDIT":
            return .transfer
        case "CASH_WITHDRAWAL": return .withdrawal
        case "CASH_DEPOSIT", "NOSTRO_DEPOSIT": return .deposit
        case "INTEREST_PAYMENT", "OVERDRAFT": return .interest
        case "CARD_FEE_CHARGE", "CASH_WITHDRAWAL_CHARGE", "CASH_DEPOSIT_CHARGE", "SUBSCRIPTION_CHARGE", "BRITISH_BUSINESS_SURCHARGE": return .fee
        case "CHEQUE", "CICS_CHEQUE": return .check
        default: return nil
        }
    }

    /// spendingCategory → key; an empty key for `~`, which gives no category: the rules decide.
    package static let categories = ImportNameTable(keys: "import/starling-categories.yaml")

    /// The category key for a spendingCategory value; nil when it gives none.
    package static func category(_ value: String) -> String? { categories[value].flatMap { $0.isEmpty ? nil : $0 } }
}
