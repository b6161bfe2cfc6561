#!/usr/bin/env python3
"""difftest-amd.py - random differential testing of the AMD Catalyst format
(a developer tool; nothing it makes is test data by itself).

Writes random AMD Catalyst OpenCL 1.2 programs (both configuration styles,
random settings, arguments, CAL notes, driver versions, GPUs, 32/64-bit),
assembles each with the reference clrxasm and with clrx-cc, and compares:
the bytes when both accept, the sets of error lines when both refuse.  With
--split, each program is also cut into parts at random statement boundaries
(each part starting with `.kernel K` and `.text` when it continues a kernel's
code, as docs/formats/amd.md requires), the parts are assembled separately
and linked, and the result must equal the reference's for the whole source.

    difftest-amd.py --cc build/clrx-cc [--ref clrxasm] [-n N] [--seed S]
                    [--split] [--keep DIR] [--save-cases DIR]

--keep DIR keeps the failing cases; --save-cases DIR writes every case that
passed as a testsuite/amd-as case directory (in.s, args, ref.bin or errors,
partN.s) - the expected output is always the reference's.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

GPUS = ["capeverde", "pitcairn", "tahiti", "oland", "hainan", "bonaire", "spectre",
        "spooky", "kalindi", "mullins", "hawaii", "iceland", "tonga", "carrizo", "fiji",
        "stoney", "ellesmere", "baffin", "gfx804"]
GCN10 = {"capeverde", "pitcairn", "tahiti", "oland", "hainan"}
DRIVERS = [1, 1000, 112401, 112402, 134804, 134805, 140000, 144505, 144506, 152602,
           152603, 159804, 159805, 164204, 164205, 180005, 200406]
SCALARS = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float",
           "double"]
VECS = [2, 3, 4, 8, 16]
IMAGES = ["image", "image1d", "image1d_array", "image1d_buffer", "image2d",
          "image2d_array", "image3d"]
DATA_CLASSES = ["IMM_RESOURCE", "IMM_SAMPLER", "IMM_CONST_BUFFER", "IMM_VERTEX_BUFFER",
                "IMM_UAV", "PTR_RESOURCE_TABLE", "PTR_SAMPLER_TABLE",
                "PTR_CONST_BUFFER_TABLE", "PTR_UAV_TABLE", "PTR_INTERNAL_GLOBAL_TABLE",
                "IMM_SCRATCH_BUFFER", "imm_kernel_arg", "ptr_so_buffer_table"]
NOTES = ["inputs", "outputs", "uav", "condout", "floatconsts", "intconsts", "boolconsts",
         "earlyexit", "globalbuffers", "constantbuffers", "inputsamplers",
         "scratchbuffers", "persistentbuffers", "proginfo", "subconstantbuffers",
         "uavmailboxsize", "uavopmask"]


def rnum(r, big=False):
    c = r.random()
    if c < 0.3:
        return str(r.randint(0, 16))
    if c < 0.6:
        return str(r.randint(0, 300))
    if c < 0.8:
        return hex(r.randint(0, 0xffffffff))
    if big:
        return str(r.randint(0, 1 << 40))
    return str(r.randint(0, 70000))


def code(r, gcn10, n):
    out = []
    for _ in range(n):
        c = r.random()
        s = r.randint(0, 99)
        v = r.randint(0, 255)
        if c < 0.3:
            out.append("s_mov_b32 s%d, %d" % (s, r.randint(0, 64)))
        elif c < 0.5:
            out.append("v_mov_b32 v%d, s%d" % (v, s))
        elif c < 0.6:
            out.append("s_add_u32 s%d, s%d, s%d" % (s, r.randint(0, 99), r.randint(0, 99)))
        elif c < 0.7:
            out.append("v_add_f32 v%d, v%d, v%d" % (v, r.randint(0, 255), r.randint(0, 255)))
        elif c < 0.75:
            out.append("s_mov_b64 vcc, s[%d:%d]" % (s & ~1, (s & ~1) + 1))
        elif c < 0.8:
            out.append("s_nop 1")
        elif c < 0.85:
            out.append(".int %s" % rnum(r))
        else:
            out.append("s_and_b32 s%d, s%d, 0x%x" % (s, r.randint(0, 99), r.randint(0, 1 << 20)))
    out.append("s_endpgm")
    return out


def arg(r, i, bad):
    name = "a%d" % i
    tn = ""
    if r.random() < 0.15:
        tn = '"%s",' % r.choice(["my_t", "float*", "", "x y", "uint"])
    c = r.random()
    unused = ", unused" if r.random() < 0.15 else ""
    if c < 0.3:
        t = r.choice(SCALARS)
        if r.random() < 0.4:
            t += str(r.choice(VECS))
        return ".arg %s, %s %s%s" % (name, tn, t, unused)
    if c < 0.55:
        t = r.choice(SCALARS + ["structure", "void"])
        if t != "structure" and t != "void" and r.random() < 0.3:
            t += str(r.choice(VECS))
        parts = [name, tn + " " + t + "*"]
        if t == "structure":
            parts.append(str(r.randint(0, 100)))
        space = r.choice(["global", "global", "constant", "local"])
        parts.append(space)
        q = ""
        if r.random() < 0.6:
            q = " ".join(r.sample(["const", "restrict", "volatile"], r.randint(0, 2)))
            parts.append(q)
            if space == "constant":
                if r.random() < 0.5:
                    parts.append(str(r.randint(0, 200)) if r.random() < 0.7 else "")
                    if r.random() < 0.5:
                        parts.append(str(r.randint(2 if bad else 12, 159)) if r.random() < 0.6 else "")
                        if r.random() < 0.3:
                            parts.append("unused")
            elif space == "global":
                if r.random() < 0.4:
                    parts.append(str(r.randint(9 if bad else 12, 40)) if r.random() < 0.7 else "")
                    if r.random() < 0.3:
                        parts.append("unused")
            elif r.random() < 0.3:
                parts.append("unused")
        return ".arg " + ", ".join(parts)
    if c < 0.7:
        parts = [name, tn + " " + r.choice(IMAGES)]
        if r.random() < 0.7:
            acc = r.choice(["read_only", "write_only", "rdonly", "wronly", ""])
            parts.append(acc)
            if r.random() < 0.5:
                parts.append(str(r.randint(0, 7)) if r.random() < 0.7 else "")
                if r.random() < 0.3:
                    parts.append("unused")
        return ".arg " + ", ".join(parts)
    if c < 0.78:
        parts = [name, tn + " counter32"]
        if r.random() < 0.5:
            parts.append(str(r.randint(0, 7)))
            if r.random() < 0.3:
                parts.append("unused")
        return ".arg " + ", ".join(parts)
    if c < 0.88:
        return ".arg %s, %s structure, %d%s" % (name, tn, r.randint(0, 80), unused)
    return ".arg %s, %s sampler%s" % (name, tn, unused)


def config_kernel(r, bad, policy):
    out = [".config"]
    settings = []
    if r.random() < 0.5:
        settings.append(".dims %s" % r.choice(["x", "xy", "xyz", "z", "yz", "xy, x",
                                               "x, xyz", ", y", "zyx"]))
    if r.random() < 0.2:
        settings.append(".cws %d, %d, %d" % (r.randint(1, 64), r.randint(1, 8), r.randint(1, 4)))
    if r.random() < 0.1:
        settings.append(".reqd_work_group_size %d" % r.randint(1, 256))
    if r.random() < 0.2:
        settings.append(".sgprsnum %d" % r.randint(0, 100))
    if r.random() < 0.2:
        settings.append(".vgprsnum %d" % r.randint(0, 256))
    if r.random() < 0.2:
        settings.append(".pgmrsrc2 %s" % hex(r.randint(0, 0xffffffff)))
    if r.random() < 0.2:
        settings.append(".floatmode %s" % hex(r.randint(0, 0xff)))
    if r.random() < 0.2:
        settings.append(".exceptions %d" % r.randint(0, 0x7f))
    if r.random() < 0.2:
        settings.append("%s %d" % (r.choice([".hwlocal", ".localsize"]), r.randint(0, 32768)))
    if r.random() < 0.15:
        settings.append(".hwregion %d" % r.randint(0, 1000))
    if r.random() < 0.2:
        settings.append(".scratchbuffer %d" % r.randint(0, 4000))
    if r.random() < 0.1:
        settings.append(".uavprivate %d" % r.randint(0, 200))
    for p in (".uavid", ".cbid", ".printfid", ".privateid"):
        # (an empty .uavid with a global pointer makes clrxasm write outside
        # an array: its output is undefined)
        if r.random() < 0.08:
            settings.append("%s %s" % (p, r.choice(["" if p != ".uavid" else "11",
                                                    str(r.randint(0, 30)), "12"])))
    for p in (".earlyexit", ".condout"):
        if r.random() < 0.1:
            settings.append("%s %d" % (p, r.randint(0, 5)))
    for p in (".ieeemode", ".tgsize", ".useconstdata", ".useprintf"):
        if r.random() < 0.15:
            settings.append(p)
    if r.random() < 0.15:
        settings.append(".sampler " + ", ".join(str(r.randint(0, 500))
                                                for _ in range(r.randint(1, 3))))
    nud = r.choice([0, 0, 1, 2, 3])
    for _ in range(nud):
        start = r.randint(0, 12)
        settings.append(".userdata %s, %d, %d, %d" % (r.choice(DATA_CLASSES), r.randint(0, 3),
                                                      start, r.randint(1, 16 - start)))
    nargs = r.choice([0, 1, 2, 3, 5, 8])
    for i in range(nargs):
        settings.append(arg(r, i, bad))
    r.shuffle(settings)
    return out + ["    " + s for s in settings]


def raw_kernel(r):
    out = []
    parts = []
    if r.random() < 0.95:
        parts.append([".header", ".fill %d, 1, %d" % (r.randint(1, 40), r.randint(0, 255))])
    if r.random() < 0.95:
        md = [".metadata", '.ascii ";ARGSTART:__OpenCL_k_kernel\\n"']
        if r.random() < 0.5:
            md.append('.ascii ";uniqueid:%d\\n"' % r.choice([1024, 1025, 1030, 5]))
        if r.random() < 0.3:
            md.append('.ascii ";function:1:%d\\n"' % r.choice([1024, 1026, 1027]))
        md.append('.ascii "%s\\n"' % r.choice([";memory:x", "abc", ""]))
        # (a uniqueid or function id in the last 11 bytes makes clrxasm read
        # past the metadata: its output is undefined)
        md.append('.ascii ";reflection:0:int\\n"')
        parts.append(md)
    for _ in range(r.randint(0, 6)):
        n = r.choice(NOTES)
        note = []
        if n in ("condout", "earlyexit", "uavmailboxsize", "uavopmask") and r.random() < 0.5:
            note.append(".%s %d" % (n, r.randint(0, 1000)))
        else:
            note.append(".%s" % n)
        if n == "proginfo":
            for _ in range(r.randint(0, 4)):
                note.append(".entry %s, %s" % (rnum(r), rnum(r)))
        elif n == "uav":
            for _ in range(r.randint(0, 3)):
                note.append(".entry %d, 4, 0, 5" % r.randint(8, 30))
        elif n == "constantbuffers":
            for _ in range(r.randint(0, 3)):
                note.append("%s %d, %d" % (r.choice([".cbmask", ".cbid"]), r.randint(0, 5),
                                           r.randint(0, 5000)))
        elif n in ("intconsts", "floatconsts", "boolconsts"):
            for _ in range(r.randint(0, 2)):
                note.append(".segment %d, %d" % (r.randint(0, 50), r.randint(0, 50)))
        elif n == "inputsamplers":
            for _ in range(r.randint(0, 2)):
                note.append(".sampler %d, %d" % (r.randint(0, 5), r.randint(0, 5)))
        elif r.random() < 0.3:
            note.append(".int %s" % rnum(r))
        if r.random() < 0.2:
            lab = "nl%d" % r.randint(0, 1 << 30)
            note.append("%s: .int %s+2, 7" % (lab, lab))
        parts.append(note)
    if r.random() < 0.1:
        parts.append([".calnote %d" % r.randint(0, 40), ".byte 1, 2, 3"])
    r.shuffle(parts)
    for p in parts:
        out += p
    return out


def gen(r, bad_rate):
    bad = r.random() < bad_rate
    gpu = r.choice(GPUS)
    gcn10 = gpu in GCN10
    drv = r.choice(DRIVERS)
    is64 = r.random() < 0.3
    args = ["-g", gpu, "-t", str(drv), "--llvmVersion", "1"]
    lines = []
    if is64 and r.random() < 0.5:
        args.append("-6")
    elif is64:
        lines.append(".64bit")
    policy = 0
    if r.random() < 0.1:
        policy = r.choice([100, 200, 300])
        lines.append(".policy %d" % policy)
    if r.random() < 0.2:
        lines.append('.compile_options "%s"' % r.choice(["", "-O2", "-cl-std=CL1.2 -x"]))
    if r.random() < 0.15:
        lines.append('.driver_info "%s"' % r.choice([
            "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)",
            "@(#) OpenCL 1.2 AMD-APP (1912.5).  Driver version: 1912.5 (VM)",
            "AMD-APP (1124.2)", "no version here", "AMD-APP (x.y)", ""]))
    if r.random() < 0.15:
        lines.append(".driver_version %d" % r.choice(DRIVERS + [0]))
    force_syms = r.random() < 0.15
    if r.random() < 0.3:
        lines.append(".globaldata")
        for _ in range(r.randint(0, 4)):
            lines.append(".int %s" % rnum(r))
        if r.random() < 0.3:
            lines.append(".p2align %d" % r.randint(0, 5))
    if force_syms:
        lines.append("abs%d = %s" % (r.randint(0, 9), rnum(r)))
        lines.append(".global abs%s" % lines[-1].split()[0][3:])
        lines.append(".weak wk1")
        lines.append("wk1 = 5")
        lines.append(".size wk1, 3")
    if r.random() < 0.1:
        lines.append(".section .userglobal%s" % r.choice(["", " align=32", ", \"a\""]))
        lines.append(".byte 1,2,3")
        lines.append(".align 8")
        lines.append(".main")
    if r.random() < 0.1:
        lines.append(".section .userglobal, \"a\"")
        lines.append(".byte 1,2,3")
    if r.random() < 0.1:
        lines += code(r, gcn10, r.randint(1, 3))      # instructions as global data
    if r.random() < 0.2:
        lines.append(".get_driver_version drv%d" % len(lines))
        lines.append(".int drv%d" % (len(lines) - 1))
    if force_syms:
        args.append("-S")
    nk = r.randint(1, 4)
    for k in range(nk):
        lines.append(".kernel k%d" % k)
        cfg = r.random() < 0.7
        body = config_kernel(r, bad, policy) if cfg else raw_kernel(r)
        lines += body
        if r.random() < 0.2:
            lines.append(".data")
            lines.append(".fill %d, 1, %d" % (r.randint(0, 30), r.randint(0, 255)))
            if r.random() < 0.3:
                lines.append(".p2align %d" % r.randint(0, 4))
                lines.append("kd%d: .int 3" % k)
                if force_syms:
                    lines.append(".global kd%d" % k)
        if r.random() < 0.08:
            lines.append(".section .kextra%s" % r.choice(["", ", \"aw\"", ", \"a\", @nobits",
                                                        " align=8", ", \"x\" align=4"]))
            lines.append(".int 7")
            if r.random() < 0.5:
                lines.append(".align 16")
                lines.append("kx%d: .byte 1" % k)
        lines.append(".text")
        lines += code(r, gcn10, r.randint(0, 8))
        if force_syms and r.random() < 0.5:
            lines.append("kl%d: s_nop 0" % k)
            lines.append(".global kl%d" % k)
        if k > 0 and r.random() < 0.2:
            # back to an earlier kernel's code
            lines.append(".kernel k%d" % r.randint(0, k - 1))
            lines.append(".text")
            lines += code(r, gcn10, r.randint(1, 4))
        if r.random() < 0.1:
            lines.append(".main")
            lines.append(".globaldata")
            lines.append("gl%d: .int gl%d+4" % (k, k))
            if force_syms:
                lines.append(".weak gl%d" % k)
    if bad:
        # a random mistake
        i = r.randrange(len(lines) + 1)
        lines.insert(i, r.choice([".cbmask 1, 2", ".entry 1", ".arg", ".dims w",
                                  ".userdata FOO, 1, 2, 3", ".config", ".proginfo",
                                  ".sgprsnum 200", ".uavid 2000", ".cws 0, 1",
                                  ".arg x, float*, private", ".arg y, counter64",
                                  ".calnote", ".metadata", ".header", ".data",
                                  ".arg z, image2d, read_only, 200"]))
    return args, lines


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=60)
    return p.returncode, p.stderr.decode("utf-8", "replace")


def error_lines(text, word):
    s = set()
    for m in re.finditer(r"^([^:\n]*):(\d+):(?:\d+:)? *%s:" % word, text, re.M):
        s.add("%s:%s" % (os.path.basename(m.group(1)), m.group(2)))
    return s


def split_points(lines, r, nparts):
    """Cut between statements where the concatenated source is in the
    global data or in a kernel's code; a part that starts inside a kernel's
    code says `.kernel K` and `.text` first.  The assembler's own settings
    (.policy, and the driver version that .get_driver_version reads) head
    every part."""
    states = []               # the state before each line: (kernel, place)
    kernel, place = None, "gdata"
    head = []
    for l in lines:
        states.append((kernel, place))
        s = l.strip()
        w = s.split()[0] if s else ""
        if w in (".policy", ".driver_version", ".driver_info"):
            head.append(s)
        if w == ".kernel":
            kernel, place = s.split()[1], "text"
        elif w == ".main":
            kernel, place = None, "gdata"    # (the generator leaves no user section open)
        elif w == ".globaldata":
            kernel, place = None, "gdata"
        elif w == ".text":
            place = "text"
        elif w in (".config", ".data", ".header", ".metadata", ".section", ".calnote",
                   ".condout", ".earlyexit") or w[1:] in NOTES:
            place = "other"
    # (not between a symbol's definition and its use: symbols are local to
    # their object)
    good = [i for i in range(1, len(lines))
            if (states[i] == (None, "gdata") or states[i][1] == "text") and
            not lines[i - 1].startswith(".get_driver_version") and
            not lines[i].startswith(".global") and not lines[i].startswith(".weak")]
    cuts = sorted(r.sample(good, min(nparts - 1, len(good))))
    if not cuts:
        return None
    out, prev = [], 0
    for c in cuts + [len(lines)]:
        k, place = states[prev]
        first = [".kernel %s" % k, ".text"] if prev and k is not None else []
        out.append((head if prev else []) + first + lines[prev:c])
        prev = c
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cc", required=True)
    ap.add_argument("--ref", default="/root/.cache/clrx-ref/bin/clrxasm")
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bad", type=float, default=0.2)
    ap.add_argument("--split", action="store_true")
    ap.add_argument("--keep")
    ap.add_argument("--save-cases")
    a = ap.parse_args()
    cc = os.path.abspath(a.cc)
    r = random.Random(a.seed)
    npass = nfail = nskip = nrefused = 0
    work = tempfile.mkdtemp(prefix="difftest-amd.")
    for i in range(a.n):
        args, lines = gen(r, a.bad)
        if a.split and ".64bit" in lines:
            # (.64bit may not stand after the first statement: -6 instead)
            lines.remove(".64bit")
            args.append("-6")
        d = os.path.join(work, "c%d" % i)
        os.makedirs(d)
        src = "\n".join(lines) + "\n"
        open(os.path.join(d, "in.s"), "w").write(src)
        parts = None
        if a.split:
            # (-S lists the symbols object by object: not one source's order)
            parts = split_points(lines, r, r.randint(2, 4)) if "-S" not in args else None
            if parts is not None:
                # the program is the parts' concatenation
                src = "".join("\n".join(p) + "\n" for p in parts)
                open(os.path.join(d, "in.s"), "w").write(src)
        rrc, rerr = run([a.ref, "-b", "amd"] + args + ["-o", "ref.bin", "in.s"], d)
        if a.split:
            if parts is None or rrc != 0:
                nskip += 1
                shutil.rmtree(d)
                continue
            objs = []
            crc, cerr = 0, ""
            for j, p in enumerate(parts):
                name = "part%d" % (j + 1)
                open(os.path.join(d, name + ".s"), "w").write("\n".join(p) + "\n")
                rc, err = run([cc, "-b", "amd"] + args + ["-c", name + ".s", "-o", name + ".o"], d)
                cerr += err
                if rc != 0 and crc == 0:
                    crc = rc
                objs.append(name + ".o")
            if crc == 0:
                crc, err = run([cc, "-b", "amd"] + args + ["-o", "out.bin"] + objs, d)
                cerr += err
        else:
            crc, cerr = run([cc, "-b", "amd"] + args + ["-o", "out.bin", "in.s"], d)
        ok = True
        why = ""
        if parts and rrc == 0 and crc == 1 and "one concatenated source would" in cerr:
            nrefused += 1          # clrx-ld saw that the parts are not one source
            shutil.rmtree(d)
            continue
        if rrc == 0:
            if crc != 0:
                ok, why = False, "reference accepts, clrx-cc fails: " + cerr[:300]
            elif open(os.path.join(d, "ref.bin"), "rb").read() != \
                    open(os.path.join(d, "out.bin"), "rb").read():
                ok, why = False, "outputs differ"
        else:
            if crc == 0:
                ok, why = False, "reference fails, clrx-cc accepts: " + rerr[:300]
            elif crc != 1:
                ok, why = False, "clrx-cc exit %d" % crc
            else:
                rs, cs = error_lines(rerr, "Error"), error_lines(cerr, "error")
                if rs != cs:
                    ok, why = False, "error lines %s, reference %s" % (sorted(cs), sorted(rs))
        if ok:
            npass += 1
            if a.save_cases:
                cd = os.path.join(a.save_cases, "random-%s%d" % ("split-" if parts else "",
                                                                  i))
                os.makedirs(cd, exist_ok=True)
                shutil.copy(os.path.join(d, "in.s"), cd)
                open(os.path.join(cd, "args"), "w").write(" ".join(args) + "\n")
                if rrc == 0:
                    shutil.copy(os.path.join(d, "ref.bin"), cd)
                else:
                    open(os.path.join(cd, "errors"), "w").write(
                        "".join(x + "\n" for x in sorted(error_lines(rerr, "Error"))))
                if parts:
                    for j in range(len(parts)):
                        shutil.copy(os.path.join(d, "part%d.s" % (j + 1)), cd)
            shutil.rmtree(d)
        else:
            nfail += 1
            print("case %d: %s" % (i, why))
            print("  args: %s" % " ".join(args))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                dest = os.path.join(a.keep, "c%d" % i)
                shutil.rmtree(dest, ignore_errors=True)
                shutil.copytree(d, dest)
            shutil.rmtree(d)
    shutil.rmtree(work, ignore_errors=True)
    print("%d passed, %d failed%s" % (npass, nfail,
                                      (" (%d not split, %d refused by the linker's "
                                       "one-source rules)" % (nskip, nrefused))
                                      if a.split else ""))
    return 1 if nfail else 0


if __name__ == "__main__":
    sys.exit(main())
