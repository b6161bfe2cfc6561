#!/usr/bin/env python3
"""regvar-check.py - a maintainer's differential test of register variables
in instruction operands (not run by `make check`, which checks the
expectations this script writes).

    CLRXASM=/path/to/clrxasm python3 testsuite/gcn/regvar-check.py BUILDDIR [--write] [--seed N]

For each architecture, `gcn-testgen regvar ARCH` gives `.regvar` definitions
and a few thousand statements with register variables in their operands
(whole, indexed, out of bounds, of the other kind or size, symbols holding
a part of one).  Each statement is assembled by the reference clrxasm and by
clrx-cc (the whole pipeline, `-b rawcode -A ARCH`), and the two verdicts are
compared: the same instruction words, or both rejected.  With --seed N the
statements are mutated first (other indices and variables, spacing, case),
so that each seed tests new ones.  With --write the reference's verdicts
become testsuite/gcn/regvar-ARCH.txt (statement, a tab, the words or
"error"), which run-gcn.sh checks with gcn-rawasm.

To keep the number of runs small, statements are assembled in batches, each
followed by a marker `.int 0xdeadc0de, 0x0badf00d`: the errors (by line) of
a batch are the rejected statements; the batch without them gives the others'
words between the markers.  Last line: "N passed, N failed".
"""
import os
import random
import re
import subprocess
import sys
import tempfile

ARCHS = [("GCN1.0", ""), ("GCN1.1", ""), ("GCN1.2", ""), ("GCN1.4", ""), ("GCN1.4.1", ""),
         ("GCN1.5", ""), ("GCN1.5", "wave32"), ("GCN1.5.1", "")]
# variables named like registers and special sources, and hand-written
# statements for what the generated ones may miss (SGPR reads counted once
# for one variable and index, compr, NSA, clrxasm's index-255 quirks ...)
EXTRA_PROLOGUE = [".regvar vccz:s, scc:v, lds:v, s5x:s:4, v7q:v:4, ttmp1x:s, execz:v, m0x:s"]
HAND = """\
v_add_f32 va, sa, sa
v_add_f32 va, sa, sb[0]
v_add_f32 va, sb[1], sb[1]
v_add_f32 va, sb[1], sb[2]
v_add_f32 va, sb[1], sb[1] vop3
v_addc_u32 va, vcc, sa, va, sd2
v_addc_u32 va, sd2, sa, va, vcc
v_addc_u32 va, vcc, sb[0], va, sb[0:1]
v_cndmask_b32 va, sa, va, sd2
v_cndmask_b32 va, sb[0], va, sb[0:1]
v_cndmask_b32 va, sb[0], sb[0], sb[0:1]
v_mad_f32 va, sa, sa, sa
v_mad_f32 va, sa, sb[0], sa
v_mad_f32 va, sb[3], sb[3], sb[4]
v_mad_f32 va, s1, sa, s1
v_div_fmas_f32 va, sa, va, va
v_div_fmas_f32 va, va, va, va
v_readlane_b32 sa, va, sb[3]
v_readlane_b32 sa, sa, sb[3]
v_writelane_b32 va, sa, sa
v_writelane_b32 va, sa, sb[1]
v_cmp_eq_u32 sd2, sa, sa
v_cmp_eq_u32 sd2, va, vb[1]
v_cmp_eq_u32 vcc, sa, sb[1]
v_cmp_eq_u32 vcc, sb[1], sb[1]
v_cmpx_eq_u32 sd2, va, vb[1]
v_cmpx_eq_u32 va, vb[1]
v_cmp_class_f32 sd2, va, sa
v_mov_b32_sdwa va, sa dst_sel:BYTE_0
v_mov_b32_sdwa va, vb[3] dst_sel:BYTE_1 src0_sel:WORD_1
v_add_f32_sdwa va, vb[1], sa dst_sel:DWORD
v_add_f32 va, vb[1], vb[2] dst_sel:BYTE_0 src0_sel:BYTE_1
v_cmp_eq_f32_sdwa sd2, va, vb[1] src0_sel:WORD_1
v_cmp_eq_f32_sdwa vcc, sa, vb[1] src0_sel:WORD_1
v_mov_b32_dpp va, vb[2] quad_perm:[0,1,2,3]
v_mov_b32_dpp va, sa quad_perm:[0,1,2,3]
v_add_f32_dpp va, vb[2], vc[3] row_shl:1
v_mov_b32 va, vb[2] dpp8:[0,1,2,3,4,5,6,7]
exp mrt0, va, va, vb[1], vb[1] compr
exp mrt0, v1, v2, va, vb[0] compr
exp mrt0, v1, v1, vb[0], vc[0] compr
exp mrt0, v1, v1, vb[1], v1 compr
exp mrt0, va, v1, v2, v3 compr
exp mrt0, v1, v1, off, va compr
exp mrt0, va, vb[1], vc[2], vd2[1] done vm
image_sample v[0:3], [va, vb[1], v5], s[0:7], s[8:11] dmask:15 dim:3D
image_sample v[0:3], [vb[1:2], v5], s[0:7], s[8:11] dmask:15 dim:3D
image_sample v[0:3], [v1, vd3], s[0:7], s[8:11] dmask:15 dim:2D_ARRAY
image_sample vd4, vd4, sd8, sd4 dmask:15 dim:2D
image_load vd4, vd4, sd8 dmask:15 unorm
s_mov_b32 sc[255], sc[255]
s_mov_b32 s1, sc[255]
s_mov_b32_e64 s1, sc[255]
s_cmp_eq_u32 sc[255], sc[255]
s_cmp_eq_u32 sc[255], 0x1234
s_cmp_eq_u32 s1, sc[255]
s_add_u32 s1, sc[255], sc[255]
s_add_u32 s1, sc[255], 0x1234
s_bitcmp0_b32 sc[255], 3
s_setvskip sc[255], 3
v_mov_b32 va, vc[255]
v_mov_b32 va, sc[255]
v_add_f32 va, vc[255], va
v_add_f32 va, sc[255], va
v_add_f32 va, va, vc[255]
v_add_f32 va, sc[255], va vop3
v_add_f32 va, 1.0, vc[255]
v_cmp_eq_f32 vcc, sc[255], va
v_cmp_eq_f32 vcc, va, vc[255]
v_cmp_eq_f32 sd2, sc[255], va
v_mad_f32 va, sc[255], vc[255], sc[255]
v_interp_p1_f32 va, vb[1], attr0.x
v_interp_mov_f32 vc[255], p10, attr1.y
v_interp_p1lv_f16 va, vb[1], attr0.x, sa
v_interp_p1lv_f16 va, vb[1], attr0.x, vb[2]
v_interp_p1_f32 va, vb[1], attr0.x vop3
v_interp_p1_f32 va, vb[1], attr0.x high
flat_load_dword va, vd2
flat_load_dword va, vb[1:2] glc
flat_store_dword vd2, va
flat_atomic_add va, vd2, vb[3] glc
flat_atomic_add vd2, vb[3]
global_load_dword va, vd2, off
global_load_dword va, va, sd2
global_store_dword va, vb[1], sb[2:3]
global_atomic_add va, va, sb[2:3]
scratch_load_dword va, va, off
scratch_load_dword va, off, sa
scratch_store_dword off, va, sa
s_load_dword sa, sd2, sa
s_load_dword sa, sb[1:2], sa
s_load_dword sa, sd2, 0x10
s_buffer_load_dword sa, sd4, sb[5]
s_store_dword sa, sd2, sa
s_store_dword sa, sd2, m0
s_atomic_add sa, sd2, sa glc
s_load_dwordx2 sd2, sd2, sa offset:0x10
s_memtime sd2
s_memtime sb[1:2]
buffer_load_dword va, off, sd4, sa
buffer_load_dword va, va, sd4, sb[2] offen
buffer_load_dword va, vd2, sd4, 0 offen idxen
buffer_load_dwordx2 vd2, va, sb[1:4], sa idxen tfe
buffer_store_dword va, off, sb[4:7], sa lds
tbuffer_load_format_x va, va, sd4, sa offen format:[32,float]
ds_read_b32 va, vb[1] offset:4
ds_write2_b32 va, vb[1], vb[2] offset0:1 offset1:2
ds_read_b64 vd2, va
ds_append va
ds_gws_init va gds
v_pk_add_f16 va, vb[1], sa op_sel:[1,0]
v_pk_add_f16 va, sa, sa
v_pk_fma_f16 va, sa, sb[1], sa
v_pk_mad_u16 va, va, va, va neg_lo:[1,0,0]
v_madmk_f32 va, sa, 1.0, va
v_madak_f32 va, va, va, 2.0
v_madmk_f32 va, va, 1.0, sa
v_fmamk_f32 va, sa, 1.0, va
v_fmaak_f32 va, va, va, 2.0
s_getpc_b64 sd2
s_setpc_b64 sb[1:2]
s_swappc_b64 sb[1:2], sd2
s_load_dwordx2 sb[1:2], sb[3:4], 0
s_load_dwordx4 sb[1:4], sd2, 0
s_mov_b64 sb[1:2], sb[3:4]
s_mov_b64 sb[1:2], vccz
s_cbranch_join sa
s_cbranch_g_fork sd2, sb[2:3]
s_movk_i32 sa, 0x1234
s_setreg_b32 hwreg(mode, 0, 1), sa
s_getreg_b32 sa, hwreg(mode, 0, 1)
s_cbranch_i_fork sd2, .+8
s_cmpk_eq_u32 sa, 5
v_readfirstlane_b32 sa, vb[7]
v_mov_b32 va, SA
v_mov_b32 Va, sa
v_mov_b32 va, vccz
s_mov_b32 sa, vccz
s_mov_b64 sd2, vccz
v_mov_b32 va, scc
s_mov_b32 sa, scc
v_mov_b32 va, lds
v_mov_b32 va, execz
s_mov_b32 sa, execz
s_mov_b32 s5x[1], s5x[2]
s_mov_b32 s5x, s5x
v_mov_b32 v7q[1], v7q[2]
s_mov_b32 ttmp1x, m0x
s_mov_b32 sa, ttmp1
s_mov_b32 m0, m0x
v_add_f32 va, -sa, |vb[1]|
v_add_f32 va, abs(sa), -vb[1]
v_add_f32 va, sext(sa), vb[1]
v_add_u32 va, sext(sa), vb[1]
v_add_f32 va, @sa, va
v_add_f32 va, sa + 1, va
v_add_f32 va, va[0], va
v_add_f32 va, vb[ 1 ], va
v_add_f32 va, vb[1 :2], va
v_add_f32 va, vb[-1], va
v_add_f32 va, vb[1:0x3], va
v_add_f32 va, vb[xx], va
v_add_f32 va, vb[], va
v_add_f64 vd2, vb[14:15], vc[298:299]
v_add_f64 vd2, vb[15:16], va
v_add_f64 vd2, xv[30:31], xs[30:31]
v_add_f64 vd2, xv[31:32], va
v_lshlrev_b64 vd2, sa, vb[0:1]
v_mqsad_u32_u8 vd4, vb[3:4], vc[8], vd4
v_div_scale_f32 va, sd2, va, vb[1], vc[2]
v_div_scale_f32 va, vcc, sa, vb[1], vc[2]
v_add_co_u32 va, sd2, va, vb[1]
v_add_co_ci_u32 va, sa, va, vb[1], sa
v_add_co_ci_u32 va, vcc_lo, va, vb[1], vcc_lo
"""
MARK = ".int 0xdeadc0de, 0x0badf00d"
MARKW = ["deadc0de", "0badf00d"]
BATCH = 200


def words_of(data):
    return ["%08x" % int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data) - 3, 4)]


def run(cmd, work, src):
    path = os.path.join(work, "test.s")
    out = os.path.join(work, "out.bin")
    with open(path, "w") as f:
        f.write(src)
    if os.path.exists(out):
        os.unlink(out)
    p = subprocess.run(cmd + ["-o", out, path], cwd=work, capture_output=True, text=True)
    data = None
    if p.returncode == 0 and os.path.exists(out):
        with open(out, "rb") as f:
            data = f.read()
    lines = set()
    for m in re.finditer(r"test\.s:(\d+):\d+: [Ee]rror", p.stderr):
        lines.add(int(m.group(1)))
    return p.returncode, data, lines


def verdicts(cmd, work, prologue, stmts):
    """The words (a string) or 'error' of each statement."""
    res = {}
    todo = list(range(len(stmts)))
    while todo:
        batch = todo[:BATCH]
        todo = todo[BATCH:]
        live = list(batch)
        for _ in range(50):
            src = "\n".join(prologue) + "\n"
            lineno = {}
            n = len(prologue)
            for i in live:
                src += stmts[i] + "\n" + MARK + "\n"
                lineno[n + 1] = i
                n += 2
            rc, data, errlines = run(cmd, work, src)
            if rc == 0 and data is not None:
                w = words_of(data)
                cur = []
                k = 0
                j = 0
                while j < len(w):
                    if w[j] == MARKW[0] and j + 1 < len(w) and w[j + 1] == MARKW[1]:
                        res[live[k]] = " ".join(cur)
                        cur = []
                        k += 1
                        j += 2
                    else:
                        cur.append(w[j])
                        j += 1
                if k != len(live):
                    raise SystemExit("regvar-check: cannot split the output of a batch")
                break
            bad = [lineno[l] for l in errlines if l in lineno]
            if not bad:
                # an error not on a statement line: one by one
                for i in live:
                    rc1, d1, _ = run(cmd, work, "\n".join(prologue) + "\n" + stmts[i] + "\n")
                    res[i] = " ".join(words_of(d1)) if rc1 == 0 and d1 is not None else "error"
                break
            for i in bad:
                res[i] = "error"
            live = [i for i in live if i not in bad]
            if not live:
                break
    return [res[i] for i in range(len(stmts))]


def mutate(rng, s):
    """Other indices, variables and spacing in a statement."""
    def idx(m):
        return str(max(0, int(m.group(0)) + rng.choice([-1, 0, 0, 1, 2, 253])))
    if rng.random() < 0.5:
        s = re.sub(r"(?<=[\[:])\d+", idx, s, count=1)
    if rng.random() < 0.3:
        s = re.sub(r"\b([sv])([abc])\b", lambda m: rng.choice("sv") + rng.choice("abc"), s)
    if rng.random() < 0.2:
        s = s.replace(", ", " , ")
    if rng.random() < 0.1:
        s = re.sub(r"\b([sv][abc])\[", r"\1 [", s)
    return s


def main():
    args = sys.argv[1:]
    write = "--write" in args
    seed = None
    if "--seed" in args:
        seed = int(args[args.index("--seed") + 1])
    build = os.path.abspath(args[0] if args and not args[0].startswith("--") else ".")
    ref = os.environ.get("CLRXASM", "clrxasm")
    here = os.path.dirname(os.path.abspath(__file__))
    passed = failed = 0
    with tempfile.TemporaryDirectory() as work:
        for arch, flag in ARCHS:
            gen = subprocess.run([os.path.join(build, "gcn-testgen"), "regvar", arch] +
                                 ([flag] if flag else []), capture_output=True, text=True,
                                 check=True).stdout.splitlines()
            prologue = [l for l in gen if l.startswith(".regvar") or "= %" in l]
            stmts = [l for l in gen if l not in prologue] + HAND.splitlines()
            prologue += EXTRA_PROLOGUE
            if seed is not None:
                rng = random.Random(seed * 1000 + len(arch) + len(flag))
                stmts = [mutate(rng, s) for s in stmts]
            opts = ["-b", "rawcode", "-A", arch] + (["--wave32"] if flag else [])
            refv = verdicts([ref, "-t", "1", "--llvmVersion", "1"] + opts, work, prologue, stmts)
            if write:
                name = "regvar-%s%s.txt" % (arch, "-" + flag if flag else "")
                with open(os.path.join(here, name), "w") as f:
                    for l in prologue:
                        f.write(l + "\t\n")
                    for s, v in zip(stmts, refv):
                        f.write(s + "\t" + v + "\n")
            ours = verdicts([os.path.join(build, "clrx-cc")] + opts, work, prologue, stmts)
            p = f = 0
            for s, a, b in zip(stmts, refv, ours):
                if a == b:
                    p += 1
                else:
                    f += 1
                    if f <= 10:
                        print("  %s %s: %s\n    reference: %s\n    clrx-cc:   %s" %
                              (arch, flag, s, a, b))
            print("%s%s: %d passed, %d failed (%d rejected by the reference)" %
                  (arch, " " + flag if flag else "", p, f, refv.count("error")))
            passed += p
            failed += f
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
