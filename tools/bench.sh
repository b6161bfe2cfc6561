#!/bin/sh
# bench.sh BUILDDIR [SRCDIR] - `make bench`: the four benchmarks of the
# toolchain against the reference assembler clrxasm (docs/performance.md):
#
#   plain    200,000 GCN 1.2 instructions, rawcode
#   macro    ~16,000 lines of macro calls and .rept that expand to ~330,000
#            statements, rawcode
#   kernels  20,000 GalliumCompute kernels, each with arguments, .config and
#            10 instructions (420,000 lines)
#   rebuild  a program of 2,000 files, one Gallium kernel each: recompile
#            one file and link the 2,000 objects, against clrxasm assembling
#            the whole program
#
# For each: the median wall time of BENCH_RUNS runs (default 7) of
# `clrx-cc -o OUT IN.s` and of clrxasm on the same source, alternating, the
# ratio (clrxasm's time / ours: above 1 is faster), the peak memory of each
# and its ratio (ours / clrxasm's), and the cost of each stage run alone
# (clrx-cpp, clrx-as, clrx-ld).  Memory is wait4's ru_maxrss: the peak
# resident set of the largest single process; for clrx-cc's pipeline the
# line "cpp+as" adds the peaks of the two stages that run at the same time.
# The outputs must be byte-identical to clrxasm's; llvm-mc assembles the
# plain and macro sources too when it is installed.  Then the scaling of
# the cost from a tenth to ten times the size (BENCH_SCALE=no skips it).
#
# The reference is $CLRXASM, else clrxasm in PATH, else
# /root/.cache/clrx-ref/bin/clrxasm; versions are pinned (-t 1
# --llvmVersion 1).  Without it only our own times are shown.
builddir=$(cd "${1:-.}" && pwd)
runs=${BENCH_RUNS:-7}
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-bench.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
BR=$builddir/tools/benchrun
CC=$builddir/clrx-cc
if [ ! -x "$BR" ]; then
    echo "bench: $BR is missing (make tools/benchrun)"
    exit 2
fi
ref=${CLRXASM:-$(command -v clrxasm 2>/dev/null)}
[ -z "$ref" ] && [ -x /root/.cache/clrx-ref/bin/clrxasm ] && ref=/root/.cache/clrx-ref/bin/clrxasm
mc=$(command -v llvm-mc 2>/dev/null || ls /usr/bin/llvm-mc-* 2>/dev/null | head -n 1)
PIN="-t 1 --llvmVersion 1"
RAW="-b rawcode -g tonga $PIN"
GAL="-b gallium -g bonaire $PIN"

echo "bench: $(uname -m), $(nproc 2>/dev/null || echo '?') cores, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "bench: reference: ${ref:-none}; llvm-mc: ${mc:-none}; $runs runs each, medians"

# ---- the sources -------------------------------------------------------

gen() {   # gen KIND N > FILE
    awk -v kind="$1" -v n="$2" '
function kernel(i) {
    printf ".kernel k%d\n  .args\n    .arg global, 8\n    .arg scalar, 4\n", i
    printf "    .arg griddim, 4\n    .arg gridoffset, 4\n"
    printf "  .config\n    .dims x\n    .tgsize\n.text\nk%d:\n", i
    printf "  s_load_dwordx2 s[4:5], s[0:1], 0\n  s_load_dword s6, s[0:1], 2\n"
    printf "  s_waitcnt lgkmcnt(0)\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, s5\n"
    printf "  v_add_i32 v1, vcc, s%d, v0\n  v_mov_b32 v3, s6\n", i % 90
    printf "  s_mov_b32 s%d, %d\n  flat_store_dword v[1:2], v3\n  s_endpgm\n", 10 + i % 80, i
}
BEGIN {
    if (kind == "plain") {
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
    } else if (kind == "macro") {
        # n lines of calls: each `block` makes 21 statements, every 128th
        # line opens a .rept of 2 statements x 10
        print ".macro addpair d, s"
        print "    v_add_f32 v\\d, v\\s, v\\d"
        print "    v_mul_f32 v\\s, v\\d, v\\s"
        print ".endm"
        print ".macro block r, t, k"
        print "    s_mov_b32 s\\r, \\k"
        print "    .rept 3"
        print "        addpair \\r, \\t"
        print "        s_add_u32 s\\r, s\\r, 1"
        print "        v_mov_b32 v\\t, s\\r"
        print "    .endr"
        print "    s_waitcnt lgkmcnt(0)"
        print "    addpair \\t, \\r"
        print "    .rept 2"
        print "        s_nop 0"
        print "        v_mov_b32 v\\r, \\k"
        print "    .endr"
        print "    s_add_u32 s\\r, s\\r, \\k"
        print ".endm"
        for (i = 0; i < n; i++) {
            if (i % 128 == 127)
                printf ".rept 10\n    v_add_f32 v%d, v%d, v%d\n    s_nop 0\n.endr\n", i % 200, (i + 1) % 200, (i + 2) % 200
            else
                printf "    block %d, %d, %d\n", i % 90, (i + 7) % 200, i * 37 % 65536
        }
    } else if (kind == "kernels") {
        print ".gallium"
        for (i = 0; i < n; i++) kernel(i)
    } else if (kind == "unit") {     # file n of the rebuild program
        printf "# unit %d of the program\n", n
        kernel(n)
        print ".p2align 8"
    }
}'
}

# ---- measuring ---------------------------------------------------------

# run1 NAME CMD... : one run; sets R_WALL R_USER R_SYS R_RSS (KiB)
run1() {
    r1_name=$1; shift
    set -- $("$BR" -e "$work/err" ${RUN_DIR:+-C "$RUN_DIR"} "$@")
    if [ "${1:-1}" != 0 ]; then
        echo "bench: $r1_name failed:"; head -5 "$work/err"
        return 1
    fi
    R_WALL=$2; R_USER=$3; R_SYS=$4; R_RSS=$5
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
max() { sort -g | tail -n 1; }

# pair TAG "OUR CMD" "REF CMD" : BENCH_RUNS runs of each, alternating;
# sets O_T O_M R_T R_M (median seconds, peak KiB)
pair() {
    tag=$1; p_ours=$2; p_theirs=$3
    : > "$work/$tag.o.t"; : > "$work/$tag.o.m"; : > "$work/$tag.r.t"; : > "$work/$tag.r.m"
    i=0
    while [ $i -lt "$runs" ]; do
        # shellcheck disable=SC2086
        run1 "$tag (clrx-cc)" $p_ours || return 1
        echo "$R_WALL" >> "$work/$tag.o.t"; echo "$R_RSS" >> "$work/$tag.o.m"
        if [ -n "$p_theirs" ]; then
            # shellcheck disable=SC2086
            run1 "$tag (clrxasm)" $p_theirs || return 1
            echo "$R_WALL" >> "$work/$tag.r.t"; echo "$R_RSS" >> "$work/$tag.r.m"
        fi
        i=$((i + 1))
    done
    O_T=$(median < "$work/$tag.o.t"); O_M=$(max < "$work/$tag.o.m")
    R_T=$(median < "$work/$tag.r.t"); R_M=$(max < "$work/$tag.r.m")
}

# stage NAME CMD... : median of 3 runs of one stage; prints a line, sets S_T S_M
stage() {
    sname=$1; shift
    : > "$work/st.t"; : > "$work/st.c"; : > "$work/st.m"
    for k in 1 2 3; do
        run1 "$sname" "$@" || return 1
        echo "$R_WALL" >> "$work/st.t"
        awk -v u="$R_USER" -v s="$R_SYS" 'BEGIN { print u + s }' >> "$work/st.c"
        echo "$R_RSS" >> "$work/st.m"
    done
    S_T=$(median < "$work/st.t"); S_C=$(median < "$work/st.c"); S_M=$(max < "$work/st.m")
    awk -v n="$sname" -v t="$S_T" -v c="$S_C" -v m="$S_M" 'BEGIN {
        printf "    %-22s %8.3f s wall %8.3f s cpu %8.1f MiB\n", n, t, c, m / 1024 }'
}

report() {   # report NAME LINES
    awk -v n="$1" -v l="$2" -v ot="$O_T" -v om="$O_M" -v rt="$R_T" -v rm="$R_M" 'BEGIN {
        printf "%-8s %8d lines  clrx-cc %7.3f s %6.1f MiB", n, l, ot, om / 1024
        if (rt > 0)
            printf "   clrxasm %7.3f s %6.1f MiB   speed %5.2fx  memory %5.2fx", rt, rm / 1024, rt / ot, om / rm
        printf "\n" }'
}

same() {   # same OURS REF NAME
    if [ -n "$ref" ]; then
        if cmp -s "$1" "$2"; then echo "    output identical to clrxasm's"
        else echo "    bench: $3: OUTPUT DIFFERS from clrxasm's"; fi
    fi
}

# bench_one NAME FILE "OPTIONS" : clrx-cc against clrxasm, then the stages
bench_one() {
    bname=$1; src=$2; opts=$3
    lines=$(wc -l < "$src")
    pair "$bname" "$CC $opts -o $work/$bname.bin $src" \
         "${ref:+$ref $opts -o $work/$bname.ref $src}" || return 1
    report "$bname" "$lines"
    same "$work/$bname.bin" "$work/$bname.ref" "$bname"
    # shellcheck disable=SC2086
    stage "clrx-cpp" "$builddir/clrx-cpp" $opts "$src" -o "$work/$bname.i" || return 1
    cm=$S_M
    # shellcheck disable=SC2086
    stage "clrx-as" "$builddir/clrx-as" $opts "$work/$bname.i" -o "$work/$bname.o" || return 1
    am=$S_M
    # shellcheck disable=SC2086
    stage "clrx-ld" "$builddir/clrx-ld" $opts "$work/$bname.o" -o "$work/$bname.st.bin" || return 1
    awk -v c="$cm" -v a="$am" -v r="$R_M" -v i="$(wc -c < "$work/$bname.i")" \
        -v o="$(wc -c < "$work/$bname.o")" 'BEGIN {
        printf "    cpp+as peaks %.1f MiB", (c + a) / 1024
        if (r > 0) printf " (%.2fx clrxasm)", (c + a) / r
        printf "; preprocessed %.1f MB, object %.1f MB\n", i / 1e6, o / 1e6 }'
}

# ---- 1-3: plain, macro, kernels -----------------------------------------

gen plain 200000 > "$work/plain.s"
bench_one plain "$work/plain.s" "$RAW"
if [ -n "$mc" ]; then
    run1 "llvm-mc" "$mc" -arch=amdgcn -mcpu=gfx802 -filetype=obj "$work/plain.s" -o "$work/plain.mc.o" &&
        awk -v t="$R_WALL" -v m="$R_RSS" -v o="$O_T" 'BEGIN {
            printf "    llvm-mc -filetype=obj (gfx802): %.3f s %.1f MiB (one run; clrx-cc %.2fx its speed)\n", t, m / 1024, t / o }'
fi

gen macro 15400 > "$work/macro.s"
bench_one macro "$work/macro.s" "$RAW"
if [ -n "$mc" ]; then
    run1 "llvm-mc" "$mc" -arch=amdgcn -mcpu=gfx802 -filetype=obj "$work/macro.s" -o "$work/macro.mc.o" &&
        awk -v t="$R_WALL" -v m="$R_RSS" -v o="$O_T" 'BEGIN {
            printf "    llvm-mc -filetype=obj (gfx802): %.3f s %.1f MiB (one run; clrx-cc %.2fx its speed)\n", t, m / 1024, t / o }'
fi

gen kernels 20000 > "$work/kernels.s"
bench_one kernels "$work/kernels.s" "$GAL"

# ---- 4: rebuild --------------------------------------------------------

mkdir "$work/prog"
nfiles=2000
i=0
while [ $i -lt $nfiles ]; do
    gen unit $i > "$work/prog/f$i.s"
    i=$((i + 1))
done
srcs=$(i=0; while [ $i -lt $nfiles ]; do printf 'f%d.s ' $i; i=$((i + 1)); done)
objs=$(echo "$srcs" | sed 's/\.s/.o/g')
half=$(echo "$objs" | awk '{ for (i = 1; i <= NF / 4; i++) printf "%s ", $i }')
# the first build (not timed): every object
# shellcheck disable=SC2086
(cd "$work/prog" && echo $srcs | xargs -n 100 "$CC" $GAL -c) ||
    { echo "bench: rebuild: the first build failed"; exit 1; }
plines=$(cat "$work/prog"/f*.s | wc -l)
RUN_DIR=$work/prog
: > "$work/rb.o.t"; : > "$work/rb.o.m"; : > "$work/rb.r.t"; : > "$work/rb.r.m"
: > "$work/rb.c.t"; : > "$work/rb.l.t"
i=0
while [ $i -lt "$runs" ]; do
    # shellcheck disable=SC2086
    run1 "rebuild: compile" $CC $GAL -c f1000.s -o f1000.o || exit 1
    ct=$R_WALL; cm=$R_RSS
    # shellcheck disable=SC2086
    run1 "rebuild: link" $CC $GAL -o prog.bin $objs || exit 1
    awk -v a="$ct" -v b="$R_WALL" 'BEGIN { print a + b }' >> "$work/rb.o.t"
    echo "$ct" >> "$work/rb.c.t"; echo "$R_WALL" >> "$work/rb.l.t"
    { echo "$cm"; echo "$R_RSS"; } >> "$work/rb.o.m"
    if [ -n "$ref" ]; then
        # shellcheck disable=SC2086
        run1 "rebuild: clrxasm" $ref $GAL -o prog.ref $srcs || exit 1
        echo "$R_WALL" >> "$work/rb.r.t"; echo "$R_RSS" >> "$work/rb.r.m"
    fi
    i=$((i + 1))
done
O_T=$(median < "$work/rb.o.t"); O_M=$(max < "$work/rb.o.m")
R_T=$(median < "$work/rb.r.t"); R_M=$(max < "$work/rb.r.m")
report rebuild "$plines"
same "$work/prog/prog.bin" "$work/prog/prog.ref" rebuild
awk -v c="$(median < "$work/rb.c.t")" -v l="$(median < "$work/rb.l.t")" -v n=$nfiles 'BEGIN {
    printf "    compile one file %.4f s, link %d objects %.4f s (%.1f us an object)\n", c, n, l, l * 1e6 / n }'
# link linearity: a quarter of the objects
: > "$work/rb.q.t"
for k in 1 2 3; do
    # shellcheck disable=SC2086
    run1 "rebuild: link a quarter" $CC $GAL -o quarter.bin $half || exit 1
    echo "$R_WALL" >> "$work/rb.q.t"
done
awk -v l="$(median < "$work/rb.q.t")" -v n=$((nfiles / 4)) 'BEGIN {
    printf "    link %d objects %.4f s (%.1f us an object)\n", n, l, l * 1e6 / n }'

RUN_DIR=

# ---- scaling -----------------------------------------------------------

if [ "${BENCH_SCALE:-yes}" != no ]; then
    echo "scaling (clrx-cc, one run each; ns per source line):"
    for spec in "plain 20000 2000000" "macro 1540 154000" "kernels 2000 60000"; do
        set -- $spec
        kind=$1; small=$2; big=$3
        opts=$RAW
        [ "$kind" = kernels ] && opts=$GAL
        line="    $kind:"
        for n in $small $big; do
            gen "$kind" "$n" > "$work/scale.s"
            l=$(wc -l < "$work/scale.s")
            # shellcheck disable=SC2086
            run1 "scale $kind $n" "$CC" $opts -o "$work/scale.bin" "$work/scale.s" || break
            line="$line $(awk -v t="$R_WALL" -v l="$l" -v m="$R_RSS" 'BEGIN {
                printf "%d lines %.0f ns/line %.1f MiB;", l, t * 1e9 / l, m / 1024 }')"
        done
        echo "$line"
    done
fi
