#!/usr/bin/env python3
# gallium-random.py - random differential testing of the GalliumCompute
# format (a developer tool; nothing it writes is test data by itself).
#
#   tools/gallium-random.py --cc BUILD/clrx-cc [--ref CLRXASM] [-n N] [--seed S]
#                           [--split] [--save-failures DIR]
#
# Each case is a random Gallium source: GPUs of GCN 1.0 to 1.4, 32- or
# 64-bit, old or new LLVM (with 256 bytes of setup before each kernel's code
# and the .hsa_* settings), kernels with random arguments (every type, sizes,
# target sizes and alignments, extensions, semantics), configurations
# (.dims, .tgsize, register counts, modes, local size, scratch, user data,
# .pgmrsrc1/2, spilled registers) or a ProgInfo list, global data,
# .scratchsym, code in any order, now and then an invalid value.  The
# reference assembler and clrx-cc (one source, or with --split the source cut
# into parts assembled separately and linked, compared with the reference on
# the concatenation with `.text` and `.p2align 8` between the parts) must
# write the same bytes, or both fail with the same set of error lines (single
# sources).  The last line is "N passed, N failed" (tools/diffrun.py runs
# the cases).
import sys

import diffrun

GPUS = {"CapeVerde": 0, "Pitcairn": 0, "Tahiti": 0, "Oland": 0, "Bonaire": 1, "Hawaii": 1,
        "Kalindi": 1, "Mullins": 1, "Tonga": 2, "Fiji": 2, "Iceland": 2, "Carrizo": 2,
        "Ellesmere": 2, "Baffin": 2, "Stoney": 2, "GFX900": 4}
ARG_TYPES = ["scalar", "constant", "global", "local", "image2d_rd", "image2d_wr",
             "image3d_rd", "image3d_wr", "sampler", "griddim", "gridoffset"]
SEMANTICS = ["general", "imgsize", "imgformat", "griddim", "gridoffset"]


class Gen(diffrun.RandomGen):

    def arg(self, bad):
        t = self.pick(ARG_TYPES)
        size = self.pick([1, 2, 4, 8, 12, 16]) if not (bad and self.chance(0.1)) else 0
        s = ".arg %s, %d" % (t, size)
        if self.chance(0.4):
            s += ", %d" % self.pick([4, 8, 16, (size + 3) & ~3 or 4])
            if self.chance(0.5):
                s += ", %d" % (self.pick([1, 2, 4, 8, 16]) if not (bad and self.chance(0.2))
                               else 3)
                if self.chance(0.5):
                    s += ", " + self.pick(["sext", "zext", "SEXT", ""])
                    if t not in ("griddim", "gridoffset") and self.chance(0.5):
                        s += ", " + self.pick(SEMANTICS)
        if bad and self.chance(0.1):
            s = s.replace(t, "badtype", 1)
        return s

    def config(self, arch, llvm4, bad):
        L = [".dims " + self.pick(["x", "xy", "xyz", "y", "zx", ""])]
        opts = [
            lambda: ".tgsize",
            lambda: ".ieeemode",
            lambda: ".dx10clamp",
            lambda: ".debugmode",
            lambda: ".privmode",
            lambda: ".localsize %d" % self.num(0, 32768 if not bad else 70000),
            lambda: ".scratchbuffer %d" % self.num(0, 4000),
            lambda: ".sgprsnum %d" % self.num(1, 102 if not bad else 120),
            lambda: ".vgprsnum %d" % self.num(1, 256 if not bad else 300),
            lambda: ".userdatanum %d" % self.num(0, 16 if not bad else 20),
            lambda: ".floatmode 0x%x" % self.num(0, 255),
            lambda: ".priority %d" % self.num(0, 3),
            lambda: ".exceptions 0x%x" % self.num(0, 127),
            lambda: ".pgmrsrc1 0x%x" % self.num(0, 0xffffffff),
            lambda: ".pgmrsrc2 0x%x" % self.num(0, 0xffffffff),
            lambda: ".spilledsgprs %d" % self.num(0, 50),
            lambda: ".spilledvgprs %d" % self.num(0, 50),
        ]
        if llvm4:
            opts += [
                lambda: ".hsa_dims " + self.pick(["x", "xy", "xyz"]),
                lambda: ".hsa_sgprsnum %d" % self.num(1, 102),
                lambda: ".hsa_vgprsnum %d" % self.num(1, 256),
                lambda: ".hsa_localsize %d" % self.num(0, 32768),
                lambda: ".hsa_scratchbuffer %d" % self.num(0, 4000),
                lambda: ".hsa_tgsize",
                lambda: ".kernel_code_entry_offset %d" % self.pick([256, 0, 512]),
                lambda: ".max_scratch_backing_memory %d" % self.num(0, 100),
            ]
        for _ in range(self.num(0, 6)):
            L.append(self.pick(opts)())
        return L

    def code(self, arch):
        L = []
        for _ in range(self.num(0, 10)):
            t = self.num(0, 5)
            if t == 0:
                L.append("s_mov_b32 s%d, s%d" % (self.num(0, 101), self.num(0, 101)))
            elif t == 1:
                L.append("v_mov_b32 v%d, v%d" % (self.num(0, 255), self.num(0, 255)))
            elif t == 2:
                L.append("s_load_dword s%d, s[0:1], %d" % (self.num(0, 100), self.num(0, 60)))
            elif t == 3:
                L.append("s_waitcnt lgkmcnt(0)")
            elif t == 4:
                L.append("v_add_f32 v%d, v%d, v%d" % (self.num(0, 255), self.num(0, 255),
                                                      self.num(0, 255)))
            else:
                L.append("s_nop %d" % self.num(0, 7))
        L.append("s_endpgm")
        return L

    def program(self, split):
        gpu = self.pick(list(GPUS))
        arch = GPUS[gpu]
        bad = not split and self.chance(0.12)
        llvm4 = self.chance(0.4)
        opts = ["-g", gpu.lower(), "-t", self.pick(["1", "170000"]),
                "--llvmVersion", "40000" if llvm4 else self.pick(["1", "30900"])]
        if self.chance(0.3):
            opts.append("-6")
        head = [self.pick([".gallium", ".format gallium"])]
        if self.chance(0.2):
            head.append(".arch_minor %d" % self.num(0, 3))
        data = []
        if self.chance(0.3):
            data += [".globaldata", "gd0:", ".int %d, %d" % (self.num(0, 99), self.num(0, 99))]
        nk = self.num(1, 12)
        kernels = ["k%d_%s" % (i, "".join(self.pick("abxyz_") for _ in range(self.num(0, 10))))
                   for i in range(nk)]
        kdecl = []
        for k in kernels:
            kdecl.append(".kernel " + k)
            if self.chance(0.8):
                kdecl.append("    .args")
                kdecl += ["        " + self.arg(bad) for _ in range(self.num(0, 6))]
            if self.chance(0.15) and not llvm4:
                kdecl.append("    .proginfo")
                for _ in range(self.num(0, 3)):
                    kdecl.append("        .entry 0x%x, 0x%x" % (
                        self.pick([0xb848, 0xb84c, 0xb860, 4, 8]), self.num(0, 0xffff)))
            elif self.chance(0.85):
                kdecl.append("    .config")
                kdecl += ["        " + x for x in self.config(arch, llvm4, bad)]
        text = [".text"]
        order = kernels[:]
        self.r.shuffle(order)
        for i, k in enumerate(order):
            if i and (llvm4 or self.chance(0.5)):
                text.append(".p2align 8")
            text.append(k + ":")
            if llvm4:
                text.append(".skip 256")
            text += ["    " + x for x in self.code(arch)]
        if self.chance(0.1):
            text.append(".scratchsym " + self.pick(["scr", "scratch0"]))
        if bad and self.chance(0.5):
            pos = self.num(1, len(text))
            text.insert(pos, self.pick(["    s_mov_b32 s200, 0", "    .arg scalar, 4",
                                        "    v_bogus v0", "    .dims w"]))
        return opts, [head, data, kdecl, text]


def case(rnd, split):
    opts, parts = Gen(rnd).program(split)
    base = ["-b", "gallium"] + opts
    if not split:
        return base, "\n".join("\n".join(p) for p in parts if p) + "\n"
    # the header and data, then the kernels' declarations and code cut into
    # 2-4 files, not inside a kernel's settings or before its setup bytes
    lines = [ln for p in parts for ln in p]
    cuts = sorted(rnd.sample(range(1, len(lines)), min(len(lines) - 1, rnd.randint(1, 3))))
    cuts = [c for c in cuts if not lines[c].startswith((" ", ".skip"))]
    files, at = [], 0
    for c in cuts + [len(lines)]:
        if c > at:
            files.append(lines[at:c])
            at = c
    return base, ["\n".join(f) + "\n" for f in files]


def main():
    return diffrun.drive(diffrun.parse_args("random Gallium programs against clrxasm"),
                         "gallium-random", case)


if __name__ == "__main__":
    sys.exit(main())
