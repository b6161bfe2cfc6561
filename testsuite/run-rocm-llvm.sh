#!/bin/sh
# run-rocm-llvm.sh BUILDDIR SRCDIR - the ROCm code objects that clrx-cc writes
# are well-formed for the LLVM tools: for every single-source case of
# testsuite/rocm-as that the reference assembles, clrx-cc's output is read by
# `llvm-readelf -a --notes` without a warning or an error, and disassembled
# by `llvm-objdump -d --triple=amdgcn-amd-amdhsa --mcpu=gfxNNN` without an
# error, on GCN 1.2 and later (the old layout's 256-byte configuration at a kernel's entry is data,
# which llvm-objdump shows as bytes: that is no error).  Cases whose source
# makes a note section of its own data are skipped (LLVM reads those as
# notes).  Without llvm-readelf and llvm-objdump the runner says so and
# counts nothing.  Last line: "N passed, N failed".
builddir=${1:-.}
srcdir=${2:-$(dirname "$0")/..}
builddir=$(cd "$builddir" && pwd)
pass=0
fail=0
READELF=${LLVM_READELF:-llvm-readelf}
OBJDUMP=${LLVM_OBJDUMP:-llvm-objdump}
if ! command -v "$READELF" > /dev/null 2>&1 || ! command -v "$OBJDUMP" > /dev/null 2>&1; then
    echo "run-rocm-llvm: llvm-readelf or llvm-objdump is not installed: nothing checked"
    echo "0 passed, 0 failed"
    exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-rocm-llvm.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 2' INT TERM

# the LLVM processor name of a -g device of the case's options; none for
# GCN 1.0 and 1.1, which LLVM 14 does not disassemble
mcpu() {
    case $(echo "$1" | tr 'A-Z' 'a-z') in
        capeverde|pitcairn|tahiti|oland|hainan) ;;
        bonaire|spectre|spooky|kalindi|mullins|hawaii) ;;
        iceland|tonga) echo gfx802;; carrizo|dummy) echo gfx801;;
        stoney) echo gfx810;; gfx900|gfx901) echo gfx900;; gfx902|gfx903) echo gfx902;;
        gfx904|gfx905) echo gfx904;; gfx906|gfx907) echo gfx906;; gfx1000|gfx1010) echo gfx1010;;
        *) echo gfx803;;
    esac
}

for dir in "$srcdir"/testsuite/rocm-as/*/; do
    dir=${dir%/}
    name=$(basename "$dir")
    [ -f "$dir/ref.bin" ] && [ ! -f "$dir/part1.s" ] || continue
    grep -q '@note' "$dir/in.s" && continue
    args=$(cat "$dir/args")
    gpu=$(echo "$args" | sed -n -E 's/.*-g ([A-Za-z0-9]+).*/\1/p')
    w=$work/$name
    mkdir -p "$w"
    # shellcheck disable=SC2086
    if ! "$builddir/clrx-cc" -B "$builddir" -b rocm $args -o "$w/out.bin" "$dir/in.s" \
            > "$w/cc.log" 2>&1; then
        fail=$((fail + 1)); echo "FAIL: $name: clrx-cc failed"; continue
    fi
    "$READELF" -a --notes "$w/out.bin" > "$w/readelf.out" 2> "$w/readelf.err"
    st=$?
    if [ $st != 0 ] || grep -qiE 'warning|error' "$w/readelf.err"; then
        fail=$((fail + 1)); echo "FAIL: $name: llvm-readelf: $(head -2 "$w/readelf.err")"
        continue
    fi
    cpu=$(mcpu "$gpu")
    if [ -z "$cpu" ]; then
        pass=$((pass + 1))
        continue
    fi
    "$OBJDUMP" -d --triple=amdgcn-amd-amdhsa --mcpu="$cpu" "$w/out.bin" \
        > "$w/objdump.out" 2> "$w/objdump.err"
    st=$?
    if [ $st != 0 ] || grep -qiE 'error' "$w/objdump.err"; then
        fail=$((fail + 1)); echo "FAIL: $name: llvm-objdump: $(head -2 "$w/objdump.err")"
        continue
    fi
    pass=$((pass + 1))
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
