#!/bin/sh
# install-deps.sh - install the Debian packages that building and testing
# clrx-tools need, if any is missing.  Run as root on Debian/Ubuntu.
# Nothing is downloaded except through apt-get.
set -e
# clang and libclang-rt-14-dev: the second sanitizer build (clang's UBSan
# finds what gcc's does not) and the fuzzing harnesses (libFuzzer, tools/fuzz.sh);
# libmsgpack-dev: the metadata of ROCm code objects v4+; llvm-19 and lld-19:
# the tests that compare those code objects with LLVM 19's (run-rocm-cov.sh)
PKGS="gcc make autoconf automake pkg-config libelf-dev libcunit1-dev
      libmsgpack-dev binutils llvm llvm-19 lld-19 ccache distcc mandoc groff-base clang
      libclang-rt-14-dev"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
        || missing="$missing $p"
done
if [ -z "$missing" ]; then
    exit 0
fi
echo "install-deps: installing:$missing"
if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: not root: run 'apt-get install$missing' as root" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing
