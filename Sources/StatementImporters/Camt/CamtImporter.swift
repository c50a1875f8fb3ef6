import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// Reads ISO 20022 bank-to-customer cash management messages: camt.053 statements
/// (`BkToCstmrStmt/Stmt`), camt.052 account reports (`BkToCstmrAcctRpt/Rpt`) and camt.054
/// debit/credit notifications (`BkToCstmrDbtCdtNtfctn/Ntfctn`), any `.001.xx` version.
///
/// A row is an `Ntry`, or each `TxDtls` of a batch entry that is split (see
/// `CamtStatementReader`). The mapping, element by element:
/// - account: `Acct/Id/IBAN`, else `Acct/Id/Othr/Id`; `Acct/Ccy`; `Acct/Nm`; `Acct/Ownr/Nm`; `Acct/Svcr/FinInstnId/BIC(FI)`;
/// - period: `FrToDt/FrDtTm`..`ToDtTm`;
/// - balances: `Bal` with `Tp/CdOrPrtry/Cd` OPBD (else PRCD) → opening, CLBD (else ITBD) → closing,
///   CLAV (else ITAV) → available; the sign from `CdtDbtInd` (credit when absent);
/// - entry: `Amt` + `@Ccy`, signed by `CdtDbtInd` (CRDT in, DBIT out); `Sts` (or `Sts/Cd`) BOOK →
///   booked (also when absent), PDNG and FUTR → pending, INFO → information; `BookgDt` (else
///   `ValDt`, else the statement's end day) → booking day; `ValDt` → value day; `AcctSvcrRef` (else
///   `NtryRef`) → id; `BkTxCd` → kind; counterparty from `RltdPties/Cdtr` for money out and
///   `RltdPties/Dbtr` for money in (`Nm` or `Pty/Nm`, then the ultimate parties); description
///   from `RmtInf/Ustrd` (lines joined), else `RmtInf/Strd` (creditor reference and text), else
///   `AddtlNtryInf`, else `AddtlTxInf`, else the counterparty; a bank's placeholder (`NOTPROVIDED`,
///   `NONREF`, `N/A`, `/`: `CamtValues.isPlaceholder`) is never a name, a description or a reference;
/// - reversal (`RvslInd` true): ISO 20022 says the indicator marks an entry that reverses an
///   earlier one and that `CdtDbtInd` already gives the reversal's own direction (a CRDT reversal
///   undoes an earlier debit). So the sign is taken from `CdtDbtInd` as for any entry, and a
///   warning names the entry. Flipping it again would count the money twice.
public struct CamtImporter: StatementImporter {
    public let format = "camt"

    public init() {}

    public func identify(_ head: [UInt8]) -> Identification? {
        if let name = CamtImporter.messageName(head) {
            return Identification(confidence: 95, Message("inspectNote.why.camtNamespace", ["name": .text(name)]))
        }
        // Each element name holds `BkToCstmr`: a head without it is none of them (one pass over the
        // head rather than six).
        guard CamtImporter.contains(Array("BkToCstmr".utf8), in: head) else { return nil }
        for element in ["BkToCstmrStmt", "BkToCstmrAcctRpt", "BkToCstmrDbtCdtNtfctn"]
        where CamtImporter.contains(Array("<\(element)".utf8), in: head) || CamtImporter.contains(Array(":\(element)".utf8), in: head) {
            return Identification(confidence: 70, Message("inspectNote.why.camtElement", ["element": .text(element)]))
        }
        return nil
    }

    public func read<Sink: TransactionSink>(_ input: InputFile, options: ImportOptions, into sink: inout Sink)
        throws(ImportError) -> ImportRecord
    {
        let head = try input.head()
        guard !InputFile.isBlank(head: head) else {
            throw ImportError(.empty, Message("input.empty", ["file": .text(input.name)]), at: SourceLocation(file: input.name))
        }
        let reader = try XMLStreamReader(input, head: head)
        var statements = CamtStatementReader(reader: reader, options: options, file: input.name, format: format)
        return try statements.run { $0.drain(into: &sink) }
    }

    /// `camt.053.001.02` from the namespace `urn:iso:std:iso:20022:tech:xsd:camt.053.001.02`.
    package static func messageName(_ head: [UInt8]) -> String? {
        let marker = Array("urn:iso:std:iso:20022:tech:xsd:camt.05".utf8)
        guard let at = find(marker, in: head) else { return nil }
        var end = at + marker.count - "camt.05".count
        let start = end
        while end < head.count, head[end] != 0x22, head[end] != 0x27, head[end] != 0x20, head[end] != 0x3E { end += 1 }
        let name = String(decoding: head[start..<end], as: UTF8.self)
        return name.hasPrefix("camt.052") || name.hasPrefix("camt.053") || name.hasPrefix("camt.054") ? name : nil
    }

    package static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool { find(needle, in: bytes) != nil }

    package static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count, let first = needle.first else { return nil }
        var i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first {
                var k = 1
                while k < needle.count, bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}
