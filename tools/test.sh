#!/bin/sh
# test.sh - the README's second command (and what CI runs): install what is
# missing, build, run the whole test suite, run it again in a build with
# AddressSanitizer and UndefinedBehaviorSanitizer (with gcc, and with clang,
# whose UBSan finds what gcc's does not), run each fuzzing harness for 15
# seconds (tools/fuzz.sh --smoke), and check `make distcheck`.
# The last line is the total: "N passed, N failed".
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
sh tools/install-deps.sh || exit 2
if ! [ -x configure ] || [ configure.ac -nt configure ]; then
    autoreconf -fi || exit 2
fi
jobs=$(nproc 2>/dev/null || echo 2)
pass=0
fail=0
log=$(mktemp "${TMPDIR:-/tmp}/clrx-test.XXXXXX") || exit 2
trap 'rm -f "$log"' EXIT INT TERM

count() {   # add the last "N passed, N failed" of $log to the totals
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    if [ -z "$line" ]; then
        fail=$((fail + 1)); return
    fi
    pass=$((pass + $(echo "$line" | sed -E 's/^([0-9]+) passed.*/\1/')))
    fail=$((fail + $(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')))
}

step() {    # step NAME DIR CONFIGURE-ARGS...: configure, build, check in DIR
    name=$1; dir=$2; shift 2
    echo "##### $name build ($dir)"
    mkdir -p "$dir"
    ( cd "$dir" && { [ -f Makefile ] || ../configure -q "$@"; } && make -j"$jobs" >/dev/null ) \
        || { echo "##### $name: build FAILED"; fail=$((fail + 1)); return; }
    ( cd "$dir" && make check ) > "$log" 2>&1
    grep -v '^make' "$log"
    count
}

step normal build
# Memory errors and undefined behaviour abort the program, and so does any
# memory leaked at exit (LeakSanitizer): a test then fails on the exit status.
export UBSAN_OPTIONS=print_stacktrace=1
step sanitizer build-san --enable-sanitizers
if command -v clang > /dev/null 2>&1; then
    step clang-sanitizer build-clang-san CC=clang --enable-sanitizers
else
    echo "##### clang-sanitizer: clang is missing"; fail=$((fail + 1))
fi
unset UBSAN_OPTIONS

echo "##### fuzzing smoke run (tools/fuzz.sh --smoke)"
sh tools/fuzz.sh --smoke -d "$top/build-fuzz" > "$log" 2>&1
grep -v '^fuzz.sh: building' "$log"
count

echo "##### make distcheck"
if ( cd build && make distcheck ) > "$log" 2>&1; then
    echo "distcheck: passed"; pass=$((pass + 1))
else
    tail -n 40 "$log"; echo "distcheck: FAILED"; fail=$((fail + 1))
fi

echo
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
