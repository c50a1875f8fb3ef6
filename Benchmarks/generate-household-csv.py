#!/usr/bin/env python3
"""Writes a deterministic French bank CSV of N transactions (default 1,000,000) to standard output:
`Date;Libellé;Montant;Devise`, decimal comma, dd/MM/yyyy, spread over about ten years, with monthly
rent and subscriptions among card payments at ~300 merchants (so categories, payees and recurring
payments all have work to do)."""
import random, sys, datetime

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
rng = random.Random(20261122)
merchants = [f"CB {name} {i:03d}" for i in range(30) for name in (
    "CARREFOUR MARKET", "LIDL", "MONOPRIX", "BOULANGERIE DU MARCHE", "RESTAURANT LE ZINC", "SNCF INTERNET", "UBER TRIP",
    "FNAC", "PHARMACIE DE LA GARE", "CAFE DES AMIS")]
monthly = [("VIR SEPA LOYER SCI LES TILLEULS", -1260_00), ("PRLV SEPA EDF CLIENTS PARTICULIERS", -86_40),
           ("PRLV NETFLIX.COM", -13_49), ("PRLV SEPA FREE TELECOM FREEBOX", -39_99), ("VIR SALAIRE ACME SAS", 2845_16)]
out = sys.stdout
out.write("Date;Libellé;Montant;Devise\n")
day = datetime.date(2016, 1, 1)
written = 0
def amount(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    euros = f"{cents // 100:,}".replace(",", " ")
    return f"{sign}{euros},{cents % 100:02d}"
while written < n:
    if day.day == 1:
        for label, cents in monthly:
            if written < n:
                out.write(f"{day:%d/%m/%Y};{label};{amount(cents)};EUR\n")
                written += 1
    for _ in range(rng.randint(200, 320)):
        if written >= n:
            break
        m = rng.choice(merchants)
        out.write(f"{day:%d/%m/%Y};{m} {day:%d/%m};{amount(-rng.randint(150, 25000))};EUR\n")
        written += 1
    day += datetime.timedelta(days=1)
