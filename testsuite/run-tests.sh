#!/bin/sh
# run-tests.sh BUILDDIR SRCDIR - run every test program and end-to-end runner
# of the suite, show their output, and end with the total line
# "N passed, N failed".  Exit status 1 when anything failed.
#
# Parts: the CUnit programs BUILDDIR/testsuite/unit/unit-* and the runners
# SRCDIR/testsuite/run-*.sh (each called with BUILDDIR and SRCDIR, each
# ending with its own "N passed, N failed" line).  A part that ends without
# such a line counts as one failure.
builddir=${1:-.}
srcdir=${2:-$(dirname "$0")/..}
total_pass=0
total_fail=0
log=$(mktemp "${TMPDIR:-/tmp}/clrx-tests.XXXXXX") || exit 2
trap 'rm -f "$log"' EXIT INT TERM

run_part() {
    name=$1; shift
    echo "=== $name"
    "$@" > "$log" 2>&1
    status=$?
    cat "$log"
    line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    if [ -z "$line" ]; then
        echo "--- $name: no summary line (exit status $status): counted as 1 failure"
        total_fail=$((total_fail + 1))
        return
    fi
    p=$(echo "$line" | sed -E 's/^([A-Za-z-]+: )?([0-9]+) passed.*/\2/')
    f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "--- $name: exit status $status with no failure counted: counted as 1 failure"
        f=1
    fi
    total_pass=$((total_pass + p))
    total_fail=$((total_fail + f))
}

for prog in "$builddir"/testsuite/unit/unit-*; do
    [ -x "$prog" ] || continue
    case $prog in *.o|*.log|*.trs) continue;; esac
    run_part "unit: $(basename "$prog")" "$prog"
done
for runner in "$srcdir"/testsuite/run-*.sh; do
    [ "$(basename "$runner")" = run-tests.sh ] && continue
    [ -f "$runner" ] || continue
    run_part "$(basename "$runner" .sh)" sh "$runner" "$builddir" "$srcdir"
done

echo
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
