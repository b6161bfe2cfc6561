#!/bin/sh
# quickstart.sh - the README's first command: install what is missing, build
# clrx-tools in ./build, and run the main job on the bundled examples
# (written to ./build/examples-out).
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
sh tools/install-deps.sh
[ -x configure ] && [ configure -nt configure.ac ] || autoreconf -fi
mkdir -p build
cd build
[ -f Makefile ] || ../configure -q
make -j"$(nproc 2>/dev/null || echo 2)"
make examples
