#!/usr/bin/env python3
"""random-check.py - a maintainer's differential test of clrx-cpp (not run
by `make check`): random macro-heavy sources (macros with defaults, nested
definitions, recursion, .altmacro with local names, %EXPR and <...>,
.rept/.irp/.irpc/.for/.while with counters, conditionals, scopes, includes
from -I directories) are assembled by the reference clrxasm directly and
after clrx-cpp, and the bytes are compared.

    CLRXASM=/path/to/clrxasm python3 testsuite/cpp/random-check.py [N] [BUILDDIR]

Sources the reference rejects are counted apart (both must fail then).
"""
import os
import random
import subprocess
import sys
import tempfile


def plain_source(random):
    """Conditionals, repetitions, assignments and macros, no .altmacro."""
    out = []
    syms = []
    hidden = []
    macros = []

    def val():
        if syms and random.random()<0.5: return random.choice(syms)
        return str(random.randint(0,20))
    def expr():
        k=random.randint(0,3)
        e=val()
        for _ in range(k):
            e+=random.choice([' + ',' - ',' * ','&','|','^',' << ']) + val() if random.random()<0.8 else ''
        return e
    def cond():
        c=random.choice(['if','ifeq','ifne','ifgt','ifge','iflt','ifle'])
        return c, expr()
    def data():
        k=random.choice(['.byte','.short','.int'])
        return f"    {k} ({expr()}) & 0x7f"
    def instr():
        return random.choice([
            "    s_nop 0", f"    s_mov_b32 s{random.randint(0,20)}, {random.randint(0,64)}",
            f"    v_add_f32 v{random.randint(0,10)}, v1, v2",
            f"    s_add_u32 s1, s2, {random.randint(0,64)}"])
    def block(n, lvl):
        for _ in range(n):
            r=random.random()
            if r<0.2: out.append(data())
            elif r<0.3: out.append(instr())
            elif r<0.42:
                s=f"s{len(syms)+len(hidden)}"; out.append(f"{s} = {expr()}")
                (syms if lvl==0 else hidden).append(s)
            elif r<0.55 and lvl<3:
                c,e=cond(); out.append(f".{c} {e}"); block(random.randint(1,3),lvl+1)
                if random.random()<0.5:
                    c2,e2=cond(); out.append(f".else{c2} {e2}"); block(random.randint(1,2),lvl+1)
                if random.random()<0.5: out.append(".else"); block(random.randint(1,2),lvl+1)
                out.append(".endif")
            elif r<0.63 and lvl<3:
                out.append(f".rept {random.randint(0,3)}"); block(random.randint(1,3),lvl+1); out.append(".endr")
            elif r<0.7 and lvl<3:
                vals=", ".join(str(random.randint(0,9)) for _ in range(random.randint(0,4)))
                out.append(f".irp v, {vals}"); out.append("    .byte \\v + 1"); block(random.randint(0,2),lvl+1); out.append(".endr")
            elif r<0.74 and lvl<3:
                s="".join(random.choice("0123456789") for _ in range(random.randint(0,4)))
                out.append(f".irpc c, {s}"); out.append("    .byte \\c"); out.append(".endr")
            elif r<0.78 and lvl<3:
                it=f"it{len(syms)+len(hidden)}"; hidden.append(it)
                out.append(f".for {it} = {random.randint(0,3)}, {it} < {random.randint(0,6)}, {it} + {random.randint(1,2)}")
                out.append(f"    .byte {it}"); block(random.randint(0,2),lvl+1); out.append(".endr")
            elif r<0.82 and lvl<3:
                w=f"w{len(syms)+len(hidden)}"; hidden.append(w)
                out.append(f"{w} = {random.randint(0,5)}"); out.append(f".while {w} < {random.randint(0,8)}")
                out.append(f"    .byte {w} * 3"); out.append(f"    {w} = {w} + 1"); out.append(".endr")
            elif r<0.92 and macros:
                m,nargs=random.choice(macros)
                args=[]
                for i in range(nargs):
                    args.append(random.choice([str(random.randint(0,9)), f"({val()})", "\\%(" + str(random.randint(0,9)) + "+1)"]))
                sep=random.choice([", ", ","])
                out.append(f"    {m} " + sep.join(args))
            elif lvl==0:
                nm=f"mac{len(macros)}"; nargs=random.randint(0,3)
                params=[f"p{i}" for i in range(nargs)]
                if nargs and random.random()<0.3: params[-1]+= "=5"
                out.append(f".macro {nm}" + (" " + ", ".join(params) if params else ""))
                for _ in range(random.randint(1,4)):
                    rr=random.random()
                    if nargs and rr<0.5: out.append(f"    .byte (\\{random.choice(params).split('=')[0]} + \\@) & 0x7f")
                    elif rr<0.7: out.append(instr())
                    elif nargs: out.append(f"    .if \\{params[0].split('=')[0]} > 3\n    .byte 0x40\n    .else\n    .byte 0x41\n    .endif")
                    else: out.append(f"    .byte {random.randint(0,99)}")
                out.append(".endm")
                macros.append((nm,nargs))
    # a recursive macro
    out.append(".macro rdown n\n.if \\n\n.byte \\n\nrdown \\%(\\n-1)\n.endif\n.endm")
    block(random.randint(20,60),0)
    out.append(f"    rdown {random.randint(0,20)}")
    return "\n".join(out) + "\n"


def altmacro_source(random):
    """.altmacro or not, local names, nested macro definitions, includes."""
    o = []
    o=[]
    R=random.randint
    o.append(".include \"defs.s\"")
    o.append(".altmacro" if R(0,1) else ".noaltmacro")
    alt = o[-1]==".altmacro"
    def A(name): return name if alt else "\\"+name
    # altmacro-aware macros
    o.append(f".macro am x, y=2, z:vararg")
    o.append(f"  .byte ({A('x')} + {A('y')}) & 0xff")
    o.append(f"  .ifnb {A('z')}")
    o.append(f"    .ascii \"[{A('z')}]\"")
    o.append("  .endif")
    o.append(".endm")
    o.append(".macro rec n, acc")
    o.append(f"  .if {A('n')}")
    if alt: o.append("    rec %n-1, %acc+n")
    else: o.append("    rec \\%(\\n-1), \\%(\\acc+\\n)")
    o.append("  .else")
    o.append(f"    .int {A('acc')}")
    o.append("  .endif")
    o.append(".endm")
    if alt:
        o.append(".macro lbl v\n  local here, there\nhere: .byte v\nthere: .byte there - here\n.endm")
    else:
        o.append(".macro lbl v\nh\\@: .byte \\v\nt\\@: .byte t\\@ - h\\@\n.endm")
    o.append(".macro maker nm, k\n  .macro \\nm v\n    .short \\v * \\k\n  .endm\n.endm")
    made=[]
    for i in range(R(10,40)):
        r=random.random()
        if r<0.2:
            args=[str(R(0,50))]
            if R(0,1): args.append(str(R(0,9)))
            if R(0,1):
                if len(args)<2: args.append(str(R(0,9)))
                args += [random.choice(["a","b","cd"]) for _ in range(R(1,3))]
            if alt and R(0,1): args[0]="%"+str(R(1,9))+"*"+str(R(1,9))
            if alt and R(0,1) and len(args)>1: args[1]="<"+str(R(0,9))+">"
            o.append("  am " + ", ".join(args))
        elif r<0.3: o.append(f"  rec {R(0,8)}, {R(0,5)}")
        elif r<0.4: o.append(f"  lbl {R(0,99)}")
        elif r<0.5:
            nm=f"gen{len(made)}"; made.append(nm); o.append(f"  maker {nm}, {R(1,9)}")
        elif r<0.6 and made: o.append(f"  {random.choice(made)} {R(0,99)}")
        elif r<0.65: o.append(f".include \"body.s\"")
        elif r<0.7: o.append(f"  incm {R(1,9)}" + (f", {R(1,5)}" if R(0,1) else ""))
        elif r<0.8:
            sc=f"sc{i}"; o.append(f".scope {sc}\n  v = {R(0,9)}\n  .if v > 4\n    .byte v\n  .else\n    .byte v + 0x10\n  .endif\n.ends\n.byte {sc}::v")
        elif r<0.9:
            s="".join(random.choice("abc123") for _ in range(R(1,4)))
            o.append(f".irpc ch, {s}\n  .ascii \"\\ch\"\n.endr")
        else:
            o.append(f".for fi = 0, fi < {R(0,4)}, fi + 1\n  am fi, {R(0,3)}\n.endr")
    return "\n".join(o) + "\n"


BASE = ["-t", "1", "--llvmVersion", "1", "-b", "rawcode"]


def run(cmd, cwd):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=120)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    build = sys.argv[2] if len(sys.argv) > 2 else "."
    ref = os.environ.get("CLRXASM")
    if not ref:
        print("set CLRXASM to the reference clrxasm")
        return 2
    cpp = os.path.join(os.path.abspath(build), "clrx-cpp")
    same = differ = rejected = 0
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "incX"))
        os.makedirs(os.path.join(d, "incY"))
        with open(os.path.join(d, "incX", "defs.s"), "w") as f:
            f.write(".macro incm a, b=3\n  .byte \\a * \\b\n.endm\n.byte 0x5a\n")
        with open(os.path.join(d, "incY", "body.s"), "w") as f:
            f.write(".irp q, 1, 2\n  .short \\q + 0x100\n.endr\n")
        inc = ["-IincX", "-IincY"]
        for i in range(n):
            rnd = random.Random(i)
            src = plain_source(rnd) if i % 2 == 0 else altmacro_source(rnd)
            with open(os.path.join(d, "t.s"), "w") as f:
                f.write(src)
            a = run([ref] + BASE + inc + ["-o", "a.bin", "t.s"], d)
            c = run([cpp] + BASE + inc + ["t.s", "-o", "x.s"], d)
            if a.returncode != 0:
                rejected += 1
                if c.returncode == 0:
                    print("note: source %d: clrxasm rejects, clrx-cpp passes it on" % i)
                continue
            b = run([ref] + BASE + ["-o", "b.bin", "x.s"], d) if c.returncode == 0 else None
            ok = (b is not None and b.returncode == 0 and
                  open(os.path.join(d, "a.bin"), "rb").read() ==
                  open(os.path.join(d, "b.bin"), "rb").read())
            if ok:
                same += 1
            else:
                differ += 1
                keep = "random-check-%d.s" % i
                with open(keep, "w") as f:
                    f.write(src)
                print("DIFFERENT: source %d (kept as %s)" % (i, keep))
    print("%d sources: %d identical, %d different, %d rejected by clrxasm"
          % (n, same, differ, rejected))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
