#!/bin/sh
# bench.sh BUILDDIR - `make bench`: generate a 200,000-line source and
# measure lines per second of each stage that exists (clrx-cpp now).
builddir=$(cd "${1:-.}" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-bench.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
src="$work/bench.s"
lines=200000

# a data-heavy source: assignments, conditions, macro calls and data lines
awk -v n="$lines" 'BEGIN {
    print ".macro emit a, b"
    print "    .int \\a, \\b, \\a+\\b"
    print ".endm"
    print "cnt = 0"
    for (i = 4; i < n; i += 4) {
        printf "lbl%d: .byte %d, %d, %d, %d\n", i, i % 256, (i * 7) % 256, 3, 4
        printf "cnt = cnt + %d\n", i % 13
        printf ".if cnt & 1\n"
        printf "emit %d, cnt\n.endif\n", i
    }
}' > "$src"
n=$(wc -l < "$src")

now() { date +%s.%N; }
measure() {   # measure NAME COMMAND...
    name=$1; shift
    t0=$(now)
    if ! "$@" > /dev/null 2> "$work/err"; then
        echo "bench: $name failed:"; head -5 "$work/err"; return 1
    fi
    t1=$(now)
    awk -v n="$n" -v a="$t0" -v b="$t1" -v name="$name" 'BEGIN {
        t = b - a; if (t <= 0) t = 0.000001
        printf "%-24s %8d lines  %7.3f s  %12.0f lines/s\n", name, n, t, n / t }'
}

echo "bench: generated $n lines"
measure "clrx-cpp" "$builddir/clrx-cpp" "$src" -o "$work/out.i"
measure "clrx-cc -E" "$builddir/clrx-cc" -E "$src" -o "$work/out2.i"
