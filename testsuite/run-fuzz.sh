#!/bin/sh
# run-fuzz.sh BUILDDIR SRCDIR - every input the fuzzers ever found is a
# regression case: testsuite/fuzz/regress/STAGE/NAME is run once through
# the harness of STAGE (cpp, as, ld, expr) built as a replay program
# (BUILDDIR/testsuite/fuzz/replay-STAGE).  Each must finish within 60
# seconds with exit status 0 and without a sanitizer report (in the
# sanitizer builds: AddressSanitizer, UndefinedBehaviorSanitizer, leaks).
# Each file says in a comment (a `# ` line where the language has comments,
# else the commit that added it) what it once did.
# Last line: "N passed, N failed".
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
pass=0
fail=0
log=$(mktemp "${TMPDIR:-/tmp}/clrx-fuzz-replay.XXXXXX") || exit 2
trap 'rm -f "$log"' EXIT INT TERM

for stage in cpp as ld expr; do
    replay=$builddir/testsuite/fuzz/replay-$stage
    if [ ! -x "$replay" ]; then
        echo "FAIL: $replay is missing (built by make check)"
        fail=$((fail + 1))
        continue
    fi
    for f in "$srcdir"/testsuite/fuzz/regress/$stage/*; do
        [ -f "$f" ] || continue
        timeout 60 "$replay" "$f" > "$log" 2>&1
        st=$?
        if [ $st -eq 0 ] && grep -q '^replayed 1 inputs' "$log" &&
           ! grep -q -e 'runtime error' -e 'Sanitizer' "$log"; then
            pass=$((pass + 1))
        else
            fail=$((fail + 1))
            echo "FAIL: $stage/$(basename "$f") (exit $st):"
            grep -v '^replayed' "$log" | head -20 | sed 's/^/    /'
        fi
    done
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
