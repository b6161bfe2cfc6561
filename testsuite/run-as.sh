#!/bin/sh
# run-as.sh BUILDDIR SRCDIR - end-to-end tests of clrx-as (testsuite/as/).
#
# Each case is testsuite/as/NAME.s with its expectations beside it:
#   NAME.bin   the bytes of .text that the reference clrxasm 0.1.9 writes for
#              the source (clrxasm -t 1 --llvmVersion 1 -b rawcode); the case
#              must assemble and give exactly these bytes;
#   NAME.err   the reference's first error as "FILE:LINE" (file name as
#              given, "test.s"); the case must fail with exit status 1,
#              leave no output file, and report its first error there;
#   NAME.out   (optional) what the source prints on standard output (.print);
#   NAME.args  (optional) extra options for both assemblers, one line;
#   NAME.warn  (optional) "FILE:LINE" of a warning that must be reported;
#   NAME.relocs the relocations clrx-as must write (computed by hand), one
#              per line: SECTION OFFSET TYPE SYMBOL ADDEND, as `readelf -rW`
#              shows them (offset in hex without leading zeros, the symbol's
#              name or its section's, addend signed); such a case tests the
#              object itself, with clrx-as only.
# Cases whose expectations were not produced by the reference say so in a
# comment at their top ("# expected by hand", for example line-marker cases,
# which clrxasm reads as comments).  A case with a line "# clrx-as only"
# tests clrx-as on preprocessed text and never goes through clrx-cc.
#
# How the bytes are obtained: with clrx-cc, clrx-cpp and clrx-ld built, by
# `clrx-cc -b rawcode -o out test.s` (the whole pipeline); otherwise by
# `clrx-as -b rawcode` and the .text section of the object (llvm-objcopy
# -O binary; set OBJCOPY to choose the tool; GNU objcopy does not know
# EM_AMDGPU).  Every object clrx-as writes is also checked with `readelf -a`
# (no warning or error) when readelf exists.  When neither way can give the
# bytes, byte cases are skipped (and said so).  Last line: "N passed, N failed".
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
AS="$builddir/clrx-as"
cases="$srcdir/testsuite/as"
pass=0
fail=0
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-as-tests.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM

if [ ! -x "$AS" ]; then
    echo "run-as: $AS is not built"
    echo "0 passed, 1 failed"
    exit 1
fi

READELF=${READELF:-}
if [ -z "$READELF" ] && command -v readelf > /dev/null 2>&1; then READELF=readelf; fi
HAVE_CC=no
if [ -x "$builddir/clrx-cc" ] && [ -x "$builddir/clrx-cpp" ] && [ -x "$builddir/clrx-ld" ]; then
    HAVE_CC=yes
fi
[ -n "${CLRX_AS_TESTS_NO_CC:-}" ] && HAVE_CC=no
# an objcopy that can extract .text from our objects
OBJCOPY=${OBJCOPY:-}
printf '.byte 1, 2\n' > "$work/probe.s"
if "$AS" -b rawcode -o "$work/probe.o" "$work/probe.s" 2> /dev/null; then
    for t in $OBJCOPY llvm-objcopy objcopy; do
        if "$t" -O binary --only-section=.text "$work/probe.o" "$work/probe.bin" \
               2> /dev/null && [ "$(od -An -tx1 "$work/probe.bin" | tr -d ' ')" = 0102 ]; then
            OBJCOPY=$t
            break
        fi
        OBJCOPY=
    done
fi
skipped=0
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# the relocations of out.o in the NAME.relocs form (the type is taken from
# r_info: binutils' readelf does not name every R_AMDGPU type)
relocs_of() {
    "$READELF" -rW "$1" | awk '
        BEGIN {
            split("NONE ABS32_LO ABS32_HI ABS64 REL32 REL64 ABS32 GOTPCREL " \
                  "GOTPCREL32_LO GOTPCREL32_HI REL32_LO REL32_HI 12 RELATIVE64 REL16", t, " ")
            for (i = 1; i <= 15; i++) name[i - 1] = "R_AMDGPU_" t[i]
            hex = "0123456789abcdef"
        }
        /^Relocation section/ { sec = $3; gsub("\047", "", sec); sub("^.rela", "", sec); next }
        $1 ~ /^[0-9a-f]+$/ && $2 ~ /^[0-9a-f]+$/ && NF >= 4 {
            off = $1; sub("^0+", "", off); if (off == "") off = "0"
            info = substr($2, length($2) - 7); ty = 0
            for (i = 1; i <= 8; i++) ty = ty * 16 + index(hex, substr(info, i, 1)) - 1
            n = NF
            add = ($(n - 1) == "-" ? "-" : "+") $n
            print sec, off, (ty in name ? name[ty] : ty), $(n - 2), add
        }'
}

# the records of .clrx.regusage of out.o in the NAME.regusage form, from
# the hex dump of readelf -x (the names are looked up in .strtab)
regusage_of() {
    { "$READELF" -x .strtab "$1"; echo "@@"; "$READELF" -x .clrx.regusage "$1"; } | awk '
        BEGIN { hex = "0123456789abcdef"; part = 0 }
        $0 == "@@" { part = 1; next }
        $1 ~ /^0x[0-9a-f]+$/ {
            for (i = 2; i <= 5 && i <= NF; i++) {
                if ($i !~ /^[0-9a-f]+$/ || length($i) % 2) break
                for (j = 1; j < length($i); j += 2) {
                    v = (index(hex, substr($i, j, 1)) - 1) * 16 + index(hex, substr($i, j + 1, 1)) - 1
                    if (part) rb[nr++] = v; else sb[ns++] = v
                }
            }
        }
        function u32(a,    v) { return rb[a] + rb[a+1] * 256 + rb[a+2] * 65536 + rb[a+3] * 16777216 }
        function s32(a,    v) { v = u32(a); return v >= 2147483648 ? v - 4294967296 : v }
        function name(off,    s) { s = ""; while (off < ns && sb[off] != 0) s = s sprintf("%c", sb[off++]); return s }
        END {
            if (nr < 24) exit
            n = u32(8); es = u32(12); n2 = u32(16); es2 = u32(20)
            hdr = 24; names = hdr + n * es
            for (r = 0; r < n; r++) {
                a = hdr + r * es
                line = sprintf("%x %x %d %d %x", u32(a + 8), u32(a + 16), s32(a + 24), s32(a + 28), u32(a + 4))
                for (k = 0; k < u32(a + 36); k++)
                    line = line " " name(u32(names + (u32(a + 32) + k) * es2))
                print line
            }
        }'
}

# first "FILE:LINE[:COL]: error:" of a message file, as FILE:LINE
first_error() {
    sed -n 's/^\([^:]*\):\([0-9][0-9]*\)\(:[0-9][0-9]*\)*: \(fatal \)\{0,1\}error:.*/\1:\2/p' "$1" |
        head -n 1
}

# assemble test.s in the current directory into out.bin; status of the run
# (99: the bytes cannot be obtained here)
assemble() {
    rm -f out.o out.bin
    # shellcheck disable=SC2086
    "$AS" -b rawcode $args -o out.o test.s > stdout.txt 2> stderr.txt
    st=$?
    if [ "$st" -eq 0 ] && [ -n "$READELF" ]; then
        if ! "$READELF" -a out.o > readelf.txt 2>&1 ||
           grep -qi 'warning\|error' readelf.txt; then
            echo "  readelf -a complains:"; grep -i 'warning\|error' readelf.txt | head -3
            return 100
        fi
    fi
    if [ "$use_cc" = yes ]; then
        rm -f out.o
        # shellcheck disable=SC2086
        "$builddir/clrx-cc" -b rawcode $args -o out.bin test.s > stdout.txt 2> stderr.txt
        return $?
    fi
    [ "$st" -eq 0 ] || return "$st"
    if [ -z "$OBJCOPY" ]; then
        [ -f "$cases/$name.bin" ] && return 99
        return 0
    fi
    "$OBJCOPY" -O binary --only-section=.text out.o out.bin 2> objcopy.txt || return 102
    [ -f out.bin ] || : > out.bin
    return 0
}

for src in "$cases"/*.s; do
    [ -f "$src" ] || continue
    name=$(basename "$src" .s)
    dir="$work/$name"
    mkdir -p "$dir"
    cp "$src" "$dir/test.s"
    for aux in "$cases/$name".data*; do
        [ -f "$aux" ] && cp "$aux" "$dir/"
    done
    args=""
    [ -f "$cases/$name.args" ] && args=$(cat "$cases/$name.args")
    use_cc=$HAVE_CC
    grep -q '^# clrx-as only' "$src" && use_cc=no
    [ -f "$cases/$name.relocs" ] && use_cc=no
    [ -f "$cases/$name.regusage" ] && use_cc=no
    (
        cd "$dir" || exit 1
        assemble
        st=$?
        [ "$st" -eq 99 ] && exit 99
        if [ -f "$cases/$name.bin" ]; then
            if [ "$st" -ne 0 ]; then
                echo "  exit status $st, expected 0; messages:"; head -5 stderr.txt
                exit 1
            fi
            if ! cmp -s out.bin "$cases/$name.bin"; then
                echo "  bytes differ from the reference:"
                cmp out.bin "$cases/$name.bin" 2>&1 | head -2
                exit 1
            fi
        elif [ -f "$cases/$name.relocs" ]; then
            if [ "$st" -ne 0 ]; then
                echo "  exit status $st, expected 0; messages:"; head -5 stderr.txt
                exit 1
            fi
            if [ -z "$READELF" ]; then
                echo "  (no readelf: relocations not checked)"
            elif ! relocs_of out.o | diff - "$cases/$name.relocs" > reldiff.txt; then
                echo "  relocations differ (< got, > expected):"; head -10 reldiff.txt
                exit 1
            fi
        elif [ -f "$cases/$name.regusage" ]; then
            if [ "$st" -ne 0 ]; then
                echo "  exit status $st, expected 0; messages:"; head -5 stderr.txt
                exit 1
            fi
            if [ -z "$READELF" ]; then
                echo "  (no readelf: register usage not checked)"
            elif ! regusage_of out.o | diff - "$cases/$name.regusage" > rudiff.txt; then
                echo "  register usage differs (< got, > expected):"; head -10 rudiff.txt
                exit 1
            fi
        elif [ -f "$cases/$name.err" ]; then
            if [ "$st" -ne 1 ]; then
                echo "  exit status $st, expected 1"; head -5 stderr.txt
                exit 1
            fi
            if [ -e out.o ] || [ -e out.bin ]; then
                echo "  an output file was left behind"
                exit 1
            fi
            want=$(cat "$cases/$name.err")
            got=$(first_error stderr.txt)
            if [ "$want" != "$got" ]; then
                echo "  first error at '$got', expected '$want':"; head -5 stderr.txt
                exit 1
            fi
        else
            echo "  no expectation file (.bin or .err)"
            exit 1
        fi
        if [ -f "$cases/$name.out" ] && ! cmp -s stdout.txt "$cases/$name.out"; then
            echo "  standard output differs:"; diff stdout.txt "$cases/$name.out" | head -5
            exit 1
        fi
        if [ -f "$cases/$name.warn" ]; then
            w=$(cat "$cases/$name.warn")
            if ! grep -q "^$w:[0-9]*: warning:" stderr.txt; then
                echo "  no warning at $w"; head -5 stderr.txt
                exit 1
            fi
        fi
        exit 0
    ) > "$work/$name.log" 2>&1
    st=$?
    if [ $st -eq 0 ]; then
        pass=$((pass + 1))
    elif [ $st -eq 99 ]; then
        skipped=$((skipped + 1))
    else
        bad "as/$name"
        sed 's/^/  /' "$work/$name.log" | head -12
    fi
done

[ "$skipped" -gt 0 ] &&
    echo "run-as: $skipped byte cases skipped: no llvm-objcopy and no clrx-cc/clrx-ld"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
