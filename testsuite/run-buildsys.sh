#!/bin/sh
# run-buildsys.sh BUILDDIR SRCDIR - clrx-tools in other projects' builds, end
# to end:
#   - `make install` (DESTDIR, a temporary directory): the layout, clrx.pc,
#     and `make uninstall`;
#   - the autoconf macro CLRX_PROG_CCAS on a minimal configure.ac (version
#     check, not-clrx-cc check);
#   - an automake project without a config header (testsuite/buildsys-nohdr):
#     DEFS with string values reach clrx-cc, the kernel is what clrxasm
#     writes for the same source (expected.bin);
#   - the example project examples/autotools, built from a `make dist`
#     tarball of itself with the installed clrx-tools first on PATH and
#     ACLOCAL_PATH: `make -j2`, binaries byte-identical to clrx-cc run by
#     hand on the concatenated sources, dependency tracking (touching the
#     shared include file rebuilds exactly the objects that include it),
#     and the example's own `make distcheck`;
#   - ccache: a second build is all cache hits, with the same binaries;
#   - distcc: a private distccd on 127.0.0.1 compiles the objects, the
#     binaries equal the local build's (skipped, with the reason, only when
#     distcc is not installed);
#   - every man page is lint-clean (groff -ww, mandoc -Tlint).
# Last line: "N passed, N failed"; exit status 1 on failure.  With
# CLRX_BUILDSYS_KEEP=1 in the environment the temporary directory is kept.
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
pass=0
fail=0
ok()   { pass=$((pass + 1)); }
bad()  { fail=$((fail + 1)); echo "FAIL: $*"; }
skip() { echo "SKIP: $*"; }
check() {   # check NAME COMMAND...: a pass when COMMAND succeeds
    name=$1; shift
    if "$@"; then ok; else bad "$name"; fi
}
finish() {
    echo "$pass passed, $fail failed"
    [ "$fail" -eq 0 ]
    exit $?
}

# the builds below are independent of the make that runs this script
unset MAKEFLAGS MFLAGS MAKELEVEL CCAS CCASFLAGS CLRX_CC_LAUNCHER DESTDIR
for v in $(env | sed -n 's/^\(CCACHE_[A-Za-z0-9_]*\)=.*/\1/p;s/^\(DISTCC_[A-Za-z0-9_]*\)=.*/\1/p'); do
    unset "$v"
done
MAKE=${MAKE_PROG:-make}

work=$(mktemp -d "${TMPDIR:-/tmp}/clrx-buildsys.XXXXXX") || exit 2
distccd_pid=
cleanup() {
    if [ -n "$distccd_pid" ]; then
        kill "$distccd_pid" 2>/dev/null
        wait "$distccd_pid" 2>/dev/null
    fi
    if [ -n "$CLRX_BUILDSYS_KEEP" ]; then
        echo "(kept $work)"
        return
    fi
    chmod -R u+w "$work" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 2' INT TERM
log="$work/log"

# ---------------------------------------------------------------- man pages
# (first: they need nothing built)
for page in "$srcdir"/docs/man/*.1; do
    name=$(basename "$page")
    if command -v groff >/dev/null 2>&1; then
        out=$(groff -ww -z -man "$page" 2>&1)
        check "man $name: groff -ww -z -man is silent${out:+: $out}" test -z "$out"
    else
        skip "man $name: groff is not installed"
    fi
    if command -v mandoc >/dev/null 2>&1; then
        out=$(mandoc -Tlint "$page" 2>&1)
        check "man $name: mandoc -Tlint is silent${out:+: $out}" test -z "$out"
    else
        skip "man $name: mandoc is not installed"
    fi
done

# ---------------------------------------------------------------- driver
# the clrx-cc options that ccache and distcc need (-### prints the commands)
CC="$builddir/clrx-cc"
if [ -x "$CC" ]; then
    dr="$work/driver"
    mkdir -p "$dr"
    printf 'x = 1\n' > "$dr/a.s"
    ccmd() { (cd "$dr" && "$CC" -### "$@" 2>&1 >/dev/null); }
    out=$(ccmd --launcher=echo,hi --gpuType=tonga -c a.s)
    check "--launcher: cpp here, then 'PROG ARGS clrx-cc OPTS -c FILE.i -o a.o' ($out)" \
        sh -c "echo '$out' | grep -q 'clrx-cpp .*a\.s.* -o [^ ]*\.i' &&
               echo '$out' | grep -q '^ *echo hi [^ ]*clrx-cc --gpuType=tonga -c [^ ]*\.i -o a\.o\$' &&
               ! echo '$out' | grep -q 'clrx-as'"
    out=$(cd "$dr" && CLRX_CC_LAUNCHER="echo  hi" "$CC" -### -c a.s 2>&1 >/dev/null)
    check "CLRX_CC_LAUNCHER is split at blanks ($out)" \
        sh -c "echo '$out' | grep -q '^ *echo hi [^ ]*clrx-cc -c [^ ]*\.i -o a\.o\$'"
    out=$(cd "$dr" && CLRX_CC_LAUNCHER=echo "$CC" -### --launcher= -c a.s 2>&1 >/dev/null)
    check "--launcher= (empty) turns CLRX_CC_LAUNCHER off ($out)" \
        sh -c "echo '$out' | grep -q 'clrx-as' && ! echo '$out' | grep -q echo"
    out=$(ccmd -x assembler -c a.s)
    check "-x assembler: assembled without preprocessing ($out)" \
        sh -c "echo '$out' | grep -q 'clrx-as a\.s -o a\.o' && ! echo '$out' | grep -q clrx-cpp"
    out=$(ccmd -x assembler-with-cpp -c a.i -x none b.i)
    check "-x assembler-with-cpp, -x none ($out)" \
        sh -c "echo '$out' | grep -q 'clrx-cpp a\.i' && echo '$out' | grep -q 'clrx-as b\.i -o b\.o'"
    (cd "$dr" && "$CC" -x fortran -c a.s) > /dev/null 2>&1
    check "-x with an unknown language is a usage error (2)" test $? -eq 2
else
    bad "no clrx-cc in $builddir"
fi

# ---------------------------------------------------------------- install
for prog in clrx-cc clrx-cpp clrx-as clrx-ld; do
    if [ ! -x "$builddir/$prog" ]; then
        skip "the build tree has no $prog (is its Makefile.inc included by Makefile.am?): no build-system tests"
        finish
    fi
done
dest="$work/dest"
if ! (cd "$builddir" && $MAKE install DESTDIR="$dest") > "$log" 2>&1; then
    bad "make install DESTDIR=...: $(tail -n 5 "$log")"
    finish
fi
ok
cc_path=$(find "$dest" -type f -name clrx-cc | head -n 1)
bindir=$(dirname "$cc_path")
aclocaldir=$(dirname "$(find "$dest" -type f -name clrx.m4 | head -n 1)")
pcfile=$(find "$dest" -type f -name clrx.pc | head -n 1)
mandir1=$(dirname "$(find "$dest" -type f -name clrx-cc.1 | head -n 1)")
for prog in clrx-cc clrx-cpp clrx-as clrx-ld; do
    check "installed: bin/$prog" test -x "$bindir/$prog"
done
check "installed: the aclocal macro in share/aclocal" \
    sh -c "case '$aclocaldir' in */share/aclocal) exit 0;; esac; exit 1"
check "installed: clrx.pc in lib/pkgconfig" \
    sh -c "case '$pcfile' in */lib/pkgconfig/clrx.pc) exit 0;; esac; exit 1"
for page in "$srcdir"/docs/man/*.1; do
    check "installed: man page $(basename "$page")" test -f "$mandir1/$(basename "$page")"
done
check "installed: README.md in the doc directory" \
    sh -c "find '$dest' -path '*/doc/clrx-tools/README.md' | grep -q ."
if command -v pkg-config >/dev/null 2>&1; then
    version=$("$cc_path" --version | sed -n '1s/^clrx-cc ([^)]*) //p')
    pcv=$(PKG_CONFIG_PATH=$(dirname "$pcfile") pkg-config --modversion clrx)
    check "pkg-config --modversion clrx is clrx-cc's version ($pcv, $version)" \
        test "x$pcv" = "x$version"
    pcc=$(PKG_CONFIG_PATH=$(dirname "$pcfile") pkg-config --variable=clrx_cc clrx)
    check "pkg-config --variable=clrx_cc names the installed clrx-cc ($pcc)" \
        test -x "$dest$pcc" -a "$dest$pcc" -ef "$cc_path"
    for v in clrx_cpp clrx_as clrx_ld; do
        p=$(PKG_CONFIG_PATH=$(dirname "$pcfile") pkg-config --variable=$v clrx)
        check "pkg-config --variable=$v names an installed program ($p)" test -x "$dest$p"
    done
else
    skip "clrx.pc: pkg-config is not installed"
fi
# a relocated install finds its stages beside clrx-cc
printf 'x = 1\n' > "$work/reloc.s"
check "installed clrx-cc finds its stages (DESTDIR, relocated)" \
    sh -c "PATH=/usr/bin:/bin '$cc_path' -E '$work/reloc.s' | grep -q 'x *= *1'"
# uninstall into a copy: nothing but directories is left
cp -R "$dest" "$work/dest-u"
if (cd "$builddir" && $MAKE uninstall DESTDIR="$work/dest-u") > "$log" 2>&1; then
    left=$(find "$work/dest-u" ! -type d | head -n 5)
    check "make uninstall removes every installed file${left:+ (left: $left)}" test -z "$left"
else
    bad "make uninstall: $(tail -n 5 "$log")"
fi

PATH="$bindir:$PATH"
ACLOCAL_PATH="$aclocaldir${ACLOCAL_PATH:+:$ACLOCAL_PATH}"
export PATH ACLOCAL_PATH

for tool in autoreconf autoconf automake aclocal ar; do
    if ! command -v $tool >/dev/null 2>&1; then
        skip "$tool is not installed: the autoconf macro and the example project are not tested"
        finish
    fi
done

# ---------------------------------------------------------------- CLRX_PROG_CCAS
mt="$work/macro"
mkdir -p "$mt"
macro_configure() {   # macro_configure MIN-VERSION: write and make configure
    cat > "$mt/configure.ac" <<EOF
AC_INIT([macro-test], [1])
CLRX_PROG_CCAS([$1])
AC_OUTPUT
EOF
    (cd "$mt" && rm -rf autom4te.cache configure && aclocal --force && autoconf --force) > "$log" 2>&1
}
if macro_configure 0.0.1; then
    (cd "$mt" && ./configure) > "$log" 2>&1
    st=$?
    check "CLRX_PROG_CCAS([0.0.1]): configure succeeds" test $st -eq 0
    check "CLRX_PROG_CCAS: CCAS is clrx-cc, found on PATH" \
        grep -q '^CCAS=.clrx-cc.$' "$mt/config.log"
    check "CLRX_PROG_CCAS: presets the dependency style gcc3" \
        grep -q "^am_cv_CCAS_dependencies_compiler_type=gcc3" "$mt/config.log"
    check "CLRX_PROG_CCAS: no warning about DEFS" sh -c "! grep -q 'WARNING' '$log'"
    (cd "$mt" && ./configure CCAS=/bin/true) > "$log" 2>&1
    st=$?
    check "CLRX_PROG_CCAS: a CCAS that is not clrx-cc is an error" \
        sh -c "test $st -ne 0 && grep -q 'is not clrx-cc' '$log'"
else
    bad "CLRX_PROG_CCAS: aclocal/autoconf failed: $(tail -n 5 "$log")"
fi
if macro_configure 99.0; then
    (cd "$mt" && ./configure) > "$log" 2>&1
    st=$?
    check "CLRX_PROG_CCAS([99.0]): configure fails, naming the version" \
        sh -c "test $st -ne 0 && grep -q 'older than the required 99.0' '$log'"
else
    bad "CLRX_PROG_CCAS([99.0]): aclocal/autoconf failed: $(tail -n 5 "$log")"
fi

# ------------------------------------------ automake without a config header
nh="$work/nohdr"
cp -R "$srcdir/testsuite/buildsys-nohdr" "$nh"
chmod -R u+w "$nh"
if (cd "$nh" && autoreconf -fi && ./configure && $MAKE) > "$log" 2>&1; then
    ok
    check "no config header: DEFS with string values reached clrx-cc" \
        grep -q -- '-DPACKAGE_NAME=' "$log"
    check "no config header: the kernel is clrxasm's bytes" cmp -s "$nh/kern.bin" "$nh/expected.bin"
else
    bad "no config header: autoreconf, configure, make: $(tail -n 10 "$log")"
fi

# ---------------------------------------------------------------- the example
exsrc="$work/example-git"
cp -R "$srcdir/examples/autotools" "$exsrc"
chmod -R u+w "$exsrc"
if ! (cd "$exsrc" && autoreconf -fi && ./configure -q && $MAKE dist) > "$log" 2>&1; then
    bad "example: autoreconf -fi, configure, make dist: $(tail -n 10 "$log")"
    finish
fi
ok
tarball=$(ls "$exsrc"/clrx-example-*.tar.gz 2>/dev/null | head -n 1)
check "example: make dist wrote a tarball" test -f "$tarball"
check "example: the tarball carries m4/clrx.m4 (aclocal --install)" \
    sh -c "tar -tzf '$tarball' | grep -q '/m4/clrx.m4\$'"
mkdir -p "$work/ex"
(cd "$work/ex" && tar -xzf "$tarball") || { bad "example: cannot unpack $tarball"; finish; }
ex=$(ls -d "$work"/ex/clrx-example-* | head -n 1)

if ! (cd "$ex" && ./configure) > "$log" 2>&1; then
    bad "example: configure: $(tail -n 10 "$log")"
    finish
fi
check "example: configure found the installed clrx-cc" \
    grep -q 'checking for clrx-cc... clrx-cc' "$log"
check "example: dependency style of clrx-cc is gcc3" \
    grep -q 'dependency style of clrx-cc.*gcc3' "$log"
if ! (cd "$ex" && $MAKE -j2) > "$log" 2>&1; then
    bad "example: make -j2: $(tail -n 20 "$log")"
    finish
fi
ok
for k in vecadd scale; do
    check "example: $k.bin built" test -s "$ex/$k.bin"
done
check "example: libhelpers.a is an ar archive of both helpers" \
    sh -c "ar t '$ex/libhelpers.a' | tr '\n' ' ' | grep -q 'exit.o store-clamped.o'"
check "example: the .S objects got dependency files naming the include file" \
    sh -c "grep -q 'kernel-macros.inc' '$ex/kernels/.deps/vecadd-main.Po' && grep -q 'kernel-macros.inc' '$ex/kernels/.deps/scale.Po'"

# the binaries = clrx-cc on the concatenated sources, with the layout rules:
# link order, archive members in archive order, each object's code on a
# 256-byte boundary (`.p2align 8` in the code section)
fmt=$(sed -n 's/^KERNEL_FORMAT = //p' "$ex/Makefile.am")
gpu=$(sed -n 's/^KERNEL_GPU = //p' "$ex/Makefile.am")
members=$(ar t "$ex/libhelpers.a")
concat() {   # concat OUT FILE...
    out=$1; shift
    : > "$out"
    first=1
    for f in "$@"; do
        [ $first -eq 1 ] || printf '.text\n.p2align 8\n' >> "$out"
        first=0
        cat "$ex/$f" >> "$out"
    done
}
helpers_for() {   # the archive members a kernel needs, in archive order
    for m in $members; do
        case " $* " in *" ${m%.o} "*) echo "helpers/${m%.o}.S";; esac
    done
}
concat "$work/vecadd-all.S" kernels/vecadd-config.S kernels/vecadd-main.S \
    kernels/vecadd-store.S $(helpers_for exit)
concat "$work/scale-all.S" kernels/scale.S $(helpers_for exit store-clamped)
for k in vecadd scale; do
    if clrx-cc --binaryFormat="$fmt" --gpuType="$gpu" -I "$ex/include" \
            -o "$work/$k-ref.bin" "$work/$k-all.S" > "$log" 2>&1; then
        check "example: $k.bin = clrx-cc on the concatenated sources" \
            cmp -s "$ex/$k.bin" "$work/$k-ref.bin"
    else
        bad "example: clrx-cc on the concatenated sources of $k: $(head -n 5 "$log")"
    fi
    cp "$ex/$k.bin" "$work/$k-local.bin"
done

# dependency tracking: touching the shared include file rebuilds exactly
# the objects that include it (and relinks what uses them)
objects_rebuilt() {   # the objects newer than the stamp, sorted, one line
    (cd "$ex" && find . \( -name '*.o' -o -name '*.a' \) -newer "$work/stamp" | sed 's|^\./||' | sort | tr '\n' ' ')
}
sleep 1
touch "$ex/include/kernel-macros.inc"
touch "$work/stamp"
sleep 1
if (cd "$ex" && $MAKE) > "$log" 2>&1; then
    got=$(objects_rebuilt)
    check "deps: touching kernel-macros.inc rebuilds exactly kernels/scale.o kernels/vecadd-main.o (got: $got)" \
        test "x$got" = "xkernels/scale.o kernels/vecadd-main.o "
    check "deps: both binaries relinked" \
        test "$ex/vecadd.bin" -nt "$work/stamp" -a "$ex/scale.bin" -nt "$work/stamp"
    touch "$work/stamp"
    sleep 1
    (cd "$ex" && $MAKE) > "$log" 2>&1
    got=$(objects_rebuilt)
    check "deps: then everything is up to date (rebuilt: $got)" \
        test -z "$got" -a ! "$ex/vecadd.bin" -nt "$work/stamp"
else
    bad "deps: make after touch: $(tail -n 10 "$log")"
fi
touch "$work/stamp"
sleep 1
touch "$ex/kernels/vecadd-store.S"
if (cd "$ex" && $MAKE) > "$log" 2>&1; then
    got=$(objects_rebuilt)
    check "deps: touching vecadd-store.S rebuilds only its object (got: $got)" \
        test "x$got" = "xkernels/vecadd-store.o "
else
    bad "deps: make after touching a source: $(tail -n 10 "$log")"
fi

# installed as data, also by install-strip
if (cd "$ex" && $MAKE install-strip DESTDIR="$work/ex-inst") > "$log" 2>&1; then
    for k in vecadd scale; do
        check "example: install-strip installs $k.bin unchanged in share/clrx-example/kernels" \
            sh -c "find '$work/ex-inst' -path '*/share/clrx-example/kernels/$k.bin' | grep -q . &&
                   cmp -s \"\$(find '$work/ex-inst' -name $k.bin)\" '$ex/$k.bin'"
    done
else
    bad "example: make install-strip: $(tail -n 10 "$log")"
fi

# the example's own distcheck (VPATH build, install, uninstall, dist)
if (cd "$ex" && $MAKE distcheck) > "$log" 2>&1; then
    ok
else
    bad "example: make distcheck: $(tail -n 20 "$log")"
fi

# ---------------------------------------------------------------- ccache
CCACHE_DIR="$work/ccache"
CCACHE_CONFIGPATH="$work/ccache/ccache.conf"     # no user or system settings
export CCACHE_DIR CCACHE_CONFIGPATH
mkdir -p "$CCACHE_DIR"
: > "$CCACHE_CONFIGPATH"
if ! command -v ccache >/dev/null 2>&1; then
    skip "ccache is not installed"
elif ! ccache --print-stats >/dev/null 2>&1; then
    skip "ccache: this ccache has no --print-stats (ccache 4 is needed for the check)"
else
    stat_of() { ccache --print-stats | sed -n "s/^$1[[:space:]]*//p"; }
    ccache -z > /dev/null
    if (cd "$ex" && $MAKE clean && $MAKE -j2 CCAS="ccache clrx-cc") > "$log" 2>&1; then
        check "ccache: first build: 6 misses (got $(stat_of cache_miss))" test "$(stat_of cache_miss)" = 6
        for k in vecadd scale; do
            check "ccache: first build: $k.bin as without ccache" cmp -s "$ex/$k.bin" "$work/$k-local.bin"
        done
        ccache -z > /dev/null
        if (cd "$ex" && $MAKE clean && $MAKE -j2 CCAS="ccache clrx-cc") > "$log" 2>&1; then
            hits=$(( $(stat_of direct_cache_hit) + $(stat_of preprocessed_cache_hit) ))
            check "ccache: second build is all hits (hits $hits, misses $(stat_of cache_miss))" \
                test "$hits" = 6 -a "$(stat_of cache_miss)" = 0
            check "ccache: ccache -s shows the hits" \
                sh -c "ccache -s | grep -q 'Hits: *6 / *6'"
            for k in vecadd scale; do
                check "ccache: second build: $k.bin as without ccache" cmp -s "$ex/$k.bin" "$work/$k-local.bin"
            done
            check "ccache: dependency files written on cache hits" \
                grep -q 'kernel-macros.inc' "$ex/kernels/.deps/scale.Po"
        else
            bad "ccache: second build: $(tail -n 10 "$log")"
        fi
    else
        bad "ccache: first build: $(tail -n 10 "$log")"
    fi
    # a `.s` source is "already preprocessed" for ccache: with -x
    # assembler-with-cpp it is hashed after preprocessing, so a change in an
    # included file is seen
    cs="$work/ccache-s"
    mkdir -p "$cs"
    printf 'v = 1\n' > "$cs/val.inc"
    printf '.include "val.inc"\n.rawcode\n.int v\n' > "$cs/k.s"
    ccs() { (cd "$cs" && ccache clrx-cc -x assembler-with-cpp -c k.s -o k.o && od -An -tx1 k.o | tr -d ' \n' | md5sum); }
    h1=$(ccs); h1b=$(ccs)
    printf 'v = 2\n' > "$cs/val.inc"
    h2=$(ccs)
    check "ccache: -x assembler-with-cpp on a .s sees a change in an included file" \
        test "x$h1" = "x$h1b" -a "x$h1" != "x$h2"
fi
unset CCACHE_DIR CCACHE_CONFIGPATH

# ---------------------------------------------------------------- distcc
if command -v distcc >/dev/null 2>&1 && command -v distccd >/dev/null 2>&1; then
    dd="$work/distcc"
    mkdir -p "$dd/client"
    # distccd runs only the compilers its list allows: a DISTCC_CMDLIST file
    # naming the installed clrx-cc (instead of a link in /usr/lib/distcc)
    echo "$bindir/clrx-cc" > "$dd/cmdlist"
    if [ "$(id -u)" -eq 0 ]; then
        # as root, distccd runs the compiler as an unprivileged user
        chmod 755 "$work" "$dd"
        chmod -R go+rX "$dest"
    fi
    port=
    for try in 1 2 3 4 5; do
        p=$(( 20000 + ($$ * 7 + try * 1009) % 30000 ))
        DISTCC_CMDLIST="$dd/cmdlist" timeout 300 distccd --daemon --no-detach \
            --listen 127.0.0.1 --port "$p" --allow 127.0.0.1 --jobs 2 \
            --job-lifetime 120 --log-stderr --log-level info 2> "$dd/distccd.log" &
        distccd_pid=$!
        for w in 1 2 3 4 5 6 7 8 9 10; do
            grep -q 'listening on' "$dd/distccd.log" 2>/dev/null && break
            kill -0 "$distccd_pid" 2>/dev/null || break
            sleep 0.2
        done
        if grep -q 'listening on' "$dd/distccd.log" 2>/dev/null; then
            port=$p
            break
        fi
        kill "$distccd_pid" 2>/dev/null
        wait "$distccd_pid" 2>/dev/null
        distccd_pid=
    done
    if [ -z "$port" ]; then
        bad "distcc: distccd did not start: $(tail -n 5 "$dd/distccd.log")"
    else
        ok
        if (cd "$ex" && $MAKE clean &&
            DISTCC_HOSTS="127.0.0.1:$port/2" DISTCC_DIR="$dd/client" \
            DISTCC_FALLBACK=0 DISTCC_SKIP_LOCAL_RETRY=1 \
            $MAKE -j2 CCAS="clrx-cc --launcher=distcc") > "$log" 2>&1; then
            ok
            for o in kernels/vecadd-config.o kernels/vecadd-main.o kernels/vecadd-store.o \
                     kernels/scale.o helpers/exit.o helpers/store-clamped.o; do
                # (distccd logs the base names)
                check "distcc: $o compiled by distccd" \
                    grep -q "compile from clrx-cc-[A-Za-z0-9]*\.i to ${o##*/}\$" "$dd/distccd.log"
            done
            n=$(grep -c 'COMPILE_OK' "$dd/distccd.log")
            check "distcc: distccd's log has 6 COMPILE_OK jobs (got $n)" test "$n" -eq 6
            for k in vecadd scale; do
                check "distcc: $k.bin equals the local build's" cmp -s "$ex/$k.bin" "$work/$k-local.bin"
            done
            check "distcc: dependency files written by the local preprocessing" \
                grep -q 'kernel-macros.inc' "$ex/kernels/.deps/vecadd-main.Po"
        else
            bad "distcc: make: $(tail -n 10 "$log"); distccd: $(tail -n 5 "$dd/distccd.log")"
        fi
        kill "$distccd_pid" 2>/dev/null
        wait "$distccd_pid" 2>/dev/null
        distccd_pid=
    fi
else
    skip "distcc: distcc or distccd is not installed (Debian package: distcc)"
fi

finish
