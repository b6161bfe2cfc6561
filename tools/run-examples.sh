#!/bin/sh
# run-examples.sh BUILDDIR SRCDIR - the main job on the bundled examples:
# every kernel binary listed in examples/EXAMPLES has its sources
# preprocessed with clrx-cc -E into BUILDDIR/examples-out/*.i and, for
# formats that clrx-ld writes, each source assembled separately and all
# linked into BUILDDIR/examples-out/NAME.bin.
set -e
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
out="$builddir/examples-out"
mkdir -p "$out"
grep -v '^#' "$srcdir/examples/EXAMPLES" | while read -r name step opts sources; do
    [ -n "$name" ] || continue
    # shellcheck disable=SC2086
    set -- $(echo "$opts" | tr ',' ' ')
    paths=""
    for src in $sources; do
        paths="$paths $srcdir/examples/$src"
    done
    for src in $sources; do
        # one .i per source (NAME.i, or NAME-FILE.i for several sources)
        i=$name.i
        [ "$src" = "$sources" ] || i=$name-$(basename "$src" .s).i
        "$builddir/clrx-cc" -E "$@" -I "$srcdir/examples/include" "$srcdir/examples/$src" \
            -o "$out/$i"
        echo "examples: $name: preprocessed $src -> examples-out/$i ($(wc -l < "$out/$i") lines)"
    done
    if [ "$step" = link ]; then
        # shellcheck disable=SC2086
        "$builddir/clrx-cc" "$@" -I "$srcdir/examples/include" $paths -o "$out/$name.bin"
        echo "examples: $name: assembled and linked -> examples-out/$name.bin ($(wc -c < "$out/$name.bin") bytes)"
    fi
done
