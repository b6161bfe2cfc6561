#!/bin/sh
# run-driver.sh BUILDDIR SRCDIR - end-to-end tests of clrx-cc's command line:
# modes, option forwarding, the -g rule, dependency files, exit statuses.
# Expected values are written by hand from gcc's and clrxasm's documented
# behaviour.  Last line: "N passed, N failed".
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
CC="$builddir/clrx-cc"
pass=0
fail=0
work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-driver.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM
cd "$work" || exit 2

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

mkdir -p inc sub
printf 'val = 7\n' > inc/defs.inc
printf '.include "defs.inc"\n.if val == 7\nseven = 1\n.else\nseven = 0\n.endif\n.int seven\n' > a.s
printf 'x = 1\n' > b.s

# --- modes and basic options
check "--version exits 0 and names the program" sh -c "'$CC' --version | grep -q '^clrx-cc'"
check "--help mentions the -g rule" sh -c "'$CC' --help | grep -q -- '-g WORD'"
check "no input files is a usage error (2)" status 2 "$CC" -E
check "unknown option is a usage error (2)" status 2 "$CC" --no-such-option a.s
check "-E to stdout" status 0 "$CC" -E -I inc a.s
check "-E output has the taken branch" grep -q 'seven *= *1' out.txt
check "-E output lacks the other branch" sh -c "! grep -q 'seven *= *0' out.txt"
check "-E -o FILE" status 0 "$CC" -E -I inc a.s -o a.i
check "-E -o wrote the file" grep -q 'seven *= *1' a.i
check "-E with -o and two inputs is a usage error" status 2 "$CC" -E -I inc a.s b.s -o x.i
check "-E with two inputs to stdout" status 0 "$CC" -E -I inc a.s b.s
check "-E two inputs: both in output" sh -c "grep -q 'seven' out.txt && grep -q 'x *= *1' out.txt"
check "missing include is an input error (1)" status 1 "$CC" -E a.s -o miss.i
check "no output left on error" test ! -e miss.i
check "-D defines a symbol" sh -c "printf '.if FOO == 5\nyes = 1\n.endif\n' > d.s && '$CC' -E -DFOO=5 d.s | grep -q 'yes *= *1'"
check "-D SYM without value is 0 (clrxasm)" sh -c "printf '.if BAR == 0\nzero = 1\n.endif\n' > z.s && '$CC' -E -D BAR z.s | grep -q 'zero *= *1'"
check "--defsym= long form" sh -c "'$CC' -E --defsym=FOO=5 d.s | grep -q 'yes *= *1'"
# automake's DEFS without a config header: a -D value that is not a number
printf '.rawcode\n.ifdef PACKAGE_NAME\n.byte 1\n.endif\n.ifndef PACKAGE_NAME\n.byte 2\n.endif\n' > ds.s
check "-D NAME=string: defined for .ifdef" sh -c "'$CC' '-DPACKAGE_NAME=\"x y\"' ds.s -o ds.bin && test \$(od -An -tx1 ds.bin | tr -d ' ') = 01"
check "-D NAME=string: -E records it for the assembler" sh -c "'$CC' -E -DPACKAGE_NAME=x1 ds.s | grep -q '^#@defsym PACKAGE_NAME x1\$'"
printf '.rawcode\n.byte 0\n.byte PACKAGE_VERSION + 1\n' > dv.s
check "-D NAME=string: a use of the value is an error at the use, naming the option" sh -c "'$CC' '-DPACKAGE_VERSION=\"1.0\"' dv.s -o dv.bin 2> dv.err; test \$? -eq 1 && grep -q '^dv.s:3:7: error: .*-D PACKAGE_VERSION=\"1.0\"' dv.err && test ! -e dv.bin"
printf '.rawcode\n.if PACKAGE_VERSION\n.endif\n' > dc.s
check "-D NAME=string: a use in a condition is an error too" sh -c "'$CC' -E -DPACKAGE_VERSION=1.0 dc.s > /dev/null 2> dc.err; test \$? -eq 1 && grep -q '^dc.s:2:5: error: .*PACKAGE_VERSION' dc.err"
# errors of one source in source order, whichever stage finds them (the
# lines and their order are clrxasm's for the same source)
printf '.rawcode\n.byte 1 / 0\n.warning "early"\n.macro m a\n.endm\nm 1, 2, 3\n.undef nothing\n.error "late"\ns_bogus v0\n' > order.s
check "messages of both stages come in source order" sh -c "'$CC' order.s -o order.bin 2> order.err; test \$? -eq 1 && test ! -e order.bin && test \"\$(sed -n 's/^order.s:\\([0-9]*\\):[0-9]*: \\(error\\|warning\\):.*/\\1/p' order.err | tr '\\n' ' ')\" = '2 3 6 7 8 9 '"
check "-pipe: the same order" sh -c "'$CC' -pipe order.s -o order.bin 2> orderp.err; test \$? -eq 1 && cmp -s order.err orderp.err"
check "-E prints the preprocessor's messages itself" sh -c "'$CC' -E order.s > order.i 2> ordere.err; test \$? -eq 1 && grep -q '^order.s:6:4: error' ordere.err && ! grep -q '#@diag' order.i"
# a Gallium .rodata label used as a number is its offset in its object's
# part: right only when that part starts the linked .rodata
printf '.gallium\n.kernel a\n.rodata\n.int 1,2,3\n.text\na: s_endpgm\n' > rd1.s
printf '.gallium\n.rodata\nl2: .int 5\n.text\ns_mov_b32 s1, l2\ns_endpgm\n' > rd2.s
check "a part whose label values are numbers must start its section" sh -c "'$CC' -g bonaire -c rd1.s rd2.s && ! '$CC' -g bonaire rd1.o rd2.o -o rd.bin 2> rd.err && grep -q \"^rd2.o: error: this object uses the values of labels in '.rodata' as numbers, but its part of '.rodata' starts at offset 12\" rd.err && test ! -e rd.bin"
check "the same part first links" sh -c "'$CC' -g bonaire rd2.o rd1.o -o rd21.bin"
# a condition over labels: evaluated where it stands (the shadow assembler)
printf '.rawcode\nstart: s_nop 0\n.if . - start == 4\n.byte 1\n.else\n.byte 2\n.endif\n' > cl.s
check "a condition over labels is evaluated where it stands" sh -c "'$CC' cl.s -o cl.bin && test \$(od -An -tx1 cl.bin | tr -d ' ') = 000080bf01"
check "-E of a condition over labels is flat" sh -c "'$CC' -E cl.s | grep -v '^#' | grep -q '^ *[.]byte 1' && ! '$CC' -E cl.s | grep -q '[.]if'"
printf '.rawcode\n.if far_end - far > 4\n.endif\n' > co.s
check "-c: a condition over another object's labels says why it fails" sh -c "'$CC' -c co.s -o co.o 2> co.err; test \$? -eq 1 && grep -q '^co.s:2:5: error: undefined symbol .far_end. (.*another object' co.err"
check "-D NAME=string given to clrx-as itself" sh -c "printf '.rawcode\n.byte PACKAGE_VERSION\n' | '$builddir/clrx-as' -DPACKAGE_VERSION=1.0 -o dva.o - 2> dva.err; test \$? -eq 1 && grep -q 'no numeric value' dva.err"
check "-I attached form" sh -c "'$CC' -E -Iinc a.s | grep -q 'seven *= *1'"
check "--includePath= long form" sh -c "'$CC' -E --includePath=inc a.s | grep -q 'seven *= *1'"
check "stdin input '-'" sh -c "printf 'y = 2\n' | '$CC' -E - | grep -q 'y *= *2'"

# --- gcc flags that automake passes are ignored; the -g rule
check "-g -O2 accepted (debug flag)" status 0 "$CC" -E -g -O2 -I inc a.s
check "-g3 -ggdb -fPIC -Wall accepted" status 0 "$CC" -E -g3 -ggdb -fPIC -Wall -Wextra -pedantic -std=c99 -I inc a.s
printf '.ifgpu tonga\ngpu_is_tonga = 1\n.endif\n' > g.s
check "-g tonga selects the GPU" sh -c "'$CC' -E -g tonga g.s | grep -q 'gpu_is_tonga'"
check "-gtonga selects the GPU" sh -c "'$CC' -E -gtonga g.s | grep -q 'gpu_is_tonga'"
check "-g g.s: g.s is the input, -g is debug" sh -c "'$CC' -E -g g.s > o.txt && ! grep -q gpu_is_tonga o.txt"
check "--gpuType=Tonga" sh -c "'$CC' -E --gpuType=Tonga g.s | grep -q 'gpu_is_tonga'"
check "-mcpu=tonga" sh -c "'$CC' -E -mcpu=tonga g.s | grep -q 'gpu_is_tonga'"
check "-mcpu=unknown is a usage error" status 2 "$CC" -E -mcpu=nosuchgpu g.s
# a mistyped GPU is a usage error that names the nearest device (issue 17);
# gcc's debug forms stay accepted
msg="clrx-cc: error: unknown GPU 'bonarie' (did you mean 'bonaire'?)"
check "-g bonarie -c: unknown GPU, did you mean" sh -c "'$CC' -g bonarie -c g.s 2> e.txt; test \$? -eq 2 && grep -qx \"$msg\" e.txt"
check "-g bonarie (link): unknown GPU, did you mean" sh -c "'$CC' -g bonarie g.s -o gb.bin 2> e.txt; test \$? -eq 2 && grep -qx \"$msg\" e.txt && test ! -e gb.bin"
check "-gBonarie: unknown GPU, did you mean" sh -c "'$CC' -gBonarie -c g.s 2> e.txt; test \$? -eq 2 && grep -qx \"clrx-cc: error: unknown GPU 'Bonarie' (did you mean 'bonaire'?)\" e.txt"
check "-g WORD far from every device: no suggestion" sh -c "'$CC' -g qwertyuiop -E g.s 2> e.txt; test \$? -eq 2 && grep -qx \"clrx-cc: error: unknown GPU 'qwertyuiop'\" e.txt"
check "-mcpu=tongaa: did you mean 'tonga'" sh -c "'$CC' -mcpu=tongaa -E g.s 2> e.txt; test \$? -eq 2 && grep -q \"did you mean 'tonga'\" e.txt"
check "--gpuType=bonarie: did you mean 'bonaire'" sh -c "'$CC' --gpuType=bonarie -E g.s 2> e.txt; test \$? -eq 2 && grep -q \"did you mean 'bonaire'\" e.txt"
check "gcc's debug forms are accepted" status 0 "$CC" -E -g0 -g1 -g3 -ggdb -ggdb3 -gdwarf -gdwarf-4 -gz -gz=zlib -gsplit-dwarf -gno-column-info -I inc a.s
check "-g before an option is the debug flag" status 0 "$CC" -E -g -O2 -I inc a.s
check "-g GPU -c compiles for the GPU" sh -c "'$CC' -g bonaire -c g.s -o gg.o && test -s gg.o"
check "-Wp, passes options to clrx-cpp" sh -c "'$CC' -E -Wp,-Iinc a.s | grep -q 'seven *= *1'"

# --- dependency files
check "-M prints a rule" sh -c "'$CC' -M -I inc a.s > dep.txt && grep -q '^a.o:' dep.txt && grep -q 'inc/defs.inc' dep.txt"
check "-MD -MF writes a file and the output" sh -c "'$CC' -E -MD -MF a.d -I inc a.s -o a2.i && grep -q 'defs.inc' a.d && grep -q seven a2.i"
check "-MD without -MF names it after -o" sh -c "'$CC' -E -MD -I inc a.s -o sub/x.i && grep -q 'defs.inc' sub/x.d"
check "-MT sets the target" sh -c "'$CC' -M -MT my.o -I inc a.s | grep -q '^my.o:'"
check "-MQ quotes the target" sh -c "'$CC' -M -MQ 'a\$b.o' -I inc a.s | grep -q '^a\$\$b.o:'"
check "-MP adds phony targets" sh -c "'$CC' -M -MP -I inc a.s | grep -q '^inc/defs.inc:'"
check "-Wp,-MD,file (depcomp style)" sh -c "'$CC' -E -Wp,-MD,dc.d -I inc a.s -o dc.i && grep -q 'defs.inc' dc.d"

# --- -### and -v show the stage commands
check "-### prints the cpp command, runs nothing" sh -c "'$CC' -### -E -I inc a.s -o never.i 2> cmd.txt; grep -q 'clrx-cpp' cmd.txt && test ! -e never.i"
check "-v prints the command and runs it" sh -c "'$CC' -v -E -I inc a.s -o v.i 2> cmd.txt && grep -q 'clrx-cpp' cmd.txt && test -s v.i"
check "-B DIR is searched first" sh -c "mkdir -p fakebin && printf '#!/bin/sh\necho fake-cpp\n' > fakebin/clrx-cpp && chmod +x fakebin/clrx-cpp && '$CC' -B fakebin -E a.s | grep -q fake-cpp"

# --- compile (-c) and link: the whole pipeline (clrx-cpp, clrx-as, clrx-ld)
printf '.rawcode\n.int 1\n' > c1.s
printf '.rawcode\n.int 2\n' > c2.s
# expected link of c1.o and c2.o by hand: c1's word, padding to 256 bytes
# (s_nop 0 = 00 00 80 bf), then c2's word (each object's code on a 256-byte
# boundary, DESIGN.md)
{ printf '\001\000\000\000'; i=0; while [ $i -lt 63 ]; do printf '\000\000\200\277'; i=$((i+1)); done; printf '\002\000\000\000'; } > c12.expected
check "-c writes NAME.o" sh -c "'$CC' -c c1.s && test -s c1.o"
check "the object is ELF REL for AMD GPU" sh -c "readelf -h c1.o | grep -q 'REL (Relocatable file)' && readelf -h c1.o | grep -q 'AMD GPU'"
check "-c -o FILE" sh -c "'$CC' -c c2.s -o sub/two.o && test -s sub/two.o"
check "-c with two inputs writes two objects" sh -c "rm -f c1.o c2.o && '$CC' -c c1.s c2.s && test -s c1.o && test -s c2.o"
check "-c -o with two inputs is a usage error" status 2 "$CC" -c c1.s c2.s -o x.o
check "link two sources (bytes by hand)" sh -c "'$CC' c1.s c2.s -o c12.bin && cmp c12.bin c12.expected"
check "link two objects gives the same bytes" sh -c "'$CC' c1.o c2.o -o c12o.bin && cmp c12o.bin c12.expected"
check "default output is a.out" sh -c "rm -f a.out && '$CC' c1.s && test -s a.out"
check "-pipe gives the same bytes" sh -c "'$CC' -pipe c1.s c2.s -o c12p.bin && cmp c12p.bin c12.expected"
check "-save-temps keeps .i and .o" sh -c "rm -f c1.i c1.o && '$CC' -save-temps c1.s c2.s -o c12s.bin && test -s c1.i && test -s c1.o && cmp c12s.bin c12.expected"
check "-c from stdin with -o" sh -c "printf '.rawcode\n.int 1\n' | '$CC' -c - -o stdin.o && test -s stdin.o"
check "-c -MD writes NAME.d with the object as target" sh -c "'$CC' -c -MD -I inc a.s -o dep.o && grep -q '^dep.o:' dep.d && grep -q 'defs.inc' dep.d"
check "-c -MD -MP -MF -MT as automake's depcomp calls it" sh -c "'$CC' -I inc -MT am.o -MD -MP -MF am.Tpo -c -o am.o a.s && grep -q '^am.o:' am.Tpo && grep -q '^inc/defs.inc:' am.Tpo"
printf '.rawcode\n.int 1\n.int 1/0\n' > bad.s
check "an input error: exit 1, no output" sh -c "'$CC' bad.s -o bad.bin 2> bad.err; test \$? -eq 1 && test ! -e bad.bin"
check "the error is reported once, at its line" sh -c "test \$(grep -c 'error:' bad.err) -eq 1 && grep -q '^bad.s:3:' bad.err"
check "-c error leaves no object" sh -c "'$CC' -c bad.s -o badc.o 2>/dev/null; test ! -e badc.o"
check "-pipe error: reported once" sh -c "'$CC' -pipe bad.s -o badp.bin 2> badp.err; test \$(grep -c 'error:' badp.err) -eq 1"
printf '.rawcode\n.global helper\nhelper = 7\n' > h.s
printf '.rawcode\n.int helper\n' > m.s
check "archives: -L. -lNAME pulls in the member" sh -c "'$CC' -c h.s && ar rcs libh.a h.o && '$CC' -c m.s && '$CC' m.o -L. -lh -o arch.bin && test \$(od -An -tx1 arch.bin | sed 's/ //g') = 07000000"
check "undefined symbol at link: exit 1, names the source line" sh -c "'$CC' m.s -o undef.bin 2> undef.err; test \$? -eq 1 && grep -q 'm.s:2' undef.err && test ! -e undef.bin"
check "-### shows the three stages" sh -c "'$CC' -### c1.s -o never.bin 2> cmd.txt; grep -q clrx-cpp cmd.txt && grep -q clrx-as cmd.txt && grep -q clrx-ld cmd.txt && test ! -e never.bin"
check "-Wa, options reach clrx-as" sh -c "'$CC' -### -c -Wa,--forceAddSymbols c1.s 2>&1 | grep clrx-as | grep -q forceAddSymbols"
check "-Wl, options reach clrx-ld" sh -c "'$CC' -### -Wl,-Lfoo c1.s 2>&1 | grep clrx-ld | grep -q -- -Lfoo"

# --- a literal that clrxasm makes an inline constant when the labels come first
# (s_mov_b32 s0, 4 is one dword in the concatenated sources): refused at the use
printf '.gallium\n.text\n.global fn, fn_end\nfn:\n s_nop 0\nfn_end:\n' > xdef.s
printf '.gallium\n.text\n s_mov_b32 s0, fn_end - fn\n s_mov_b32 s1, lit(fn_end - fn)\n' > xuse.s
check "-c of an expression over another object's labels" \
    sh -c "'$CC' -c xdef.s -o xdef.o && '$CC' -c xuse.s -o xuse.o"
check "labels linked first: the would-be inline constant is refused at its line" \
    sh -c "! '$CC' xdef.o xuse.o -o xdu.bin 2> xdu.err && grep -q '^xuse.s:3:16: error: .*inline constant' xdu.err && ! grep -q 'xuse.s:4' xdu.err"
check "labels linked after the use: the literal is clrxasm's choice too" \
    status 0 "$CC" xuse.o xdef.o -o xud.bin

echo
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
