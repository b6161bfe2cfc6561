#!/bin/sh
# bench.sh BUILDDIR - `make bench`: generate 200,000-line sources and
# measure lines per second of each stage and of the whole pipeline:
#   1. a data-heavy source (assignments, conditions, macro calls, data):
#      clrx-cpp, clrx-as on its output, clrx-cc (cpp + as + ld);
#   2. a source of 200,000 GCN instructions: clrx-as, clrx-cc, and llvm-mc
#      on the same instructions when llvm-mc is installed (and the reference
#      clrxasm when $CLRXASM names it).
#   3. a GalliumCompute source of 20,000 kernels: clrx-cc (and clrxasm).
builddir=$(cd "${1:-.}" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-bench.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
lines=200000

now() { date +%s.%N; }
measure() {   # measure NAME LINES COMMAND...
    name=$1; n=$2; shift 2
    t0=$(now)
    if ! "$@" > /dev/null 2> "$work/err"; then
        echo "bench: $name failed:"; head -5 "$work/err"; return 1
    fi
    t1=$(now)
    awk -v n="$n" -v a="$t0" -v b="$t1" -v name="$name" 'BEGIN {
        t = b - a; if (t <= 0) t = 0.000001
        printf "%-34s %8d lines  %7.3f s  %12.0f lines/s\n", name, n, t, n / t }'
}

data="$work/data.s"
awk -v n="$lines" 'BEGIN {
    print ".macro emit a, b"
    print "    .int \\a, \\b, \\a+\\b"
    print ".endm"
    print "cnt = 0"
    for (i = 5; i <= n; i += 5) {
        printf "lbl%d: .byte %d, %d, %d, %d\n", i, i % 256, (i * 7) % 256, 3, 4
        printf "cnt = cnt + %d\n", i % 13
        printf ".if cnt & 1\n"
        printf "emit %d, cnt\n.endif\n", i
    }
}' > "$data"
nd=$(wc -l < "$data")
"$builddir/clrx-cpp" -b rawcode "$data" -o "$work/data.i" || exit 1
ni=$(wc -l < "$work/data.i")

echo "bench: data-heavy source: $nd lines ($ni lines after preprocessing)"
measure "clrx-cpp" "$nd" "$builddir/clrx-cpp" -b rawcode "$data" -o "$work/out.i"
measure "clrx-as (preprocessed input)" "$ni" "$builddir/clrx-as" -b rawcode "$work/data.i" -o "$work/data.o"
measure "clrx-cc (cpp+as+ld, rawcode)" "$nd" "$builddir/clrx-cc" -b rawcode "$data" -o "$work/data.bin"

code="$work/code.s"
awk -v n="$lines" 'BEGIN {
    for (i = 0; i < n; i++) {
        r = i % 8
        if (r == 0) printf "s_add_u32 s%d, s%d, s%d\n", i % 90, (i + 3) % 90, (i + 7) % 90
        else if (r == 1) printf "v_add_f32 v%d, v%d, v%d\n", i % 200, (i + 1) % 200, (i + 2) % 200
        else if (r == 2) printf "v_mul_lo_u32 v%d, v%d, s%d\n", i % 200, (i + 5) % 200, i % 90
        else if (r == 3) printf "s_mov_b32 s%d, 0x%x\n", i % 90, i * 2654435761 % 4294967296
        else if (r == 4) printf "v_mad_f32 v%d, v%d, v%d, v%d\n", i % 200, (i + 1) % 200, (i + 2) % 200, (i + 3) % 200
        else if (r == 5) printf "s_waitcnt vmcnt(0) & lgkmcnt(0)\n"
        else if (r == 6) printf "v_cndmask_b32 v%d, v%d, v%d, vcc\n", i % 200, (i + 1) % 200, (i + 4) % 200
        else printf "s_nop 1\n"
    }
}' > "$code"
echo "bench: instruction source: $lines GCN 1.2 instructions"
measure "clrx-as" "$lines" "$builddir/clrx-as" -b rawcode -g tonga "$code" -o "$work/code.o"
measure "clrx-cc (cpp+as+ld, rawcode)" "$lines" "$builddir/clrx-cc" -b rawcode -g tonga "$code" -o "$work/code.bin"
mc=$(command -v llvm-mc || ls /usr/bin/llvm-mc-* 2>/dev/null | head -n 1)
if [ -n "$mc" ]; then
    measure "llvm-mc -filetype=obj (gfx802)" "$lines" "$mc" -arch=amdgcn -mcpu=gfx802 -filetype=obj "$code" -o "$work/code.mc.o"
else
    echo "bench: llvm-mc not installed: no comparison"
fi
if [ -n "$CLRXASM" ]; then
    measure "reference clrxasm" "$lines" "$CLRXASM" -b rawcode -g tonga -o "$work/code.ref" "$code"
    cmp -s "$work/code.ref" "$work/code.bin" && echo "bench: clrx-cc output identical to the reference's"
fi

# 3. a GalliumCompute program of 20,000 kernels (arguments, configuration,
#    code): the kernel table, the configuration records, the writer
gal="$work/gallium.s"
awk -v n=20000 'BEGIN {
    print ".gallium"
    for (i = 0; i < n; i++) {
        printf ".kernel k%d\n  .args\n    .arg global, 8\n    .arg scalar, 4\n", i
        printf "  .config\n    .dims x\n    .tgsize\n"
    }
    print ".text"
    for (i = 0; i < n; i++)
        printf "k%d:\n  s_mov_b32 s%d, 0\n  v_mov_b32 v%d, 0\n  s_endpgm\n", i, i % 90, i % 200
}' > "$gal"
ng=$(wc -l < "$gal")
echo "bench: gallium source: 20000 kernels, $ng lines"
measure "clrx-cc (cpp+as+ld, gallium)" "$ng" "$builddir/clrx-cc" -b gallium -g bonaire -t 1 --llvmVersion 1 "$gal" -o "$work/gal.bin"
if [ -n "$CLRXASM" ]; then
    measure "reference clrxasm" "$ng" "$CLRXASM" -b gallium -g bonaire -t 1 --llvmVersion 1 -o "$work/gal.ref" "$gal"
    cmp -s "$work/gal.ref" "$work/gal.bin" && echo "bench: clrx-cc output identical to the reference's"
fi
