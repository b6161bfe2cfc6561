#!/bin/sh
# run-ld.sh BUILDDIR SRCDIR - end-to-end tests of clrx-ld.
#
# Each testsuite/ld/cases/*.test file builds objects with the test tool
# BUILDDIR/testsuite/ld/mkobj (from the descriptions it holds), may put them
# in archives or damage them, then runs clrx-ld and checks its exit status,
# its messages and its output against expectations written beside them.
# Every object built is also read with `readelf -a`, `llvm-readelf -a` and
# `llvm-objdump -h -r -t` (those installed), which must succeed without a
# message.
#
# Case file syntax (directives start with "%% "; other lines belong to the
# directive above them, except comment lines, which start with '#'):
#   %% object NAME          lines below: a mkobj description (see mkobj.c)
#   %% archive NAME M...    ar rcs NAME M...
#   %% archive-noindex NAME M...   ar rcS NAME M... (no symbol index)
#   %% patch FILE SECT OFF XX...   overwrite bytes at OFF in section SECT
#                           (its file offset from readelf -S), or in the
#                           file when SECT is "-"
#   %% truncate FILE SIZE
#   %% write FILE           lines below: the file's text
#   %% link ARGS...         run clrx-ld ARGS in the case's directory; the
#                           expectations below apply to this run:
#   %% cc ARGS...           the same with clrx-cc (the whole pipeline: objects
#                           assembled from sources given by %% write, linked
#                           by clrx-cc; same expectations as link)
#   %% exit N               its exit status (default 0)
#   %% stderr               lines below: its whole standard error (default: empty)
#   %% output FILE          lines below: FILE's bytes in hex; {XX XX ...}*N
#                           repeats a group N times
#   %% nooutput FILE        FILE must not exist
# Last line: "N passed, N failed".
builddir=${1:-.}
srcdir=${2:-$(dirname "$0")/..}
LD=$builddir/clrx-ld
CC=$builddir/clrx-cc
MKOBJ=$builddir/testsuite/ld/mkobj
cases=$srcdir/testsuite/ld/cases
pass=0
fail=0
LLVM_READELF=$(command -v llvm-readelf 2>/dev/null || true)
LLVM_OBJDUMP=$(command -v llvm-objdump 2>/dev/null || true)
READELF=$(command -v readelf 2>/dev/null || true)

work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-ld-tests.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM

if [ ! -x "$LD" ] || [ ! -x "$MKOBJ" ]; then
    echo "run-ld: $LD or $MKOBJ is missing (build with make check)"
    echo "0 passed, 1 failed"
    exit 1
fi

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# hex text (stdin) -> one byte per line, lower case, {..}*N expanded
normhex() {
    tr 'A-F' 'a-f' | awk '
    { line = line " " $0 }
    END {
        n = split(line, t, /[ \t]+/)
        out = ""
        for (i = 1; i <= n; i++) {
            w = t[i]
            if (w == "") continue
            if (substr(w, 1, 1) == "{") {
                grp = substr(w, 2)
                while (grp !~ /\}\*[0-9]+$/ && i < n) { i++; grp = grp " " t[i] }
                cnt = grp; sub(/.*\}\*/, "", cnt)
                sub(/\}\*[0-9]+$/, "", grp)
                for (k = 0; k < cnt + 0; k++) printf "%s\n", grp
                continue
            }
            printf "%s\n", w
        }
    }' | tr -s ' \t' '\n' | grep -v '^$'
}

filehex() { od -An -v -tx1 "$1" | tr -s ' \t' '\n' | grep -v '^$'; }

# offset of a section in an object, from readelf -S
sect_offset() {
    h=$(readelf -S -W "$1" 2>/dev/null | awk -v name="$2" '
        { sub(/^ *\[ *[0-9]+\] */, "") }
        $1 == name { print $4; exit }')
    [ -n "$h" ] && echo $((0x$h))
}

# bytes XX... at offset OFF of FILE
patch_bytes() {
    f=$1; off=$2; shift 2
    for x in "$@"; do
        printf "\\$(printf '%03o' "0x$x")" | dd of="$f" bs=1 seek="$off" conv=notrunc 2>/dev/null
        off=$((off + 1))
    done
}

readelf_check() {
    obj=$1; label=$2
    for tool in "$READELF -a" "$LLVM_READELF -a" "$LLVM_OBJDUMP -h -r -t"; do
        case $tool in " "*) continue;; esac     # not installed
        if $tool "$obj" > "$work/readelf.out" 2> "$work/readelf.err" &&
           [ ! -s "$work/readelf.err" ]; then
            ok
        else
            bad "$label: $(basename "$tool") $(basename "$obj"): $(head -3 "$work/readelf.err")"
        fi
    done
}

run_link() {
    [ -n "$link_args" ] || return 0
    label="$case_name: $(basename "$link_tool") $link_args"
    (cd "$dir" && eval "\"$link_tool\" $link_args" > "$dir/.stdout" 2> "$dir/.stderr")
    st=$?
    good=1
    if [ "$st" != "$want_exit" ]; then
        bad "$label: exit status $st, expected $want_exit"
        good=0
    fi
    if ! cmp -s "$dir/.stderr" "$dir/.want_stderr"; then
        bad "$label: standard error differs:"
        diff "$dir/.want_stderr" "$dir/.stderr" | sed 's/^/    /'
        good=0
    fi
    if [ -n "$want_out" ]; then
        if [ ! -f "$dir/$want_out" ]; then
            bad "$label: $want_out was not written"
            good=0
        else
            normhex < "$dir/.want_out" > "$dir/.want_hex"
            filehex "$dir/$want_out" > "$dir/.got_hex"
            if ! cmp -s "$dir/.want_hex" "$dir/.got_hex"; then
                bad "$label: $want_out differs (expected $(wc -l < "$dir/.want_hex") bytes, got $(wc -l < "$dir/.got_hex")); first difference:"
                diff "$dir/.want_hex" "$dir/.got_hex" | head -6 | sed 's/^/    /'
                good=0
            fi
        fi
    fi
    for f in $no_out; do
        if [ -e "$dir/$f" ]; then
            bad "$label: $f exists"
            good=0
        fi
    done
    if ls "$dir" | grep -q 'tmp'; then
        bad "$label: a temporary file was left: $(ls "$dir" | grep tmp)"
        good=0
    fi
    [ $good = 1 ] && ok
    link_args=""
}

# finish the block being collected
end_block() {
    case $block in
    object)
        if "$MKOBJ" "$dir/.desc" "$dir/$block_arg" 2> "$dir/.mkobj.err"; then
            readelf_check "$dir/$block_arg" "$case_name"
        else
            bad "$case_name: mkobj $block_arg: $(cat "$dir/.mkobj.err")"
        fi
        ;;
    esac
    block=""
}

for t in "$cases"/*.test; do
    [ -f "$t" ] || continue
    case_name=$(basename "$t" .test)
    dir=$work/$case_name
    mkdir -p "$dir"
    block=""
    link_args=""
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
        "%% "*) ;;
        "#"*)
            [ "$block" = write ] && printf '%s\n' "$line" >> "$dir/$block_arg"
            continue ;;
        *)
            case $block in
            object) printf '%s\n' "$line" >> "$dir/.desc" ;;
            write) printf '%s\n' "$line" >> "$dir/$block_arg" ;;
            stderr) printf '%s\n' "$line" >> "$dir/.want_stderr" ;;
            output) printf '%s\n' "$line" >> "$dir/.want_out" ;;
            esac
            continue
            ;;
        esac
        end_block
        set -f
        set -- ${line#%% }
        set +f
        d=$1
        shift
        case $d in
        object)
            run_link
            block=object; block_arg=$1; : > "$dir/.desc" ;;
        archive|archive-noindex)
            run_link
            a=$1; shift
            flags=rcs
            [ "$d" = archive ] || flags=rcS
            (cd "$dir" && rm -f "$a" && ar $flags "$a" "$@") || bad "$case_name: ar $flags $a $*" ;;
        patch)
            run_link
            f=$dir/$1; s=$2; off=$3; shift 3
            if [ "$s" != "-" ]; then
                base=$(sect_offset "$f" "$s")
                if [ -z "$base" ]; then
                    bad "$case_name: no section $s in $f"
                    continue
                fi
                off=$((base + off))
            fi
            patch_bytes "$f" "$off" "$@" ;;
        truncate)
            run_link
            truncate -s "$2" "$dir/$1" ;;
        write)
            run_link
            block=write; block_arg=$1; : > "$dir/$1" ;;
        link|cc)
            run_link
            link_tool=$LD
            [ "$d" = cc ] && link_tool=$CC
            link_args=$*
            want_exit=0; want_out=""; no_out=""
            : > "$dir/.want_stderr"; : > "$dir/.want_out" ;;
        exit) want_exit=$1 ;;
        stderr) block=stderr ;;
        output) want_out=$1; block=output ;;
        nooutput) no_out="$no_out $1" ;;
        *) bad "$case_name: unknown directive '$d'" ;;
        esac
    done < "$t"
    end_block
    run_link
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
