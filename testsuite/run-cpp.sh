#!/bin/sh
# run-cpp.sh [BUILDDIR] - end-to-end tests of clrx-cpp.
#
# The cases are in testsuite/cpp/ beside this script (so that it works in
# a VPATH build); clrx-cpp is BUILDDIR/clrx-cpp (default: the current
# directory).  Each case NAME.s is run in testsuite/cpp/ with
#     clrx-cpp -t 1 --llvmVersion 1 -b rawcode [NAME.opts] NAME.s -o OUT
# and checked against, depending on the files beside it:
#   NAME.expect      the preprocessed text, written by hand; compared after
#                    dropping marker/comment lines and blank lines and
#                    collapsing blanks
#   NAME.expect-raw  the exact output, line markers included
#   NAME.err         line 1: FILE:LINE of the first error (as clrxasm
#                    reports it); line 2: a part of our message.  Exit
#                    status 1 and no output file are required too.
# Then come the tests of the command line: dependency files, -D, -I, the
# include-directory extension, standard input, usage errors, limits and
# determinism.  The last line is "N passed, N failed"; exit 1 on failure.

builddir=${1:-.}
here=$(cd "$(dirname "$0")" && pwd)
cases=$here/cpp
CPP=$(cd "$builddir" && pwd)/clrx-cpp
BASE="-t 1 --llvmVersion 1 -b rawcode"
pass=0
fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/clrx-cpp-test.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM

ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }

if [ ! -x "$CPP" ]; then
    echo "clrx-cpp not found at $CPP"
    echo "0 passed, 1 failed"
    exit 1
fi

# drop markers, comments and blank lines; collapse blanks
norm() {
    grep -v '^[[:space:]]*#' "$1" | sed -e 's/[[:space:]][[:space:]]*/ /g' \
        -e 's/^ //' -e 's/ $//' | grep -v '^$'
}

run_case() {
    name=$1
    opts=""
    [ -f "$cases/$name.opts" ] && opts=$(cat "$cases/$name.opts")
    out=$tmp/$name.out
    log=$tmp/$name.log
    rm -f "$out"
    # shellcheck disable=SC2086
    (cd "$cases" && "$CPP" $BASE $opts "$name.s" -o "$out") > "$log" 2>&1
    rc=$?
    if [ -f "$cases/$name.err" ]; then
        want=$(sed -n 1p "$cases/$name.err")
        frag=$(sed -n 2p "$cases/$name.err")
        first=$(grep -m1 ': error: ' "$log")
        loc=$(echo "$first" | sed -E 's/^([^:]*:[0-9]+):.*/\1/')
        if [ $rc -ne 1 ]; then
            bad "$name" "exit status $rc, expected 1"
        elif [ -e "$out" ]; then
            bad "$name" "an output file was left"
        elif [ "$loc" != "$want" ]; then
            bad "$name" "first error at '$loc', expected '$want': $first"
        elif ! echo "$first" | grep -F -q -- "$frag"; then
            bad "$name" "message '$first' lacks '$frag'"
        else
            ok
        fi
        return
    fi
    if [ $rc -ne 0 ]; then
        bad "$name" "exit status $rc: $(head -n 3 "$log")"
        return
    fi
    if [ -f "$cases/$name.expect-raw" ]; then
        if cmp -s "$out" "$cases/$name.expect-raw"; then
            ok
        else
            bad "$name" "output differs from $name.expect-raw"
            diff "$cases/$name.expect-raw" "$out" | head -n 10
        fi
    fi
    if [ -f "$cases/$name.expect" ]; then
        norm "$cases/$name.expect" > "$tmp/$name.want"
        norm "$out" > "$tmp/$name.got"
        if cmp -s "$tmp/$name.want" "$tmp/$name.got"; then
            ok
        else
            bad "$name" "output differs from $name.expect"
            diff "$tmp/$name.want" "$tmp/$name.got" | head -n 10
        fi
    fi
}

for s in "$cases"/*.s; do
    run_case "$(basename "$s" .s)"
done

# ---- command line ----------------------------------------------------

# check NAME CONDITION-COMMAND...: one test
check() {
    name=$1
    shift
    if "$@"; then ok; else bad "$name" "failed: $*"; fi
}

cd "$cases" || exit 2

# dependency rules: input, included and .incbin'ed files, once each
"$CPP" $BASE -Iinc1 -Iinc2 -M include_basic.s > "$tmp/deps1" 2> "$tmp/deps1.log"
printf '%s\n' 'include_basic.o: include_basic.s inc1/same.s here.inc inc2/macros.s \' \
    ' inc2/same.s' > "$tmp/deps1.want"
check "deps -M" cmp -s "$tmp/deps1" "$tmp/deps1.want"

"$CPP" $BASE -Iinc1 -MD -MF "$tmp/deps2.d" -MT 'x y.o' -MQ 'a b$.o' -MP incbin.s \
    -o "$tmp/deps2.s" 2> "$tmp/deps2.log"
printf '%s\n' 'x y.o a\ b$$.o: incbin.s inc1/data.bin' '' 'inc1/data.bin:' > "$tmp/deps2.want"
check "deps -MD -MF -MT -MQ -MP" cmp -s "$tmp/deps2.d" "$tmp/deps2.want"
check "deps -MD keeps the output" grep -q '^\.byte 0x41' "$tmp/deps2.s"

(cd "$tmp" && "$CPP" $BASE -MD "$cases/end_include.s" -o out3.s) 2> "$tmp/deps3.log"
sed -e ':a' -e '/\\$/N; s/\\\n//; ta' "$tmp/out3.d" > "$tmp/out3.joined"
check "deps -MD beside -o" grep -q '^end_include.o: .*end_include.s .*inc1/ends.s$' "$tmp/out3.joined"

echo '.byte 1' | "$CPP" -M - > "$tmp/deps4"
check "deps of standard input" grep -q '^-:' "$tmp/deps4"

# -D and -I
"$CPP" -DA=5 -DB - < /dev/null > "$tmp/d1"
check "-D written at the top" test "$(norm "$tmp/d1" | tr '\n' ' ')" = "A=5 B=0 "
printf '.if X == 0x20\n.byte 1\n.endif\n' | "$CPP" --defsym X=0x20 - > "$tmp/d2"
check "--defsym value" test "$(norm "$tmp/d2" | tr '\n' ' ')" = "X=32 .byte 1 "
printf '.include "same.s"\n' | "$CPP" -I inc2 -I inc1 - > "$tmp/i1"
check "-I order" test "$(norm "$tmp/i1")" = ".byte 0x22"

# the include-directory extension can be turned off
"$CPP" --no-include-dir-of-file include_vpath.s > /dev/null 2> "$tmp/v1.log"
check "no VPATH extension" grep -q "vp_inner.s' not found" "$tmp/v1.log"

# standard input, markers name it
printf '.byte 7\n' | "$CPP" > "$tmp/s1"
check "stdin marker" grep -q '^# 1 "<stdin>"$' "$tmp/s1"

# usage: errors exit with 2, --help and --version with 0
"$CPP" --no-such-option > /dev/null 2>&1
check "unknown option exits 2" test $? -eq 2
"$CPP" -g nosuchgpu - < /dev/null > /dev/null 2>&1
check "bad option value exits 2" test $? -eq 2
"$CPP" --help > "$tmp/h1" 2>&1
check "--help" grep -q -- '-MD' "$tmp/h1"
"$CPP" --version > "$tmp/h2" 2>&1
check "--version" grep -q 'clrx-cpp' "$tmp/h2"
"$CPP" nonexistent-input.s -o "$tmp/none.s" > /dev/null 2>&1
rc=$?
check "missing input" test $rc -eq 1 -a ! -e "$tmp/none.s"

# an error removes an existing output file: a stale file would look up to
# date to make (gcc and GNU ld remove theirs too)
echo "old" > "$tmp/keep.s"
"$CPP" err_unterminated_if.s -o "$tmp/keep.s" 2> /dev/null
check "failed run removes the old output" test ! -e "$tmp/keep.s"

# limits: a logical line longer than 1 MiB
awk 'BEGIN { printf ".byte 1"; for (i = 0; i < 400000; i++) printf ", 1"; printf "\n" }' \
    > "$tmp/long.s"
"$CPP" "$tmp/long.s" -o "$tmp/long.out" 2> "$tmp/long.log"
rc=$?
check "line length limit" test $rc -eq 1 -a ! -e "$tmp/long.out"
check "line length message" grep -q 'longer than' "$tmp/long.log"

# determinism: the same command gives the same bytes
for n in macro_recursion include_basic altmacro_local irp_basic; do
    opts=""
    [ -f "$n.opts" ] && opts=$(cat "$n.opts")
    # shellcheck disable=SC2086
    "$CPP" $BASE $opts $n.s -o "$tmp/det1.s" 2> /dev/null
    # shellcheck disable=SC2086
    "$CPP" $BASE $opts $n.s -o "$tmp/det2.s" 2> /dev/null
    check "deterministic $n" cmp -s "$tmp/det1.s" "$tmp/det2.s"
done

# several inputs are one source, as for clrxasm
printf '.macro two\n.byte 2\n.endm\n' > "$tmp/m1.s"
printf 'two\n' > "$tmp/m2.s"
"$CPP" "$tmp/m1.s" "$tmp/m2.s" > "$tmp/m.out"
check "several inputs" test "$(norm "$tmp/m.out")" = ".byte 2"

echo
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
