import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The camt element names the importer reads (ISO 20022 XML tags, as written in every
/// `camt.05x.001.xx` version); every other element is `other`.
package enum CamtTag: String, CaseIterable {
    case document = "Document"
    // Messages and their statements, reports, notifications.
    case bkToCstmrStmt = "BkToCstmrStmt", bkToCstmrAcctRpt = "BkToCstmrAcctRpt", bkToCstmrDbtCdtNtfctn = "BkToCstmrDbtCdtNtfctn"
    case stmt = "Stmt", rpt = "Rpt", ntfctn = "Ntfctn"
    case grpHdr = "GrpHdr", creDtTm = "CreDtTm", frToDt = "FrToDt", frDtTm = "FrDtTm", toDtTm = "ToDtTm"
    // Account.
    case acct = "Acct", id = "Id", iban = "IBAN", othr = "Othr", ccy = "Ccy", nm = "Nm", ownr = "Ownr", svcr = "Svcr"
    case finInstnId = "FinInstnId", bic = "BIC", bicfi = "BICFI"
    // Balances.
    case bal = "Bal", tp = "Tp", cdOrPrtry = "CdOrPrtry", cd = "Cd", prtry = "Prtry", amt = "Amt", cdtDbtInd = "CdtDbtInd"
    case dt = "Dt", dtTm = "DtTm"
    // Entries.
    case ntry = "Ntry", ntryRef = "NtryRef", rvslInd = "RvslInd", sts = "Sts", bookgDt = "BookgDt", valDt = "ValDt"
    case acctSvcrRef = "AcctSvcrRef", bkTxCd = "BkTxCd", domn = "Domn", fmly = "Fmly", subFmlyCd = "SubFmlyCd"
    case addtlNtryInf = "AddtlNtryInf", ntryDtls = "NtryDtls", btch = "Btch"
    // Transaction details.
    case txDtls = "TxDtls", refs = "Refs", endToEndId = "EndToEndId", mndtId = "MndtId", txId = "TxId", instrId = "InstrId"
    case amtDtls = "AmtDtls", txAmt = "TxAmt", instdAmt = "InstdAmt", rltdPties = "RltdPties", pty = "Pty"
    case dbtr = "Dbtr", cdtr = "Cdtr", ultmtDbtr = "UltmtDbtr", ultmtCdtr = "UltmtCdtr"
    case rmtInf = "RmtInf", ustrd = "Ustrd", strd = "Strd", cdtrRefInf = "CdtrRefInf", ref = "Ref", addtlRmtInf = "AddtlRmtInf"
    case addtlTxInf = "AddtlTxInf"
    case other = ""

    /// Whether the element holds a value the importer may read (its text is collected).
    package var holdsValue: Bool {
        switch self {
        case .creDtTm, .frDtTm, .toDtTm, .id, .iban, .ccy, .nm, .bic, .bicfi, .cd, .prtry, .amt, .cdtDbtInd, .dt, .dtTm,
            .ntryRef, .rvslInd, .sts, .acctSvcrRef, .subFmlyCd, .addtlNtryInf, .endToEndId, .mndtId, .txId, .instrId,
            .ustrd, .ref, .addtlRmtInf, .addtlTxInf:
            return true
        default:
            return false
        }
    }

    /// Whether it is one of the three message elements under `Document`.
    package var isMessage: Bool { self == .bkToCstmrStmt || self == .bkToCstmrAcctRpt || self == .bkToCstmrDbtCdtNtfctn }

    /// Whether it is a statement, report or notification (under a message element).
    package var isStatement: Bool { self == .stmt || self == .rpt || self == .ntfctn }

    /// Whether errors may point at the value of this element (its occurrences on a line are counted).
    package var isPointable: Bool { pointableIndex >= 0 }

    /// 0 through 5 for the pointable elements, else -1.
    package var pointableIndex: Int {
        switch self {
        case .amt: return 0
        case .cdtDbtInd: return 1
        case .dt: return 2
        case .dtTm: return 3
        case .ntry: return 4
        case .sts: return 5
        default: return -1
        }
    }
}
