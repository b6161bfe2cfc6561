/* pseudo.h - pseudo-operation handlers of clrx-as.  The table that maps
 * (name, format) to handlers is data (libcommon/pseudoops.def, the AS and
 * ARG columns); this header declares the handlers it names.  Each handler
 * gets the statement's argument cursor, the position of the pseudo-op's
 * name (for messages about the whole statement) and the table's ARG column;
 * A->op_name is the pseudo-op's PON_* number (the key of the records it
 * makes).
 */
#ifndef CLRX_AS_PSEUDO_H
#define CLRX_AS_PSEUDO_H

#include "args.h"
#include "asm.h"
#include "cfgvalue.h"
#include "pseudoop.h"

typedef void (*PseudoFn)(Asm *A, Args *c, const char *place, int arg);

/* target and format (pseudo_target.c) */
void po_bitness(Asm *, Args *, const char *, int);
void po_format(Asm *, Args *, const char *, int);
void po_format_name(Asm *, Args *, const char *, int);
void po_gpu(Asm *, Args *, const char *, int);
void po_arch(Asm *, Args *, const char *, int);
void po_policy(Asm *, Args *, const char *, int);
void po_flag(Asm *, Args *, const char *, int);
void po_get(Asm *, Args *, const char *, int);
void po_version(Asm *, Args *, const char *, int);
/* sections and kernels (pseudo_target.c) */
void po_section_std(Asm *, Args *, const char *, int);
void po_section(Asm *, Args *, const char *, int);
void po_kernel(Asm *, Args *, const char *, int);
void po_main(Asm *, Args *, const char *, int);
/* .kcode / .kcodeend (regusage.c) */
void po_kcode(Asm *, Args *, const char *, int);
void po_kcodeend(Asm *, Args *, const char *, int);
/* data and layout (pseudo_data.c) */
void po_int(Asm *, Args *, const char *, int);
void po_octa(Asm *, Args *, const char *, int);
void po_float(Asm *, Args *, const char *, int);
void po_ascii(Asm *, Args *, const char *, int);
void po_string_n(Asm *, Args *, const char *, int);
void po_fill(Asm *, Args *, const char *, int);
void po_skip(Asm *, Args *, const char *, int);
void po_incbin(Asm *, Args *, const char *, int);
void po_align(Asm *, Args *, const char *, int);
void po_align_word(Asm *, Args *, const char *, int);
void po_org(Asm *, Args *, const char *, int);
void po_offset(Asm *, Args *, const char *, int);
/* symbols and scopes (pseudo_sym.c) */
void po_set(Asm *, Args *, const char *, int);
void po_bind(Asm *, Args *, const char *, int);
void po_extern(Asm *, Args *, const char *, int);
void po_size(Asm *, Args *, const char *, int);
void po_undef(Asm *, Args *, const char *, int);
void po_enum(Asm *, Args *, const char *, int);
void po_scope(Asm *, Args *, const char *, int);
void po_ends(Asm *, Args *, const char *, int);
void po_using(Asm *, Args *, const char *, int);
void po_unusing(Asm *, Args *, const char *, int);
/* messages and control (pseudo_misc.c) */
void po_print(Asm *, Args *, const char *, int);
void po_warning(Asm *, Args *, const char *, int);
void po_error(Asm *, Args *, const char *, int);
void po_err(Asm *, Args *, const char *, int);
void po_fail(Asm *, Args *, const char *, int);
void po_abort(Asm *, Args *, const char *, int);
void po_end(Asm *, Args *, const char *, int);
void po_ignored_warn(Asm *, Args *, const char *, int);
void po_ignore_str(Asm *, Args *, const char *, int);
void po_cpp_only(Asm *, Args *, const char *, int);
/* register variables and code-flow annotations (pseudo_regvar.c); the ARG
 * of po_cf: 0 call, 1 cjump, 2 jump, 3 ret, 4 start, 5 end */
void po_regvar(Asm *, Args *, const char *, int);
void po_usereg(Asm *, Args *, const char *, int);
void po_rvlin(Asm *, Args *, const char *, int);
void po_cf(Asm *, Args *, const char *, int);

/* Gallium (fmt_gallium.c).  The ARG of po_gal_value is the check its
 * value gets (CFV_* of cfgvalue.h, or GV_SPILL), with GV_HSA for the HSA
 * settings of LLVM 4.0. */
enum {
    GV_SPILL = CFV_OWN  /* a spilled register count (LLVM 3.9) */
};
#define GV_HSA 0x100
void po_gal_value(Asm *, Args *, const char *, int);
void po_gal_bool(Asm *, Args *, const char *, int);
void po_gal_dims(Asm *, Args *, const char *, int);
void po_gal_grid_count(Asm *, Args *, const char *, int);
void po_gal_default_features(Asm *, Args *, const char *, int);
void po_gal_numbers(Asm *, Args *, const char *, int);
void po_gal_reserved(Asm *, Args *, const char *, int);
void po_gal_config(Asm *, Args *, const char *, int);
void po_gal_control_directive(Asm *, Args *, const char *, int);
void po_gal_args(Asm *, Args *, const char *, int);
void po_gal_arg(Asm *, Args *, const char *, int);
void po_gal_proginfo(Asm *, Args *, const char *, int);
void po_gal_entry(Asm *, Args *, const char *, int);
void po_gal_globaldata(Asm *, Args *, const char *, int);
void po_gal_scratchsym(Asm *, Args *, const char *, int);
void po_gal_arch_value(Asm *, Args *, const char *, int);

/* ROCm (fmt_rocm.c).  The ARG of po_rocm_value is the check its value gets
 * (CFV_* of cfgvalue.h, or RV_*); from RV_MD_FIRST on, the value is a
 * metadata setting. */
enum {
    RV_SHARED = CFV_OWN,         /* shared VGPRs: 0-120 on GCN 1.5, 0 before */
    RV_MD_FIRST,
    RV_MD_PLAIN = RV_MD_FIRST,   /* a metadata value */
    RV_MD_WAVE,     /* metadata wavefront size */
    RV_MD_ALIGN,    /* metadata alignment: a power of two */
    RV_MD_SGPRS,    /* metadata register counts */
    RV_MD_VGPRS
};
/* value kinds of .arg (the numbers of the `arg` records) */
enum {
    RK_BY_VALUE = 0, RK_GLOBAL_BUFFER, RK_DYN_SHARED_PTR, RK_SAMPLER, RK_IMAGE, RK_PIPE,
    RK_QUEUE, RK_GLOBAL_OFFSET_X, RK_GLOBAL_OFFSET_Y, RK_GLOBAL_OFFSET_Z, RK_NONE,
    RK_PRINTF_BUFFER, RK_DEFAULT_QUEUE, RK_COMPLETION_ACTION, RK_MULTIGRID_SYNC_ARG,
    /* code object v4 and v5 only (LLVM's names; docs/formats/rocm.md 9) */
    RK_HOSTCALL_BUFFER, RK_HEAP_V1, RK_BLOCK_COUNT_X, RK_BLOCK_COUNT_Y, RK_BLOCK_COUNT_Z,
    RK_GROUP_SIZE_X, RK_GROUP_SIZE_Y, RK_GROUP_SIZE_Z, RK_REMAINDER_X, RK_REMAINDER_Y,
    RK_REMAINDER_Z, RK_GRID_DIMS, RK_PRIVATE_BASE, RK_SHARED_BASE, RK_QUEUE_PTR,
    RK_DYNAMIC_LDS_SIZE
};
/* flags of .arg (value 10 of an `arg` record) */
#define RA_CONST     1u
#define RA_RESTRICT  2u
#define RA_VOLATILE  4u
#define RA_PIPE      8u
#define RA_OFFSET    0x100u    /* metadata V3: the alignment is the offset */
#define RP_DEFAULT_ID 0xffffffffu   /* .printf without an id */
void po_rocm_value(Asm *, Args *, const char *, int);
void po_rocm_bool(Asm *, Args *, const char *, int);
void po_rocm_default_features(Asm *, Args *, const char *, int);
void po_rocm_dims(Asm *, Args *, const char *, int);
void po_rocm_grid_count(Asm *, Args *, const char *, int);
void po_rocm_numbers(Asm *, Args *, const char *, int);
void po_rocm_reserved(Asm *, Args *, const char *, int);
void po_rocm_config(Asm *, Args *, const char *, int);
void po_rocm_control_directive(Asm *, Args *, const char *, int);
void po_rocm_fkernel(Asm *, Args *, const char *, int);
void po_rocm_cws(Asm *, Args *, const char *, int);
void po_rocm_vectypehint(Asm *, Args *, const char *, int);
void po_rocm_md_string(Asm *, Args *, const char *, int);
void po_rocm_md_language(Asm *, Args *, const char *, int);
void po_rocm_arg(Asm *, Args *, const char *, int);
void po_rocm_global_value(Asm *, Args *, const char *, int);
void po_rocm_target(Asm *, Args *, const char *, int);
void po_rocm_switch(Asm *, Args *, const char *, int);
void po_rocm_cov(Asm *, Args *, const char *, int);
void po_rocm_nosectdiffs(Asm *, Args *, const char *, int);
void po_rocm_globaldata(Asm *, Args *, const char *, int);
void po_rocm_metadata(Asm *, Args *, const char *, int);
void po_rocm_md_version(Asm *, Args *, const char *, int);
void po_rocm_printf(Asm *, Args *, const char *, int);
void po_rocm_gotsym(Asm *, Args *, const char *, int);
/* AMD OpenCL 2.0 (fmt_amdcl2.c).  The ARG of po_cl2_value is the check its
 * value gets (CFV_* of cfgvalue.h), with CV_HSA for the settings that only
 * .hsaconfig has; po_cl2_bool takes CV_HSA or CV_NOHSA (settings .hsaconfig
 * lacks). */
#define CV_HSA 0x100
#define CV_NOHSA 0x200
void po_cl2_string(Asm *, Args *, const char *, int);
void po_cl2_arch_value(Asm *, Args *, const char *, int);
void po_cl2_driver_version(Asm *, Args *, const char *, int);
void po_cl2_inner(Asm *, Args *, const char *, int);
void po_cl2_global_data(Asm *, Args *, const char *, int);
void po_cl2_samplerinit(Asm *, Args *, const char *, int);
void po_cl2_sampler(Asm *, Args *, const char *, int);
void po_cl2_samplerreloc(Asm *, Args *, const char *, int);
void po_cl2_hsalayout(Asm *, Args *, const char *, int);
void po_cl2_config(Asm *, Args *, const char *, int);
void po_cl2_control_directive(Asm *, Args *, const char *, int);
void po_cl2_raw(Asm *, Args *, const char *, int);
void po_cl2_value(Asm *, Args *, const char *, int);
void po_cl2_bool(Asm *, Args *, const char *, int);
void po_cl2_dims(Asm *, Args *, const char *, int);
void po_cl2_grid_count(Asm *, Args *, const char *, int);
void po_cl2_default_features(Asm *, Args *, const char *, int);
void po_cl2_numbers(Asm *, Args *, const char *, int);
void po_cl2_reserved(Asm *, Args *, const char *, int);
void po_cl2_cws(Asm *, Args *, const char *, int);
void po_cl2_vectypehint(Asm *, Args *, const char *, int);
void po_cl2_arg(Asm *, Args *, const char *, int);
void po_cl2_setupargs(Asm *, Args *, const char *, int);
/* AMD Catalyst OpenCL 1.2 (fmt_amd.c).  The ARG of po_amd_value is the
 * check its value gets (AV_*); po_amd_dual's says which of the pseudo-ops
 * that are a setting in .config and a CAL-note entry elsewhere it is
 * (AD_*); po_amd_calnote's is the ATI CAL note type (CALNOTE_*, -1 for
 * `.calnote TYPE`); po_amd_entry's the entry kind (AE_*). */
enum {
    AV_PLAIN = 0,   /* warns outside 32 bits */
    AV_SGPRS,       /* at most the architecture's SGPRs (policy rules) */
    AV_VGPRS,       /* at most its VGPRs */
    AV_U32,         /* warns above 32 bits (unsigned) */
    AV_U8,          /* float mode: warns above 8 bits, masked */
    AV_U7,          /* exceptions: warns above 7 bits, masked */
    AV_LOCAL,       /* local size: at most the architecture's LDS size */
    AV_ID           /* a resource id (optional value): below 1024 */
};
enum { AD_CBID = 0, AD_CONDOUT, AD_EARLYEXIT, AD_SAMPLER };
enum { AE_ENTRY = 0, AE_CBMASK, AE_SEGMENT, AE_CBID, AE_SAMPLER };
enum {
    CALNOTE_PROGINFO = 1, CALNOTE_INPUTS, CALNOTE_OUTPUTS, CALNOTE_CONDOUT,
    CALNOTE_FLOAT32CONSTS, CALNOTE_INT32CONSTS, CALNOTE_BOOL32CONSTS, CALNOTE_EARLYEXIT,
    CALNOTE_GLOBAL_BUFFERS, CALNOTE_CONSTANT_BUFFERS, CALNOTE_INPUT_SAMPLERS,
    CALNOTE_PERSISTENT_BUFFERS, CALNOTE_SCRATCH_BUFFERS, CALNOTE_SUB_CONSTANT_BUFFERS,
    CALNOTE_UAV_MAILBOX_SIZE, CALNOTE_UAV, CALNOTE_UAV_OP_MASK
};
void po_amd_driver_version(Asm *, Args *, const char *, int);
void po_amd_get_driver_version(Asm *, Args *, const char *, int);
void po_amd_string(Asm *, Args *, const char *, int);
void po_amd_globaldata(Asm *, Args *, const char *, int);
void po_amd_config(Asm *, Args *, const char *, int);
void po_amd_header(Asm *, Args *, const char *, int);
void po_amd_metadata(Asm *, Args *, const char *, int);
void po_amd_arg(Asm *, Args *, const char *, int);
void po_amd_userdata(Asm *, Args *, const char *, int);
void po_amd_dims(Asm *, Args *, const char *, int);
void po_amd_cws(Asm *, Args *, const char *, int);
void po_amd_value(Asm *, Args *, const char *, int);
void po_amd_bool(Asm *, Args *, const char *, int);
void po_amd_dual(Asm *, Args *, const char *, int);
void po_amd_calnote(Asm *, Args *, const char *, int);
void po_amd_entry(Asm *, Args *, const char *, int);

#endif
