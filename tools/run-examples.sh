#!/bin/sh
# run-examples.sh BUILDDIR SRCDIR - the main job on the bundled examples:
# every kernel listed in examples/EXAMPLES is preprocessed with clrx-cc -E
# into BUILDDIR/examples-out/NAME.i.
set -e
builddir=$(cd "${1:-.}" && pwd)
srcdir=$(cd "${2:-$(dirname "$0")/..}" && pwd)
out="$builddir/examples-out"
mkdir -p "$out"
grep -v '^#' "$srcdir/examples/EXAMPLES" | while read -r name opts sources; do
    [ -n "$name" ] || continue
    # shellcheck disable=SC2086
    set -- $(echo "$opts" | tr ',' ' ')
    for src in $sources; do
        base=$(basename "$src" .s)
        "$builddir/clrx-cc" -E "$@" -I "$srcdir/examples/include" \
            "$srcdir/examples/$src" -o "$out/$base.i"
        echo "examples: $src -> examples-out/$base.i ($(wc -l < "$out/$base.i") lines)"
    done
done
