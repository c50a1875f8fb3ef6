#!/usr/bin/env python3
# The SQLite side of recording one transaction in the history (issue 22), under variants of the
# schema: writes an SQL script of N single-row INSERTs (like HistoryInsert's, literal values instead
# of bound ones) into one transaction, then the index builds and the commit. Count with
#   python3 Benchmarks/history-sqlite-variants.py VARIANT 5000      (writes /tmp/h4sq/VARIANT.sql)
#   valgrind --tool=callgrind --toggle-collect=sqlite3_step sqlite3 /tmp/h4sq/VARIANT.db < /tmp/h4sq/VARIANT.sql
# (only sqlite3_step is counted: parsing the script is not). VARIANT: base (schema 2), nounique,
# nofk, narrow, onlydate (schema 3), withoutrowid, page16k, page64k, wal; rowidkey (schema 4: the
# identity's first 64 bits as the rowid, the whole digest in a column without an index, a recording
# sequence for the order), rowidkey-multi (the same, 8 rows per INSERT), onlydate-multi
# (schema 3, 8 rows per INSERT; onlydate-multi16 and onlydate-multi32: 16 and 32 rows; a "-sorted"
# suffix sorts each INSERT's rows by identity, "-page8k"/"-page16k" set the page size).
# Figures in BENCHMARKS.md.
import os, random, sys
variant, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(1)
texts = ["CB CARREFOUR MARKET", "PRLV SEPA EDF", "CB LIDL", "PRLV NETFLIX.COM", "CB BOULANGERIE", "VIR SEPA LOYER", "CB SNCF"]
wide = """statement_id INTEGER NOT NULL REFERENCES s(id), account TEXT NOT NULL, booking_date INTEGER NOT NULL, value_date INTEGER,
  amount_units INTEGER NOT NULL, amount_scale INTEGER NOT NULL, currency TEXT NOT NULL,
  description TEXT NOT NULL, payee TEXT, memo TEXT, reference TEXT, category TEXT,
  kind TEXT NOT NULL, status TEXT NOT NULL, own_account TEXT, payer TEXT,
  original_units INTEGER, original_scale INTEGER, original_currency TEXT,
  source_id TEXT NOT NULL, has_source_id INTEGER NOT NULL, line INTEGER"""
narrow = """statement_id INTEGER NOT NULL REFERENCES s(id), booking_date INTEGER NOT NULL, value_date INTEGER,
  amount_units INTEGER NOT NULL, amount_scale INTEGER NOT NULL,
  description TEXT NOT NULL, payee TEXT, memo TEXT, reference TEXT, category TEXT,
  kind INTEGER NOT NULL, own_account TEXT, payer TEXT,
  original_units INTEGER, original_scale INTEGER, original_currency TEXT,
  source_id TEXT NOT NULL, line INTEGER"""
out = []
fk = "nofk" not in variant
out.append(f"PRAGMA foreign_keys = {'ON' if fk else 'OFF'};")
page = next((p for k, p in {"page8k": 8192, "page16k": 16384, "page64k": 65536}.items() if k in variant), None)
if page: out.append(f"PRAGMA page_size = {page};")
cols = narrow if "narrow" in variant else wide
out.append("CREATE TABLE s (id INTEGER PRIMARY KEY, x TEXT); INSERT INTO s VALUES (1, 'x');")
rowidkey = variant.startswith("rowidkey")
if rowidkey:
    out.append(f"CREATE TABLE t (id INTEGER PRIMARY KEY, identity BLOB NOT NULL, seq INTEGER NOT NULL, {cols});")
elif variant == "withoutrowid":
    out.append(f"CREATE TABLE t (identity BLOB PRIMARY KEY, {cols}) WITHOUT ROWID;")
elif "nounique" in variant:
    out.append(f"CREATE TABLE t (id INTEGER PRIMARY KEY, identity BLOB NOT NULL, {cols});")
else:
    out.append(f"CREATE TABLE t (id INTEGER PRIMARY KEY, identity BLOB NOT NULL UNIQUE, {cols});")
out.append("PRAGMA cache_size = -65536;")
if variant == "wal": out.append("PRAGMA journal_mode = WAL;")
out.append("BEGIN;")
tail = "" if "nounique" in variant else " ON CONFLICT DO NOTHING"
rows = []
for i in range(n):
    ident = rng.getrandbits(128).to_bytes(16, "little").hex()
    day = 20240101 + i // 900
    d = texts[i % 7] + f" {i % 997}"
    if "narrow" in variant:
        vals = f"X'{ident}', 1, {day}, NULL, {-(100 + i % 9000)}, 2, '{d}', NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL, 'row-{i}', {i+2}"
    else:
        vals = f"X'{ident}', 1, 'FR7630001007941234567890185', {day}, NULL, {-(100 + i % 9000)}, 2, 'EUR', '{d}', NULL, NULL, NULL, NULL, 'payment', 'booked', NULL, NULL, NULL, NULL, NULL, 'row-{i}', 0, {i+2}"
    if rowidkey:
        key = int.from_bytes(bytes.fromhex(ident)[:8], "little", signed=True)
        rows.append(f"({key}, X'{ident}', {i}, {vals[len(ident) + 5:]})")
        if len(rows) == (8 if "multi" in variant else 1) or i == n - 1:
            out.append(f"INSERT INTO t VALUES {', '.join(rows)} ON CONFLICT(id) DO NOTHING;")
            rows = []
        continue
    if variant.startswith("onlydate-multi"):
        rows.append((ident, f"(NULL, {vals})"))
        size = 16 if "16" in variant else 32 if "32" in variant else 8
        if len(rows) == size or i == n - 1:
            if "sorted" in variant: rows.sort()
            out.append(f"INSERT INTO t VALUES {', '.join(r for _, r in rows)}{tail};")
            rows = []
        continue
    out.append(f"INSERT INTO t VALUES ({'NULL, ' if variant != 'withoutrowid' else ''}{vals}){tail};")
if "nounique" in variant: out.append("CREATE UNIQUE INDEX t_identity ON t(identity);")
if "onlydate" not in variant and not rowidkey:
    out.append(f"CREATE INDEX t_account ON t({'statement_id' if 'narrow' in variant else 'account'}, booking_date);")
out.append("CREATE INDEX t_date ON t(booking_date);")
out.append("COMMIT;")
os.makedirs("/tmp/h4sq", exist_ok=True)
open(f"/tmp/h4sq/{variant}.sql", "w").write("\n".join(out) + "\n")
