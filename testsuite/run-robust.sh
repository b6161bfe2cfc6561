#!/bin/sh
# run-robust.sh BUILDDIR SRCDIR - failures that can be trusted (issue 17):
# outputs that are devices or FIFOs are written into, never replaced; a
# failed step leaves no output (nor an old one); write errors are reported;
# signals leave no temporary file and no running stage; new files honour
# the umask; input limits; and the inputs the fuzzers found
# (testsuite/fuzz/STAGE/*), each of which must give a clean result.
# Expectations are written by hand from gcc's and GNU ld's behaviour
# (devices written into, "error writing to FILE: ...", outputs removed on
# failure, 128+N for a signal) and from DESIGN.md.
# Last line: "N passed, N failed".
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
CC="$builddir/clrx-cc"
CPP="$builddir/clrx-cpp"
AS="$builddir/clrx-as"
LD="$builddir/clrx-ld"
pass=0
fail=0
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-robust.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
cd "$work" || exit 2
mkdir tmp
TMPDIR=$work/tmp
export TMPDIR

ok()   { pass=$((pass + 1)); }
bad()  { fail=$((fail + 1)); echo "FAIL: $*"; }
check() {   # check NAME CONDITION-COMMAND...
    name=$1; shift
    if "$@"; then ok; else bad "$name"; fi
}
status() {  # status EXPECTED COMMAND... : run, compare exit status
    exp=$1; shift
    "$@" > out.txt 2> err.txt
    st=$?
    [ "$st" -eq "$exp" ] || { echo "  (exit $st, expected $exp; stderr: $(head -c 300 err.txt))"; return 1; }
}
no_temps() { # nothing left in TMPDIR nor beside the outputs
    [ -z "$(ls tmp)" ] && [ -z "$(ls | grep '\.tmp')" ]
}

printf '.rawcode\n.int 1\n' > one.s
printf '.rawcode\n.int undefined_sym\n' > undef.s
printf '.rawcode\n.int 1\n.if\n' > bad.s
"$CC" -c one.s -o one.o || echo "cannot build one.o"
"$CC" one.s -o one.bin || echo "cannot build one.bin"
"$CPP" one.s -o one.i || echo "cannot build one.i"

# --- outputs that are devices: written into, never replaced
if mknod cdev c 1 3 2> /dev/null; then   # a /dev/null of our own (root only)
    for cmd in "$CC -c one.s" "$CC one.s" "$CC -E one.s" "$CPP one.s" "$AS one.i" \
               "$LD one.o" "$CC -c -pipe one.s" "$CC -save-temps one.s"; do
        check "device output stays a device: $cmd -o DEV" sh -c "$cmd -o cdev && test -c cdev"
    done
    check "device as -MF target stays a device" sh -c "'$CPP' -MD -MF cdev one.s -o x.i && test -c cdev"
    check "a failed step leaves the device alone" sh -c "'$CC' undef.s -o cdev 2>/dev/null; test -c cdev"
else
    echo "(mknod not permitted: device cases skipped)"
fi
# a link to standard output, as /dev/stdout is (our own: never a real /dev
# entry, which a broken build would replace)
ln -s /proc/self/fd/1 stdout.lnk
check "-o LINK-TO-STDOUT writes the bytes" sh -c "'$CC' one.s -o stdout.lnk | cmp - one.bin && test -L stdout.lnk"
check "-o - (clrx-ld) writes the bytes" sh -c "'$LD' one.o -o - | cmp - one.bin"

# --- FIFOs: written into (a reader gets the same bytes as a file would)
if mkfifo fifo 2> /dev/null; then
    for prog in "$AS one.i" "$LD one.o" "$CC one.s" "$CPP one.s"; do
        rm -f got
        cat fifo > got &
        reader=$!
        $prog -o fifo > /dev/null 2>&1
        st=$?
        n=0     # a stage that replaced the FIFO never opens it: stop the reader
        while kill -0 $reader 2> /dev/null && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
        kill $reader 2> /dev/null
        wait $reader
        case $prog in
        *clrx-as*) want=one.o.as; "$AS" one.i -o "$want" ;;
        *clrx-cpp*) want=one.i ;;
        *) want=one.bin ;;
        esac
        check "FIFO output: $prog" sh -c "test $st -eq 0 && test -p fifo && cmp -s got $want"
    done
fi

# --- a failed step removes its output, an old one too
for cmd in "$CC undef.s" "$LD undefined.o" "$CC -c bad.s" "$CC -c -pipe bad.s" \
           "$CC -E bad.s" "$CPP bad.s" "$AS bad.s" "$CC bad.s" "$CC one.s bad.s"; do
    printf 'OLD\n' > old.out
    check "failed '$cmd' removes the old output" sh -c "$cmd -o old.out 2>/dev/null; test \$? -eq 1 && test ! -e old.out"
done
"$CC" -c undef.s -o undef.o
printf 'OLD\n' > old.out
check "failed link of objects removes the old output" sh -c "'$CC' undef.o -o old.out 2>/dev/null; test \$? -eq 1 && test ! -e old.out"
printf 'OLD\n' > old.d
check "failed -MD run removes the old dependency file" sh -c "'$CPP' -MD -MF old.d bad.s -o x.i 2>/dev/null; test ! -e old.d"
check "output = input is refused, the input kept (clrx-cpp)" sh -c "cp one.s same.s; '$CPP' same.s -o same.s 2>err.txt; test \$? -eq 1 && cmp -s same.s one.s && grep -q \"input file 'same.s' is the same as output file\" err.txt"
check "output = input is refused, the input kept (clrx-cc)" sh -c "cp one.o same.o; '$CC' same.o -o same.o 2>/dev/null; test \$? -eq 1 && cmp -s same.o one.o"
check "output = input is refused, the input kept (clrx-ld)" sh -c "cp one.o same.o; '$LD' same.o -o same.o 2>/dev/null; test \$? -eq 1 && cmp -s same.o one.o"
check "output = input is refused when it is a later input, the input kept (clrx-ld)" sh -c "cp one.o same.o; cp one.o first.o; '$LD' first.o same.o -o same.o 2>err.txt; test \$? -eq 1 && cmp -s same.o one.o && grep -q \"input file 'same.o' is the same as output file\" err.txt"
check "output = input is refused through a hard link, the input kept (clrx-cc)" sh -c "cp one.o same.o; rm -f alias.o; ln same.o alias.o; '$CC' alias.o -o same.o 2>err.txt; test \$? -eq 1 && cmp -s same.o one.o && grep -q \"input file 'alias.o' is the same as output file\" err.txt"
check "output = input is refused, the input kept (clrx-as)" sh -c "cp one.i same.i; '$AS' same.i -o same.i 2>/dev/null; test \$? -eq 1 && cmp -s same.i one.i"
# --- many inputs: clrx-ld reads them on every core; its messages stay in
# command-line order, it stops at an input that is the output (each object's
# code at a multiple of 256: s_mov_b32 s1, 10 is 8a 03 81 be; 70 is a
# literal: ff 03 81 be 46 00 00 00)
mkdir many
i=1
while [ $i -le 70 ]; do
    printf '.rawcode\ns_mov_b32 s1, %d\n' $i > many/o$i.s
    i=$((i + 1))
done
(cd many && for f in o*.s; do "$CC" -c "$f" || exit 1; done) || echo "cannot build many/*.o"
manyobjs=$(i=1; while [ $i -le 70 ]; do printf 'o%d.o ' $i; i=$((i + 1)); done)
check "70 objects link in command-line order" sh -c "cd many && '$LD' $manyobjs -o all.bin && test \$(wc -c < all.bin) -eq 17672 && od -An -tx1 -j2304 -N4 all.bin | grep -q '8a 03 81 be' && od -An -tx1 -j17664 -N4 all.bin | grep -q 'ff 03 81 be'"
# an archive after 70 objects (and the same as -l): its member, pulled by o5's
# branch, goes after o70, at 70 * 256 = 17920; s_branch at 1024 jumps
# (17920 - 1028) / 4 = 4223 words: 7f 10 82 bf; s_endpgm is 00 00 81 bf
printf '.rawcode\n.globl helper\ns_branch helper\n' > many/b5.s
printf '.rawcode\n.globl helper\nhelper:\ns_endpgm\n' > many/h.s
(cd many && "$CC" -c b5.s && "$CC" -c h.s && ar rc libh.a h.o) || echo "cannot build many/libh.a"
arobjs=$(echo "$manyobjs" | sed 's/o5\.o/b5.o/')
check "70 objects and an archive: the member after them, the branch to it" sh -c "cd many && '$LD' $arobjs libh.a -o ar.bin && test \$(wc -c < ar.bin) -eq 17924 && od -An -tx1 -j1024 -N4 ar.bin | grep -q '7f 10 82 bf' && od -An -tx1 -j17920 -N4 ar.bin | grep -q '00 00 81 bf'"
check "70 objects and -l: the same bytes" sh -c "cd many && '$LD' $arobjs -L. -lh -o l.bin && cmp ar.bin l.bin"
printf 'junk\n' > many/o10.o
printf 'junk too\n' > many/o50.o
check "70 objects, 2 bad: both reported in order, no output" sh -c "cd many && '$LD' $manyobjs -o all.bin 2>err.txt; test \$? -eq 1 && test ! -e all.bin && printf 'o10.o: error: not an ELF object\no50.o: error: not an ELF object\n' | cmp - err.txt"
check "70 objects, the 60th is the output: earlier messages, then the link stops, the input kept" sh -c "cd many && cp o60.o keep60.o && '$LD' $manyobjs -o o60.o 2>err.txt; test \$? -eq 1 && cmp -s o60.o keep60.o && printf \"o10.o: error: not an ELF object\no50.o: error: not an ELF object\nclrx-ld: error: input file 'o60.o' is the same as output file\n\" | cmp - err.txt && test -s o60.o"
# --- large inputs and outputs: an input of 256 KiB or more is mapped, not
# read; an old output of 256 KiB or more is removed while the link works (it
# goes whatever happens), unless it is an input.  .fill 80000, 4, 0xbf800000
# is 80,000 s_nop 0 (a word bf800000), s_endpgm is bf810000.
printf '.rawcode\n.fill 80000, 4, 0xbf800000\ns_endpgm\n' > big.s
# the member: its label at its start (256, after the caller's 4 bytes and
# their padding of s_nop 0); s_branch from 0 jumps (256 - 4) / 4 = 63 words
printf '.rawcode\n.globl bighelper\nbighelper:\ns_endpgm\n.fill 80000, 4, 0xbf800000\n' > bigh.s
printf '.rawcode\n.globl bighelper\ns_branch bighelper\n' > callbig.s
("$CC" -c big.s -o big.o && "$CC" -c bigh.s && "$CC" -c callbig.s && rm -f libbig.a && ar rc libbig.a bigh.o) || echo "cannot build big.o, libbig.a"
# words FILE: "COUNT WORD " for each distinct 32-bit word of FILE, sorted
cat > words.sh <<'EOF'
words() {
    od -An -v -tx4 -w4 "$1" | sort | uniq -c | awk '{ print $1, $2 }' | tr '\n' ' '
}
EOF
check "a large object (mapped): its bytes" sh -c "test \$(wc -c < big.o) -ge 262144 && '$LD' big.o -o big.bin && test \$(wc -c < big.bin) -eq 320004 && test \"\$(od -An -tx4 -j319996 -N8 big.bin | tr -s ' ')\" = ' bf800000 bf810000'"
check "a large object (mapped): 80,000 s_nop and s_endpgm" sh -c ". ./words.sh && test \"\$(words big.bin)\" = '80000 bf800000 1 bf810000 '"
check "a large archive (mapped): the member pulled, the branch to it" sh -c "test \$(wc -c < libbig.a) -ge 262144 && '$LD' callbig.o libbig.a -o bigar.bin && test \$(wc -c < bigar.bin) -eq 320260 && test \"\$(od -An -tx4 -N4 bigar.bin | tr -d ' ')\" = bf82003f && test \"\$(od -An -tx4 -j256 -N4 bigar.bin | tr -d ' ')\" = bf810000 && . ./words.sh && test \"\$(words bigar.bin)\" = '80063 bf800000 1 bf810000 1 bf82003f '"
check "a link replaces an old output of 256 KiB" sh -c "cp big.bin old.bin && '$LD' one.o -o old.bin && cmp old.bin one.bin"
check "a failed link removes an old output of 256 KiB" sh -c "cp big.bin old.bin && '$CC' undef.s -o old.bin 2>/dev/null; test \$? -eq 1 && test ! -e old.bin"
check "a large output that is an input is kept (clrx-ld)" sh -c "cp big.o bigsame.o && '$LD' one.o bigsame.o -o bigsame.o 2>err.txt; test \$? -eq 1 && cmp -s bigsame.o big.o && grep -q \"input file 'bigsame.o' is the same as output file\" err.txt"
check "a large output that is an archive input is kept (clrx-cc)" sh -c "cp libbig.a same.a && '$CC' callbig.o same.a -o same.a 2>/dev/null; test \$? -eq 1 && cmp -s same.a libbig.a"
# clrx-as and clrx-cpp too remove an old output of 256 KiB or more while
# they work (it goes whatever happens), never one of their inputs
printf '.rawcode\nno_such_instruction\n' > badins.i
awk 'BEGIN { print ".rawcode"; for (i = 0; i < 30000; i++) print "s_nop 0 // padding to 256 KiB" }' > bigsrc.s
check "clrx-as replaces an old output of 256 KiB" sh -c "cp big.bin old.o && '$AS' one.i -o old.o && '$LD' old.o -o old-as.bin && cmp old-as.bin one.bin"
check "a failed clrx-as removes an old output of 256 KiB" sh -c "cp big.bin old.o && '$AS' badins.i -o old.o 2>/dev/null; test \$? -eq 1 && test ! -e old.o"
check "clrx-as keeps a large output that is its input" sh -c "test \$(wc -c < bigsrc.s) -ge 262144 && cp bigsrc.s bigsame.s && '$AS' bigsame.s -o bigsame.s 2>err.txt; test \$? -eq 1 && cmp -s bigsame.s bigsrc.s && grep -q \"input file 'bigsame.s' is the same as output file\" err.txt"
check "clrx-cpp replaces an old output of 256 KiB" sh -c "cp big.bin old.i && '$CPP' one.s -o old.i && cmp old.i one.i"
check "clrx-cpp keeps a large output that is its input" sh -c "cp bigsrc.s bigsame.s && '$CPP' bigsame.s -o bigsame.s 2>err.txt; test \$? -eq 1 && cmp -s bigsame.s bigsrc.s && grep -q \"input file 'bigsame.s' is the same as output file\" err.txt"
check "an output replacing a small old file: the new bytes, the umask's mode" sh -c "printf 'old\n' > small.o && chmod 600 small.o && '$AS' one.i -o small.o && '$LD' small.o -o small.bin && cmp small.bin one.bin && test \"\$(stat -c %a small.o)\" = \"\$(stat -c %a one.o)\""
# .hsalayout, then an old driver version in the same source (the reference
# crashes on it): a message, exit 1, no output
printf '.amdcl2\n.gpu Bonaire\n.hsalayout\n.kernel a\n    .config\n        .dims x\n.text\na:\n    .skip 256\n    s_endpgm\n.driver_version 180005\n' > hsaold.s
check "AMD OpenCL 2.0: .hsalayout with an old driver version is refused at link time" sh -c "'$CC' -t 191205 --llvmVersion 1 hsaold.s -o hsaold.bin 2>err.txt; test \$? -eq 1 && test ! -e hsaold.bin && grep -q 'HSA layout (.hsalayout) is allowed only in the new binary format' err.txt"
# an inner section aligned on 2^40 (the reference writes a file of hundreds
# of GB): refused, exit 1, no output
printf '.amdcl2\n.gpu Bonaire\n.64bit\n.inner\n.section .al8, "a", @progbits align=1099511627776\n.byte 1\n.kernel a\n    .config\n        .dims x\n.text\na:\n    s_endpgm\n' > inalign.s
check "AMD OpenCL 2.0: an inner section aligned on 2^40 is refused" sh -c "timeout 60 '$CC' -t 191205 --llvmVersion 1 inalign.s -o inalign.bin 2>err.txt; test \$? -eq 1 && test ! -e inalign.bin && grep -q 'the inner binary would be too large' err.txt"
check "no temporary file left by the failures" no_temps

# --- write errors: "error writing to FILE: No space left on device", exit 1
# (a /dev/full of our own)
if mknod full c 1 7 2> /dev/null; then
    for cmd in "$CC -c one.s -o full" "$CC one.s -o full" "$CPP one.s -o full" \
               "$AS one.i -o full" "$LD one.o -o full" "$CC -E one.s -o full" \
               "$CPP -M one.s -o full" "$CC -c -pipe one.s -o full" \
               "$CPP -MD -MF full one.s -o x.i"; do
        check "write error: $cmd" sh -c "$cmd 2>err.txt; test \$? -eq 1 && grep -q 'error writing to full: No space left on device' err.txt && test -c full"
    done
    check "write error on standard output: clrx-cc -E > FULL" sh -c "'$CC' -E one.s > full 2>err.txt; test \$? -eq 1 && grep -q 'error writing to standard output: No space left on device' err.txt"
    check "write error on standard output: clrx-ld -o - > FULL" sh -c "'$LD' one.o -o - > full 2>err.txt; test \$? -eq 1 && grep -q 'error writing to standard output' err.txt"
    check "write error on standard output: clrx-cpp -M > FULL" sh -c "'$CPP' -M one.s > full 2>err.txt; test \$? -eq 1 && grep -q 'error writing to standard output' err.txt"
else
    echo "(mknod not permitted: write-error cases skipped)"
fi

# --- file modes: the umask, as for any new file
rm -f m.i m.d m.o m.bin one.i.keep
check "umask 022: -E -o, -MD, -c, link and -save-temps give 0644" sh -c "umask 022 && '$CPP' -MD one.s -o m.i && '$CC' -c one.s -o m.o && '$CC' one.s -o m.bin && mkdir st && cd st && '$CC' -save-temps ../one.s -o st.bin && cd .. && test \"\$(stat -c %a m.i m.d m.o m.bin st/one.i st/one.o st/st.bin | sort -u)\" = 644"
check "umask 027: 0640" sh -c "umask 027 && rm -f m.i && '$CPP' one.s -o m.i && test \$(stat -c %a m.i) = 640"
check "replacing a 0644 file with umask 022 gives 0644" sh -c "umask 022 && chmod 644 m.i && '$CPP' one.s -o m.i && test \$(stat -c %a m.i) = 644"

# --- inputs that are not regular files, and the limits
check "clrx-as DIRECTORY: says so, exit 1" sh -c "mkdir -p adir && '$AS' adir -o d.o 2>err.txt; test \$? -eq 1 && grep -q \"clrx-as: error: cannot read 'adir': Is a directory\" err.txt && test ! -e d.o"
check "clrx-cpp DIRECTORY: says so, exit 1" sh -c "'$CPP' adir -o d.i 2>err.txt; test \$? -eq 1 && grep -q \"cannot read 'adir': Is a directory\" err.txt"
check "clrx-ld DIRECTORY: says so, exit 1" sh -c "'$LD' adir -o d.bin 2>err.txt; test \$? -eq 1 && grep -q \"cannot read 'adir'\" err.txt"
for stage in "$CPP" "$CC -c"; do
    printf '.include "/dev/zero"\n' > iz.s
    check ".include of a device is refused: $stage" sh -c "timeout 20 $stage iz.s -o iz.out 2>err.txt; test \$? -eq 1 && grep -q \"iz.s:1:10: error: cannot include '/dev/zero': not a regular file\" err.txt"
    printf '.incbin "/dev/zero"\n' > bz.s
    check ".incbin of a device is refused: $stage" sh -c "timeout 20 $stage bz.s -o bz.out 2>err.txt; test \$? -eq 1 && grep -q \"bz.s:1:9: error: cannot include '/dev/zero': not a regular file\" err.txt"
done
if [ -p fifo ] || mkfifo fifo 2> /dev/null; then
    printf '.incbin "fifo"\n' > bf.s
    check ".incbin of a FIFO without a writer does not block (clrx-cpp)" sh -c "timeout 20 '$CPP' bf.s -o bf.i 2>err.txt; test \$? -eq 1 && grep -q \"cannot include 'fifo': not a regular file\" err.txt"
    printf '.rawcode\n.incbin "fifo"\n' > bfa.s
    check ".incbin of a FIFO without a writer does not block (clrx-as)" sh -c "timeout 20 '$AS' bfa.s -o bf.o 2>err.txt; test \$? -eq 1 && grep -q \"bfa.s:2:9: error: cannot include 'fifo': not a regular file\" err.txt"
fi
check "clrx-as /dev/zero stops at the line limit" sh -c "timeout 60 '$AS' /dev/zero -o z.o 2>err.txt; test \$? -eq 1 && grep -q 'line longer than 16777216 bytes (the rest of the input is not read)' err.txt && test \$(wc -c < err.txt) -lt 20000"
check "clrx-cpp /dev/zero stops at the source limit" sh -c "timeout 120 '$CPP' /dev/zero -o z.i 2>err.txt; test \$? -eq 1 && grep -q \"cannot read '/dev/zero': larger than 1073741824 bytes\" err.txt"
awk 'BEGIN { printf ".macro big"; for (i = 0; i < 100000; i++) printf "%s a%d", (i ? "," : ""), i; print ""; print ".byte \\a0, \\a99999"; print ".endm"; printf "big"; for (i = 0; i < 100000; i++) printf "%s%d", (i ? "," : " "), i % 256; print "" }' > bigmacro.s
check "a macro with 100,000 arguments is no quadratic work" sh -c "timeout 10 '$CPP' bigmacro.s -o bigmacro.i && grep -q '^.byte 0, 159' bigmacro.i"
awk 'BEGIN { for (i = 0; i < 100000; i++) print ".rept 1"; print ".byte 1"; for (i = 0; i < 100000; i++) print ".endr" }' > deeprept.s
check "100,000 nested .rept: the nesting limit, at once" sh -c "timeout 10 '$CPP' deeprept.s -o deeprept.i 2>err.txt; test \$? -eq 1 && grep -q '^deeprept.s:1001:1: error: repetitions nested deeper than 1000 levels' err.txt && ! grep -q 'more than' err.txt"
# (each pass: a line marker and a line of 150 bytes, 8,000,000 times)
long=$(awk 'BEGIN { for (i = 0; i < 150; i++) printf "x" }')
printf '.macro t n\n.if \\n\nt \\n-1\n.else\n.rept 8000000\n.ascii "%s"\n.endr\n.endif\n.endm\nt 998\n' "$long" > deepmarkers.s
check "a deep expansion: the output stops at the source limit" sh -c "timeout 120 '$CPP' deepmarkers.s -o - 2>err.txt >/dev/null; test \$? -eq 1 && grep -q '^deepmarkers.s:6: error: the preprocessed text would be larger than 1073741824 bytes' err.txt"
printf '.rawcode\n.fill 0x10000001, 1, 0\n' > fill.s
check "a section over the limit: clrx-as names the limit" sh -c "'$AS' fill.s -o fill.o 2>err.txt; test \$? -eq 1 && grep -q 'larger than a section may be (268435456 bytes)' err.txt"
printf '.rawcode\n.text\n.skip 0x8100000\n' > half.s
if "$AS" half.s -o half.o 2> /dev/null; then
    check "an output section over the limit: clrx-ld names it" sh -c "'$LD' half.o half.o -o two.bin 2>err.txt; test \$? -eq 1 && grep -q \"output section '.text' would be larger than 268435456 bytes\" err.txt && test ! -e two.bin"
else
    bad "cannot assemble a 129 MiB section"
fi
rm -f half.o z.i z.o

# --- no false "unresolved symbol" at -c: another object may define it
printf '.rawcode\n.byte 1 2\n.int ext_sym\n' > fu.s
printf '.rawcode\n.global ext_sym\next_sym = 5\n' > fudef.s
check "-c with an error: no 'unresolved symbol' for an external" sh -c "'$CC' -c fu.s -o fu.o 2>err.txt; test \$? -eq 1 && test \$(grep -c 'error:' err.txt) -eq 1 && grep -q '^fu.s:2:9: error:' err.txt && ! grep -q unresolved err.txt"
check "clrx-as with an error: no 'unresolved symbol' for an external" sh -c "'$AS' fu.s -o fu.o 2>err.txt; test \$? -eq 1 && ! grep -q unresolved err.txt"
check "-c -pipe with an error: no 'unresolved symbol'" sh -c "'$CC' -pipe -c fu.s -o fu.o 2>err.txt; test \$? -eq 1 && ! grep -q unresolved err.txt"
check "two sources linked: no 'unresolved symbol' for the other's symbol" sh -c "'$CC' fu.s fudef.s -o fu.bin 2>err.txt; test \$? -eq 1 && ! grep -q unresolved err.txt"
# a source linked alone is the whole program: clrxasm's follow-up error
# (clrxasm -b rawcode fu.s: fu.s:2:9 then fu.s:3:6 Unresolved symbol)
check "one source linked alone: the use is reported as clrxasm does" sh -c "'$CC' fu.s -o fu.bin 2>err.txt; test \$? -eq 1 && grep -q \"^fu.s:3:6: error: unresolved symbol 'ext_sym'\" err.txt"

# --- signals: forwarded to the running stage, temporary files removed,
# the conventional status (128 + N)
# (big.s: 8,000,000 lines of 16 values, most of a second in each stage on
# a fast machine, so that a signal comes while the stage works)
awk 'BEGIN { print ".rawcode"; print ".rept 8000000"; print ".int 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16"; print ".endr" }' > big.s
check "-pipe: clrx-as stops first: its message and status, no SIGPIPE" sh -c "'$CC' -pipe -c big.s -o pb.o -Wa,--bogus 2>err.txt; test \$? -eq 2 && grep -q \"clrx-as: error: unrecognized option '--bogus'\" err.txt && test ! -e pb.o"
default_signals=
env --default-signal=HUP true 2> /dev/null && default_signals="env --default-signal=HUP,INT,TERM,PIPE"
# run_killed SIG STAGE CMD...: start CMD, wait for STAGE to run under it,
# send SIG to CMD; sets killed_status and stage_pid
run_killed() {
    sig=$1; stage=$2; shift 2
    # (a signal ignored where the suite runs, e.g. SIGHUP under nohup, is
    # ignored by the commands too: start them with the default actions)
    $default_signals "$@" > /dev/null 2>&1 &
    top=$!
    stage_pid=
    n=0
    while [ $n -lt 400 ]; do
        if [ "$stage" = self ]; then
            stage_pid=$top
            # wait until the stage has opened its output
            [ -n "$(ls | grep '\.tmp')" ] && break
        else
            stage_pid=$(pgrep -P $top -f "$stage" | head -n 1)
            [ -n "$stage_pid" ] && break
        fi
        sleep 0.05
        n=$((n + 1))
    done
    sleep 0.2
    kill -$sig $top 2> /dev/null
    wait $top
    killed_status=$?
}
gone() { [ -z "$1" ] || ! kill -0 "$1" 2> /dev/null; }
for sig in TERM HUP; do
    rm -f big.o
    run_killed $sig clrx-cpp "$CC" -c big.s -o big.o
    [ "$sig" = TERM ] && num=15
    [ "$sig" = HUP ] && num=1
    check "SIG$sig to clrx-cc during clrx-cpp: status $((128 + num))" test "$killed_status" -eq $((128 + num))
    sleep 0.2
    check "SIG$sig to clrx-cc: the stage is gone" gone "$stage_pid"
    check "SIG$sig to clrx-cc: no temporary file, no output" sh -c "test -z \"\$(ls tmp)\" && test -z \"\$(ls | grep '\.tmp')\" && test ! -e big.o"
done
rm -f big.o
run_killed TERM clrx-as "$CC" -pipe -c big.s -o big.o
check "SIGTERM to clrx-cc -pipe: status 143" test "$killed_status" -eq 143
sleep 0.2
check "SIGTERM to clrx-cc -pipe: no temporary file, no output" sh -c "test -z \"\$(ls tmp)\" && test -z \"\$(ls | grep '\.tmp')\" && test ! -e big.o"
run_killed TERM self "$CPP" big.s -o big.i
check "SIGTERM to clrx-cpp: status 143, no temporary file" sh -c "test $killed_status -eq 143 && test -z \"\$(ls | grep '\.tmp')\" && test ! -e big.i"
(
    "$CC" -E big.s
    echo $? > pipe.st
) | head -n 1 > /dev/null
check "clrx-cc -E | head: SIGPIPE status 141, silent" sh -c "test \"\$(cat pipe.st)\" = 141"
(
    "$CC" -save-temps -E big.s -o -
    echo $? > pipe.st
) 2> pipe.err | head -n 1 > /dev/null
check "SIGPIPE leaves no temporary file" sh -c "test -z \"\$(ls tmp)\" && test -z \"\$(ls | grep '\.tmp')\""

# --- a large input (clrx-cpp maps a file of 1 MiB or more and gives back
# what it has read): 400,000 `.int N` after a macro definition, the macro
# used at the end; each .int is N as 4 little-endian bytes (CLRX manual)
awk 'BEGIN { print ".rawcode"; print ".macro last v"; print "    .int \\v"; print ".endm"
             for (i = 1; i <= 400000; i++) print ".int " i; print "    last 400001" }' > large.s
check "a large source (clrx-cpp maps it): its bytes; the same text as from a pipe" sh -c "
    '$CC' large.s -o large.bin &&
    od -An -tu4 -v large.bin | tr -s ' ' '\n' | sed '/^\$/d' > large.got &&
    seq 1 400001 | cmp -s - large.got &&
    '$CPP' large.s -o large.i && '$CPP' - < large.s -o large.stdin.i &&
    sed 's/\"<stdin>\"/\"large.s\"/g' large.stdin.i | cmp -s - large.i"

echo
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
