#!/usr/bin/env bash
# Throughput and peak memory of the OFX and camt importers on deterministic 1,000,000-transaction
# files (OFX 1.02 SGML, OFX 2.2 XML, camt.053.001.08), release build.
#
#   Benchmarks/ofx-camt/run.sh [COUNT]        COUNT defaults to 1000000
#
# What is timed: `import-benchmark FILE`, i.e. the importer (reading, parsing, building every
# Transaction) into a sink that only counts and sums. The rest of the pipeline is measured once
# for comparison (`statement-report transactions FILE --format json`): it keeps every transaction
# in memory and writes JSON, so it dominates both time and memory and says nothing about the
# importer. Each file is run 3 times and the fastest run is reported; MB/s is given by the wall
# clock and by the CPU time of the process (the importer is single-threaded, so on an idle machine
# they agree; on a shared one the CPU figure is the one that does not depend on the neighbours).
# Peak memory is the largest maximum resident set size of the 3 runs (`/usr/bin/time -v`).
# Files are written to $BENCH_DIR (default /tmp/statement-report-bench) and reused.
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${1:-1000000}
dir=${BENCH_DIR:-/tmp/statement-report-bench}
mkdir -p "$dir"

echo "building (release)..."
swift build -c release --product import-benchmark 2>&1 | grep -E "error|Compiling|Build of" | tail -1
swift build -c release --product statement-report 2>&1 | grep -E "error|Compiling|Build of" | tail -1
bin=$(swift build -c release --show-bin-path)

declare -A target=([ofx-sgml]=100 [ofx-xml]=80 [camt053]=80)
declare -A suffix=([ofx-sgml]=ofx [ofx-xml]=ofx [camt053]=xml)

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "\n%-9s %9s %8s %10s %10s %9s   %s\n" format "size MB" "best s" "MB/s wall" "MB/s CPU" "peak MB" "target"
for kind in ofx-sgml ofx-xml camt053; do
    file="$dir/bench-$kind-$count.${suffix[$kind]}"
    [ -s "$file" ] || python3 Benchmarks/ofx-camt/generate.py "$kind" "$count" "$file" 2>/dev/null
    size=$(stat -c %s "$file")
    best=""; bestcpu=""; peak=0
    for run in 1 2 3; do
        /usr/bin/time -v "$bin/import-benchmark" "$file" > "$dir/out.txt" 2> "$dir/time.txt"
        grep -q "rows: $count read, $count imported" "$dir/out.txt" || { echo "$kind: wrong result"; cat "$dir/out.txt"; exit 1; }
        seconds=$(grep "^seconds:" "$dir/out.txt" | awk '{print $2}')
        cpu=$(grep "^cpu seconds:" "$dir/out.txt" | awk '{print $3}')
        if [ -z "$bestcpu" ] || awk "BEGIN{exit !($cpu < $bestcpu)}"; then bestcpu=$cpu; fi
        rss=$(grep "Maximum resident set size" "$dir/time.txt" | awk '{print $NF}')
        [ "$rss" -gt "$peak" ] && peak=$rss
        if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; fi
    done
    mbs=$(awk "BEGIN{printf \"%.1f\", $size/1e6/$best}")
    mbscpu=$(awk "BEGIN{printf \"%.1f\", $size/1e6/$bestcpu}")
    verdict=$(awk "BEGIN{print ($mbs >= ${target[$kind]} && $peak < 300*1024) ? \"met\" : ($mbscpu >= ${target[$kind]} && $peak < 300*1024) ? \"met in CPU time\" : \"MISSED\"}")
    printf "%-9s %9.1f %8.2f %10s %10s %9.1f   >= %s MB/s, < 300 MB: %s\n" "$kind" "$(awk "BEGIN{print $size/1e6}")" "$best" "$mbs" "$mbscpu" \
        "$(awk "BEGIN{print $peak/1024}")" "${target[$kind]}" "$verdict"
done

echo
echo "for comparison (one run each):"
if command -v cc >/dev/null && pkg-config --exists libxml-2.0; then
    cc -O2 $(pkg-config --cflags libxml-2.0) Benchmarks/ofx-camt/xmlreader-walk.c $(pkg-config --libs libxml-2.0) -o "$dir/xmlreader-walk"
    file="$dir/bench-camt053-$count.xml"
    /usr/bin/time -f "%e %M" "$dir/xmlreader-walk" "$file" > /dev/null 2> "$dir/time.txt"
    read -r seconds rss < <(tail -1 "$dir/time.txt")
    echo "  libxml2's xmlTextReader alone (C) on camt053: $(awk "BEGIN{printf \"%.1f\", $(stat -c %s "$file")/1e6/$seconds}") MB/s, peak $((rss / 1024)) MB"
fi
file="$dir/bench-ofx-sgml-$count.ofx"
/usr/bin/time -f "%e %M" "$bin/statement-report" transactions "$file" --format json > /dev/null 2> "$dir/time.txt"
read -r seconds rss < <(tail -1 "$dir/time.txt")
echo "  whole pipeline on ofx-sgml (statement-report transactions --format json, all kept in memory): ${seconds} s, peak $((rss / 1024)) MB"
