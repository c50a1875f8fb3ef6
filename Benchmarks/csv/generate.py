#!/usr/bin/env python3
"""Writes a deterministic French-style bank CSV export for benchmarks.

    Benchmarks/csv/generate.py ROWS OUTPUT

`;` separator, decimal comma with `1 234,56` grouping, dd/MM/yyyy dates, a header with accents
(Date opération;Date valeur;Libellé;Montant;Devise;Catégorie), labels with accents, a quoted label
with a `;` or doubled quotes on one row in seven, CRLF line ends. The same ROWS always gives the same
bytes (a fixed linear congruential generator, no `random`), so figures compare across runs and machines.
"""
import sys

MERCHANTS = [
    "CARTE 12/10 CARREFOUR MARKET", "PRLV SEPA EDF CLIENTS PARTICULIERS", "VIR SALAIRE ÉTÉ SAS",
    "CARTE BOULANGERIE DU MARCHÉ", "CARTE SNCF VOYAGEURS", "PRLV FREE MOBILE", "CARTE PHARMACIE CENTRALE",
    "RETRAIT DAB CRÉDIT AGRICOLE", "CARTE MONOPRIX ÉLYSÉES", "VIR LOYER APPARTEMENT", "CARTE CAFÉ DE LA GARE",
    "PRLV ASSURANCE HABITATION", "CARTE LIBRAIRIE GÉNÉRALE", "CARTE NETFLIX.COM", "CHQ 1234567",
]
CATEGORIES = ["Alimentation", "Énergie", "Revenus", "Transports", "Télécom", "Santé", "Loisirs", "Logement", ""]


def main():
    rows = int(sys.argv[1])
    out = sys.argv[2]
    state = 20261001
    def rand():
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return state >> 33
    with open(out, "w", encoding="utf-8", newline="") as f:
        f.write("Date opération;Date valeur;Libellé;Montant;Devise;Catégorie\r\n")
        day_number = 0
        for i in range(rows):
            if rand() % 3 == 0:
                day_number += 1
            year = 2020 + (day_number // 336) % 7
            month = 1 + (day_number // 28) % 12
            day = 1 + day_number % 28
            date = "%02d/%02d/%04d" % (day, month, year)
            value = "%02d/%02d/%04d" % (min(day + 1, 28), month, year)
            label = MERCHANTS[rand() % len(MERCHANTS)]
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
            category = CATEGORIES[rand() % len(CATEGORIES)]
            f.write(";".join([date, value, label, amount, "EUR", category]) + "\r\n")


if __name__ == "__main__":
    main()
