#!/bin/sh
# run-bigsrc.sh BUILDDIR SRCDIR - sources large enough for clrx-as to read
# them ahead on a thread (256 KiB on: as/readahead.h), made by the awk
# programs of testsuite/bigsrc/, each read three ways: by clrx-cc (clrx-as
# reads clrx-cpp's output from a pipe), by clrx-as from the file, and by
# clrx-as from a pipe (then clrx-ld).  The expectations are the reference's:
#   mixed.awk            the SHA-256 of clrxasm 0.1.9's output (rawcode,
#                        tonga, -t 1 --llvmVersion 1) below;
#   mixed.awk -v bad=N   clrxasm's first error, at line 32265, column 3: the
#                        same position, exit status 1 and no output file.
# Last line: "N passed, N failed".
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
pass=0
fail=0
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-bigsrc.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
OPTS="-b rawcode -g tonga -t 1 --llvmVersion 1"
MIXED_SHA256=84d08073253690b831a3bb9b23c1ae40112c89a5e4cff0ed5cd2593009e8dd6a

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

if ! command -v sha256sum > /dev/null 2>&1; then
    echo "run-bigsrc: sha256sum is missing"
    echo "0 passed, 1 failed"
    exit 1
fi

# build WAY SRC OUT: assemble (and link) SRC into OUT one way; messages in
# $work/msgs
build() {
    case $1 in
    cc) "$builddir/clrx-cc" $OPTS -o "$3" "$2" 2> "$work/msgs" ;;
    file) "$builddir/clrx-as" $OPTS -o "$3.o" "$2" 2> "$work/msgs" &&
          "$builddir/clrx-ld" $OPTS -o "$3" "$3.o" 2>> "$work/msgs" ;;
    pipe) cat "$2" | "$builddir/clrx-as" $OPTS -o "$3.o" - 2> "$work/msgs" &&
          "$builddir/clrx-ld" $OPTS -o "$3" "$3.o" 2>> "$work/msgs" ;;
    esac
}

awk -f "$srcdir/testsuite/bigsrc/mixed.awk" > "$work/test.s"
awk -v bad=30011 -f "$srcdir/testsuite/bigsrc/mixed.awk" > "$work/bad.s"
for way in cc file pipe; do
    rm -f "$work/out.bin" "$work/out.bin.o"
    if build $way "$work/test.s" "$work/out.bin" &&
       [ "$(sha256sum < "$work/out.bin" | cut -d' ' -f1)" = "$MIXED_SHA256" ]; then
        ok
    else
        bad "mixed ($way): not the reference's bytes"; head -5 "$work/msgs"
    fi
    rm -f "$work/bad.bin" "$work/bad.bin.o"
    # (the pipe's cat is not clrx-as: the status is that of the last command)
    (cd "$work" && build $way bad.s "$work/bad.bin")
    st=$?
    first=$(grep -m 1 ': error:' "$work/msgs" | cut -d: -f2,3)
    if [ $st -eq 1 ] && [ "$first" = "32265:3" ] && [ ! -e "$work/bad.bin" ] &&
       [ ! -e "$work/bad.bin.o" ]; then
        ok
    else
        bad "mixed -v bad=30011 ($way): exit $st, first error at '$first', expected 32265:3"
        head -5 "$work/msgs"
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
