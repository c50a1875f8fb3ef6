#!/usr/bin/env python3
"""Writes a deterministic statement file of COUNT transactions, for Benchmarks/run.

    Benchmarks/generate.py FORMAT COUNT OUTPUT

FORMAT is one of:
  fr-csv      A French bank export: `;`, decimal comma with `1 234,56` grouping, dd/MM/yyyy dates, the
              header `Date opération;Date valeur;Libellé;Montant;Devise;Catégorie`, accented labels, a
              quoted label with a `;` or doubled quotes on one row in seven, CRLF (73 MB for a million).
  en-csv      An English export: `,`, decimal point, MM/dd/yyyy dates (ISO yyyy-MM-dd with `--iso`
              as a fourth argument), the header `Date,Description,Amount,Currency`, a quoted
              description with a comma on one row in seven, LF (49 MB for a million).
  ofx-sgml    OFX 1.02 SGML with unclosed leaves and CRLF (151 MB for a million).
  ofx-xml     OFX 2.2 XML, indented (291 MB for a million).
  camt053     camt.053.001.08, one TxDtls per entry with counterparty, remittance and bank
              transaction code (1.14 GB for a million).
  household   A French household account over ten years (`Date;Libellé;Montant;Devise`): card
              payments at 300 merchants and monthly rent, salary and subscriptions, so payees,
              categories and recurring payments all have work to do.
  gocardless  GoCardless/Nordigen account transactions, pretty-printed JSON.
  json        A minified JSON array of generic records with JSON-number amounts.
  jsonl       JSON Lines: one generic record per line.
  qif         A Quicken `!Type:Bank` export, apostrophe dates, one record in five split in two.

The same arguments always give the same bytes (fixed generators, no clock, no locale), on every
machine. The OFX and camt balances reconcile (OFX: LEDGERBAL = the sum; camt: opening + entries =
closing), so an importer that loses or misreads a transaction shows it. OFX names are escaped
(`CAFE &amp; CO &lt;BIO&gt;`) so that every peer tool reads the same file.
"""
import json
import random
import datetime
import sys


def lcg64(seed):
    """Knuth's MMIX LCG, top 31 bits: the sequence fr-csv and the JSON/QIF formats use."""
    state = seed

    def rand():
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return state >> 33
    return rand


# ---------------------------------------------------------------------------------------- CSV

FR_MERCHANTS = [
    "CARTE 12/10 CARREFOUR MARKET", "PRLV SEPA EDF CLIENTS PARTICULIERS", "VIR SALAIRE ÉTÉ SAS",
    "CARTE BOULANGERIE DU MARCHÉ", "CARTE SNCF VOYAGEURS", "PRLV FREE MOBILE", "CARTE PHARMACIE CENTRALE",
    "RETRAIT DAB CRÉDIT AGRICOLE", "CARTE MONOPRIX ÉLYSÉES", "VIR LOYER APPARTEMENT", "CARTE CAFÉ DE LA GARE",
    "PRLV ASSURANCE HABITATION", "CARTE LIBRAIRIE GÉNÉRALE", "CARTE NETFLIX.COM", "CHQ 1234567",
]
FR_CATEGORIES = ["Alimentation", "Énergie", "Revenus", "Transports", "Télécom", "Santé", "Loisirs", "Logement", ""]


def fr_csv(count, f, _options):
    rand = lcg64(20261001)
    f.write("Date opération;Date valeur;Libellé;Montant;Devise;Catégorie\r\n")
    day_number = 0
    for _ in range(count):
        if rand() % 3 == 0:
            day_number += 1
        year = 2020 + (day_number // 336) % 7
        month = 1 + (day_number // 28) % 12
        day = 1 + day_number % 28
        date = "%02d/%02d/%04d" % (day, month, year)
        value = "%02d/%02d/%04d" % (min(day + 1, 28), month, year)
        label = FR_MERCHANTS[rand() % len(FR_MERCHANTS)]
        kind = rand() % 7
        if kind == 0:
            label = '"%s; réf. %d"' % (label, rand() % 100000)
        elif kind == 1:
            label = '"%s ""PROMO"" n°%d"' % (label, rand() % 1000)
        cents = rand() % 250000
        negative = rand() % 5 != 0
        units, frac = divmod(cents, 100)
        text = "%d" % units
        if units >= 1000:
            text = "%d %03d" % divmod(units, 1000)
        amount = ("-" if negative else "") + text + ",%02d" % frac
        category = FR_CATEGORIES[rand() % len(FR_CATEGORIES)]
        f.write(";".join([date, value, label, amount, "EUR", category]) + "\r\n")


EN_MERCHANTS = [
    "WHOLE FOODS MARKET #10234", "STARBUCKS STORE 05521", "UBER *TRIP HELP.UBER.COM", "AMAZON.COM*2K4LM1Z80",
    "SHELL OIL 57442116", "NETFLIX.COM", "PAYROLL ACME INC", "RENT PAYMENT OAK STREET APTS", "VERIZON WIRELESS",
    "CVS/PHARMACY #01234", "TARGET T-1234", "TRADER JOE'S #552", "COSTCO WHSE #0123", "ATM WITHDRAWAL 1234 MAIN ST",
    "SPOTIFY USA", "GEICO AUTO INSURANCE", "CHEVRON 0092134", "PANERA BREAD #601", "COMCAST CABLE", "LYFT *RIDE",
]


def en_csv(count, f, options):
    rand = lcg64(20261122)
    iso = "--iso" in options
    f.write("Date,Description,Amount,Currency\n")
    day_number = 0
    for _ in range(count):
        if rand() % 3 == 0:
            day_number += 1
        year = 2020 + (day_number // 336) % 7
        month = 1 + (day_number // 28) % 12
        day = 1 + day_number % 28
        date = "%04d-%02d-%02d" % (year, month, day) if iso else "%02d/%02d/%04d" % (month, day, year)
        label = EN_MERCHANTS[rand() % len(EN_MERCHANTS)]
        if rand() % 7 == 0:
            label = '"%s, REF %d"' % (label, rand() % 100000)
        cents = rand() % 250000
        if label.startswith("PAYROLL"):
            amount = "%d.%02d" % divmod(cents * 2, 100)
        else:
            amount = "-%d.%02d" % divmod(cents, 100)
        f.write("%s,%s,%s,USD\n" % (date, label, amount))


def household(count, f, _options):
    rng = random.Random(20261122)
    merchants = ["CB %s %03d" % (name, i) for i in range(30) for name in (
        "CARREFOUR MARKET", "LIDL", "MONOPRIX", "BOULANGERIE DU MARCHE", "RESTAURANT LE ZINC", "SNCF INTERNET",
        "UBER TRIP", "FNAC", "PHARMACIE DE LA GARE", "CAFE DES AMIS")]
    monthly = [("VIR SEPA LOYER SCI LES TILLEULS", -126000), ("PRLV SEPA EDF CLIENTS PARTICULIERS", -8640),
               ("PRLV NETFLIX.COM", -1349), ("PRLV SEPA FREE TELECOM FREEBOX", -3999), ("VIR SALAIRE ACME SAS", 284516)]

    def amount(cents):
        sign = "-" if cents < 0 else ""
        cents = abs(cents)
        return "%s%s,%02d" % (sign, "{:,}".format(cents // 100).replace(",", " "), cents % 100)

    f.write("Date;Libellé;Montant;Devise\n")
    day = datetime.date(2016, 1, 1)
    written = 0
    while written < count:
        if day.day == 1:
            for label, cents in monthly:
                if written < count:
                    f.write("%s;%s;%s;EUR\n" % (day.strftime("%d/%m/%Y"), label, amount(cents)))
                    written += 1
        for _ in range(rng.randint(200, 320)):
            if written >= count:
                break
            f.write("%s;%s %s;%s;EUR\n" % (day.strftime("%d/%m/%Y"), rng.choice(merchants), day.strftime("%d/%m"),
                                            amount(-rng.randint(150, 25000))))
            written += 1
        day += datetime.timedelta(days=1)


# ------------------------------------------------------------------------------ OFX and camt

OFX_MERCHANTS = [
    "CARREFOUR CITY PARIS 11", "SNCF INTERNET", "BOULANGERIE DU MARCHE", "AMAZON EU SARL", "EDF PARTICULIERS",
    "FREE MOBILE", "RATP NAVIGO", "MONOPRIX", "PHARMACIE DE LA GARE", "CAFE & CO <BIO>", "NETFLIX.COM",
    "UBER *TRIP", "DECATHLON", "LECLERC DRIVE", "SALAIRE ACME SAS",
]


def transactions(count):
    """(index, day 1-28, month 1-12, signed cents, merchant) for every transaction, in order."""
    state = 20261122
    per_month = max(1, count // 12)
    for i in range(count):
        state = (1664525 * state + 1013904223) & 0xFFFFFFFF  # Numerical Recipes LCG
        r = state
        month = min(12, i // per_month + 1)
        day = (i % per_month) * 28 // per_month + 1
        cents = (r >> 8) % 25000 + 1
        merchant = OFX_MERCHANTS[r % len(OFX_MERCHANTS)]
        cents = cents * 20 if merchant.startswith("SALAIRE") else -cents
        yield i, day, month, cents, merchant


def money(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return "%s%d.%02d" % (sign, cents // 100, cents % 100)


def escaped(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def total(count):
    return sum(t[3] for t in transactions(count))


def ofx_sgml(count, out, _options):
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
            % ("CREDIT" if cents > 0 else "DEBIT", month, day, money(cents), i, escaped(merchant), i)
        )
    out.write(
        "</BANKTRANLIST>\r\n<LEDGERBAL>\r\n<BALAMT>%s\r\n<DTASOF>20261231\r\n</LEDGERBAL>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n"
        "</BANKMSGSRSV1>\r\n</OFX>\r\n" % money(total(count))
    )


def ofx_xml(count, out, _options):
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
        out.write(
            "          <STMTTRN>\n            <TRNTYPE>%s</TRNTYPE>\n            <DTPOSTED>2026%02d%02d120000.000[-5:EST]</DTPOSTED>\n"
            "            <TRNAMT>%s</TRNAMT>\n            <FITID>%010d</FITID>\n            <NAME>%s</NAME>\n"
            "            <MEMO>REF %08d</MEMO>\n          </STMTTRN>\n"
            % ("CREDIT" if cents > 0 else "DEBIT", month, day, money(cents), i, escaped(merchant), i)
        )
    out.write(
        "        </BANKTRANLIST>\n        <LEDGERBAL>\n          <BALAMT>%s</BALAMT>\n          <DTASOF>20261231</DTASOF>\n"
        "        </LEDGERBAL>\n      </STMTRS>\n    </STMTTRNRS>\n  </BANKMSGSRSV1>\n</OFX>\n" % money(total(count))
    )


def camt053(count, out, _options):
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
        name = escaped(merchant)
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


# ------------------------------------------------------------------------------ JSON and QIF

JSON_LABELS = [
    "CARTE X4521 CARREFOUR MARKET", "PRLV SEPA EDF CLIENTS PARTICULIERS", "VIR SEPA RECU SALAIRE ÉTÉ SAS",
    "CARTE BOULANGERIE DU MARCHÉ", "CARTE SNCF VOYAGEURS", "PRLV SEPA FREE MOBILE", "CARTE PHARMACIE CENTRALE",
    "RETRAIT DAB PARIS RÉPUBLIQUE", "CARTE MONOPRIX ÉLYSÉES", "VIR LOYER APPARTEMENT", "CARTE CAFÉ DE LA GARE",
]


def json_records(count):
    """(index, year, month, day, signed cents, label) for the JSON and QIF formats."""
    rand = lcg64(20261001)
    for i in range(count):
        day_number = i // 3
        cents = rand() % 250000
        negative = rand() % 5 != 0
        label = JSON_LABELS[rand() % len(JSON_LABELS)]
        yield (i, 2020 + (day_number // 336) % 7, 1 + (day_number // 28) % 12, 1 + day_number % 28,
               -cents if negative else cents, label, rand)


def gocardless(count, f, _options):
    f.write('{\n  "transactions": {\n    "booked": [\n')
    for i, y, m, d, c, label, rand in json_records(count):
        tx = {
            "transactionId": "2026%010d" % i, "bookingDate": "%04d-%02d-%02d" % (y, m, d),
            "valueDate": "%04d-%02d-%02d" % (y, m, d),
            "transactionAmount": {"amount": money(c), "currency": "EUR"},
            ("creditorName" if c < 0 else "debtorName"): label.split(" ", 2)[-1],
            "remittanceInformationUnstructured": label, "bankTransactionCode": "PMNT-CCRD-POSD",
            "internalTransactionId": "%016x" % rand(),
        }
        text = json.dumps(tx, indent=2, ensure_ascii=False)
        f.write("      " + text.replace("\n", "\n      ") + (",\n" if i < count - 1 else "\n"))
    f.write('    ],\n    "pending": []\n  }\n}\n')


def generic_record(i, y, m, d, c, label):
    return '{"date":"%04d-%02d-%02d","label":%s,"amount":%s,"currency":"EUR","category":"%s"}' % (
        y, m, d, json.dumps(label, ensure_ascii=False), money(c), ["groceries", "utilities", ""][i % 3])


def json_array(count, f, _options):
    f.write("[")
    for i, y, m, d, c, label, _ in json_records(count):
        f.write(("," if i else "") + generic_record(i, y, m, d, c, label))
    f.write("]\n")


def jsonl(count, f, _options):
    for i, y, m, d, c, label, _ in json_records(count):
        f.write(generic_record(i, y, m, d, c, label) + "\n")


def qif(count, f, _options):
    f.write("!Type:Bank\n")
    for i, y, m, d, c, label, _ in json_records(count):
        units, frac = money(c).lstrip("-").split(".")
        grouped = "{:,}".format(int(units)) + "." + frac
        f.write("D%d/%2d'%02d\nT%s%s\nP%s\n" % (m, d, y % 100, "-" if c < 0 else "", grouped, label))
        if i % 5 == 0 and abs(c) >= 2:
            half = c // 2
            f.write("SGroceries\n$%s\nSHousehold\n$%s\n" % (money(half), money(c - half)))
        else:
            f.write("LGroceries\n")
        f.write("^\n")


FORMATS = {
    "fr-csv": (fr_csv, "utf-8", ""), "en-csv": (en_csv, "utf-8", ""), "household": (household, "utf-8", ""),
    "ofx-sgml": (ofx_sgml, "ascii", ""), "ofx-xml": (ofx_xml, "ascii", ""), "camt053": (camt053, "ascii", ""),
    "gocardless": (gocardless, "utf-8", "\n"), "json": (json_array, "utf-8", "\n"), "jsonl": (jsonl, "utf-8", "\n"),
    "qif": (qif, "utf-8", "\n"),
}


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in FORMATS:
        sys.exit(__doc__)
    kind, count, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    write, encoding, newline = FORMATS[kind]
    with open(path, "w", encoding=encoding, newline=newline, buffering=1 << 20) as out:
        write(count, out, sys.argv[4:])


if __name__ == "__main__":
    main()
