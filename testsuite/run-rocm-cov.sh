#!/bin/sh
# run-rocm-cov.sh BUILDDIR SRCDIR - ROCm code objects v4/v5 (beyond clrxasm)
# checked against LLVM 19's.  Each case of testsuite/rocm-cov is a CLRX
# source (in.s, or part1.s part2.s ... assembled separately and linked, or
# the files of examples/ that `sources` names), the
# clrx-cc options (args), and per code object version N its LLVM-syntax twin
# (twinN.s, built with `llvm-mc-19 -triple=amdgcn-amd-amdhsa $(cat mc.args)
# -filetype=obj` and `ld.lld-19 -shared`).  For each twin, clrx-cc is run
# with -mcode-object-version=N (unless the source says
# .amdhsa_code_object_version itself; only on the link step when the case
# has a file `link-only`) and the two shared objects must have:
#   - the same .text bytes;
#   - for every kernel K (a dynamic symbol K.kd), the same descriptor as
#     `llvm-objdump-19 -D --disassemble-symbols=K.kd` decodes it, the same
#     64 bytes but the entry offset (bytes 16-23), and an entry offset that
#     leads from the descriptor to the symbol K;
#   - the same metadata as `llvm-readelf-19 --notes` decodes it;
#   - the same ELF identification, type, machine and flags
#     (`llvm-readelf-19 -h`), the same dynamic symbols (type, binding, name);
#   - no warning from `llvm-readelf-19 -a` on ours.
# A case with a file `error` instead is a source clrx-cc must reject with a
# diagnostic that contains that file's line.
# Without llvm-mc-19, ld.lld-19, llvm-readelf-19, llvm-objdump-19 and
# llvm-objcopy-19 the runner says so and counts nothing.
# Last line: "N passed, N failed".
builddir=${1:-.}
srcdir=${2:-$(dirname "$0")/..}
builddir=$(cd "$builddir" && pwd)
MC=${LLVM_MC:-llvm-mc-19}
LLD=${LLD:-ld.lld-19}
READELF=${LLVM_READELF19:-llvm-readelf-19}
OBJDUMP=${LLVM_OBJDUMP19:-llvm-objdump-19}
OBJCOPY=${LLVM_OBJCOPY19:-llvm-objcopy-19}
pass=0
fail=0
for t in "$MC" "$LLD" "$READELF" "$OBJDUMP" "$OBJCOPY"; do
    if ! command -v "$t" > /dev/null 2>&1; then
        n=$(ls -d "$srcdir"/testsuite/rocm-cov/*/ | wc -l)
        echo "run-rocm-cov: $t is not installed (Debian: llvm-19 lld-19):" \
             "$n cases skipped"
        echo "0 passed, 0 failed"
        exit 0
    fi
done
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-rocm-cov.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 2' INT TERM

# clrx-cc on a case: DIR OUT [OPTION] (in.s; part*.s; or the files that
# `sources` lists, relative to SRCDIR: an example of examples/)
build_ours() {
    d=$1 out=$2 opt=$3
    # shellcheck disable=SC2046
    set -- $(cat "$d/args")
    if [ -f "$d/in.s" ]; then
        "$builddir/clrx-cc" -B "$builddir" "$@" $opt -o "$out" "$d/in.s"
        return
    fi
    objs=
    parts=$(ls "$d"/part*.s 2> /dev/null)
    [ -f "$d/sources" ] && parts=$(sed "s|[^ ][^ ]*|$srcdir/&|g" "$d/sources")
    for p in $parts; do
        o=$out.$(basename "$p" .s).o
        copt=$opt
        [ -f "$d/link-only" ] && copt=
        "$builddir/clrx-cc" -B "$builddir" "$@" $copt -c -o "$o" "$p" || return 1
        objs="$objs $o"
    done
    # shellcheck disable=SC2086
    "$builddir/clrx-cc" -B "$builddir" "$@" $opt -o "$out" $objs
}

# the 64 bytes of symbol SYM's descriptor, one byte a line; bytes 16-23
# (the entry offset) as "--" unless KEEP
kd_bytes() {
    f=$1 sym=$2
    addr=$("$READELF" --dyn-syms -W "$f" | awk -v s="$sym" '$8 == s { print $2 }')
    rod=$("$READELF" -S -W "$f" |
          awk '{ for (i = 1; i < NF; i++) if ($i == ".rodata") print $(i + 2) }')
    [ -n "$addr" ] && [ -n "$rod" ] || return 1
    "$OBJCOPY" -O binary --only-section=.rodata "$f" "$f.rodata" || return 1
    off=$((0x$addr - 0x$rod))
    od -An -tx1 -v -j "$off" -N 64 "$f.rodata" | tr -s ' ' '\n' | sed '/^$/d'
}

# the kernel's entry reached from its descriptor: "ok" or why not
kd_entry() {
    f=$1 k=$2
    kaddr=$("$READELF" --dyn-syms -W "$f" | awk -v s="$k" '$8 == s { print $2 }')
    daddr=$("$READELF" --dyn-syms -W "$f" | awk -v s="$k.kd" '$8 == s { print $2 }')
    eo=$(kd_bytes "$f" "$k.kd" | sed -n '17,24p' | tac | tr -d '\n')
    if [ $((0x$daddr + 0x$eo)) -eq $((0x$kaddr)) ]; then echo ok
    else echo "descriptor at 0x$daddr, entry offset 0x$eo, kernel at 0x$kaddr"; fi
}

compare() {
    name=$1 ours=$2 twin=$3 w=$4
    errs=$("$READELF" -a -W "$ours" 2>&1 > /dev/null)
    [ -z "$errs" ] || { echo "llvm-readelf -a: $errs" | head -3; return 1; }
    "$READELF" -h "$ours" | grep -E 'OS/ABI|ABI Version|Type:|Machine|Flags' > "$w/h.ours"
    "$READELF" -h "$twin" | grep -E 'OS/ABI|ABI Version|Type:|Machine|Flags' > "$w/h.twin"
    diff "$w/h.twin" "$w/h.ours" > "$w/diff" || { echo "ELF headers differ:"; cat "$w/diff"; return 1; }
    for f in "$ours" "$twin"; do
        "$READELF" --dyn-syms -W "$f" | awk 'NR > 3 && $8 != "" { print $4, $5, $8 }' |
            sort > "$f.syms"
        "$OBJCOPY" -O binary --only-section=.text "$f" "$f.text" || return 1
        "$READELF" --notes "$f" | sed -n '/AMDGPU Metadata:/,$p' > "$f.notes"
    done
    diff "$twin.syms" "$ours.syms" > "$w/diff" || { echo "dynamic symbols differ:"; cat "$w/diff"; return 1; }
    cmp -s "$twin.text" "$ours.text" || { echo ".text differs"; return 1; }
    [ -s "$twin.notes" ] || { echo "the twin has no metadata note"; return 1; }
    diff "$twin.notes" "$ours.notes" > "$w/diff" || { echo "metadata differs:"; head -20 "$w/diff"; return 1; }
    kernels=$(awk '$3 ~ /\.kd$/ { sub(/\.kd$/, "", $3); print $3 }' "$twin.syms")
    [ -n "$kernels" ] || { echo "the twin has no kernel"; return 1; }
    for k in $kernels; do
        for f in "$ours" "$twin"; do
            "$OBJDUMP" -D --disassemble-symbols="$k.kd" "$f" 2> "$f.kd.err" |
                sed -n '/^\.amdhsa_kernel/,/^\.end_amdhsa_kernel/p' > "$f.kd"
            [ -s "$f.kd" ] && [ ! -s "$f.kd.err" ] ||
                { echo "llvm-objdump on $k.kd of $f: $(head -1 "$f.kd.err")"; return 1; }
            kd_bytes "$f" "$k.kd" | sed '17,24s/.*/--/' > "$f.kdb" || return 1
        done
        diff "$twin.kd" "$ours.kd" > "$w/diff" ||
            { echo "descriptor $k.kd decodes differently:"; cat "$w/diff"; return 1; }
        diff "$twin.kdb" "$ours.kdb" > /dev/null ||
            { echo "descriptor $k.kd: bytes differ"; return 1; }
        e=$(kd_entry "$ours" "$k")
        [ "$e" = ok ] || { echo "$k: $e"; return 1; }
    done
    return 0
}

for dir in "$srcdir"/testsuite/rocm-cov/*/; do
    dir=${dir%/}
    name=$(basename "$dir")
    w=$work/$name
    mkdir -p "$w"
    if [ -f "$dir/error" ]; then
        if build_ours "$dir" "$w/out.so" > "$w/log" 2>&1; then
            fail=$((fail + 1)); echo "FAIL: $name: clrx-cc accepted the source"
        elif ! grep -qF "$(cat "$dir/error")" "$w/log" || [ -e "$w/out.so" ]; then
            fail=$((fail + 1)); echo "FAIL: $name: expected '$(cat "$dir/error")' and no output, got:"
            head -3 "$w/log"
        else
            pass=$((pass + 1))
        fi
        continue
    fi
    for twin in "$dir"/twin*.s; do
        [ -f "$twin" ] || continue
        v=$(basename "$twin" .s | sed 's/twin//')
        t=$w/v$v
        mkdir -p "$t"
        opt=-mcode-object-version=$v
        srcs=$dir/in.s
        [ -f "$dir/sources" ] && srcs=$(sed "s|[^ ][^ ]*|$srcdir/&|g" "$dir/sources")
        # shellcheck disable=SC2086
        grep -q '^[[:space:]]*\.amdhsa_code_object_version' $srcs 2> /dev/null && opt=
        # shellcheck disable=SC2046
        if ! "$MC" -triple=amdgcn-amd-amdhsa $(cat "$dir/mc.args") -filetype=obj \
                -o "$t/twin.o" "$twin" > "$t/mc.log" 2>&1 ||
           ! "$LLD" -shared -o "$t/twin.so" "$t/twin.o" >> "$t/mc.log" 2>&1; then
            fail=$((fail + 1)); echo "FAIL: $name v$v: the twin does not build:"
            head -3 "$t/mc.log"
            continue
        fi
        if ! build_ours "$dir" "$t/ours.so" "$opt" > "$t/cc.log" 2>&1; then
            fail=$((fail + 1)); echo "FAIL: $name v$v: clrx-cc failed:"; head -3 "$t/cc.log"
            continue
        fi
        if why=$(compare "$name" "$t/ours.so" "$t/twin.so" "$t"); then
            pass=$((pass + 1))
        else
            fail=$((fail + 1)); echo "FAIL: $name v$v: $why"
        fi
    done
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
