#!/usr/bin/env python3
"""xexpr-fuzz.py - differential test of expressions over other objects' symbols.

Generates programs whose parts use labels and assignments of other parts in
expressions (data words of every size, 32-bit literals, 16-bit immediates,
branches, `.set`), assembles each part with `clrx-cc -c`, links them, and
compares the binary with what the reference assembler writes for the
concatenated sources (with `.text` and `.p2align 8` between the parts, as
testsuite/run-format-as.sh joins them).  Both must succeed with the same bytes,
or both must fail.

usage: xexpr-fuzz.py [-n COUNT] [-s SEED] [-B BUILDDIR] [--keep DIR]
  --keep DIR   write each differing program there as a case directory
Prints one line per difference, then "N passed, N failed".
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

REF = os.environ.get("CLRXASM", "/root/.cache/clrx-ref/bin/clrxasm")
FORMATS = ["gallium", "rawcode", "rocm"]
OPS = ["+", "-", "*", "/", ">>", "<<", "&", "|", "^"]


def diff_expr(r, labels):
    """An expression whose value is a number: differences of labels."""
    a, b = r.sample(labels, 2) if len(labels) > 1 else (labels[0], labels[0])
    e = "(%s - %s)" % (a, b)
    for _ in range(r.randint(0, 2)):
        op = r.choice(OPS)
        k = r.choice([1, 2, 3, 4, 8, 16, 0x100, 0x10000])
        if op in ("/",) and r.random() < 0.5:
            e = "(%s %s %d)" % (e, op, k)
        elif op in ("<<", ">>"):
            e = "(%s %s %d)" % (e, op, r.randint(0, 40))
        else:
            e = "(%s %s %s)" % (e, op, r.choice([str(k), "(%s - %s)" % tuple(r.sample(labels, 2))
                                               if len(labels) > 1 else str(k)]))
    return e


def gen(r):
    fmt = r.choice(FORMATS)
    nparts = r.randint(2, 3)
    defs = []                 # (part, [labels])
    parts = []
    allglobals = []
    for p in range(nparts):
        labels = ["L%d_%d" % (p, i) for i in range(r.randint(2, 4))]
        allglobals += labels
        defs.append(labels)
    sets = []
    for p in range(nparts):
        lines = []
        if p == 0 and fmt != "rawcode":
            lines += [".kernel k", "  .config", "  .dims x"]
            if fmt == "rocm":
                lines += ["  .codeversion 1, 0"]
        lines.append(".text")
        if p == 0 and fmt != "rawcode":
            lines += ["k:"]
            if fmt == "rocm":
                lines += ["  .fill 64, 4, 0"]   # the kernel's header goes there
        lines.append(".global " + ", ".join(defs[p]))
        others = [g for q, ls in enumerate(defs) if q != p for g in ls]
        for lab in defs[p]:
            lines.append(lab + ":")
            for _ in range(r.randint(0, 3)):
                lines.append("  s_nop 0")
            if r.random() < 0.6 and others:
                kind = r.randint(0, 6)
                e = diff_expr(r, others)
                if kind == 0:
                    lines.append("  .int " + e)
                elif kind == 1:
                    lines.append("  .short " + e)
                    lines.append("  .short 0")
                elif kind == 2:
                    lines.append("  .quad " + e)
                elif kind == 3:
                    lines.append("  s_mov_b32 s%d, lit(%s)" % (r.randint(0, 20), e))
                elif kind == 4:
                    lines.append("  s_movk_i32 s%d, %s" % (r.randint(0, 20), e))
                elif kind == 5:
                    name = "S%d_%d" % (p, len(sets))
                    sets.append(name)
                    lines.append("  .set %s, %s" % (name, e))
                    lines.append("  .int %s + 1" % name)
                else:
                    lines.append("  s_branch %s" % r.choice(others))
        if p == nparts - 1 or r.random() < 0.3:
            lines.append("  s_endpgm")
        parts.append("\n".join(lines) + "\n")
    return fmt, parts


def run(cmd, cwd):
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=60)


def one(r, builddir, tmp):
    fmt, parts = gen(r)
    args = ["-b", fmt, "-t", "1", "--llvmVersion", "1"]
    if fmt == "rocm":
        args += ["-g", "Fiji"]
    names = []
    for i, text in enumerate(parts):
        n = "part%d.s" % (i + 1)
        with open(os.path.join(tmp, n), "w") as f:
            f.write(text)
        names.append(n)
    joined = ".text\n.p2align 8\n".join(parts)
    with open(os.path.join(tmp, "in.s"), "w") as f:
        f.write(joined)
    for x in ("ref.bin", "out.bin"):
        if os.path.exists(os.path.join(tmp, x)):
            os.remove(os.path.join(tmp, x))
    ref = run([REF] + args + ["-o", "ref.bin", "in.s"], tmp)
    cc = os.path.join(builddir, "clrx-cc")
    ok = True
    objs = []
    for n in names:
        o = n[:-2] + ".o"
        res = run([cc, "-B", builddir] + args + ["-c", n, "-o", o], tmp)
        ok &= res.returncode == 0
        objs.append(o)
    if ok:
        res = run([cc, "-B", builddir] + args + ["-o", "out.bin"] + objs, tmp)
        ok = res.returncode == 0
    err = res.stderr.decode(errors="replace")
    if ref.returncode != 0:
        return (not ok), fmt, args, parts, "reference fails, we succeed" if ok else ""
    if not ok:
        return False, fmt, args, parts, "we fail: " + err.splitlines()[0] if err else "we fail"
    a = open(os.path.join(tmp, "ref.bin"), "rb").read()
    b = open(os.path.join(tmp, "out.bin"), "rb").read()
    return a == b, fmt, args, parts, "" if a == b else "bytes differ"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("-s", type=int, default=1)
    ap.add_argument("-B", default="build")
    ap.add_argument("--keep")
    o = ap.parse_args()
    builddir = os.path.abspath(o.B)
    passed = failed = 0
    tmp = tempfile.mkdtemp(prefix="xexpr-fuzz.")
    try:
        for i in range(o.n):
            r = random.Random(o.s * 100003 + i)
            good, fmt, args, parts, why = one(r, builddir, tmp)
            if good:
                passed += 1
                continue
            failed += 1
            print("seed %d #%d (%s): %s" % (o.s, i, fmt, why))
            if o.keep:
                d = os.path.join(o.keep, "%s-as" % fmt, "random_xexpr_%d_%d" % (o.s, i))
                os.makedirs(d, exist_ok=True)
                for x in os.listdir(tmp):
                    if x.endswith(".s"):
                        shutil.copy(os.path.join(tmp, x), d)
    finally:
        shutil.rmtree(tmp)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
