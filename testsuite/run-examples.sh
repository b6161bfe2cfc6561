#!/bin/sh
# run-examples.sh BUILDDIR SRCDIR - build the bundled examples (the main job
# of the quick start) and compare each linked binary with the reference's
# output checked in under testsuite/examples/.  Last line: "N passed, N failed".
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
pass=0
fail=0
if sh "$srcdir/tools/run-examples.sh" "$builddir" "$srcdir"; then
    pass=$((pass + 1))
else
    fail=$((fail + 1)); echo "FAIL: tools/run-examples.sh"
fi
for exp in "$srcdir"/testsuite/examples/*.bin; do
    name=$(basename "$exp" .bin)
    if cmp "$exp" "$builddir/examples-out/$name.bin"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1)); echo "FAIL: examples-out/$name.bin differs from the reference's"
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
