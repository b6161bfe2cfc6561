#!/bin/sh
# update-expected.sh - (maintainers) write the expectations of the clrx-as
# test cases from the reference assembler, clrxasm 0.1.9:
#
#   CLRXASM=/path/to/clrxasm sh testsuite/as/update-expected.sh [NAME...]
#
# For each NAME.s (all by default) it runs, in a scratch directory where the
# source is test.s:  clrxasm -t 1 --llvmVersion 1 -b rawcode [NAME.args] -o out.bin test.s
# and writes NAME.bin (accepted: the bytes), or NAME.err (rejected: its
# first "test.s:LINE" error), and NAME.out when it printed something.
# Cases with a "# expected by hand" line are skipped (clrxasm cannot
# produce their expectations, e.g. line markers).
here=$(cd "$(dirname "$0")" && pwd)
CLRXASM=${CLRXASM:-clrxasm}
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-as-expect.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
if [ $# -eq 0 ]; then
    set --
    for f in "$here"/*.s; do set -- "$@" "$(basename "$f" .s)"; done
fi
for name in "$@"; do
    src="$here/$name.s"
    [ -f "$src" ] || { echo "no $src"; continue; }
    if grep -q '^# expected by hand' "$src"; then
        echo "$name: by hand, skipped"
        continue
    fi
    args=""
    [ -f "$here/$name.args" ] && args=$(cat "$here/$name.args")
    rm -rf "$work"/*
    cp "$src" "$work/test.s"
    for aux in "$here/$name".data*; do
        [ -f "$aux" ] && cp "$aux" "$work/"
    done
    (
        cd "$work" || exit 1
        # shellcheck disable=SC2086
        "$CLRXASM" -t 1 --llvmVersion 1 -b rawcode $args -o out.bin test.s \
            > stdout.txt 2> stderr.txt
    )
    st=$?
    rm -f "$here/$name.bin" "$here/$name.err" "$here/$name.out"
    if [ "$st" -eq 0 ] && [ -f "$work/out.bin" ]; then
        cp "$work/out.bin" "$here/$name.bin"
        echo "$name: accepted, $(wc -c < "$work/out.bin") bytes"
    else
        sed -n 's/^\(test\.s\):\([0-9][0-9]*\):[0-9]*: Error:.*/\1:\2/p' "$work/stderr.txt" |
            head -n 1 > "$here/$name.err"
        echo "$name: rejected (exit $st) at $(cat "$here/$name.err")"
    fi
    [ -s "$work/stdout.txt" ] && cp "$work/stdout.txt" "$here/$name.out"
done
