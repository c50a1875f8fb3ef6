#!/usr/bin/env python3
"""Writes deterministic JSON, JSON Lines and QIF statements for benchmarks.

    Benchmarks/json-qif/generate.py KIND ROWS OUTPUT

KIND is one of:
  gocardless  GoCardless/Nordigen account transactions, pretty-printed (2-space indent), camelCase,
              amounts as decimal strings, French remittance texts with accents.
  generic     A minified (one-line) array of generic records: date, label, JSON-number amounts,
              currency, category.
  jsonl       JSON Lines: one generic record per line.
  qif         A Quicken `!Type:Bank` export: apostrophe dates, `-1,234.56` amounts, one record in
              five split into two lines.

The same arguments always give the same bytes (a fixed linear congruential generator, no `random`).
"""
import json
import sys

LABELS = [
    "CARTE X4521 CARREFOUR MARKET", "PRLV SEPA EDF CLIENTS PARTICULIERS", "VIR SEPA RECU SALAIRE ÉTÉ SAS",
    "CARTE BOULANGERIE DU MARCHÉ", "CARTE SNCF VOYAGEURS", "PRLV SEPA FREE MOBILE", "CARTE PHARMACIE CENTRALE",
    "RETRAIT DAB PARIS RÉPUBLIQUE", "CARTE MONOPRIX ÉLYSÉES", "VIR LOYER APPARTEMENT", "CARTE CAFÉ DE LA GARE",
]


def main():
    kind, rows, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    state = 20261001

    def rand():
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return state >> 33

    def record(i):
        day_number = i // 3
        year = 2020 + (day_number // 336) % 7
        month = 1 + (day_number // 28) % 12
        day = 1 + day_number % 28
        cents = rand() % 250000
        negative = rand() % 5 != 0
        return year, month, day, (-cents if negative else cents), LABELS[rand() % len(LABELS)]

    def decimal(cents):
        sign = "-" if cents < 0 else ""
        return "%s%d.%02d" % (sign, abs(cents) // 100, abs(cents) % 100)

    with open(out, "w", encoding="utf-8", newline="\n") as f:
        if kind == "gocardless":
            f.write('{\n  "transactions": {\n    "booked": [\n')
            for i in range(rows):
                y, m, d, c, label = record(i)
                tx = {
                    "transactionId": "2026%010d" % i, "bookingDate": "%04d-%02d-%02d" % (y, m, d),
                    "valueDate": "%04d-%02d-%02d" % (y, m, d),
                    "transactionAmount": {"amount": decimal(c), "currency": "EUR"},
                    ("creditorName" if c < 0 else "debtorName"): label.split(" ", 2)[-1],
                    "remittanceInformationUnstructured": label, "bankTransactionCode": "PMNT-CCRD-POSD",
                    "internalTransactionId": "%016x" % rand(),
                }
                text = json.dumps(tx, indent=2, ensure_ascii=False)
                f.write("      " + text.replace("\n", "\n      ") + (",\n" if i < rows - 1 else "\n"))
            f.write('    ],\n    "pending": []\n  }\n}\n')
        elif kind in ("generic", "jsonl"):
            if kind == "generic":
                f.write("[")
            for i in range(rows):
                y, m, d, c, label = record(i)
                rec = '{"date":"%04d-%02d-%02d","label":%s,"amount":%s,"currency":"EUR","category":"%s"}' % (
                    y, m, d, json.dumps(label, ensure_ascii=False), decimal(c), ["groceries", "utilities", ""][i % 3])
                if kind == "generic":
                    f.write(("," if i else "") + rec)
                else:
                    f.write(rec + "\n")
            if kind == "generic":
                f.write("]\n")
        elif kind == "qif":
            f.write("!Type:Bank\n")
            for i in range(rows):
                y, m, d, c, label = record(i)
                amount = decimal(c)
                units, frac = amount.lstrip("-").split(".")
                grouped = "{:,}".format(int(units)) + "." + frac
                f.write("D%d/%2d'%02d\nT%s%s\nP%s\n" % (m, d, y % 100, "-" if c < 0 else "", grouped, label))
                if i % 5 == 0 and abs(c) >= 2:
                    half = c // 2
                    f.write("SGroceries\n$%s\nSHousehold\n$%s\n" % (decimal(half), decimal(c - half)))
                else:
                    f.write("LGroceries\n")
                f.write("^\n")
        else:
            sys.exit("unknown kind: " + kind)


if __name__ == "__main__":
    main()
