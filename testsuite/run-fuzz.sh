#!/bin/sh
# run-fuzz.sh BUILDDIR SRCDIR - every input the fuzzers ever found is a
# regression case: testsuite/fuzz/regress/STAGE/NAME is run once through
# the harness of STAGE (cpp, as, ld, expr) built as a replay program
# (BUILDDIR/testsuite/fuzz/replay-STAGE).  Each must finish within 300
# seconds (an input that reaches a work limit takes seconds here, where the
# limits are full size, and more under the sanitizers), with exit status 0
# and without a sanitizer report (in the sanitizer builds: AddressSanitizer,
# UndefinedBehaviorSanitizer, leaks).  testsuite/fuzz/regress/README says
# what each input once did.
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
        [ "$(basename "$f")" = README ] && continue
        [ -f "$f" ] || continue
        timeout 300 "$replay" "$f" > "$log" 2>&1
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
