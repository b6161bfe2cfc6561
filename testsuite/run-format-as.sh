#!/bin/sh
# run-format-as.sh BUILDDIR SRCDIR - end-to-end tests of the binary formats:
# sources go through clrx-cc (clrx-cpp, clrx-as, clrx-ld) and the output is
# compared byte for byte with what the reference assembler wrote.
#
# The cases of format FMT (rawcode, gallium, amd, amdcl2, rocm) are the directories
# testsuite/FMT-as/NAME/; FMT is given to both assemblers as `-b FMT`.
# Each case directory holds:
#   in.s       the whole source; ref.bin is `clrxasm -b FMT ARGS -o
#              ref.bin in.s`
#   args       one line of options given to clrx-cc (and to clrxasm)
#   ref.bin    the expected output, or instead
#   errors     the expected failure: one FILE:LINE per line, the set of
#              source lines at which errors must be reported (FILE:LINE:COL
#              entries: the set of positions, columns included)
#   part1.s, part2.s, ...   (optional) separate compilation: each part is
#              assembled alone (`clrx-cc -b FMT ARGS -c partN.s`), the
#              lib1.s, lib2.s, ... objects go into the archive libparts.a,
#              and everything is linked in that order; the result must be
#              ref.bin (in.s is then the concatenation of the parts and of
#              the archive members that get linked, with `.text` and
#              `.p2align 8` between files; in the AMD OpenCL 2.0 format,
#              whose objects join as their sources would, nothing between
#              them, and `.hsalayout` once)
# A case with `errors` passes when the command (or one of the steps) exits
# with status 1, no out.bin exists, and the set of FILE:LINE prefixes of the
# diagnostics `FILE:LINE[:COL]: error: ...` (directory stripped from FILE)
# equals the set in `errors` (an empty `errors`: errors without a location).
#
# clrx-cc is $CLRX_CC when set, else BUILDDIR/clrx-cc (given -B BUILDDIR).
# When the reference assembler is installed ($CLRXASM, default
# /root/.cache/clrx-ref/bin/clrxasm), each case also checks that it still
# writes ref.bin for in.s (or refuses in.s, at the lines of `errors` for a
# single-file case); that check counts as one more test.
# Last line: "N passed, N failed".
builddir=${1:-.}
srcdir=${2:-$(dirname "$0")/..}
REF=${CLRXASM:-/root/.cache/clrx-ref/bin/clrxasm}
AR=${AR:-ar}
pass=0
fail=0

if [ -n "$CLRX_CC" ]; then
    CC=$CLRX_CC
    set --
else
    CC=$builddir/clrx-cc
    set -- -B "$builddir"
fi
# "$@" now holds the options that always go first to clrx-cc

if [ ! -x "$CC" ] && ! command -v "$CC" > /dev/null 2>&1; then
    echo "run-format-as: $CC is missing (build first, or set CLRX_CC)"
    echo "0 passed, 1 failed"
    exit 1
fi
[ -x "$REF" ] || REF=""

work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-format-as.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 2' INT TERM

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# describe where two files first differ: "offset N (0x..): want X got Y"
first_diff() {
    out=$(cmp "$1" "$2" 2>&1 | head -1)
    case $out in
        *"differ: "*)
            b=$(echo "$out" | sed -E 's/.*differ: (char|byte) ([0-9]+).*/\2/')
            off=$((b - 1))
            want=$(od -An -tx1 -j "$off" -N1 "$1" | tr -d ' ')
            got=$(od -An -tx1 -j "$off" -N1 "$2" | tr -d ' ')
            printf 'first difference at offset %d (0x%x): want 0x%s, got 0x%s' \
                "$off" "$off" "$want" "$got"
            ;;
        *EOF*) echo "one file is a prefix of the other: $out" ;;
        *) echo "$out" ;;
    esac
}

# FILE:LINE of every located error in the files given ($1 = pattern word)
error_set() {
    word=$1; shift
    if [ "$with_cols" = yes ]; then
        cat "$@" 2>/dev/null |
            sed -n -E "s/^([^:]*):([0-9]+):([0-9]+): *$word:.*/\\1:\\2:\\3/p"
    else
        cat "$@" 2>/dev/null |
            sed -n -E "s/^([^:]*):([0-9]+):([0-9]+:)? *$word:.*/\\1:\\2/p"
    fi | sed 's|^.*/||' | LC_ALL=C sort -u
}

# the numbered files PREFIX1.s PREFIX2.s ... of directory $1, in order
numbered() {
    i=1
    while [ -f "$1/$2$i.s" ]; do
        echo "$2$i"
        i=$((i + 1))
    done
}

for dir in "$srcdir"/testsuite/*-as/*/; do
    [ -f "$dir/in.s" ] || continue
    dir=${dir%/}
    fmtdir=$(basename "$(dirname "$dir")")
    fmt=${fmtdir%-as}
    name=$fmtdir/$(basename "$dir")
    w=$work/$name
    mkdir -p "$w"
    cp "$dir"/*.s "$w"/
    args=$(cat "$dir/args" 2>/dev/null)
    parts=$(numbered "$dir" part)
    libs=$(numbered "$dir" lib)
    : > "$w/cc.err"
    status=0
    if [ -z "$parts" ]; then
        # shellcheck disable=SC2086
        (cd "$w" && "$CC" "$@" -b $fmt $args -o out.bin in.s) \
            > "$w/cc.out" 2> "$w/cc.err"
        status=$?
        cmd="clrx-cc -b $fmt $args -o out.bin in.s"
    else
        objs=""
        for p in $parts $libs; do
            # shellcheck disable=SC2086
            (cd "$w" && "$CC" "$@" -b $fmt $args -c "$p.s" -o "$p.o") \
                >> "$w/cc.out" 2>> "$w/cc.err"
            st=$?
            # every file is assembled, so that errors in several are all seen
            if [ $st != 0 ] && [ $status = 0 ]; then
                status=$st
                cmd="clrx-cc -b $fmt $args -c $p.s -o $p.o"
            fi
            case $p in part*) objs="$objs $p.o";; esac
        done
        if [ $status = 0 ] && [ -n "$libs" ]; then
            lobjs=""
            for l in $libs; do lobjs="$lobjs $l.o"; done
            # shellcheck disable=SC2086
            if (cd "$w" && "$AR" rc libparts.a $lobjs) >> "$w/cc.err" 2>&1; then
                objs="$objs libparts.a"
            else
                status=2
                cmd="$AR rc libparts.a$lobjs"
            fi
        fi
        if [ $status = 0 ]; then
            # shellcheck disable=SC2086
            (cd "$w" && "$CC" "$@" -b $fmt $args -o out.bin $objs) \
                >> "$w/cc.out" 2>> "$w/cc.err"
            status=$?
            cmd="clrx-cc -b $fmt $args -o out.bin$objs"
        fi
    fi

    # FILE:LINE:COL entries in `errors`: the columns count too
    with_cols=no
    [ -f "$dir/errors" ] && grep -q '^[^:]*:[0-9]*:[0-9]' "$dir/errors" && with_cols=yes
    if [ -f "$dir/errors" ]; then
        error_set error "$w/cc.err" > "$w/got.set"
        grep -v '^[[:space:]]*$' "$dir/errors" | LC_ALL=C sort -u > "$w/want.set"
        if [ $status = 0 ]; then
            bad "$name: '$cmd' succeeded, errors expected at: $(tr '\n' ' ' < "$w/want.set")"
        elif [ $status != 1 ]; then
            bad "$name: '$cmd' exited with status $status (not 1):"
            head -5 "$w/cc.err" | sed 's/^/    /'
        elif [ -e "$w/out.bin" ]; then
            bad "$name: out.bin was left behind after the errors"
        elif ! cmp -s "$w/want.set" "$w/got.set"; then
            bad "$name: errors at [$(tr '\n' ' ' < "$w/got.set")], expected [$(tr '\n' ' ' < "$w/want.set")]:"
            head -5 "$w/cc.err" | sed 's/^/    /'
        else
            ok
        fi
    elif [ $status != 0 ]; then
        bad "$name: '$cmd' failed (status $status):"
        head -5 "$w/cc.err" | sed 's/^/    /'
    elif [ ! -f "$w/out.bin" ]; then
        bad "$name: '$cmd' wrote no out.bin"
    elif cmp -s "$dir/ref.bin" "$w/out.bin"; then
        ok
    else
        bad "$name: output differs from ref.bin ($(wc -c < "$w/out.bin") bytes, expected $(wc -c < "$dir/ref.bin")): $(first_diff "$dir/ref.bin" "$w/out.bin")"
    fi

    [ -n "$REF" ] || continue
    r=$w/ref
    mkdir -p "$r"
    cp "$dir/in.s" "$r/in.s"
    # shellcheck disable=SC2086
    (cd "$r" && "$REF" -b $fmt $args -o ref.bin in.s) > "$r/ref.out" 2> "$r/ref.err"
    rst=$?
    if [ -f "$dir/errors" ]; then
        if [ $rst = 0 ]; then
            bad "$name: the reference accepts in.s"
        elif [ -n "$parts" ]; then
            ok
        else
            error_set Error "$r/ref.err" > "$r/got.set"
            if cmp -s "$w/want.set" "$r/got.set"; then
                ok
            else
                bad "$name: the reference reports errors at [$(tr '\n' ' ' < "$r/got.set")], not [$(tr '\n' ' ' < "$w/want.set")]"
            fi
        fi
    elif [ $rst != 0 ]; then
        bad "$name: the reference fails on in.s: $(head -3 "$r/ref.err")"
    elif ! cmp -s "$dir/ref.bin" "$r/ref.bin"; then
        bad "$name: ref.bin is not what the reference writes for in.s: $(first_diff "$dir/ref.bin" "$r/ref.bin")"
    else
        ok
    fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
