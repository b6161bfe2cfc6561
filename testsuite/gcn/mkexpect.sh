#!/bin/sh
# mkexpect.sh BUILDDIR SRCDIR LLVM_MC - regenerate testsuite/gcn/llvm-ARCH.txt:
# the statements `gcn-testgen llvm ARCH` writes (those whose syntax LLVM's
# AMDGPU assembler reads as clrxasm does), each with the encoding llvm-mc
# gives it.  Statements llvm-mc rejects are dropped, and so are those listed
# in llvm-differs.txt (where LLVM and clrxasm choose different encodings).
# Each output line: the statement, a tab, the instruction words in hex.
build=${1:?usage: mkexpect.sh BUILDDIR SRCDIR LLVM_MC}
src=${2:?}
mc=${3:-}
if [ -z "$mc" ] || ! command -v "$mc" >/dev/null 2>&1; then
    echo "mkexpect.sh: llvm-mc is not installed; expectations left unchanged" >&2
    exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gcn-mkexp.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
differs="$src/testsuite/gcn/llvm-differs.txt"
[ -f "$differs" ] || : > "$tmp/differs" && differs_file="$differs"
[ -f "$differs" ] || differs_file="$tmp/differs"
for pair in GCN1.0:tahiti GCN1.1:bonaire GCN1.2:tonga GCN1.4:gfx900 GCN1.4.1:gfx906 \
            GCN1.5:gfx1010 GCN1.5.1:gfx1011; do
    arch=${pair%%:*}
    cpu=${pair#*:}
    attr=""
    case $arch in GCN1.5*) attr="-mattr=+wavefrontsize64" ;; esac
    "$build/gcn-testgen" llvm "$arch" > "$tmp/in.s" || exit 2
    "$mc" -arch=amdgcn -mcpu="$cpu" $attr -show-encoding "$tmp/in.s" \
        > "$tmp/out.txt" 2> "$tmp/err.txt"
    # input lines that llvm-mc rejected
    sed -n 's/^[^:]*:\([0-9][0-9]*\):[0-9]*: error:.*/\1/p' "$tmp/err.txt" | sort -un \
        > "$tmp/bad.txt"
    grep 'encoding:' "$tmp/out.txt" | sed 's/.*encoding: *\[//; s/\].*//' > "$tmp/enc.txt"
    awk -v badf="$tmp/bad.txt" -v encf="$tmp/enc.txt" -v diff="$differs_file" '
        BEGIN {
            while ((getline l < badf) > 0) bad[l + 0] = 1
            while ((getline l < diff) > 0) if (l !~ /^#/) skip[l] = 1
            FS = "\t"
        }
        {
            if (bad[NR]) next
            if ((getline e < encf) <= 0) exit 1
            n = split(e, b, ",")
            w = ""
            for (i = 1; i + 3 <= n; i += 4) {
                x = sprintf("%02x%02x%02x%02x", hex(b[i + 3]), hex(b[i + 2]),
                            hex(b[i + 1]), hex(b[i]))
                w = w (w == "" ? "" : " ") x
            }
            if (!($0 in skip)) print $0 "\t" w
        }
        function hex(s,   v, c, k) {
            sub(/^ *0x/, "", s); v = 0
            for (k = 1; k <= length(s); k++) {
                c = index("0123456789abcdef", tolower(substr(s, k, 1))) - 1
                v = v * 16 + c
            }
            return v
        }' "$tmp/in.s" > "$src/testsuite/gcn/llvm-$arch.txt" || {
            echo "mkexpect.sh: cannot match llvm-mc output for $arch" >&2; exit 1; }
    echo "llvm-$arch.txt: $(wc -l < "$src/testsuite/gcn/llvm-$arch.txt") statements"
done
