import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// One camt `Ntry` as read, before it becomes one transaction (or one per `TxDtls` of a batch).
package struct CamtEntry {
    /// Where the `Ntry` element starts (line only: a transaction's location).
    package var location: SourceLocation
    package var amount: Amount?
    package var currency: String?
    /// +1 for `CRDT`, -1 for `DBIT`.
    package var sign: Int?
    package var reversal = false
    package var status: String?
    package var bookingDate: CalendarDay?
    package var valueDate: CalendarDay?
    package var entryReference: String?
    package var servicerReference: String?
    package var domain: String?
    package var family: String?
    package var subFamily: String?
    package var proprietaryCode: String?
    package var additionalInfo: String?
    package var details: [CamtDetail] = []
    /// The first value that could not be read; the entry is rejected with it.
    package var problem: ValueProblem?

    package init(location: SourceLocation) { self.location = location }

    /// Notes the first problem only: it is the one the row is rejected for.
    package mutating func fail(_ problem: ValueProblem) {
        if self.problem == nil { self.problem = problem }
    }

    /// The booking status (ISO 20022 `EntryStatus`: BOOK, PDNG, INFO, FUTR); booked when absent.
    package var transactionStatus: TransactionStatus {
        switch status?.uppercased() {
        case "PDNG", "FUTR", "PENDING", "FUTURE": return .pending
        case "INFO", "INFORMATION": return .information
        default: return .booked
        }
    }

    /// The movement kind from the bank transaction code (ISO 20022 External Bank Transaction
    /// Domain/Family/SubFamily codes); nil leaves it to the sign.
    package var kind: TransactionKind? { CamtEntry.kind(family: family, subFamily: subFamily) }

    /// The movement kind of a family and sub-family code (also GoCardless's `bankTransactionCode`,
    /// `PMNT-CCRD-POSD`).
    package static func kind(family: String?, subFamily: String?) -> TransactionKind? {
        switch subFamily {
        case "CHRG", "COMM", "COMT", "FEES", "SUBS": return .fee
        case "INTR": return .interest
        case "DVCA", "DVOP": return .dividend
        case "STDO": return .standingOrder
        case "CWDL", "ATM": return .withdrawal
        case "CDPT": return .deposit
        case "POSD", "POSC", "SMRT", "XBCP": return .card
        case "CCHQ", "BCHQ", "URCQ", "UPCQ", "CQRV": return .check
        case "ESDD", "BBDD", "PMDD", "OODD", "UPDD": return family == "IDDT" ? nil : .directDebit
        default: break
        }
        switch family {
        case "RDDT": return .directDebit
        case "ICDT", "RCDT": return .transfer
        case "CCRD", "MCRD": return .card
        case "CNTR", "CASH": return nil
        default: return nil
        }
    }
}

/// One `TxDtls` of an entry.
package struct CamtDetail {
    package var amount: Amount?
    package var currency: String?
    package var sign: Int?
    package var endToEndID: String?
    package var mandateID: String?
    package var transactionID: String?
    package var servicerReference: String?
    package var debtor: String?
    package var creditor: String?
    package var ultimateDebtor: String?
    package var ultimateCreditor: String?
    package var unstructured: [String] = []
    package var creditorReference: String?
    package var structuredInfo: [String] = []
    package var additionalInfo: String?
    /// An amount was written but could not be read.
    package var amountProblem = false

    /// The other party, by direction: who was paid for money out, who paid for money in.
    package func counterparty(sign: Int) -> String? {
        sign < 0 ? (creditor ?? ultimateCreditor) : (debtor ?? ultimateDebtor)
    }

    /// The remittance information: unstructured lines, else the structured creditor reference and text.
    package var remittance: String? {
        if !unstructured.isEmpty { return unstructured.joined(separator: " ") }
        let parts = ([creditorReference].compactMap { $0 } + structuredInfo).filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// A reference for people: the end-to-end id (unless a placeholder), else the mandate, else the
    /// structured creditor reference.
    package var reference: String? {
        if let e = endToEndID, !CamtValues.isPlaceholder(e) { return e }
        return mandateID ?? creditorReference
    }
}
