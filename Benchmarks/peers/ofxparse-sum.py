#!/usr/bin/env python3
"""The ofxparse peer of Benchmarks/run: parse an OFX file and sum the amounts by payee.

    ofxparse-sum.py FILE

Prints the number of transactions, of payees, and the five largest spends, so the work cannot be
skipped. ofxparse (`pip install ofxparse`) reads OFX 1.x SGML and 2.x XML with BeautifulSoup.
"""
import sys
import warnings
from collections import defaultdict
from decimal import Decimal

warnings.simplefilter("ignore")
import ofxparse  # noqa: E402  (after the warning filter: bs4 warns on import)

with open(sys.argv[1], "rb") as f:
    ofx = ofxparse.OfxParser.parse(f)
totals = defaultdict(Decimal)
count = 0
for account in ofx.accounts:
    for t in account.statement.transactions:
        totals[t.payee or t.memo or ""] += t.amount
        count += 1
print("transactions: %d, payees: %d" % (count, len(totals)))
for name, total in sorted(totals.items(), key=lambda kv: kv[1])[:5]:
    print("%14s  %s" % (total, name))
