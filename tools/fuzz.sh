#!/bin/sh
# fuzz.sh - build and run the fuzzing harnesses of testsuite/fuzz/ with
# libFuzzer (clang -fsanitize=fuzzer,address,undefined); `make fuzz` runs it.
#
#   sh tools/fuzz.sh [-t SECONDS] [-d DIR] [-b] [--smoke] [HARNESS...]
#
# HARNESS is cpp, as, ld or expr (default: all four, one after the other).
#   -t SECONDS  how long each harness runs (default 60)
#   -d DIR      the working directory (default ./fuzz-work): DIR/build is a
#               clang build of the tree with coverage and sanitizers,
#               DIR/fuzz-HARNESS the targets, DIR/seeds/HARNESS the seed
#               corpora made from the test suite, DIR/HARNESS.dict the
#               dictionaries (pseudo-ops, mnemonics, registers, section
#               names), DIR/corpus/HARNESS what the fuzzer keeps between
#               runs, DIR/crashes/ what it finds, DIR/stats.txt one line
#               per run (executions, coverage, CPU seconds)
#   -c SECONDS  run each harness again (runs of -t seconds) until it has used
#               this much CPU time or found something (the machine may be
#               shared: a niced run gets a fraction of a core)
#   -b          build the targets and the seeds only
#   (CLRX_SRCDIR names the source tree when this script is run from a copy)
#   --smoke     the CI run: 15 seconds for each harness from the seeds alone
#               (a fresh corpus), fixed random seed; fails when anything is
#               found.  The last line is "N passed, N failed".
#
# Limits of a run: an input that takes more than 10 s is a hang, more than
# 2048 MB of memory an out-of-memory; both are findings, like crashes and
# sanitizer reports.  The runs are niced (the machine is shared).  Every
# input found goes, minimized, into testsuite/fuzz/regress/HARNESS/ once
# the bug is fixed (see docs/fuzzing.md); `make check` replays them.
top=${CLRX_SRCDIR:-$(cd "$(dirname "$0")/.." && pwd)}   # the source tree
time_each=60
work=$(pwd)/fuzz-work
build_only=0
cpu_budget=0
smoke=0
harnesses=
while [ $# -gt 0 ]; do
    case $1 in
    -t) time_each=$2; shift 2 ;;
    -d) work=$2; shift 2 ;;
    -b) build_only=1; shift ;;
    -c) cpu_budget=$2; shift 2 ;;
    --smoke) smoke=1; time_each=15; shift ;;
    cpp|as|ld|expr) harnesses="$harnesses $1"; shift ;;
    *) echo "fuzz.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[ -n "$harnesses" ] || harnesses="cpp as ld expr"
mkdir -p "$work" || exit 2
work=$(cd "$work" && pwd)
CLANG=${CLANG:-$(command -v clang || command -v clang-14)}
if [ -z "$CLANG" ]; then
    echo "fuzz.sh: clang is needed (tools/install-deps.sh installs it)" >&2
    exit 2
fi
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# The instrumentation makes the hot paths ten to thirty times slower, and
# libFuzzer's hang limit is wall-clock time on a shared machine: the limits
# that bound the work of one input are 128 times smaller in this build, so
# that an input that reaches one still ends well within the 10-s hang limit
# (the limits themselves are tested at full size by testsuite/run-robust.sh;
# the real build reaches each within a few seconds).
LIMITS="-DCPP_MAX_EXPANDED_LINES=65536ull -DCPP_MAX_EXPANDED_BYTES=8388608ull"
LIMITS="$LIMITS -DCLRX_MAX_SECTION_SIZE=2097152ull -DCLRX_MAX_SOURCE_SIZE=8388608ull"

# ---- the instrumented build of the tree
build=$work/build
if [ ! -f "$build/Makefile" ]; then
    [ -x "$top/configure" ] || (cd "$top" && autoreconf -fi) || exit 2
    mkdir -p "$build"
    (cd "$build" && CC=$CLANG CFLAGS="-g -O1 -fsanitize=fuzzer-no-link $SAN" CPPFLAGS="$LIMITS" \
        LDFLAGS="$SAN" "$top/configure" -q) || exit 2
fi
echo "fuzz.sh: building in $build"
(cd "$build" && make -j2 > "$work/build.log" 2>&1) ||
    { tail -20 "$work/build.log"; echo "fuzz.sh: build failed" >&2; exit 2; }

ELF_CFLAGS=$(pkg-config --cflags libelf 2>/dev/null)
ELF_LIBS="$(pkg-config --libs libelf 2>/dev/null || echo -lelf) $(pkg-config --libs msgpack 2>/dev/null || echo -lmsgpackc)"
INC="-D_GNU_SOURCE -I$build -I$top/libcommon -I$build/libcommon -I$top/cpp -I$top/as
     -I$build/as -I$top/as/gcn -I$top/ld -I$top/testsuite/unit -I$top/testsuite/fuzz"
link_target() {   # link_target NAME SOURCES... -- LIBS...
    name=$1; shift
    srcs=
    while [ "$1" != -- ]; do srcs="$srcs $1"; shift; done
    shift
    # shellcheck disable=SC2086
    $CLANG -g -O1 -std=gnu11 -fsanitize=fuzzer $SAN $LIMITS $INC $ELF_CFLAGS $srcs \
        "$top/testsuite/fuzz/fuzz_common.c" "$@" $ELF_LIBS -lm -o "$work/fuzz-$name" ||
        { echo "fuzz.sh: cannot link fuzz-$name" >&2; exit 2; }
}
F=$top/testsuite/fuzz
for h in $harnesses; do
    case $h in
    cpp) link_target cpp "$F/fuzz_cpp.c" -- "$build/cpp/libcpp.a" "$build/as/libas.a" \
            "$build/as/libgcn.a" "$build/libcommon/libcommon.a" ;;
    as) link_target as "$F/fuzz_as.c" -- "$build/as/libas.a" "$build/as/libgcn.a" \
            "$build/libcommon/libcommon.a" ;;
    ld) link_target ld "$F/fuzz_ld.c" -- "$build/ld/libld.a" "$build/as/libgcn.a" \
            "$build/libcommon/libcommon.a" ;;
    expr) link_target expr "$F/fuzz_expr.c" "$top/testsuite/unit/expr_harness.c" -- \
            "$build/libcommon/libcommon.a" ;;
    esac
done

# ---- seed corpora from the test suite (made once)
sources() {   # every source of the test suite and the examples
    find "$top/testsuite/cpp" "$top/testsuite/as" "$top/testsuite/gallium" \
         "$top/testsuite"/*-as "$top/testsuite/rocm-cov" "$top/testsuite/examples" \
         "$top/examples" \
         -type f \( -name '*.s' -o -name '*.S' -o -name '*.inc' \) -size -64k 2>/dev/null | sort
}
make_seeds() {
    s=$work/seeds
    mkdir -p "$s/cpp" "$s/as" "$s/ld" "$s/expr"
    n=0
    sources | while read -r f; do
        n=$((n + 1))
        cp "$f" "$s/cpp/src$n"
        cp "$f" "$s/as/src$n"
        # the preprocessed text, with line markers and join maps
        "$build/clrx-cpp" "$f" -o "$s/as/pp$n" > /dev/null 2>&1 || rm -f "$s/as/pp$n"
        # the objects; pairs and archives of them
        # (a case directory's `args` gives the format and GPU of its sources)
        opts=
        [ -f "$(dirname "$f")/args" ] && opts=$(head -1 "$(dirname "$f")/args")
        # shellcheck disable=SC2086
        if (cd "$(dirname "$f")" && "$build/clrx-cc" $opts -c "$f" -o "$s/ld/obj$n") \
                > /dev/null 2>&1; then
            :
        else
            rm -f "$s/ld/obj$n"
        fi
        # lines the expression harness understands
        grep -a -E '^[[:space:]]*([A-Za-z_.$][A-Za-z0-9_.$]*[[:space:]]*=|\.(set|equ|equiv|eqv|byte|short|int|quad|scope|ends)\b|[A-Za-z0-9_]+:)' \
            "$f" | head -40 > "$s/expr/lines$n"
        [ -s "$s/expr/lines$n" ] || rm -f "$s/expr/lines$n"
    done
    prev=
    k=0
    for o in "$s"/ld/obj*; do
        [ -f "$o" ] || continue
        if [ -n "$prev" ] && [ $k -lt 200 ]; then
            k=$((k + 1))
            { cat "$prev"; printf 'CLRX-FUZZ-NEXT\n'; cat "$o"; } > "$s/ld/pair$k"
            (cd "$s" && rm -f ar.a && ar rcs ar.a "$prev" "$o" 2> /dev/null &&
                mv ar.a "ld/arch$k")
        fi
        prev=$o
    done
    for d in cpp as ld expr; do
        [ -d "$F/seeds/$d" ] && cp "$F/seeds/$d"/* "$s/$d/" 2> /dev/null
        [ -d "$F/regress/$d" ] && cp "$F/regress/$d"/* "$s/$d/" 2> /dev/null
    done
    touch "$s/.done"
}
[ -f "$work/seeds/.done" ] || make_seeds

# ---- dictionaries
dict_word() { printf '"%s"\n' "$1" | sed 's/\\/\\\\/g'; }
make_dicts() {
    {
        # pseudo-ops: the assembler's table and the preprocessor's directives
        for f in "$top"/as/*.def; do
            [ -f "$f" ] && grep -v '^#' "$f" | awk 'NF { print "\"." $1 "\"" }'
        done
        for w in include incbin macro endm endmacro exitm purgem rept endr endrept irp irpc \
                 for while if ifdef ifndef ifeq ifne ifgt ifge iflt ifle ifb ifnb ifc ifnc \
                 ifeqs ifnes if32 if64 ifarch ifgpu ifnarch ifngpu ifformat ifnfmt elseif else \
                 endif altmacro noaltmacro macrocase nomacrocase set equ equiv eqv scope ends \
                 using unusing undef global local weak gpu arch format gallium rawcode amd \
                 amdcl2 rocm kernel config text data rodata bss section fill skip space align \
                 p2align balign byte short int long quad ascii asciz string print error \
                 warning abort end kcode kcodeend regvar; do
            dict_word ".$w"
        done
        for w in '\@' '\()' 'LOCAL ' ':req' ':vararg' '# 1 "a.s"' ' macro "m" "a.s" 1 1 "a.s" 1' \
                 ' rept "" "a.s" 1 1 "a.s" 1' '#@join 1:1:1 4:2:1' '/*' '*/' \
                 '<<' '>>' '>>>' '&&' '||' '==' '!=' '<=' '>=' '<>' '?' ':' '::' '%' '~' '!' \
                 '0x' '0b' '0f' '1f' '1b' "'a'" '"s"' '.' '$'; do
            dict_word "$w"
        done
        printf '"\\x0a"\n"\\\\\\x0a"\n"\\x00"\n"\\xff"\n'
    } | sort -u > "$work/cpp.dict"
    {
        cat "$work/cpp.dict"
        for f in "$top"/as/isa/*.isa; do
            grep -v '^#' "$f" | awk 'NF { print $1 }'
        done | sort -u | while read -r m; do dict_word "$m"; done
        for w in s0 s1 s[0:1] s[2:3] s[4:7] s[8:15] v0 v1 v[0:1] v[2:3] v[4:7] vcc vcc_lo vcc_hi \
                 exec exec_lo m0 scc vccz execz tba tma flat_scratch xnack_mask lds_direct \
                 ttmp0 ttmp[0:1] off offset: offset0: offset1: glc slc tfe lds idxen offen \
                 addr64 gds dmask: unorm da r128 lwe d16 a16 format: inst_offset: neg: abs: \
                 clamp mul: div: sext: dpp_ctrl: row_mask: bank_mask: bound_ctrl quad_perm: \
                 row_shl: dst_sel: src0_sel: BYTE_0 WORD_1 DWORD vop3 sdwa dpp lit abs neg \
                 'hwreg(' 'sendmsg(' 'vmcnt(' 'expcnt(' 'lgkmcnt(' @ 1.0 -4.0 0.5 inv2pi; do
            dict_word "$w"
        done
    } | sort -u > "$work/as.dict"
    {
        printf '"\\x7fELF"\n"!<arch>\\x0a"\n"CLRX-FUZZ-NEXT\\x0a"\n"\\x0a"\n'
        for w in .text .data .rodata .bss .symtab \
                 .strtab .shstrtab .rela.text .rela.data .clrx.target .clrx.sections \
                 .clrx.kernels .clrx.config .clrx.regusage .clrx.srclines .comment \
                 .globaldata .rwdata '/               ' '//              '; do
            dict_word "$w"
        done
        printf '"\\xe0\\x00"\n"\\x01\\x00\\x00\\x00"\n"\\xff\\xff\\xff\\xff"\n"\\x00\\x00\\x00\\x80"\n'
    } > "$work/ld.dict"
    {
        for w in = .set .equ .equiv .eqv .byte .short .int .quad .scope .ends .endscope \
                 .using .unusing .undef '::' '1:' '1b' '1f' '.' '<<' '>>' '>>>' '&&' '||' \
                 '==' '!=' '<=' '>=' '<>' '?' ':' '%' '~' '!' '-' '0x' "'a'" '0x8000000000000000' \
                 '-9223372036854775808' '18446744073709551615'; do
            dict_word "$w"
        done
    } > "$work/expr.dict"
}
make_dicts

[ "$build_only" -eq 1 ] && { echo "fuzz.sh: built in $work"; exit 0; }

# ---- the runs
mkdir -p "$work/crashes" "$work/logs"
pass=0
fail=0
# run_one HARNESS CORPUS EXTRA: one run of time_each seconds; sets found,
# cpu and st, and appends a line to stats.txt
run_one() {
    h=$1; corpus=$2; extra=$3
    before=$(ls "$work/crashes" | grep -c "^$h-")
    log=$work/logs/$h-$(date +%Y%m%d-%H%M%S).log
    start=$(date +%s)
    timer=
    [ -x /usr/bin/time ] && timer="/usr/bin/time -f cpu_%U_%S"
    # shellcheck disable=SC2086
    ( cd "$work" && nice -n 10 $timer "$work/fuzz-$h" \
        -max_total_time="$time_each" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
        -dict="$work/$h.dict" -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$work/crashes/$h-" $extra "$corpus" "$work/seeds/$h" ) \
        > "$log" 2>&1
    st=$?
    end=$(date +%s)
    execs=$(grep 'stat::number_of_executed_units' "$log" | awk '{print $2}' | tail -1)
    cov=$(grep -E '^#[0-9]+' "$log" | grep -o 'cov: [0-9]*' | tail -1 | awk '{print $2}')
    ft=$(grep -E '^#[0-9]+' "$log" | grep -o 'ft: [0-9]*' | tail -1 | awk '{print $2}')
    corp=$(grep -E '^#[0-9]+' "$log" | grep -o 'corp: [0-9]*' | tail -1 | awk '{print $2}')
    cpu=$(grep '^cpu_' "$log" | tr '_' ' ' | awk '{printf "%.0f", $2 + $3}' | tail -1)
    after=$(ls "$work/crashes" | grep -c "^$h-")
    found=$((after - before))
    if [ $st -ne 0 ] && [ "$found" -eq 0 ] && ! grep -q 'Done [0-9]* runs' "$log"; then
        found=1       # ended without a finding file and without finishing
    fi
    echo "$(date +%Y-%m-%d) $h: ${execs:-?} execs, cov ${cov:-?}, ft ${ft:-?}, corpus ${corp:-?}, cpu ${cpu:-?} s, wall $((end - start)) s, findings $found" |
        tee -a "$work/stats.txt"
    if [ "$found" -gt 0 ]; then
        echo "fuzz.sh: $h found something (exit $st): see $log and $work/crashes/"
        grep -E 'ERROR|runtime error|SUMMARY' "$log" | head -5
    fi
}

for h in $harnesses; do
    if [ "$smoke" -eq 1 ]; then
        corpus=$(mktemp -d "${TMPDIR:-/tmp}/clrx-fuzz-corpus.XXXXXX")
        run_one "$h" "$corpus" -seed=1
        rm -rf "$corpus"
    else
        mkdir -p "$work/corpus/$h"
        total=0
        while :; do
            run_one "$h" "$work/corpus/$h" ""
            total=$((total + ${cpu:-0}))
            [ "$found" -eq 0 ] && [ "$total" -lt "$cpu_budget" ] || break
        done
        [ "$cpu_budget" -gt 0 ] && echo "fuzz.sh: $h: $total CPU seconds in all"
    fi
    if [ "$found" -gt 0 ]; then fail=$((fail + 1)); else pass=$((pass + 1)); fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
