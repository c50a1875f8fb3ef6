#!/bin/sh
# Times the report's analysis end to end on generated French CSV statements of 10k, 100k and 1M
# transactions, and prints wall time, CPU time, transactions per second and peak memory.
#
#   Benchmarks/report-analysis.sh            # 10k, 100k and 1M
#   Benchmarks/report-analysis.sh 200000     # one size
#
# Compare "import only" (--sections import: reading and categorizing) with the full report to see
# what the analysis costs, and the full report's memory with the `transactions` command's, which holds
# every transaction in memory. Needs python3 and GNU time (/usr/bin/time).
set -eu
cd "$(dirname "$0")/.."
sizes="${*:-10000 100000 1000000}"
swift build -c release --product statement-report >/dev/null
bin=.build/release/statement-report
work="${TMPDIR:-/tmp}/statement-report-bench"
mkdir -p "$work"
export SOURCE_DATE_EPOCH=1793491200 LANG=C

run() { # label, size, command...
    label=$1; size=$2; shift 2
    /usr/bin/time -f "%e %U %M" -o "$work/time" "$@" >/dev/null
    read -r wall cpu peak < "$work/time"
    rate=$(python3 -c "print(f'{$size / max($cpu, 0.001):,.0f}')")
    printf '%-44s %9s tx  %6.2f s wall  %6.2f s cpu  %10s tx/s cpu  %7.1f MB peak\n' \
        "$label" "$size" "$wall" "$cpu" "$rate" "$(python3 -c "print($peak / 1024)")"
}

for n in $sizes; do
    file="$work/household-$n.csv"
    [ -f "$file" ] || python3 Benchmarks/generate-household-csv.py "$n" > "$file"
    mb=$(python3 -c "import os; print(f'{os.path.getsize(\"$file\") / 1e6:.1f}')")
    echo "== $n transactions, $mb MB"
    run "import + categorize (--sections import)" "$n" $bin report "$file" --format json --sections import
    run "full report, JSON" "$n" $bin report "$file" --format json
    run "full report, HTML (1000 listed)" "$n" $bin report "$file" -o "$work/report.html"
    run "transactions --format json (all in memory)" "$n" $bin transactions "$file" --format json
done
