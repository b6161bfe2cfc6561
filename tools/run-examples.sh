#!/bin/sh
# run-examples.sh BUILDDIR SRCDIR - the main job on the bundled examples:
# every kernel listed in examples/EXAMPLES is preprocessed with clrx-cc -E
# into BUILDDIR/examples-out/NAME.i and, for formats that clrx-ld writes,
# assembled and linked into BUILDDIR/examples-out/NAME.bin.
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
    # shellcheck disable=SC2086
    "$builddir/clrx-cc" -E "$@" -I "$srcdir/examples/include" $paths -o "$out/$name.i"
    echo "examples: $name: preprocessed -> examples-out/$name.i ($(wc -l < "$out/$name.i") lines)"
    if [ "$step" = link ]; then
        # shellcheck disable=SC2086
        "$builddir/clrx-cc" "$@" -I "$srcdir/examples/include" $paths -o "$out/$name.bin"
        echo "examples: $name: assembled and linked -> examples-out/$name.bin ($(wc -c < "$out/$name.bin") bytes)"
    fi
done
