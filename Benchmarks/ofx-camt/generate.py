#!/usr/bin/env python3
"""Writes a deterministic statement file with N transactions, for the OFX/camt benchmark.

    generate.py FORMAT COUNT OUTPUT      FORMAT: ofx-sgml | ofx-xml | camt053

The same arguments always give the same bytes (a fixed linear congruential generator, no clock,
no locale). Amounts have two decimals; the statement's balances reconcile (camt: opening +
entries = closing; OFX: LEDGERBAL = the sum), so an importer that loses or misreads one
transaction shows it. The expected count and sum are printed on stderr.
"""
import sys

MERCHANTS = [
    "CARREFOUR CITY PARIS 11", "SNCF INTERNET", "BOULANGERIE DU MARCHE", "AMAZON EU SARL", "EDF PARTICULIERS",
    "FREE MOBILE", "RATP NAVIGO", "MONOPRIX", "PHARMACIE DE LA GARE", "CAFE & CO <BIO>", "NETFLIX.COM",
    "UBER *TRIP", "DECATHLON", "LECLERC DRIVE", "SALAIRE ACME SAS",
]


class Rng:
    """Numerical Recipes LCG: deterministic on every platform."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state


def transactions(count):
    """(index, day 1-28, month 1-12, signed cents, merchant) for every transaction, in order."""
    rng = Rng(20261122)
    per_month = max(1, count // 12)
    for i in range(count):
        r = rng.next()
        month = min(12, i // per_month + 1)
        day = (i % per_month) * 28 // per_month + 1
        cents = (r >> 8) % 25000 + 1
        merchant = MERCHANTS[r % len(MERCHANTS)]
        if merchant.startswith("SALAIRE"):
            cents = cents * 20
        else:
            cents = -cents
        yield i, day, month, cents, merchant


def money(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return "%s%d.%02d" % (sign, cents // 100, cents % 100)


def total(count):
    return sum(t[3] for t in transactions(count))


def ofx_sgml(count, out):
    opening = 1234567
    closing = opening + total(count)
    out.write(
        "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\n"
        "COMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n"
        "<OFX>\r\n<SIGNONMSGSRSV1>\r\n<SONRS>\r\n<STATUS>\r\n<CODE>0\r\n<SEVERITY>INFO\r\n</STATUS>\r\n"
        "<DTSERVER>20270101120000[-5:EST]\r\n<LANGUAGE>ENG\r\n</SONRS>\r\n</SIGNONMSGSRSV1>\r\n"
        "<BANKMSGSRSV1>\r\n<STMTTRNRS>\r\n<TRNUID>1\r\n<STATUS>\r\n<CODE>0\r\n<SEVERITY>INFO\r\n</STATUS>\r\n"
        "<STMTRS>\r\n<CURDEF>USD\r\n<BANKACCTFROM>\r\n<BANKID>121000248\r\n<ACCTID>4444555566\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>\r\n"
        "<BANKTRANLIST>\r\n<DTSTART>20260101\r\n<DTEND>20261231\r\n"
    )
    for i, day, month, cents, merchant in transactions(count):
        out.write(
            "<STMTTRN>\r\n<TRNTYPE>%s\r\n<DTPOSTED>2026%02d%02d120000[-5:EST]\r\n<TRNAMT>%s\r\n<FITID>%010d\r\n"
            "<NAME>%s\r\n<MEMO>REF %08d\r\n</STMTTRN>\r\n"
            % ("CREDIT" if cents > 0 else "DEBIT", month, day, money(cents), i, merchant.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") if i % 2 else merchant, i)
        )
    out.write(
        "</BANKTRANLIST>\r\n<LEDGERBAL>\r\n<BALAMT>%s\r\n<DTASOF>20261231\r\n</LEDGERBAL>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n"
        "</BANKMSGSRSV1>\r\n</OFX>\r\n" % money(closing - opening)
    )


def ofx_xml(count, out):
    out.write(
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
        '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n'
        "<OFX>\n  <SIGNONMSGSRSV1>\n    <SONRS>\n      <STATUS>\n        <CODE>0</CODE>\n        <SEVERITY>INFO</SEVERITY>\n"
        "      </STATUS>\n      <DTSERVER>20270101120000.000[-5:EST]</DTSERVER>\n      <LANGUAGE>ENG</LANGUAGE>\n"
        "    </SONRS>\n  </SIGNONMSGSRSV1>\n  <BANKMSGSRSV1>\n    <STMTTRNRS>\n      <TRNUID>1</TRNUID>\n"
        "      <STATUS>\n        <CODE>0</CODE>\n        <SEVERITY>INFO</SEVERITY>\n      </STATUS>\n      <STMTRS>\n"
        "        <CURDEF>USD</CURDEF>\n        <BANKACCTFROM>\n          <BANKID>121000248</BANKID>\n"
        "          <ACCTID>4444555566</ACCTID>\n          <ACCTTYPE>CHECKING</ACCTTYPE>\n        </BANKACCTFROM>\n"
        "        <BANKTRANLIST>\n          <DTSTART>20260101</DTSTART>\n          <DTEND>20261231</DTEND>\n"
    )
    for i, day, month, cents, merchant in transactions(count):
        name = merchant.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        out.write(
            "          <STMTTRN>\n            <TRNTYPE>%s</TRNTYPE>\n            <DTPOSTED>2026%02d%02d120000.000[-5:EST]</DTPOSTED>\n"
            "            <TRNAMT>%s</TRNAMT>\n            <FITID>%010d</FITID>\n            <NAME>%s</NAME>\n"
            "            <MEMO>REF %08d</MEMO>\n          </STMTTRN>\n"
            % ("CREDIT" if cents > 0 else "DEBIT", month, day, money(cents), i, name, i)
        )
    out.write(
        "        </BANKTRANLIST>\n        <LEDGERBAL>\n          <BALAMT>%s</BALAMT>\n          <DTASOF>20261231</DTASOF>\n"
        "        </LEDGERBAL>\n      </STMTRS>\n    </STMTTRNRS>\n  </BANKMSGSRSV1>\n</OFX>\n" % money(total(count))
    )


def camt053(count, out):
    opening = 1234567
    closing = opening + total(count)
    out.write(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
        "  <BkToCstmrStmt>\n    <GrpHdr>\n      <MsgId>BENCH-2026</MsgId>\n      <CreDtTm>2027-01-01T06:00:00+01:00</CreDtTm>\n"
        "    </GrpHdr>\n    <Stmt>\n      <Id>BENCH-2026-1</Id>\n      <CreDtTm>2027-01-01T06:00:00+01:00</CreDtTm>\n"
        "      <FrToDt>\n        <FrDtTm>2026-01-01T00:00:00+01:00</FrDtTm>\n        <ToDtTm>2026-12-31T23:59:59+01:00</ToDtTm>\n      </FrToDt>\n"
        "      <Acct>\n        <Id>\n          <IBAN>FR7630006000011234567890189</IBAN>\n        </Id>\n        <Ccy>EUR</Ccy>\n"
        "        <Svcr>\n          <FinInstnId>\n            <BICFI>AGRIFRPPXXX</BICFI>\n          </FinInstnId>\n        </Svcr>\n      </Acct>\n"
    )
    for code, cents, day in (("OPBD", opening, "2026-01-01"), ("CLBD", closing, "2026-12-31")):
        out.write(
            "      <Bal>\n        <Tp>\n          <CdOrPrtry>\n            <Cd>%s</Cd>\n          </CdOrPrtry>\n        </Tp>\n"
            '        <Amt Ccy="EUR">%s</Amt>\n        <CdtDbtInd>%s</CdtDbtInd>\n        <Dt>\n          <Dt>%s</Dt>\n        </Dt>\n      </Bal>\n'
            % (code, money(abs(cents)), "CRDT" if cents >= 0 else "DBIT", day)
        )
    for i, day, month, cents, merchant in transactions(count):
        credit = cents > 0
        name = merchant.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        party = "Dbtr" if credit else "Cdtr"
        out.write(
            "      <Ntry>\n        <NtryRef>%d</NtryRef>\n"
            '        <Amt Ccy="EUR">%s</Amt>\n        <CdtDbtInd>%s</CdtDbtInd>\n'
            "        <Sts>\n          <Cd>BOOK</Cd>\n        </Sts>\n"
            "        <BookgDt>\n          <Dt>2026-%02d-%02d</Dt>\n        </BookgDt>\n"
            "        <ValDt>\n          <Dt>2026-%02d-%02d</Dt>\n        </ValDt>\n"
            "        <AcctSvcrRef>2026%02d%02d%08d</AcctSvcrRef>\n"
            "        <BkTxCd>\n          <Domn>\n            <Cd>PMNT</Cd>\n            <Fmly>\n              <Cd>%s</Cd>\n"
            "              <SubFmlyCd>ESCT</SubFmlyCd>\n            </Fmly>\n          </Domn>\n        </BkTxCd>\n"
            "        <NtryDtls>\n          <TxDtls>\n            <Refs>\n              <EndToEndId>E2E-%08d</EndToEndId>\n            </Refs>\n"
            '            <Amt Ccy="EUR">%s</Amt>\n            <CdtDbtInd>%s</CdtDbtInd>\n'
            "            <RltdPties>\n              <%s>\n                <Pty>\n                  <Nm>%s</Nm>\n                </Pty>\n              </%s>\n"
            "            </RltdPties>\n            <RmtInf>\n              <Ustrd>FACTURE %08d</Ustrd>\n            </RmtInf>\n"
            "          </TxDtls>\n        </NtryDtls>\n        <AddtlNtryInf>%s</AddtlNtryInf>\n      </Ntry>\n"
            % (i, money(abs(cents)), "CRDT" if credit else "DBIT", month, day, month, day, month, day, i,
               "RCDT" if credit else "ICDT", i, money(abs(cents)), "CRDT" if credit else "DBIT", party, name, party, i, name)
        )
    out.write("    </Stmt>\n  </BkToCstmrStmt>\n</Document>\n")


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("ofx-sgml", "ofx-xml", "camt053"):
        sys.exit(__doc__)
    kind, count, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(path, "w", encoding="ascii", newline="") as out:
        {"ofx-sgml": ofx_sgml, "ofx-xml": ofx_xml, "camt053": camt053}[kind](count, out)
    print("%s: %d transactions, sum %s" % (path, count, money(total(count))), file=sys.stderr)


if __name__ == "__main__":
    main()
