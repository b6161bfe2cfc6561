# diffrun.py - what the random differential tools share (rocm-fuzz.py,
# gallium-random.py): their random choices, their options, running the
# reference assembler and clrx-cc on a case, comparing the outputs or the
# error lines, the loop over the cases and its report.
#
# A tool gives `drive` a function case(rnd, split) -> (base, parts), base the
# options of both assemblers (`-b FMT ...`), parts the source: with split,
# a list of file texts (assembled apart with `clrx-cc -c`, linked, compared
# with the reference on their concatenation with `.text` and `.p2align 8`
# between them), else one text.
import argparse, os, random, re, shutil, subprocess, tempfile


class RandomGen:
    """A program generator's random choices (rnd: random.Random)."""

    def __init__(self, rnd):
        self.r = rnd

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def num(self, lo, hi):
        return self.r.randint(lo, hi)


def parse_args(description):
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--cc", required=True)
    ap.add_argument("--ref", default=os.environ.get(
        "CLRXASM", "/root/.cache/clrx-ref/bin/clrxasm"))
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--split", action="store_true")
    ap.add_argument("--save-failures")
    ap.add_argument("--save-passes")
    return ap.parse_args()


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=30)
    return p.returncode, p.stderr.decode("utf-8", "replace")


def error_lines(text, word):
    out = set()
    for ln in text.splitlines():
        m = re.match(r"^([^:]*):(\d+):(\d+:)? *%s:" % word, ln)
        if m:
            out.add((os.path.basename(m.group(1)), int(m.group(2))))
    return out


def same(d, a, b):
    with open(os.path.join(d, a), "rb") as x, open(os.path.join(d, b), "rb") as y:
        return x.read() == y.read()


def check_split(d, ref, cc, base, srcs):
    """(ok, why) of the parts srcs assembled apart and linked."""
    bdir = os.path.dirname(cc)
    open(os.path.join(d, "in.s"), "w").write("\n.text\n.p2align 8\n".join(srcs))
    rc, _ = run([ref] + base + ["-o", "ref.bin", "in.s"], d)
    st, err, objs = 0, "", []
    for k, s in enumerate(srcs):
        fn = "part%d.s" % (k + 1)
        open(os.path.join(d, fn), "w").write(s)
        r, e = run([cc, "-B", bdir] + base + ["-c", fn, "-o", fn[:-2] + ".o"], d)
        st, err = (st or r), (err or e)
        objs.append(fn[:-2] + ".o")
    if st == 0:
        st, err = run([cc, "-B", bdir] + base + ["-o", "out.bin"] + objs, d)
    if rc != 0:
        # (a part alone may be refused where the whole is too)
        return st != 0, "reference fails, clrx-cc succeeds"
    if st != 0:
        return False, "clrx-cc fails: " + err[:300]
    return same(d, "out.bin", "ref.bin"), "output differs"


def check_whole(d, ref, cc, base, src):
    """(ok, why, refused by the reference) of one source."""
    open(os.path.join(d, "in.s"), "w").write(src)
    rc, rerr = run([ref] + base + ["-o", "ref.bin", "in.s"], d)
    st, cerr = run([cc, "-B", os.path.dirname(cc)] + base + ["-o", "out.bin", "in.s"], d)
    if rc != 0:
        want, got = error_lines(rerr, "Error"), error_lines(cerr, "error")
        ok = st == 1 and want == got and not os.path.exists(os.path.join(d, "out.bin"))
        return ok, "errors: want %s got %s (status %d) %s" % (
            sorted(want), sorted(got), st, cerr[:300]), True
    if st != 0:
        return False, "clrx-cc fails: " + cerr[:300], False
    return same(d, "out.bin", "ref.bin"), "output differs", False


def drive(args, name, case):
    """Runs args.n cases; prints the failures and "N passed, N failed";
    returns the exit status."""
    cc = os.path.abspath(args.cc)
    passed = failed = rejected = 0
    work = tempfile.mkdtemp(prefix=name + ".")
    try:
        for i in range(args.n):
            rnd = random.Random(args.seed * 1000003 + i)
            base, parts = case(rnd, args.split)
            d = os.path.join(work, "c%d" % i)
            os.makedirs(d)
            if args.split:
                ok, why = check_split(d, args.ref, cc, base, parts)
            else:
                ok, why, refused = check_whole(d, args.ref, cc, base, parts)
                rejected += refused
            if ok:
                passed += 1
                if args.save_passes:
                    dst = os.path.join(args.save_passes, "c%d" % i)
                    shutil.copytree(d, dst, dirs_exist_ok=True)
                    open(os.path.join(dst, "args"), "w").write(" ".join(base[2:]) + "\n")
            else:
                failed += 1
                print("FAIL case %d (seed %d): %s" % (i, args.seed, why))
                if args.save_failures:
                    dst = os.path.join(args.save_failures, "c%d" % i)
                    shutil.copytree(d, dst, dirs_exist_ok=True)
                    open(os.path.join(dst, "cmd"), "w").write(" ".join(base) + "\n")
            shutil.rmtree(d, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("(the reference rejected %d of the %d programs)" % (rejected, args.n))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0
