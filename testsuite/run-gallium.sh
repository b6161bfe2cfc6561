#!/bin/sh
# run-gallium.sh BUILDDIR SRCDIR - the Gallium writer of clrx-ld, compared
# byte for byte with clrxasm.
#
# Each directory testsuite/gallium/NAME/ is one case:
#   in.s       one source for clrxasm (what the objects below describe)
#   *.desc     object descriptions for the test tool mkobj (see
#              testsuite/ld/mkobj.c), linked in the order of their names
#   args       options given both to clrx-ld and to clrxasm (one line)
#   ref.bin    what `clrxasm -b gallium ARGS -o ref.bin in.s` writes
#   errors     instead of ref.bin: the link must fail, and its standard
#              error must hold each line of this file
# For each case: the objects are built, linked, and the output compared with
# ref.bin (or the failure checked).  Then in.s itself goes through clrx-cc
# (clrx-cpp, clrx-as, clrx-ld): it must give ref.bin too (or fail without
# leaving an output).  When the reference assembler is
# installed ($CLRXASM, default /root/.cache/clrx-ref/bin/clrxasm), ref.bin
# is also checked against a fresh run of it on in.s (with `errors`: that it
# refuses in.s too).
# Last line: "N passed, N failed".
builddir=${1:-.}
srcdir=${2:-$(dirname "$0")/..}
LD=$builddir/clrx-ld
CC=$builddir/clrx-cc
MKOBJ=$builddir/testsuite/ld/mkobj
REF=${CLRXASM:-/root/.cache/clrx-ref/bin/clrxasm}
cases=$srcdir/testsuite/gallium
pass=0
fail=0

if [ ! -x "$LD" ] || [ ! -x "$MKOBJ" ]; then
    echo "run-gallium: $LD or $MKOBJ is missing (build with make check)"
    echo "0 passed, 1 failed"
    exit 1
fi
[ -x "$REF" ] || REF=""

work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-gallium-tests.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# first differing byte of two files, as "offset: want got"
first_diff() {
    cmp "$1" "$2" 2>&1 | head -1
}

for dir in "$cases"/*/; do
    [ -f "$dir/in.s" ] || continue
    name=$(basename "$dir")
    w=$work/$name
    mkdir -p "$w"
    args=$(cat "$dir/args" 2>/dev/null)
    objs=""
    built=1
    for d in "$dir"/*.desc; do
        [ -f "$d" ] || continue
        o=$(basename "$d" .desc).o
        if "$MKOBJ" "$d" "$w/$o" 2> "$w/mkobj.err"; then
            objs="$objs $o"
        else
            bad "$name: mkobj $(basename "$d"): $(cat "$w/mkobj.err")"
            built=0
        fi
    done
    if [ -f "$dir/errors" ]; then
        if [ $built = 1 ]; then
            # shellcheck disable=SC2086
            (cd "$w" && "$LD" $args -o out.bin $objs > ld.out 2> ld.err)
            st=$?
            good=1
            if [ $st = 0 ]; then
                bad "$name: clrx-ld succeeded, expected errors"
                good=0
            fi
            while IFS= read -r line; do
                [ -n "$line" ] || continue
                if ! grep -qF -- "$line" "$w/ld.err"; then
                    bad "$name: no message '$line'; got:"
                    sed 's/^/    /' "$w/ld.err"
                    good=0
                fi
            done < "$dir/errors"
            if [ -e "$w/out.bin" ]; then
                bad "$name: out.bin was written"
                good=0
            fi
            [ $good = 1 ] && ok
        fi
        # shellcheck disable=SC2086
        if "$CC" -B "$builddir" -b gallium $args -o "$w/cc.bin" "$dir/in.s" 2> "$w/cc.err"; then
            bad "$name: clrx-cc accepts in.s"
        elif [ -e "$w/cc.bin" ]; then
            bad "$name: clrx-cc left cc.bin"
        else
            ok
        fi
        if [ -n "$REF" ]; then
            # shellcheck disable=SC2086
            if "$REF" -b gallium $args -o "$w/ref.bin" "$dir/in.s" > /dev/null 2>&1; then
                bad "$name: clrxasm accepts in.s"
            else
                ok
            fi
        fi
        continue
    fi
    if [ $built = 1 ]; then
        # shellcheck disable=SC2086
        if (cd "$w" && "$LD" $args -o out.bin $objs > ld.out 2> ld.err); then
            if cmp -s "$w/out.bin" "$dir/ref.bin"; then
                ok
            else
                bad "$name: output differs from ref.bin ($(wc -c < "$w/out.bin") bytes, expected $(wc -c < "$dir/ref.bin")): $(first_diff "$dir/ref.bin" "$w/out.bin")"
            fi
        else
            bad "$name: clrx-ld failed:"
            sed 's/^/    /' "$w/ld.err"
        fi
    fi
    # shellcheck disable=SC2086
    if "$CC" -B "$builddir" -b gallium $args -o "$w/cc.bin" "$dir/in.s" 2> "$w/cc.err"; then
        if cmp -s "$w/cc.bin" "$dir/ref.bin"; then
            ok
        else
            bad "$name: clrx-cc on in.s differs from ref.bin: $(first_diff "$dir/ref.bin" "$w/cc.bin")"
        fi
    else
        bad "$name: clrx-cc failed on in.s:"
        sed 's/^/    /' "$w/cc.err"
    fi
    if [ -n "$REF" ]; then
        # shellcheck disable=SC2086
        if "$REF" -b gallium $args -o "$w/ref.bin" "$dir/in.s" > "$w/ref.err" 2>&1 &&
           cmp -s "$w/ref.bin" "$dir/ref.bin"; then
            ok
        else
            bad "$name: ref.bin is not what clrxasm writes for in.s: $(head -3 "$w/ref.err")"
        fi
    fi
done

# more kernels than the assembler's section limit (4096): each kernel's
# configuration area is not a section of the object; the binary's first u32
# is the number of kernels
n=5000
awk -v n=$n 'BEGIN {
    print ".gallium"
    for (i = 0; i < n; i++)
        printf ".kernel k%d\n .args\n  .arg global, 8\n .config\n  .dims x\n", i
    print ".text"
    for (i = 0; i < n; i++)
        printf "k%d:\n s_endpgm\n", i
}' > "$work/many.s"
if "$CC" -B "$builddir" -b gallium -g bonaire -t 1 --llvmVersion 1 -o "$work/many.bin" \
        "$work/many.s" 2> "$work/many.err"; then
    got=$(od -An -tu4 -N4 "$work/many.bin" | tr -d ' ')
    if [ "$got" = $n ]; then ok; else bad "many kernels: $got kernels in the binary, not $n"; fi
else
    bad "many kernels: clrx-cc failed: $(head -3 "$work/many.err")"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
