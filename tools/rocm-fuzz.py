#!/usr/bin/env python3
# rocm-fuzz.py - random differential testing of the ROCm format (a developer
# tool; nothing it writes is test data by itself).
#
#   tools/rocm-fuzz.py --cc BUILD/clrx-cc [--ref CLRXASM] [-n N] [--seed S]
#                      [--split] [--save-failures DIR] [--save-passes DIR]
#
# Each case is a random ROCm source: format switches, GPUs of every
# architecture, kernels with random configuration and metadata settings
# (.arg, .printf, .cws ...), global data, GOT entries, section differences,
# control directives, now and then an invalid value.  The reference
# assembler and clrx-cc (one source, or with --split the source cut into
# parts assembled separately and linked, compared with the reference on the
# concatenation with `.text` and `.p2align 8` between the parts) must write
# the same bytes, or both fail with the same set of error lines (single
# sources).  The last line is "N passed, N failed" (tools/diffrun.py runs
# the cases).
import sys

import diffrun

GPUS = ["CapeVerde", "Pitcairn", "Tahiti", "Oland", "Bonaire", "Spectre", "Spooky",
        "Kalindi", "Hainan", "Hawaii", "Iceland", "Tonga", "Mullins", "Fiji", "Carrizo",
        "Dummy", "Goose", "Horse", "Stoney", "Ellesmere", "Baffin", "GFX804", "GFX900",
        "GFX901", "GFX902", "GFX903", "GFX904", "GFX905", "GFX906", "GFX907", "GFX1000",
        "GFX1010"]
ARCH = {}
for g in GPUS:
    i = GPUS.index(g)
    ARCH[g] = (0 if g in ("CapeVerde", "Pitcairn", "Tahiti", "Oland", "Hainan") else
               1 if g in ("Bonaire", "Spectre", "Spooky", "Kalindi", "Hawaii", "Mullins") else
               4 if g in ("GFX900", "GFX901", "GFX902", "GFX903", "GFX904", "GFX905") else
               41 if g in ("GFX906", "GFX907") else
               5 if g in ("GFX1000", "GFX1010") else 2)
MAXSGPR = {0: 104, 1: 104, 2: 102, 4: 102, 41: 102, 5: 106}

VALUE_KINDS = ["value", "globalbuf", "dynshptr", "sampler", "image", "pipe", "queue",
               "gox", "goy", "goz", "none", "printfbuf", "defqueue", "complact",
               "globaloffsetx", "globaloffsety", "globaloffsetz", "multigridsyncarg"]
VALUE_TYPES = ["char", "double", "f16", "f32", "f64", "float", "half", "i16", "i32", "i64",
               "i8", "int", "long", "short", "struct", "u16", "u32", "u64", "u8", "uchar",
               "uint", "ulong", "ushort"]
SPACES = ["constant", "generic", "global", "local", "private", "region"]
ACCS = ["default", "read_only", "rdonly", "write_only", "wronly", "read_write", "rdwr"]


class Gen(diffrun.RandomGen):
    def __init__(self, rnd):
        super().__init__(rnd)
        self.split = False
        self.link_branches = True

    def string(self):
        chars = "abcXYZ019 _-:%'\"\\@*&!\t"
        n = self.num(0, 12)
        s = "".join(self.pick(chars) for _ in range(n))
        out = ""
        for c in s:
            if c == '"':
                out += '\\"'
            elif c == '\\':
                out += '\\\\'
            elif c == '\t':
                out += '\\t'
            else:
                out += c
        if self.chance(0.1):
            out += "\\x%02x" % self.num(1, 255)
        return '"' + out + '"'

    def dims(self):
        s = "".join(c for c in "xyz" if self.chance(0.6))
        if self.chance(0.3):
            s += ", " + "".join(c for c in "zyx" if self.chance(0.5))
        return s

    def config_lines(self, arch, bad, ctx):
        L = []
        maxs = MAXSGPR[arch]
        opts = [
            lambda: ".dims " + self.dims(),
            lambda: ".sgprsnum %d" % self.num(0, maxs if not bad else maxs + 3),
            lambda: ".vgprsnum %d" % self.num(0, 256),
            lambda: ".pgmrsrc1 0x%x" % self.num(0, 0xffffffff),
            lambda: ".pgmrsrc2 0x%x" % self.num(0, 0xffffffff),
            lambda: ".pgmrsrc3 0x%x" % self.num(0, 0xffffffff),
            lambda: ".floatmode 0x%x" % self.num(0, 0x1ff if bad else 0xff),
            lambda: ".priority %d" % self.num(0, 3),
            lambda: ".exceptions 0x%x" % self.num(0, 0x7f),
            lambda: ".userdatanum %d" % self.num(0, 17 if bad else 16),
            lambda: self.pick([".localsize", ".workgroup_group_segment_size",
                               ".group_segment_fixed_size"]) + " %d" % self.num(0, 32768),
            lambda: self.pick([".scratchbuffer", ".workitem_private_segment_size",
                               ".private_segment_fixed_size"]) + " %d" % self.num(0, 100000),
            lambda: "." + self.pick(["ieeemode", "dx10clamp", "debugmode", "privmode",
                                     "tgsize"]),
            lambda: ".codeversion %d, %d" % (self.num(0, 3), self.num(0, 3)),
            lambda: ".machine %d, %d, %d, %d" % tuple(self.num(0, 20) for _ in range(4)),
            lambda: ".kernel_code_entry_offset %d" % self.pick([256, 512, self.num(0, 9999)]),
            lambda: ".kernel_code_prefetch_offset %d" % self.num(0, 9999),
            lambda: ".kernel_code_prefetch_size %d" % self.num(0, 9999),
            lambda: ".max_scratch_backing_memory %d" % self.num(0, 9999),
            lambda: ".gds_segment_size %d" % self.num(0, 9999),
            lambda: ".kernarg_segment_size %d" % self.num(0, 999),
            lambda: ".workgroup_fbarrier_count %d" % self.num(0, 9999),
            lambda: ".wavefront_sgpr_count %d" % self.num(0, 100),
            lambda: ".workitem_vgpr_count %d" % self.num(0, 255),
            lambda: ".debug_private_segment_buffer_sgpr %d" % self.num(0, maxs - 1),
            lambda: ".debug_wavefront_private_segment_offset_sgpr %d" % self.num(0, maxs - 1),
            lambda: ".private_elem_size %d" % self.pick([2, 4, 8, 16] + ([3, 32] if bad else [])),
            lambda: self.pick([".kernarg_segment_align", ".group_segment_align",
                               ".private_segment_align"]) + " %d" %
                    self.pick([16, 32, 64, 128, 256] + ([8, 24] if bad else [])),
            lambda: ".wavefront_size %d" % self.pick([1, 2, 16, 32, 64, 128, 256]),
            lambda: ".call_convention 0x%x" % self.num(0, 0xffffffff),
            lambda: ".runtime_loader_kernel_symbol 0x%x" % self.num(0, 0xffffffffff),
            lambda: self.reserved(arch, "sgprs", maxs, bad),
            lambda: self.reserved(arch, "vgprs", 256, bad),
            lambda: "." + self.pick(["use_private_segment_buffer", "use_dispatch_ptr",
                                     "use_queue_ptr", "use_kernarg_segment_ptr",
                                     "use_dispatch_id", "use_flat_scratch_init",
                                     "use_private_segment_size", "use_ordered_append_gds",
                                     "use_ptr64", "use_dynamic_call_stack",
                                     "use_debug_enabled", "use_xnack_enabled"]),
            lambda: ".use_grid_workgroup_count " + "".join(c for c in "xyz" if self.chance(.5)),
            lambda: ".default_hsa_features",
        ]
        if arch == 5:
            opts.append(lambda: ".shared_vgprs %d" % self.num(0, 120))
            if not self.split:
                # (split: the object of the code must say .wave32 too)
                opts.append(lambda: ".use_wave32")
        for _ in range(self.num(0, 12)):
            L.append(self.pick(opts)())
        return L

    def reserved(self, arch, kind, mx, bad):
        a = self.num(0, mx - 1)
        b = self.num(a, mx - 1)
        if bad and self.chance(0.3):
            a, b = b + 1, a
        return ".reserved_%s %d, %d" % (kind, a, b)

    def md_lines(self, arch, bad, v3, nargs_hint):
        L = []
        maxs = MAXSGPR[arch]
        opts = [
            lambda: ".md_symname " + self.string(),
            lambda: ".md_language " + self.string() +
                    ("" if self.chance(0.3) else ", %d, %d" % (self.num(0, 3), self.num(0, 3))),
            lambda: self.pick([".cws", ".reqd_work_group_size", ".work_group_size_hint",
                               ".fixed_work_group_size"]) + " " + self.cws(bad),
            lambda: ".vectypehint " + self.pick(["float4", "int", "uint8", "half16", "d_x"]),
            lambda: ".runtime_handle " + self.string(),
            lambda: ".md_wavefront_size %d" % self.pick([32, 64, 128]),
            lambda: ".md_kernarg_segment_align %d" % self.pick([4, 8, 16, 32]),
            lambda: ".md_kernarg_segment_size %d" % self.num(0, 500),
            lambda: ".md_group_segment_fixed_size %d" % self.num(0, 5000),
            lambda: ".md_private_segment_fixed_size %d" % self.num(0, 5000),
            lambda: ".md_sgprsnum %d" % self.num(0, maxs),
            lambda: ".md_vgprsnum %d" % self.num(0, 256),
            lambda: ".spilledsgprs %d" % self.num(0, 100),
            lambda: ".spilledvgprs %d" % self.num(0, 100),
            lambda: ".max_flat_work_group_size %d" % self.num(1, 1024),
        ]
        for _ in range(self.num(0, 5)):
            L.append(self.pick(opts)())
        for _ in range(nargs_hint):
            L.append(self.arg(bad, v3))
        return L

    def cws(self, bad):
        vals = [str(self.num(1, 256)) if self.chance(0.8) else "" for _ in range(self.num(1, 3))]
        if bad and self.chance(0.2):
            vals[0] = "0"
        return ", ".join(vals)

    def arg(self, bad, v3):
        name = self.pick(["", "n", "a", "buf", "x1", "ptr_2"])
        s = ".arg " + name + ", "
        if self.chance(0.7):
            s += self.pick(['"uint"', '"float*"', '""', '"image2d_t"', '"int4"']) + ", "
        size = self.pick([1, 2, 4, 8, 12, 16, 24])
        s += "%d, " % size
        if self.chance(0.4):
            s += "%d" % (self.pick([1, 2, 4, 8, 16]) if not v3 else self.num(0, 64))
        s += ", "
        kind = self.pick(VALUE_KINDS)
        s += kind + ", " + self.pick(VALUE_TYPES)
        if kind == "dynshptr":
            s += ", %d" % self.pick([1, 4, 16])
        if kind in ("dynshptr", "globalbuf"):
            s += ", " + self.pick(SPACES)
        if kind in ("image", "pipe") and self.chance(0.7):
            s += ", " + self.pick(ACCS)
            if self.chance(0.6):
                s += ", " + self.pick(ACCS)
        elif kind == "globalbuf" and self.chance(0.7):
            s += ", " + self.pick(ACCS)
        if self.chance(0.4):
            s += " " + " ".join(self.pick(["const", "restrict", "volatile", "pipe"])
                                for _ in range(self.num(1, 3)))
        if bad and self.chance(0.2):
            s = s.replace(kind, "badkind", 1)
        return s

    def code(self, arch, k, labels, gdata):
        L = []
        maxs = MAXSGPR[arch] - 1
        for _ in range(self.num(0, 8)):
            t = self.num(0, 7)
            if t == 0:
                L.append("s_mov_b32 s%d, s%d" % (self.num(0, maxs), self.num(0, maxs)))
            elif t == 1:
                L.append("v_mov_b32 v%d, v%d" % (self.num(0, 255), self.num(0, 255)))
            elif t == 2:
                L.append("s_add_u32 s%d, s%d, %d" % (self.num(0, maxs), self.num(0, maxs),
                                                      self.num(0, 60)))
            elif t == 3 and gdata and self.link_branches and self.chance(0.2):
                g = self.pick(gdata)
                L.append(self.pick(["s_branch", "s_cbranch_scc1"]) + " " + self.pick(
                    ["%s + (%s - %s)" % (k, k, g), "2*%s - %s" % (k, g),
                     "(%s - %s) + %s" % (k, g, self.pick(gdata))]))
            elif t == 3 and gdata:
                g = self.pick(gdata)
                L.append("s_mov_b32 s%d, %s" % (self.num(0, maxs), self.pick(
                    [". - " + g, g + " - .", "(. - %s) >> 2" % g, "%s - %s" % (g, k),
                     "(%s - .) & 0xffff" % g])))
            elif t == 4:
                L.append("s_mov_b32 vcc_lo, s%d" % self.num(0, maxs) if arch != 5 else
                         "v_add_co_u32 v0, vcc_lo, v1, v2")
            elif t == 5:
                L.append("s_nop %d" % self.num(0, 7))
            elif t == 6 and gdata:
                g = self.pick(gdata)
                L.append(".int %s" % self.pick([". - " + g, g + " - " + k, "(%s - .)*3" % g]))
            else:
                L.append("v_add_f32 v%d, v%d, v%d" % (self.num(0, 255), self.num(0, 255),
                                                      self.num(0, 255)))
        L.append("s_endpgm")
        return L

    def program(self, split=False):
        self.split = split
        r = self
        gpu = self.pick(GPUS)
        arch = ARCH[gpu]
        bad = self.chance(0.12)
        # (a branch's link-time error comes only when the assembler found
        # none: no such branches among injected errors)
        self.link_branches = not bad
        opts = ["-g", gpu.lower()]
        fmt = self.pick(["old"] * 4 + ["newopt", "newbinfmt", "newbinfmt", "llvm10", "amd3",
                                       "v3only"])
        llvm10 = fmt in ("llvm10", "amd3")
        v3 = fmt in ("amd3", "v3only") or (llvm10 and self.chance(0.3))
        head = []
        if fmt == "amd3":
            head.append(".amd3")
        else:
            head.append(self.pick([".rocm", ".format rocm"]))
        if fmt == "newopt":
            opts.append("--newROCmBinFormat")
        if self.chance(0.2):
            opts.append("-S")
        if fmt == "newbinfmt":
            head.append(".newbinfmt")
        if fmt == "llvm10":
            head.append(".llvm10binfmt")
        if v3 and fmt != "amd3":
            head.append(".metadatav3")
        if self.chance(0.3):
            head.append(".arch_minor %d" % self.num(0, 9))
        if self.chance(0.3):
            head.append(".arch_stepping %d" % self.num(0, 9))
        if self.chance(0.3):
            head.append(".eflags %d" % self.num(0, 60))
        if self.chance(0.3):
            head.append(".target " + self.pick(['"amdgcn-amd-amdhsa-amdgizcl-gfx803"', '""',
                                                '"x"']))
        if self.chance(0.3):
            head.append(".tripple " + self.pick(['"amdgcn-amd-amdhsa-amdgizcl"', '"t"']))
        rawmd = not v3 and self.chance(0.08)
        if rawmd:
            head.append(".metadata")
            head.append(".ascii " + self.string())
        else:
            if self.chance(0.3):
                head.append(".md_version %d, %d" % (self.num(0, 3), self.num(0, 3)))
            for _ in range(self.num(0, 3) if self.chance(0.3) else 0):
                ids = self.pick(["", str(self.num(1, 4))])
                sizes = "".join("%d, " % self.pick([1, 2, 4, 8]) for _ in range(self.num(0, 3)))
                head.append(".printf %s, %s%s" % (ids, sizes, self.string()))
        nk = self.num(1, 3)
        kernels = ["k%d" % i for i in range(nk)]
        data = []
        gdata = []
        if llvm10 or v3 or self.chance(0.5):
            data.append(".globaldata")
            if llvm10 or v3:
                data.append(".fill %d, 1, 0" % (64 * nk))
            for i in range(self.num(0, 3)):
                g = "gd%d" % i
                gdata.append(g)
                if split or self.chance(0.5):
                    data.append(".global " + g)
                data.append(g + ":")
                data.append(".int " + ", ".join(str(self.num(0, 99)) for _ in range(
                    self.num(1, 4))))
            if gdata and self.chance(0.4):
                data.append(".gotsym " + self.pick(gdata) +
                            ("" if self.chance(0.5) else ", " + "got_" + self.pick(gdata)))
        kdecl = []
        for k in kernels:
            kdecl.append(".kernel " + k)
            if self.chance(0.15):
                kdecl.append("    .fkernel")
            if self.chance(0.9):
                kdecl.append("    .config")
                kdecl += ["        " + x for x in self.config_lines(arch, bad, None)]
                if not rawmd:
                    kdecl += ["        " + x for x in self.md_lines(arch, bad, v3,
                                                                    self.num(0, 5))]
                if not llvm10 and self.chance(0.2):
                    kdecl.append("    .control_directive")
                    kdecl.append("        .fill %d, 1, 0x%x" % (
                        128 if not (bad and self.chance(0.3)) else 120, self.num(0, 255)))
                    if self.chance(0.5):
                        kdecl.append("    .config")
                        kdecl.append("        .dims x")
        text = [".text"]
        order = kernels[:]
        self.r.shuffle(order)
        for i, k in enumerate(order):
            if i:
                text.append(".p2align 8")
            if self.chance(0.3):
                text.append(".global " + k)
            text.append(k + ":")
            if not llvm10 or not v3:
                # (LLVM 10 with YAML metadata: a kernel's code shorter than
                # 256 bytes makes clrxasm read past its code)
                text.append(".skip 256")
            text += ["    " + x for x in self.code(arch, k, kernels, gdata)]
        if gdata and self.chance(0.25):
            # global symbols whose values are section differences (the
            # linker's), defined with the data, used in the code
            k = self.pick(kernels)
            g = self.pick(gdata)
            data += [".global ls0, ls1", "ls0 = %s - %s" % (k, g),
                     "ls1 = %s + (%s - %s)" % (k, k, g)]
            if split:
                text.insert(1, ".global " + k)   # (used by another object)
            text += ["    .int ls0", "    .int ls1 - %s" % k,
                     "    s_movk_i32 s1, ls0 & 0x7fff", "    s_mov_b32 s2, ls0 + 4"]
        tail = []
        if self.chance(0.1):
            tail.append(".section .comment")
            tail.append(".ascii " + self.string())
        if self.chance(0.1):
            tail.append(".section .myextra" + self.pick(
                ["", ", \"a\"", ", \"a\", @progbits align=%d" % (1 << self.num(0, 6))]))
            tail.append(".byte 1, 2, 3")
            if self.chance(0.5):
                tail += [".p2align %d" % self.num(0, 6), ".byte 9"]
        wave32_split = False
        if arch == 5 and self.chance(0.3):
            # wave32 code in some kernels
            pos = self.num(1, len(text))
            if split:
                # where a kernel's code starts, in the object holding the
                # code; the kernel's configuration, in another object, says
                # .use_wave32 (see docs/formats/rocm.md)
                # (the last kernel's: an object cannot tell that a later
                # label is another kernel's entry, and keeps wave32)
                pos = [i + 1 for i, t in enumerate(text)
                       if t.endswith(":") and t[:-1] in kernels][-1]
                wave32_split = True
                k = text[pos - 1][:-1]
                at = kdecl.index(".kernel " + k) + 1
                while at < len(kdecl) and not kdecl[at].startswith(".kernel "):
                    at += 1
                kdecl[at:at] = ["    .config", "        .use_wave32"]
                text.insert(pos, ".wave32")
            else:
                text.insert(pos, self.pick([".wave32", ".nowave32"]))
        if self.chance(0.15) and len(kernels) > 1 and not wave32_split:
            sel = ", ".join(self.r.sample(kernels, self.num(1, len(kernels))))
            pos = self.num(1, len(text))
            text[pos:pos] = [".kcode " + self.pick([sel, "+"]),
                             "    v_mov_b32 v%d, v0" % self.num(0, 255),
                             "    s_mov_b32 s%d, 0" % self.num(0, MAXSGPR[arch] - 1),
                             ".kcodeend"]
        self.nosectdiffs = self.chance(0.1)
        if self.nosectdiffs:
            head.insert(1, ".nosectdiffs")
            text = [t for t in text if " - " not in t and "gd" not in t and "ls" not in t]
            data[:] = [t for t in data if "ls" not in t]
            if gdata:
                # global data labels are offsets (numbers) then
                g = self.pick(gdata)
                text += ["    .int %s" % g, "    .int %s + 3" % g,
                         "    s_mov_b32 s5, %s + 1000" % g]
        if self.chance(0.15):
            name = self.pick(kernels + gdata)
            if split and name in gdata:
                # a symbol of another object: .size reaches it through a
                # .global (or a reference), see docs/formats/rocm.md
                text.append(".global " + name)
            text.append(".size %s, %d" % (name, self.num(0, 99)))
        if bad and not split and self.chance(0.7):
            self.inject(arch, head, kdecl, text, data)
        parts = [head, data, kdecl, text, tail]
        self.v3 = v3
        return opts, parts

    def inject(self, arch, head, kdecl, text, data):
        cfg_errs = [".sgprsnum 999", ".userdatanum 17", ".private_elem_size 3",
                    ".wavefront_size 3", ".kernarg_segment_align 8",
                    ".debug_private_segment_buffer_sgpr 300", ".reserved_vgprs 10, 5",
                    ".reserved_sgprs 1, 999", ".localsize 40000", ".dims xw",
                    ".arg x, 0, , value, i32", ".arg x, 4, 3, value, i32",
                    ".arg x, 4, , valu, i32", ".arg x, 4, , value, i33",
                    ".arg x, 8, , globalbuf, i32, glob", ".arg x, 4, , value, i32 cons",
                    ".arg x, 8, , dynshptr, i32, 3, local", ".cws 0, 1, 1",
                    ".md_wavefront_size 3", ".md_kernarg_segment_align 3",
                    ".md_sgprsnum 500", ".machine 1,2,3", ".codeversion 1",
                    ".vectypehint 9x", ".md_symname x", '.md_language "x", 1',
                    ".dims x garbage", ".floatmode", ".pgmrsrc1 1 2",
                    ".shared_vgprs 1", '.arg x, "t" 4, , value, i32', ".use_ptr64 x"]
        glob_errs = [".dims x", ".arg x, 4, , value, i32", ".fkernel", ".config",
                     ".control_directive", ".md_symname \"x\"", ".cws 1",
                     ".printf", '.printf 1, 2', ".gotsym", ".gotsym 1x", ".eflags",
                     ".arch_minor x", '.target x', ".md_version 1", ".sgprsnum 10",
                     ".use_dispatch_ptr", ".machine 1, 2, 3, 4"]
        for _ in range(self.num(1, 3)):
            where = self.num(0, 2)
            if where == 0 and kdecl:
                pos = self.num(1, len(kdecl))
                kdecl.insert(pos, "        " + self.pick(cfg_errs))
            elif where == 1:
                pos = self.num(1, len(text))
                text.insert(pos, "    " + self.pick(glob_errs + [".int gd0" if data else "s_endpgm"]))
            else:
                head.append(self.pick(glob_errs))


def case(rnd, split):
    g = Gen(rnd)
    opts, parts = g.program(split)
    base = ["-b", "rocm", "-t", "1", "--llvmVersion", "1"] + opts
    if not split:
        return base, "\n".join("\n".join(p) for p in parts if p) + "\n"
    chunks = [p for p in parts if p]
    # cut into 2-4 files at block boundaries
    files = []
    cur = []
    for c in chunks:
        cur += c
        if rnd.random() < 0.6:
            files.append(cur)
            cur = []
    if cur:
        files.append(cur)
    # (the later parts get the format from -b rocm; metadata V3 is stated
    # again where .arg lines are read)
    if g.v3:
        for f in files[1:]:
            f.insert(0, ".metadatav3")
    # (.nosectdiffs holds in its own object: each says it)
    if g.nosectdiffs:
        for f in files[1:]:
            f.insert(0, ".nosectdiffs")
    return base, ["\n".join(f) + "\n" for f in files]


def main():
    return diffrun.drive(diffrun.parse_args("random ROCm programs against clrxasm"),
                         "rocm-fuzz", case)


if __name__ == "__main__":
    sys.exit(main())
