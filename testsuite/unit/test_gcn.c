/* test_gcn.c - unit tests of the GCN encoder's API (as/gcn/gcnasm.h):
 * instruction words, fixup patching and its range checks, relocation
 * choice, mnemonic lookup, register ranges and register usage.  Expected
 * words are computed by hand from the field layouts of the CLRX manual
 * (doc/GcnInstrs*.md) and agree with clrxasm 0.1.9. */
#define UNIT_MAIN
#include "unitmain.h"

#include <string.h>

#include "gcnasm.h"
#include "util.h"

static SymTab *st;
static ExprCtx ectx;
static GcnAsm ga;

static void setup(GpuArch arch)
{
    if (!st) {
        diag_init("unit-gcn");
        g_diag.out = fopen("/dev/null", "w");
        st = symtab_new();
        ectx.symtab = st;
        ectx.arena = arena_new();
    }
    gcn_init(&ga, arch, &ectx);
}

/* assemble "MNEMONIC OPERANDS"; returns the number of words (0 on error) */
static unsigned assemble(const char *text, uint32_t *w, GcnInsnOut *out)
{
    const char *sp = strchr(text, ' ');
    size_t ml = sp ? (size_t)(sp - text) : strlen(text);
    SrcPos pos = { "test", 1, 1, NULL };
    if (!gcn_assemble(&ga, text, ml, text + ml, text + strlen(text), text, strlen(text), pos,
                      out))
        return 0;
    for (unsigned i = 0; i < out->size / 4; i++)
        w[i] = (uint32_t)out->bytes[4 * i] | ((uint32_t)out->bytes[4 * i + 1] << 8) |
               ((uint32_t)out->bytes[4 * i + 2] << 16) | ((uint32_t)out->bytes[4 * i + 3] << 24);
    return out->size / 4;
}

static void test_words(void)
{
    uint32_t w[5];
    GcnInsnOut o;
    setup(ARCH_GCN1_0);
    /* SOP2: 10, op 0, SDST 1 << 16, SSRC1 3 << 8, SSRC0 2 */
    CU_ASSERT_EQUAL(assemble("s_add_u32 s1, s2, s3", w, &o), 1);
    CU_ASSERT_EQUAL(w[0], 0x80010302u);
    /* literal 1000 after the word, SSRC1 = 255 */
    CU_ASSERT_EQUAL(assemble("s_add_u32 s1, s2, 1000", w, &o), 2);
    CU_ASSERT_EQUAL(w[0], 0x8001ff02u);
    CU_ASSERT_EQUAL(w[1], 1000u);
    /* inline constants: 64 -> 192, -16 -> 208, 1.0 -> 242 */
    CU_ASSERT_EQUAL(assemble("s_mov_b32 s0, 64", w, &o), 1);
    CU_ASSERT_EQUAL(w[0] & 0xff, 192u);
    CU_ASSERT_EQUAL(assemble("s_mov_b32 s0, -16", w, &o), 1);
    CU_ASSERT_EQUAL(w[0] & 0xff, 208u);
    CU_ASSERT_EQUAL(assemble("s_mov_b32 s0, 1.0", w, &o), 1);
    CU_ASSERT_EQUAL(w[0] & 0xff, 242u);
    /* VOP2 on GCN 1.0: v_add_f32 op 3: 3 << 25 | vdst 1 << 17 | vsrc1 3 << 9 | src0 258 */
    CU_ASSERT_EQUAL(assemble("v_add_f32 v1, v2, v3", w, &o), 1);
    CU_ASSERT_EQUAL(w[0], (3u << 25) | (1u << 17) | (3u << 9) | 258u);
    /* s_endpgm: SOPP op 1 */
    CU_ASSERT_EQUAL(assemble("s_endpgm", w, &o), 1);
    CU_ASSERT_EQUAL(w[0], 0xbf810000u);
    /* wrong register kind, unknown instruction, two literals */
    CU_ASSERT_EQUAL(assemble("s_add_u32 v1, s2, s3", w, &o), 0);
    CU_ASSERT_EQUAL(assemble("s_no_such_insn s1", w, &o), 0);
    CU_ASSERT_EQUAL(assemble("s_add_u32 s1, 0x12345, 0x54321", w, &o), 0);
    /* not on GCN 1.0 */
    CU_ASSERT_EQUAL(assemble("v_add_u16 v1, v2, v3", w, &o), 0);
    setup(ARCH_GCN1_2);
    CU_ASSERT_EQUAL(assemble("v_add_u16 v1, v2, v3", w, &o), 1);
    CU_ASSERT_EQUAL(w[0], (38u << 25) | (1u << 17) | (3u << 9) | 258u);
}

static void test_usage(void)
{
    uint32_t w[5];
    GcnInsnOut o;
    setup(ARCH_GCN1_2);
    gcn_reset_usage(&ga);
    CU_ASSERT_EQUAL(assemble("v_add_f32 v5, v1, v9", w, &o), 1);
    CU_ASSERT_EQUAL(o.vgpr_max, 5);
    CU_ASSERT_EQUAL(o.vgpr_any_max, 9);
    CU_ASSERT_EQUAL(o.sgpr_max, -1);
    CU_ASSERT_EQUAL(assemble("s_mov_b64 s[10:11], vcc", w, &o), 1);
    CU_ASSERT_EQUAL(o.sgpr_max, 11);
    CU_ASSERT(o.use_flags & GCN_USE_VCC);
    CU_ASSERT_EQUAL(ga.vgprs_used, 6u);
    CU_ASSERT_EQUAL(ga.sgprs_used, 12u);
}

static void test_fixups(void)
{
    uint8_t b[12];
    SrcPos pos = { "test", 1, 1, NULL };
    memset(b, 0, sizeof b);
    /* branch 12 bytes ahead of the instruction: (12 - 4) / 4 = 2 */
    CU_ASSERT(gcn_apply_fixup(GCN_FIX_BRANCH, b, 0, 12, pos));
    CU_ASSERT(b[0] == 2 && b[1] == 0);
    CU_ASSERT(gcn_apply_fixup(GCN_FIX_BRANCH, b, 0, (uint64_t)-4, pos));
    CU_ASSERT(b[0] == 0xfe && b[1] == 0xff);
    CU_ASSERT_FALSE(gcn_apply_fixup(GCN_FIX_BRANCH, b, 0, 6, pos));
    CU_ASSERT_FALSE(gcn_apply_fixup(GCN_FIX_BRANCH, b, 0, 4 + 4 * 32768, pos));
    CU_ASSERT(gcn_apply_fixup(GCN_FIX_LIT32, b, 4, 0x12345678, pos));
    CU_ASSERT(b[4] == 0x78 && b[5] == 0x56 && b[6] == 0x34 && b[7] == 0x12);
    /* SMEM 21-bit offset keeps the SOFFSET bits above it */
    b[4] = b[5] = b[6] = 0;
    b[7] = 0xfe;
    CU_ASSERT(gcn_apply_fixup(GCN_FIX_SMEM_OFF21, b, 4, 0x1fffff, pos));
    CU_ASSERT(b[4] == 0xff && b[5] == 0xff && b[6] == 0x1f && b[7] == 0xfe);
    /* 13-bit signed FLAT offset: -1 -> 0x1fff, keeping bits 13..15 */
    b[0] = 0;
    b[1] = 0xe0;
    CU_ASSERT(gcn_apply_fixup(GCN_FIX_FLAT_OFF13S, b, 0, (uint64_t)-1, pos));
    CU_ASSERT(b[0] == 0xff && b[1] == 0xff);
    CU_ASSERT_EQUAL(gcn_fixup_reloc(GCN_FIX_LIT32, 0, false), GCN_R_AMDGPU_ABS32);
    CU_ASSERT_EQUAL(gcn_fixup_reloc(GCN_FIX_LIT32, 1, false), GCN_R_AMDGPU_ABS32_LO);
    CU_ASSERT_EQUAL(gcn_fixup_reloc(GCN_FIX_LIT32, 0, true), GCN_R_AMDGPU_REL32);
    CU_ASSERT_EQUAL(gcn_fixup_reloc(GCN_FIX_LIT32, 2, false), GCN_R_AMDGPU_ABS32_HI);
    CU_ASSERT_EQUAL(gcn_fixup_reloc(GCN_FIX_LIT32, 1, true), GCN_R_AMDGPU_REL32_LO);
    CU_ASSERT_EQUAL(gcn_fixup_reloc(GCN_FIX_BRANCH, 0, true), GCN_R_AMDGPU_REL16);
    CU_ASSERT_EQUAL(gcn_fixup_reloc(GCN_FIX_DS_OFF16, 0, false), GCN_R_AMDGPU_NONE);
}

static void test_forward(void)
{
    uint32_t w[5];
    GcnInsnOut o;
    setup(ARCH_GCN1_0);
    CU_ASSERT_EQUAL(assemble("s_add_u32 s1, s2, later_sym", w, &o), 2);
    CU_ASSERT_EQUAL(o.nfix, 1u);
    CU_ASSERT_EQUAL(o.fix[0].kind, GCN_FIX_LIT32);
    CU_ASSERT_EQUAL(o.fix[0].offset, 4);
    ExprVal v;
    memset(&v, 0, sizeof v);
    v.value = 0xabcdef;
    CU_ASSERT(gcn_fixup_resolve(&o.fix[0], &v, 0, 0, o.bytes));
    CU_ASSERT(o.bytes[4] == 0xef && o.bytes[5] == 0xcd && o.bytes[6] == 0xab);
    ga.section = 0;
    ga.offset = 0;
    CU_ASSERT_EQUAL(assemble("s_branch later_label", w, &o), 1);
    CU_ASSERT_EQUAL(o.fix[0].kind, GCN_FIX_BRANCH);
    v.value = 20;
    v.nterms = 1;
    v.terms[0].base = 0;
    v.terms[0].coef = 1;
    CU_ASSERT(gcn_fixup_resolve(&o.fix[0], &v, 0, 8, o.bytes));
    CU_ASSERT(o.bytes[0] == 2 && o.bytes[1] == 0);
    v.terms[0].base = 1;       /* another section */
    CU_ASSERT_FALSE(gcn_fixup_resolve(&o.fix[0], &v, 0, 8, o.bytes));
}

static void test_names_ranges(void)
{
    setup(ARCH_GCN1_4);
    CU_ASSERT(gcn_is_mnemonic("s_add_u32", 9));
    CU_ASSERT(gcn_is_mnemonic("V_ADD_F32_E64", 13));
    CU_ASSERT(gcn_is_mnemonic("v_add_f32_sdwa", 14));
    CU_ASSERT_FALSE(gcn_is_mnemonic("s_add", 5));
    CU_ASSERT_FALSE(gcn_is_mnemonic("", 0));
    const char *t = "s[4:7]";
    SrcPos pos = { "test", 1, 1, NULL };
    uint64_t v = 0;
    CU_ASSERT_EQUAL(gcn_parse_regrange_assignment(&ga, t, t + 6, t, 6, pos, &v), 6);
    CU_ASSERT_EQUAL(GCN_REGRANGE_START(v), 4u);
    CU_ASSERT_EQUAL(GCN_REGRANGE_END(v), 8u);
    t = "v[10:11]";
    CU_ASSERT_EQUAL(gcn_parse_regrange_assignment(&ga, t, t + 8, t, 8, pos, &v), 8);
    CU_ASSERT_EQUAL(GCN_REGRANGE_START(v), 266u);
    CU_ASSERT_EQUAL(GCN_REGRANGE_END(v), 268u);
    t = "-12";
    CU_ASSERT_EQUAL(gcn_parse_regrange_assignment(&ga, t, t + 3, t, 3, pos, &v), 3);
    CU_ASSERT_EQUAL(GCN_REGRANGE_START(v), 204u);
    CU_ASSERT_EQUAL(GCN_REGRANGE_END(v), 0u);
    t = "s[1:2]";
    CU_ASSERT_EQUAL(gcn_parse_regrange_assignment(&ga, t, t + 6, t, 6, pos, &v), 6);
}

static const UnitTest gcn_tests[] = {
    {"instruction words", test_words},
    {"register usage", test_usage},
    {"fixup patching", test_fixups},
    {"forward references", test_forward},
    {"mnemonics and register ranges", test_names_ranges},
    {NULL, NULL},
};

const UnitSuite unit_suites[] = {
    {"gcn", gcn_tests},
    {NULL, NULL},
};
