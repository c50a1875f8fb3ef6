#!/usr/bin/env python3
"""The ofxtools peer of Benchmarks/run: parse an OFX file and sum the amounts by payee.

    ofxtools-sum.py FILE

Prints the number of transactions, of payees, and the five largest spends, so the work cannot be
skipped. ofxtools (`pip install ofxtools`) reads OFX 1.x SGML and 2.x XML into typed objects.
"""
import sys
import warnings
from collections import defaultdict
from decimal import Decimal

from ofxtools.Parser import OFXTree

warnings.simplefilter("ignore")
parser = OFXTree()
parser.parse(sys.argv[1])
ofx = parser.convert()
totals = defaultdict(Decimal)
count = 0
for statement in ofx.statements:
    for t in statement.transactions:
        totals[t.name or t.memo or ""] += t.trnamt
        count += 1
print("transactions: %d, payees: %d" % (count, len(totals)))
for name, total in sorted(totals.items(), key=lambda kv: kv[1])[:5]:
    print("%14s  %s" % (total, name))
