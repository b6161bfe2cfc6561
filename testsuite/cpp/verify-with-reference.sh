#!/bin/sh
# verify-with-reference.sh [--update] [BUILDDIR] - a maintainer's check of the
# clrx-cpp cases against the reference assembler (not run by `make check`).
#
#   CLRXASM=/path/to/clrxasm sh testsuite/cpp/verify-with-reference.sh [BUILDDIR]
#
# For every case NAME.s here (options: -t 1 --llvmVersion 1 -b rawcode and
# NAME.opts):
#  - with NAME.expect: clrxasm on NAME.s must give the checked-in NAME.bin,
#    clrxasm on the hand-written NAME.expect must give the same bytes, and so
#    must clrxasm on clrx-cpp's output (when BUILDDIR/clrx-cpp exists);
#  - with NAME.err: clrxasm's first error must be at the place in line 1;
#  - NAME.noref marks a case clrxasm cannot check (an extension, a limit
#    where clrxasm does not stop, or the documented difference).
# --update writes NAME.bin from clrxasm's output first.
update=false
if [ "$1" = "--update" ]; then
    update=true
    shift
fi
if [ -z "$CLRXASM" ]; then
    echo "set CLRXASM to the reference clrxasm"
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
builddir=${1:-.}
CPP=$(cd "$builddir" 2> /dev/null && pwd)/clrx-cpp
BASE="-t 1 --llvmVersion 1 -b rawcode"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/clrx-verify.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
cd "$here" || exit 2
pass=0
fail=0
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }

for s in *.s; do
    name=${s%.s}
    [ -f "$name.noref" ] && continue
    opts=""
    [ -f "$name.opts" ] && opts=$(cat "$name.opts")
    if [ -f "$name.err" ]; then
        want=$(sed -n 1p "$name.err")
        # shellcheck disable=SC2086
        first=$("$CLRXASM" $BASE $opts -o "$tmp/e.bin" "$s" 2>&1 | grep -m1 ': Error: ')
        loc=$(echo "$first" | sed -E 's/^([^:]*:[0-9]+):.*/\1/')
        if [ "$loc" = "$want" ]; then pass=$((pass + 1)); else
            bad "$name" "clrxasm's first error is '$first', not at $want"; fi
        continue
    fi
    [ -f "$name.expect" ] || [ -f "$name.expect-raw" ] || continue
    # shellcheck disable=SC2086
    if ! "$CLRXASM" $BASE $opts -o "$tmp/a.bin" "$s" > "$tmp/a.log" 2>&1; then
        bad "$name" "clrxasm rejects the source: $(head -n 2 "$tmp/a.log")"
        continue
    fi
    $update && cp "$tmp/a.bin" "$name.bin"
    if ! cmp -s "$tmp/a.bin" "$name.bin"; then
        bad "$name" "clrxasm's bytes differ from $name.bin"
        continue
    fi
    for e in "$name.expect" "$name.expect-raw"; do
        [ -f "$e" ] || continue
        cp "$e" "$tmp/expect.s"
        # shellcheck disable=SC2086
        if ! "$CLRXASM" $BASE -o "$tmp/b.bin" "$tmp/expect.s" > "$tmp/b.log" 2>&1; then
            bad "$name" "clrxasm rejects $e: $(head -n 2 "$tmp/b.log")"
        elif ! cmp -s "$tmp/b.bin" "$name.bin"; then
            bad "$name" "$e assembles to other bytes"
        else
            pass=$((pass + 1))
        fi
    done
    if [ -x "$CPP" ]; then
        # shellcheck disable=SC2086
        if ! "$CPP" $BASE $opts "$s" -o "$tmp/c.s" 2> "$tmp/c.log"; then
            bad "$name" "clrx-cpp fails"
        elif ! "$CLRXASM" $BASE -o "$tmp/c.bin" "$tmp/c.s" > /dev/null 2>&1 ||
                ! cmp -s "$tmp/c.bin" "$name.bin"; then
            bad "$name" "clrx-cpp's output assembles to other bytes"
        else
            pass=$((pass + 1))
        fi
    fi
done
echo
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
