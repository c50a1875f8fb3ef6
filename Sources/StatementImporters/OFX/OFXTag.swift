import StatementConfig
import StatementImport
import StatementLocalization
import StatementModel
import StatementResources

/// The OFX elements the importer reads (OFX 1.6 / 2.2 specification names); every other
/// element is `other`.
package enum OFXTag: String, CaseIterable {
    case ofx = "OFX"
    // Status of the signon and of each transaction wrapper (OFX 2.2 §3.1.5).
    case sonrs = "SONRS", status = "STATUS", code = "CODE", severity = "SEVERITY", message = "MESSAGE"
    case fi = "FI", org = "ORG"
    case stmttrnrs = "STMTTRNRS", ccstmttrnrs = "CCSTMTTRNRS", invstmttrnrs = "INVSTMTTRNRS"
    // Statements (§11.4.2 bank, §11.4.3 credit card, §13.9.2 investment).
    case stmtrs = "STMTRS", ccstmtrs = "CCSTMTRS", invstmtrs = "INVSTMTRS", curdef = "CURDEF"
    case bankacctfrom = "BANKACCTFROM", ccacctfrom = "CCACCTFROM", invacctfrom = "INVACCTFROM"
    case bankid = "BANKID", branchid = "BRANCHID", acctid = "ACCTID", accttype = "ACCTTYPE", brokerid = "BROKERID"
    case banktranlist = "BANKTRANLIST", banktranlistp = "BANKTRANLISTP", invtranlist = "INVTRANLIST"
    case dtstart = "DTSTART", dtend = "DTEND"
    // Transactions (§11.4.4.1 STMTTRN, §13.9.2.4.3 INVBANKTRAN).
    case stmttrn = "STMTTRN", stmttrnp = "STMTTRNP", invbanktran = "INVBANKTRAN"
    case trntype = "TRNTYPE", dtposted = "DTPOSTED", dtuser = "DTUSER", dtavail = "DTAVAIL", trnamt = "TRNAMT"
    case fitid = "FITID", name = "NAME", payee = "PAYEE", memo = "MEMO", checknum = "CHECKNUM", refnum = "REFNUM", sic = "SIC"
    case currency = "CURRENCY", origcurrency = "ORIGCURRENCY", currate = "CURRATE", cursym = "CURSYM"
    // Balances (§11.4.2.2).
    case ledgerbal = "LEDGERBAL", availbal = "AVAILBAL", balamt = "BALAMT", dtasof = "DTASOF"
    case other = ""

    /// Whether the element is a leaf (holds a value) in the specification.
    package var isLeaf: Bool {
        switch self {
        case .code, .severity, .message, .org, .curdef, .bankid, .branchid, .acctid, .accttype, .brokerid, .dtstart, .dtend,
            .trntype, .dtposted, .dtuser, .dtavail, .trnamt, .fitid, .name, .memo, .checknum, .refnum, .sic, .currate, .cursym,
            .balamt, .dtasof:
            return true
        default:
            return false
        }
    }

    package var isStatement: Bool { self == .stmtrs || self == .ccstmtrs || self == .invstmtrs }
    package var isTransaction: Bool { self == .stmttrn || self == .stmttrnp }
    package var isTransactionWrapper: Bool { self == .stmttrnrs || self == .ccstmttrnrs || self == .invstmttrnrs }

    /// The name's FNV-1a hash over upper-cased ASCII letters: the key of `byHash`.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b >= 0x61 && b <= 0x7A ? b - 0x20 : b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    package static func hash(_ name: String) -> UInt64 {
        return TextBytes.read(name) { hash($0) }
    }

    /// Known tags by hash, in an open-addressing table (a Swift dictionary would hash the hash again).
    private static let table: (hashes: [UInt64], tags: [OFXTag], names: [[UInt8]]) = {
        var hashes = [UInt64](repeating: 0, count: 256)
        var tags = [OFXTag](repeating: .other, count: 256)
        var names = [[UInt8]](repeating: [], count: 256)
        for tag in OFXTag.allCases where tag != .other {
            let h = hash(tag.rawValue)
            var slot = Int(truncatingIfNeeded: h >> 56)
            while hashes[slot] != 0 { slot = (slot + 1) & 255 }
            hashes[slot] = h
            tags[slot] = tag
            names[slot] = Array(tag.rawValue.utf8)
        }
        return (hashes, tags, names)
    }()

    /// The tag named by these bytes (any letter case), or `other`.
    package static func named(_ bytes: UnsafeBufferPointer<UInt8>, hash h: UInt64) -> OFXTag {
        let table = OFXTag.table
        var slot = Int(truncatingIfNeeded: h >> 56)
        while table.hashes[slot] != 0 {
            if table.hashes[slot] == h { break }
            slot = (slot + 1) & 255
        }
        guard table.hashes[slot] == h else { return .other }
        // Check the letters: a hash is not a proof.
        let name = table.names[slot]
        guard name.count == bytes.count else { return .other }
        for k in 0..<name.count {
            let b = bytes[k]
            if (b >= 0x61 && b <= 0x7A ? b - 0x20 : b) != name[k] { return .other }
        }
        return table.tags[slot]
    }

    /// Hashes of every element name of the OFX 1.6 and 2.2 specifications (and the common
    /// Intuit ones): in SGML text, `<NAME>` is a tag only if NAME is one of these, or has a dot
    /// (an extension such as `INTU.BID`); otherwise it is text (`CAFE & CO <BIO>`).
    package static let specificationNames: Set<UInt64> = {
        let names = """
            OFX SIGNONMSGSRQV1 SIGNONMSGSRSV1 SONRQ SONRS STATUS CODE SEVERITY MESSAGE DTCLIENT DTSERVER USERID USERPASS USERKEY \
            GENUSERKEY LANGUAGE FI ORG FID APPID APPVER SESSCOOKIE ACCESSTOKEN DTPROFUP DTACCTUP CLIENTUID USERCRED1 USERCRED2 \
            AUTHTOKEN ACCESSKEY MFACHALLENGERQ MFACHALLENGERS MFACHALLENGE MFAPHRASEID MFAPHRASELABEL MFACHALLENGEA MFAPHRASEA \
            PINCHTRNRQ PINCHTRNRS PINCHRQ PINCHRS NEWUSERPASS CHALLENGETRNRQ CHALLENGETRNRS CHALLENGERQ CHALLENGERS NONCE \
            TRNUID CLTCOOKIE TAN TRNRQ TRNRS BANKMSGSRQV1 BANKMSGSRSV1 CREDITCARDMSGSRQV1 CREDITCARDMSGSRSV1 INVSTMTMSGSRQV1 \
            INVSTMTMSGSRSV1 SECLISTMSGSRQV1 SECLISTMSGSRSV1 BILLPAYMSGSRQV1 BILLPAYMSGSRSV1 INTERXFERMSGSRSV1 WIREXFERMSGSRSV1 \
            EMAILMSGSRSV1 PROFMSGSRSV1 SIGNUPMSGSRSV1 PRESDIRMSGSRSV1 PRESDLVMSGSRSV1 TAX1099MSGSRSV1 \
            STMTTRNRQ STMTTRNRS STMTRQ STMTRS CCSTMTTRNRQ CCSTMTTRNRS CCSTMTRQ CCSTMTRS CCSTMTENDTRNRS CCSTMTENDRS CCCLOSING \
            STMTENDTRNRS STMTENDRS CLOSING INVSTMTTRNRQ INVSTMTTRNRS INVSTMTRQ INVSTMTRS CURDEF BANKACCTFROM BANKACCTTO \
            CCACCTFROM CCACCTTO INVACCTFROM INVACCTTO BANKID BRANCHID ACCTID ACCTTYPE ACCTKEY BROKERID INCTRAN INCLUDE \
            INCOO INCPOS INCBAL INC401K INC401KBAL INCTRANIMG BANKTRANLIST BANKTRANLISTP INVTRANLIST DTSTART DTEND STMTTRN \
            STMTTRNP INVBANKTRAN TRNTYPE DTPOSTED DTUSER DTAVAIL DTTRAN TRNAMT FITID CORRECTFITID CORRECTACTION SRVRTID \
            CHECKNUM REFNUM SIC PAYEEID NAME EXTDNAME PAYEE ADDR1 ADDR2 ADDR3 CITY STATE POSTALCODE COUNTRY PHONE \
            MEMO IMAGEDATA INV401KSOURCE CURRENCY ORIGCURRENCY CURRATE CURSYM LEDGERBAL AVAILBAL BALAMT DTASOF BALLIST BAL \
            DESC BALTYPE VALUE MKTGINFO INTRATE DTPOSTSTART DTPOSTEND BALOPEN BALCLOSE BALMIN DTDUE MINPMTDUE FINCHG PAYANDCREDIT \
            PURANDADV DEBADJ CREDITLIMIT CREDITLINE SUBACCTFUND SUBACCTSEC SUBACCTFROM SUBACCTTO INVTRAN DTTRADE DTSETTLE \
            BUYDEBT BUYMF BUYOPT BUYOTHER BUYSTOCK CLOSUREOPT INCOME INVEXPENSE JRNLFUND JRNLSEC MARGININTEREST REINVEST RETOFCAP \
            SELLDEBT SELLMF SELLOPT SELLOTHER SELLSTOCK SPLIT TRANSFER INVBUY INVSELL SECID UNIQUEID UNIQUEIDTYPE UNITS \
            UNITPRICE MARKUP MARKDOWN COMMISSION TAXES FEES LOAD TOTAL GAIN WITHHOLDING TAXEXEMPT ACCRDINT AVGCOSTBASIS \
            BUYTYPE SELLTYPE OPTBUYTYPE OPTSELLTYPE SHPERCTRCT RELFITID RELTYPE SECURED INCOMETYPE DTPAYROLL PRIORYEARCONTRIB \
            LOANID LOANPRINCIPAL LOANINTEREST DENOMINATOR NUMERATOR NEWUNITS OLDUNITS FRACCASH TFERACTION POSTYPE \
            DTPURCHASE INVPOSLIST POSDEBT POSMF POSOPT POSOTHER POSSTOCK INVPOS HELDINACCT MKTVAL DTPRICEASOF \
            REINVDIV REINVCG UNITSSTREET UNITSUSER INVBAL AVAILCASH MARGINBALANCE SHORTBALANCE BUYPOWER INVOOLIST OO \
            OOBUYDEBT OOBUYMF OOBUYOPT OOBUYOTHER OOBUYSTOCK OOSELLDEBT OOSELLMF OOSELLOPT OOSELLOTHER OOSELLSTOCK \
            SWITCHMF DTPLACED DURATION RESTRICTION MINUNITS LIMITPRICE STOPPRICE SECLIST SECINFO SECNAME TICKER FIID \
            RATING DEBTINFO MFINFO OPTINFO OTHERINFO STOCKINFO YIELD DTYIELDASOF ASSETCLASS FIASSETCLASS PARVALUE DEBTTYPE \
            DEBTCLASS COUPONRT DTCOUPON COUPONFREQ CALLPRICE YIELDTOCALL DTCALL CALLTYPE YIELDTOMAT DTMAT MFTYPE MFASSETCLASS \
            MFASSETCLASSPORTION FIMFASSETCLASS OPTTYPE STRIKEPRICE DTEXPIRE TYPEDESC STOCKTYPE INV401K INV401KBAL \
            PROFRS MSGSETLIST SIGNONINFOLIST ACCTINFORS ACCTINFO DESC PHONE BANKACCTINFO CCACCTINFO INVACCTINFO SUPTXDL XFERSRC \
            XFERDEST SVCSTATUS OPTIONLEVEL INTU.BID INTU.USERID
            """
        return Set(names.split(separator: " ").map { hash(String($0)) })
    }()
}
