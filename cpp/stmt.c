/* stmt.c - the statement loop of clrx-cpp and the table of pseudo-ops.
 *
 * Each statement is handled as clrxasm handles it: leading labels are
 * defined, `name = expr` is an assignment, a word starting with `.` is
 * looked up among the pseudo-ops, anything else is a macro call if such a
 * macro exists (macros hide instructions), else an instruction.  The
 * preprocessing pseudo-ops are run and disappear; every other statement is
 * written to the output, after what it changes (symbols, scopes, target)
 * has been noted for later conditions.
 */
#include <inttypes.h>
#include <string.h>

#include "cpp.h"

/* ------------------------------------------------------------------ */
/* the pseudo-op table                                                 */

typedef enum Op {
    OP_PASS, OP_IF, OP_ELSE, OP_ENDIF,
    OP_MACRO, OP_ENDM, OP_EXITM, OP_PURGEM,
    OP_REPT, OP_IRP, OP_IRPC, OP_FOR, OP_WHILE, OP_ENDR,
    OP_INCLUDE, OP_INCBIN,
    OP_ALTMACRO, OP_NOALTMACRO, OP_MACROCASE, OP_NOMACROCASE,
    OP_END, OP_ABORT, OP_ERR, OP_ERROR, OP_FAIL,
    OP_SET, OP_UNDEF, OP_ENUM, OP_GET,
    OP_SCOPE, OP_ENDS, OP_USING, OP_UNUSING,
    OP_GPU, OP_ARCH, OP_FORMAT, OP_FMT, OP_BITS, OP_POLICY,
    OP_STRUCT, OP_SKIP, OP_ORG, OP_SYMBIND, OP_SIZE, OP_SECTION,
    OP_FORMAT_SPECIFIC
} Op;

#define F_INIT 1u       /* clrxasm sets the output format up here */

typedef struct PseudoOp {
    const char *name;   /* without the dot */
    unsigned char op;
    unsigned char arg;
    unsigned char flags;
} PseudoOp;

#define IFARG(kind, neg, elseif) ((unsigned char)((kind) | ((neg) << 5) | ((elseif) << 6)))
#define IFS(prefix, ei) \
    { prefix, OP_IF, IFARG(COND_NE, 0, ei), 0 }, \
    { prefix "32", OP_IF, IFARG(COND_32, 0, ei), 0 }, \
    { prefix "64", OP_IF, IFARG(COND_32, 1, ei), 0 }, \
    { prefix "arch", OP_IF, IFARG(COND_ARCH, 0, ei), 0 }, \
    { prefix "b", OP_IF, IFARG(COND_BLANK, 0, ei), 0 }, \
    { prefix "c", OP_IF, IFARG(COND_CMPSTR, 0, ei), 0 }, \
    { prefix "def", OP_IF, IFARG(COND_DEF, 0, ei), 0 }, \
    { prefix "eq", OP_IF, IFARG(COND_EQ, 0, ei), 0 }, \
    { prefix "eqs", OP_IF, IFARG(COND_STREQ, 0, ei), 0 }, \
    { prefix "fmt", OP_IF, IFARG(COND_FMT, 0, ei), 0 }, \
    { prefix "ge", OP_IF, IFARG(COND_GE, 0, ei), 0 }, \
    { prefix "gpu", OP_IF, IFARG(COND_GPU, 0, ei), 0 }, \
    { prefix "gt", OP_IF, IFARG(COND_GT, 0, ei), 0 }, \
    { prefix "le", OP_IF, IFARG(COND_LE, 0, ei), 0 }, \
    { prefix "lt", OP_IF, IFARG(COND_LT, 0, ei), 0 }, \
    { prefix "narch", OP_IF, IFARG(COND_ARCH, 1, ei), 0 }, \
    { prefix "nb", OP_IF, IFARG(COND_BLANK, 1, ei), 0 }, \
    { prefix "nc", OP_IF, IFARG(COND_CMPSTR, 1, ei), 0 }, \
    { prefix "ndef", OP_IF, IFARG(COND_DEF, 1, ei), 0 }, \
    { prefix "ne", OP_IF, IFARG(COND_NE, 0, ei), 0 }, \
    { prefix "nes", OP_IF, IFARG(COND_STREQ, 1, ei), 0 }, \
    { prefix "nfmt", OP_IF, IFARG(COND_FMT, 1, ei), 0 }, \
    { prefix "ngpu", OP_IF, IFARG(COND_GPU, 1, ei), 0 }, \
    { prefix "notdef", OP_IF, IFARG(COND_DEF, 1, ei), 0 }

/* The general pseudo-ops of the language, as clrx-cpp treats them. */
static const PseudoOp pseudo_ops[] = {
    IFS("if", 0),
    IFS("elseif", 1),
    { "else", OP_ELSE, 0, 0 },
    { "endif", OP_ENDIF, 0, 0 },
    { "macro", OP_MACRO, 0, 0 },
    { "endm", OP_ENDM, 0, 0 },
    { "endmacro", OP_ENDM, 0, 0 },
    { "exitm", OP_EXITM, 0, 0 },
    { "purgem", OP_PURGEM, 0, 0 },
    { "rept", OP_REPT, 0, 0 },
    { "irp", OP_IRP, 0, 0 },
    { "irpc", OP_IRPC, 0, 0 },
    { "for", OP_FOR, 0, 0 },
    { "while", OP_WHILE, 0, 0 },
    { "endr", OP_ENDR, 0, 0 },
    { "endrept", OP_ENDR, 0, 0 },
    { "include", OP_INCLUDE, 0, 0 },
    { "incbin", OP_INCBIN, 0, F_INIT },
    { "altmacro", OP_ALTMACRO, 0, 0 },
    { "noaltmacro", OP_NOALTMACRO, 0, 0 },
    { "macrocase", OP_MACROCASE, 0, 0 },
    { "nomacrocase", OP_NOMACROCASE, 0, 0 },
    { "end", OP_END, 0, 0 },
    { "abort", OP_ABORT, 0, 0 },
    { "err", OP_ERR, 0, 0 },
    { "error", OP_ERROR, 0, 0 },
    { "fail", OP_FAIL, 0, 0 },
    { "set", OP_SET, 0, 0 },
    { "equ", OP_SET, 0, 0 },
    { "equiv", OP_SET, 1, 0 },
    { "eqv", OP_SET, 2, 0 },
    { "undef", OP_UNDEF, 0, 0 },
    { "enum", OP_ENUM, 0, 0 },
    { "get_64bit", OP_GET, GET_64BIT, F_INIT },
    { "get_arch", OP_GET, GET_ARCH, F_INIT },
    { "get_format", OP_GET, GET_FORMAT, F_INIT },
    { "get_gpu", OP_GET, GET_GPU, F_INIT },
    { "get_policy", OP_GET, GET_POLICY, F_INIT },
    { "get_version", OP_GET, GET_VERSION, F_INIT },
    { "scope", OP_SCOPE, 0, 0 },
    { "ends", OP_ENDS, 0, 0 },
    { "endscope", OP_ENDS, 0, 0 },
    { "using", OP_USING, 0, 0 },
    { "unusing", OP_UNUSING, 0, 0 },
    { "gpu", OP_GPU, 0, 0 },
    { "arch", OP_ARCH, 0, 0 },
    { "format", OP_FORMAT, 0, 0 },
    { "amd", OP_FMT, FMT_AMD, 0 },
    { "amd3", OP_FMT, FMT_ROCM, 0 },
    { "amdcl2", OP_FMT, FMT_AMDCL2, 0 },
    { "gallium", OP_FMT, FMT_GALLIUM, 0 },
    { "rocm", OP_FMT, FMT_ROCM, 0 },
    { "rawcode", OP_FMT, FMT_RAWCODE, 0 },
    { "32bit", OP_BITS, 0, 0 },
    { "64bit", OP_BITS, 1, 0 },
    { "policy", OP_POLICY, 0, 0 },
    { "struct", OP_STRUCT, 0, F_INIT },
    { "offset", OP_STRUCT, 0, F_INIT },
    { "skip", OP_SKIP, 0, F_INIT },
    { "space", OP_SKIP, 0, F_INIT },
    { "org", OP_ORG, 0, F_INIT },
    { "global", OP_SYMBIND, 0, 0 },
    { "globl", OP_SYMBIND, 0, 0 },
    { "local", OP_SYMBIND, 0, 0 },
    { "weak", OP_SYMBIND, 0, 0 },
    { "size", OP_SIZE, 0, 0 },
    { "text", OP_SECTION, 0, F_INIT },
    { "data", OP_SECTION, 0, F_INIT },
    { "rodata", OP_SECTION, 0, F_INIT },
    { "section", OP_SECTION, 0, F_INIT },
    { "kernel", OP_SECTION, 0, F_INIT },
    { "main", OP_SECTION, 0, F_INIT },
    /* written out as they are */
    { "align", OP_PASS, 0, F_INIT },
    { "balign", OP_PASS, 0, F_INIT },
    { "balignl", OP_PASS, 0, F_INIT },
    { "balignw", OP_PASS, 0, F_INIT },
    { "p2align", OP_PASS, 0, F_INIT },
    { "ascii", OP_PASS, 0, F_INIT },
    { "asciz", OP_PASS, 0, F_INIT },
    { "string", OP_PASS, 0, F_INIT },
    { "string16", OP_PASS, 0, F_INIT },
    { "string32", OP_PASS, 0, F_INIT },
    { "string64", OP_PASS, 0, F_INIT },
    { "byte", OP_PASS, 0, F_INIT },
    { "short", OP_PASS, 0, F_INIT },
    { "hword", OP_PASS, 0, F_INIT },
    { "int", OP_PASS, 0, F_INIT },
    { "long", OP_PASS, 0, F_INIT },
    { "word", OP_PASS, 0, F_INIT },
    { "quad", OP_PASS, 0, F_INIT },
    { "octa", OP_PASS, 0, F_INIT },
    { "half", OP_PASS, 0, F_INIT },
    { "float", OP_PASS, 0, F_INIT },
    { "single", OP_PASS, 0, F_INIT },
    { "double", OP_PASS, 0, F_INIT },
    { "fill", OP_PASS, 0, F_INIT },
    { "fillq", OP_PASS, 0, F_INIT },
    { "cf_call", OP_PASS, 0, F_INIT },
    { "cf_cjump", OP_PASS, 0, F_INIT },
    { "cf_end", OP_PASS, 0, F_INIT },
    { "cf_jump", OP_PASS, 0, F_INIT },
    { "cf_ret", OP_PASS, 0, F_INIT },
    { "cf_start", OP_PASS, 0, F_INIT },
    { "regvar", OP_PASS, 0, F_INIT },
    { "rvlin", OP_PASS, 0, F_INIT },
    { "rvlin_once", OP_PASS, 0, F_INIT },
    { "usereg", OP_PASS, 0, F_INIT },
    { "buggyfplit", OP_PASS, 0, 0 },
    { "nobuggyfplit", OP_PASS, 0, 0 },
    { "oldmodparam", OP_PASS, 0, 0 },
    { "nooldmodparam", OP_PASS, 0, 0 },
    { "wave32", OP_PASS, 0, 0 },
    { "nowave32", OP_PASS, 0, 0 },
    { "extern", OP_PASS, 0, 0 },
    { "file", OP_PASS, 0, 0 },
    { "lflags", OP_PASS, 0, 0 },
    { "line", OP_PASS, 0, 0 },
    { "ln", OP_PASS, 0, 0 },
    { "print", OP_PASS, 0, 0 },
    { "warning", OP_PASS, 0, 0 },
    { "sbttl", OP_PASS, 0, 0 },
    { "title", OP_PASS, 0, 0 },
    { "version", OP_PASS, 0, 0 },
};

/* Pseudo-ops of the binary formats (AMD Catalyst, AMD OpenCL 2.0,
 * GalliumCompute, ROCm): written out; they may switch sections. */
static const char *const format_ops[] = {
    "acl_version", "arch_minor", "arch_stepping", "arg", "args", "boolconsts",
    "bssdata", "call_convention", "calnote", "cbid", "cbmask", "codeversion",
    "compile_options", "condout", "config", "constantbuffers", "control_directive",
    "cws", "debug_private_segment_buffer_sgpr",
    "debug_wavefront_private_segment_offset_sgpr", "debugmode",
    "default_hsa_features", "dims", "driver_info", "driver_version", "dx10clamp",
    "earlyexit", "eflags", "entry", "exceptions", "fixed_work_group_size", "fkernel",
    "floatconsts", "floatmode", "gds_segment_size", "gdssize", "get_driver_version",
    "get_llvm_version", "globalbuffers", "globaldata", "gotsym", "group_segment_align",
    "group_segment_fixed_size", "header", "hsa_debugmode", "hsa_dims", "hsa_dx10clamp",
    "hsa_exceptions", "hsa_floatmode", "hsa_ieeemode", "hsa_localsize", "hsa_pgmrsrc1",
    "hsa_pgmrsrc2", "hsa_priority", "hsa_privmode", "hsa_scratchbuffer",
    "hsa_sgprsnum", "hsa_tgsize", "hsa_userdatanum", "hsa_vgprsnum", "hsaconfig",
    "hsalayout", "hwlocal", "hwregion", "ieeemode", "inner", "inputs", "inputsamplers",
    "intconsts", "isametadata", "kcode", "kcodeend", "kernarg_segment_align",
    "kernarg_segment_size", "kernel_code_entry_offset", "kernel_code_prefetch_offset",
    "kernel_code_prefetch_size", "llvm10binfmt", "llvm_version", "localsize", "machine",
    "max_flat_work_group_size", "max_scratch_backing_memory",
    "md_group_segment_fixed_size", "md_kernarg_segment_align",
    "md_kernarg_segment_size", "md_language", "md_private_segment_fixed_size",
    "md_sgprsnum", "md_symname", "md_version", "md_vgprsnum", "md_wavefront_size",
    "metadata", "metadatav3", "newbinfmt", "nosectdiffs", "outputs",
    "persistentbuffers", "pgmrsrc1", "pgmrsrc2", "pgmrsrc3", "printf", "printfid",
    "priority", "private_elem_size", "private_segment_align",
    "private_segment_fixed_size", "privateid", "privmode", "proginfo",
    "reqd_work_group_size", "reserved_sgprs", "reserved_vgprs", "runtime_handle",
    "runtime_loader_kernel_symbol", "rwdata", "sampler", "samplerinit",
    "samplerreloc", "scratchbuffer", "scratchbuffers", "scratchsym", "segment",
    "setup", "setupargs", "sgprsnum", "shared_vgprs", "spilledsgprs", "spilledvgprs",
    "stub", "subconstantbuffers", "target", "tgsize", "tripple", "uav", "uavid",
    "uavmailboxsize", "uavopmask", "uavprivate", "use_debug_enabled",
    "use_dispatch_id", "use_dispatch_ptr", "use_dynamic_call_stack",
    "use_flat_scratch_init", "use_grid_workgroup_count", "use_kernarg_segment_ptr",
    "use_ordered_append_gds", "use_private_segment_buffer",
    "use_private_segment_size", "use_ptr64", "use_queue_ptr", "use_wave32",
    "use_xnack_enabled", "useargs", "useconstdata", "useenqueue", "usegeneric",
    "useprintf", "userdata", "userdatanum", "usesetup", "vectypehint", "vgprsnum",
    "wavefront_sgpr_count", "wavefront_size", "work_group_size_hint",
    "workgroup_fbarrier_count", "workgroup_group_segment_size",
    "workitem_private_segment_size", "workitem_vgpr_count",
};

static const PseudoOp format_op_entry = { "", OP_FORMAT_SPECIFIC, 0, F_INIT };

static HashTab *op_table;      /* name without dot -> PseudoOp* (read-only) */

static void op_table_init(void)
{
    if (op_table)
        return;
    op_table = ht_new(512);
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(pseudo_ops); k++)
        ht_put(op_table, pseudo_ops[k].name, strlen(pseudo_ops[k].name),
               (void *)&pseudo_ops[k]);
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(format_ops); k++)
        ht_put(op_table, format_ops[k], strlen(format_ops[k]), (void *)&format_op_entry);
}

bool is_pseudo_op_name(const char *name, size_t len)
{
    op_table_init();
    return len >= 2 && name[0] == '.' && ht_get(op_table, name + 1, len - 1) != NULL;
}

/* ------------------------------------------------------------------ */
/* names                                                               */

size_t scan_name(const char *p, const char *end)
{
    if (p >= end || !cpp_name_start(*p))
        return 0;
    const char *s = p + 1;
    while (s < end && cpp_name_char(*s))
        s++;
    return (size_t)(s - p);
}

size_t scoped_name(const char *p, const char *end, size_t *adv)
{
    const char *s = p, *last = p;
    while (s < end) {
        if (s + 1 < end && s[0] == ':' && s[1] == ':')
            s += 2;
        else if (s != p)
            break;
        size_t n = scan_name(s, end);
        if (!n)
            break;
        s += n;
        last = s;
    }
    *adv = (size_t)(s - p);
    return (size_t)(last - p);
}

/* the first word of a statement: a local label number or a scoped name */
static size_t label_name(const char *p, const char *end, size_t *adv)
{
    if (p < end && cpp_digit(*p)) {
        const char *s = p;
        while (s < end && cpp_digit(*s))
            s++;
        *adv = (size_t)(s - p);
        return *adv;
    }
    return scoped_name(p, end, adv);
}

const char *skip_spaces_and_labels(const char *p, const char *end)
{
    const char *stmt;
    for (;;) {
        p = skip_sp(p, end);
        stmt = p;
        while (p < end && (cpp_name_char(*p) || *p == '\\')) {
            if (*p != '\\') {
                p++;
                continue;
            }
            p++;
            if (p < end) {
                if (*p == '@')
                    p++;
                else if (*p == '(') {
                    p++;
                    if (p < end && *p == ')')
                        p++;
                }
            }
        }
        p = skip_sp(p, end);
        if (p == end || *p != ':')
            break;
        p++;
    }
    return stmt;
}

/* ------------------------------------------------------------------ */
/* positions and messages                                              */

const char *cpp_intern(Cpp *cpp, const char *s, size_t n)
{
    return strpool_intern(cpp->names, s, n);
}

SrcPos line_pos(const CppLine *l, const char *p)
{
    SrcPos pos = { l->file, 0, 0, l->ctx };
    size_t off = (p && p >= l->text && p <= l->text + l->len) ? (size_t)(p - l->text) : 0;
    const LineSeg *seg = l->nsegs ? &l->segs[0] : NULL;
    for (uint32_t k = 1; k < l->nsegs && l->segs[k].off <= off; k++)
        seg = &l->segs[k];
    if (seg) {
        pos.line = seg->line;
        pos.col = seg->col + (uint32_t)(off - seg->off);
    }
    return pos;
}

SrcPos cpp_pos(const Cpp *cpp, const char *p)
{
    return line_pos(&cpp->line, p);
}

/* The statement text can be shown with a caret when it is the whole
 * physical line. */
static void shown_line(const Cpp *cpp, const char **text, size_t *len)
{
    const CppLine *l = &cpp->line;
    if (l->nsegs == 1 && l->segs[0].col == 1 && l->text) {
        *text = l->text;
        *len = l->len;
    } else {
        *text = NULL;
        *len = 0;
    }
}

static void vmsg(Cpp *cpp, DiagLevel lvl, const char *p, const char *fmt, va_list ap)
{
    const char *text;
    size_t len;
    shown_line(cpp, &text, &len);
    diag_vat(lvl, cpp_pos(cpp, p), text, len, fmt, ap);
}

void cpp_error(Cpp *cpp, const char *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vmsg(cpp, DIAG_ERROR, p, fmt, ap);
    va_end(ap);
}

void cpp_warning(Cpp *cpp, const char *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vmsg(cpp, DIAG_WARNING, p, fmt, ap);
    va_end(ap);
}

void cpp_error_at(Cpp *cpp, SrcPos pos, const char *fmt, ...)
{
    (void)cpp;
    va_list ap;
    va_start(ap, fmt);
    diag_vat(DIAG_ERROR, pos, NULL, 0, fmt, ap);
    va_end(ap);
}

void cpp_warning_at(Cpp *cpp, SrcPos pos, const char *fmt, ...)
{
    (void)cpp;
    va_list ap;
    va_start(ap, fmt);
    diag_vat(DIAG_WARNING, pos, NULL, 0, fmt, ap);
    va_end(ap);
}

void cpp_note_at(Cpp *cpp, SrcPos pos, const char *fmt, ...)
{
    (void)cpp;
    va_list ap;
    va_start(ap, fmt);
    diag_vat(DIAG_NOTE, pos, NULL, 0, fmt, ap);
    va_end(ap);
}

bool cpp_account(Cpp *cpp, const CppLine *l)
{
    cpp->expanded_lines++;
    cpp->expanded_bytes += l->len + 1;
    if (cpp->expanded_lines <= CPP_MAX_EXPANDED_LINES &&
        cpp->expanded_bytes <= CPP_MAX_EXPANDED_BYTES)
        return true;
    SrcPos pos = line_pos(l, l->text);
    if (cpp->expanded_lines > CPP_MAX_EXPANDED_LINES)
        cpp_error_at(cpp, pos, "macro and repetition expansions make more than %llu "
                     "lines (is a repetition or recursion endless?)",
                     (unsigned long long)CPP_MAX_EXPANDED_LINES);
    else
        cpp_error_at(cpp, pos, "macro and repetition expansions make more than %llu "
                     "bytes", (unsigned long long)CPP_MAX_EXPANDED_BYTES);
    cpp->fatal = true;
    return false;
}

/* ------------------------------------------------------------------ */
/* operands                                                            */

ExprSrc cpp_expr_src(const Cpp *cpp, const char *p, const char *end, unsigned flags)
{
    ExprSrc s;
    memset(&s, 0, sizeof s);
    s.text = p;
    s.len = (size_t)(end - p);
    s.pos = cpp_pos(cpp, p);
    shown_line(cpp, &s.line, &s.line_len);
    s.flags = flags;
    return s;
}

long cpp_parse(Cpp *cpp, const ExprSrc *src, Expr **out, bool keep)
{
    if (keep)
        return expr_parse(&cpp->ectx, src, out);
    if (!cpp->scratch)
        cpp->scratch = arena_new();
    cpp->scratch_uses++;
    cpp->ectx.arena = cpp->scratch;
    long r = expr_parse(&cpp->ectx, src, out);
    cpp->ectx.arena = cpp->exprs;
    return r;
}

static ValStatus eval_now(Cpp *cpp, const char **pp, const char *end, int64_t *value,
                          bool required, const char *what, bool report_unknown)
{
    const char *p = skip_sp(*pp, end);
    ExprSrc src = cpp_expr_src(cpp, p, end,
                               EXPR_PARSE_NO_CREATE | (required ? 0 : EXPR_PARSE_ALLOW_EMPTY));
    Expr *e = NULL;
    long used = cpp_parse(cpp, &src, &e, false);
    if (used < 0) {
        *pp = end;
        return VAL_ERROR;
    }
    if (!e) {
        *pp = p;
        return VAL_EMPTY;
    }
    *pp = p + used;
    ExprVal v;
    Symbol *undef = NULL;
    switch (expr_eval(&cpp->ectx, e, &v, &undef)) {
    case EXPR_OK:
        if (!exprval_is_abs(&v)) {
            cpp_error_at(cpp, expr_pos(e), "the %s must be an absolute value", what);
            return VAL_ERROR;
        }
        *value = (int64_t)v.value;
        return VAL_OK;
    case EXPR_UNDEFINED: {
        char buf[512];
        cpp_error_at(cpp, expr_pos(e), "undefined symbol '%s' in the %s",
                     undef ? symbol_qualname(undef, buf, sizeof buf) : "?", what);
        return VAL_ERROR;
    }
    case EXPR_UNKNOWN:
        if (!report_unknown)
            return VAL_UNKNOWN;
        cpp_error_at(cpp, expr_pos(e), "the %s depends on a label or on '.': it "
                     "cannot be known before assembly", what);
        return VAL_ERROR;
    default:
        return VAL_ERROR;
    }
}

ValStatus cpp_abs_value(Cpp *cpp, const char **pp, const char *end, int64_t *value,
                        bool required, const char *what)
{
    return eval_now(cpp, pp, end, value, required, what, true);
}

ValStatus cpp_try_value(Cpp *cpp, const char **pp, const char *end, int64_t *value)
{
    return eval_now(cpp, pp, end, value, true, "value", false);
}

bool cpp_parse_string(Cpp *cpp, const char **pp, const char *end, StrBuf *out)
{
    const char *p = skip_sp(*pp, end);
    sb_clear(out);
    sb_reserve(out, 1);
    if (p == end || *p != '"') {
        cpp_error(cpp, p, "expected a string");
        while (p < end && !cpp_space(*p) && *p != ',')
            p++;
        *pp = p;
        return false;
    }
    const char *err = NULL;
    size_t n = parse_string_literal(p, (size_t)(end - p), out, &err);
    if (!n) {
        cpp_error(cpp, p, "%s", err ? err : "bad string");
        *pp = end;
        return false;
    }
    *pp = p + n;
    return true;
}

bool cpp_garbage_check(Cpp *cpp, const char *p, const char *end)
{
    p = skip_sp(p, end);
    if (p != end) {
        cpp_error(cpp, p, "garbage at the end of the line");
        return false;
    }
    return true;
}

bool cpp_required_comma(Cpp *cpp, const char **pp, const char *end)
{
    const char *p = skip_sp(*pp, end);
    if (p == end || *p != ',') {
        cpp_error(cpp, p, "expected ','");
        *pp = p;
        return false;
    }
    *pp = p + 1;
    return true;
}

bool cpp_skip_comma(Cpp *cpp, const char **pp, const char *end, bool *have)
{
    const char *p = skip_sp(*pp, end);
    *pp = p;
    *have = false;
    if (p == end)
        return true;
    if (*p != ',') {
        cpp_error(cpp, p, "expected ','");
        return false;
    }
    *pp = p + 1;
    *have = true;
    return true;
}

/* ------------------------------------------------------------------ */
/* writing statements                                                  */

/* Would clrxasm read this text back as exactly one statement?  (A value
 * substituted from a quoted macro argument can bring in ';', '#' ...) */
const char *cpp_unstable(const char *s, size_t n)
{
    char q = 0;
    unsigned bs = 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '\n')
            return "a newline";
        if (q) {
            if (c == q && !(bs & 1))
                q = 0;
            bs = c == '\\' ? bs + 1 : 0;
            continue;
        }
        if (c == ';')
            return "';'";
        if (c == '#')
            return "'#'";
        if (c == '*' && i > 0 && s[i - 1] == '/')
            return "'/*'";
        if (c == '"' || c == '\'') {
            q = c;
            bs = 0;
        }
    }
    if (q)
        return "an unterminated string";
    if (n && s[n - 1] == '\\')
        return "a backslash at its end";
    return NULL;
}

static void write_text(Cpp *cpp, const char *from, const char *to)
{
    while (from < to && *from == ' ')
        from++;
    while (to > from && cpp_space(to[-1]))
        to--;
    if (from == to)
        return;
    const char *why = cpp_unstable(from, (size_t)(to - from));
    if (why) {
        if (why[0] == 'a' && why[1] == 'n')
            cpp_error(cpp, from, "unterminated string");
        else
            cpp_error(cpp, from, "after expansion this statement contains %s outside "
                      "quotes, which the assembler would read differently", why);
        return;
    }
    SrcPos pos = cpp_pos(cpp, from);
    /* the physical lines of the text, for the join map of a continued line */
    const CppLine *l = &cpp->line;
    uint32_t a = 0, e = 0;
    uint32_t k = 0, n = 0;
    if (!l->text || from < l->text || to > l->text + l->len)
        n = 0;                         /* not the current line: no map */
    else {
        a = (uint32_t)(from - l->text);
        e = (uint32_t)(to - l->text);
        n = l->nsegs ? 1 : 0;
    }
    while (n && k + 1 < l->nsegs && l->segs[k + 1].off <= a)
        k++;
    for (uint32_t j = k + 1; n && j < l->nsegs && l->segs[j].off < e; j++)
        n++;
    LineSeg one[4] = { { 0, 0, 0 } }, *segs = n <= 4 ? one : xmalloc(n * sizeof *segs);
    for (uint32_t j = 0; j < n; j++) {
        const LineSeg *sg = &l->segs[k + j];
        segs[j] = j == 0 ? (LineSeg){ 0, pos.line, pos.col }
                         : (LineSeg){ sg->off - a, sg->line, sg->col };
    }
    /* indent the text to its column, so that the assembler's columns are the
     * source's (a statement after `;`, an indented line) */
    if (pos.col > 1 && pos.col <= CPP_MAX_INDENT && n <= 1) {
        StrBuf *ib = &cpp->indent_buf;
        ib->len = 0;
        for (uint32_t j = 1; j < pos.col; j++)
            sb_putc(ib, ' ');
        sb_append(ib, from, (size_t)(to - from));
        output_text(cpp->out, ib->data, ib->len, pos.file, pos.line, pos.ctx, segs, n);
    } else
        output_text(cpp->out, from, (size_t)(to - from), pos.file, pos.line, pos.ctx, segs,
                    n);
    if (segs != one)
        free(segs);
}

/* ------------------------------------------------------------------ */
/* the statement loop                                                  */

static void leave_abs_tracking(Cpp *cpp)
{
    if (cpp->in_abs)
        cpp->dot_known = false;
}

static void do_error_op(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    if (p == end) {
        cpp_error(cpp, stmt, "'.error' encountered");
        return;
    }
    StrBuf s = STRBUF_INIT;
    if (cpp_parse_string(cpp, &p, end, &s) && cpp_garbage_check(cpp, p, end))
        cpp_error(cpp, stmt, "%.*s", (int)s.len, s.data ? s.data : "");
    sb_free(&s);
}

/* The target pseudo-ops are written out and the assembler checks them, with
 * the same messages: here only a good one changes the tracked target, and
 * nothing is reported (an error here would stop the pipeline before the
 * assembler reports the later errors of the source). */
#define QUIETLY(call)                       \
    {                                       \
        DiagQuiet q_;                       \
        diag_quiet_begin(&q_);              \
        call                                \
        diag_quiet_end(&q_);                \
    }

/* Returns true when the statement is to be written out. */
static bool do_pseudo_op(Cpp *cpp, const PseudoOp *op, const char *stmt, const char *p,
                         const char *labels_from)
{
    const char *end = cpp->line.text + cpp->line.len;
    if (op->flags & F_INIT)
        cpp->format_init = true;
    switch ((Op)op->op) {
    case OP_PASS:
        if (op->flags & F_INIT)
            leave_abs_tracking(cpp);
        return true;
    case OP_FORMAT_SPECIFIC:
        cpp->in_abs = false;
        cpp->dot_known = false;
        track_format_specific(cpp, stmt, p);
        return true;
    case OP_SECTION:
        cpp->in_abs = false;
        cpp->dot_known = false;
        return true;
    case OP_SET:
        track_set(cpp, p, op->arg == 0, op->arg == 2);
        return true;
    case OP_UNDEF:
        track_undef(cpp, p);
        return true;
    case OP_ENUM:
        track_enum(cpp, p);
        return true;
    case OP_GET:
        track_get(cpp, p, (GetKind)op->arg);
        return true;
    case OP_SCOPE:
        track_scope(cpp, stmt, p);
        return true;
    case OP_ENDS:
        track_ends(cpp, stmt, p);
        return true;
    case OP_USING:
        track_using(cpp, p, true);
        return true;
    case OP_UNUSING:
        track_using(cpp, p, false);
        return true;
    case OP_GPU:
        QUIETLY(track_gpu(cpp, p);)
        return true;
    case OP_ARCH:
        QUIETLY(track_arch(cpp, p);)
        return true;
    case OP_FORMAT:
        QUIETLY(track_format(cpp, p);)
        return true;
    case OP_FMT:
        QUIETLY(track_format_op(cpp, p, (BinFormat)op->arg);)
        return true;
    case OP_BITS:
        QUIETLY(track_bitness(cpp, p, op->arg != 0);)
        return true;
    case OP_POLICY:
        QUIETLY(track_policy(cpp, p);)
        return true;
    case OP_STRUCT:
        track_struct(cpp, p);
        return true;
    case OP_SKIP:
        track_skip(cpp, p);
        return true;
    case OP_ORG:
        track_org(cpp, p);
        return true;
    case OP_SYMBIND:
        track_symbols(cpp, p);
        return true;
    case OP_SIZE:
        track_size(cpp, p);
        return true;
    case OP_FAIL: {
        int64_t v;
        const char *q = p;
        ValStatus st = cpp_try_value(cpp, &q, end, &v);
        if (st == VAL_OK && cpp_garbage_check(cpp, q, end) && v < 500) {
            cpp_error(cpp, stmt, "'.fail %" PRId64 "' encountered", v);
            return false;
        }
        return st != VAL_ERROR;
    }
    default:
        break;
    }

    /* the rest disappear from the output; labels before them stay */
    write_text(cpp, labels_from, stmt);
    switch ((Op)op->op) {
    case OP_IF:
        do_if(cpp, stmt, p, (CondKind)(op->arg & 31), (op->arg >> 5) & 1,
              (op->arg >> 6) & 1);
        break;
    case OP_ELSE:
        do_else(cpp, stmt, p);
        break;
    case OP_ENDIF:
        do_endif(cpp, stmt, p);
        break;
    case OP_MACRO:
        do_macro(cpp, stmt, p);
        break;
    case OP_ENDM:
        do_endm(cpp, stmt, p);
        break;
    case OP_EXITM:
        do_exitm(cpp, stmt, p);
        break;
    case OP_PURGEM:
        do_purgem(cpp, p);
        break;
    case OP_REPT:
        do_rept(cpp, stmt, p);
        break;
    case OP_IRP:
        do_irp(cpp, stmt, p, false);
        break;
    case OP_IRPC:
        do_irp(cpp, stmt, p, true);
        break;
    case OP_FOR:
        do_for(cpp, stmt, p);
        break;
    case OP_WHILE:
        do_while(cpp, stmt, p);
        break;
    case OP_ENDR:
        do_endr(cpp, stmt, p);
        break;
    case OP_INCLUDE:
        do_include(cpp, stmt, p);
        break;
    case OP_INCBIN:
        do_incbin(cpp, stmt, p);
        break;
    case OP_ALTMACRO:
        if (cpp_garbage_check(cpp, p, end))
            cpp->altmacro = true;
        break;
    case OP_NOALTMACRO:
        if (cpp_garbage_check(cpp, p, end))
            cpp->altmacro = false;
        break;
    case OP_MACROCASE:
        if (cpp_garbage_check(cpp, p, end))
            cpp->macrocase = true;
        break;
    case OP_NOMACROCASE:
        if (cpp_garbage_check(cpp, p, end))
            cpp->macrocase = false;
        break;
    case OP_END:
        if (cpp_garbage_check(cpp, p, end))
            cpp->end_of_assembly = true;
        break;
    case OP_ABORT:
        cpp_error(cpp, stmt, "aborted by '.abort'");
        cpp->end_of_assembly = true;
        cpp->aborted = true;
        break;
    case OP_ERR:
        cpp_error(cpp, stmt, "'.err' encountered");
        break;
    case OP_ERROR:
        do_error_op(cpp, stmt, p);
        break;
    default:
        break;
    }
    return false;
}

static void statement(Cpp *cpp)
{
    const char *text = cpp->line.text;
    const char *end = text + cpp->line.len;
    const char *p = skip_sp(text, end);
    if (p == end)
        return;
    const char *from = p;          /* start of what is written out */
    const char *stmt = p;
    size_t adv;
    size_t n = label_name(p, end, &adv);
    const char *q = skip_sp(p + adv, end);

    while (n && q < end && *q == ':' && !(q + 1 < end && q[1] == ':')) {
        if (!track_label(cpp, stmt, n, stmt))
            return;             /* clrxasm drops the rest of the line */
        q = skip_sp(q + 1, end);
        stmt = q;
        n = label_name(q, end, &adv);
        q = skip_sp(q + adv, end);
    }

    if (q < end && *q == '=' && !(n && cpp_digit(*stmt))) {
        const char *e = skip_sp(q + 1, end);
        if (n == 0) {
            /* clrxasm takes an empty name here; leave it to the assembler */
            write_text(cpp, from, end);
            return;
        }
        if (e == end) {
            cpp_error(cpp, e, "expected an expression to assign");
            return;
        }
        track_assign(cpp, stmt, n, stmt, e, true, false);
        write_text(cpp, from, end);
        return;
    }

    if (n >= 2 && stmt[0] == '.') {
        char buf[64];      /* longer than every pseudo-op name */
        const PseudoOp *op = NULL;
        if (n - 1 < sizeof buf) {
            for (size_t k = 1; k < n; k++)
                buf[k - 1] = ascii_lower(stmt[k]);
            op = ht_get(op_table, buf, n - 1);
        }
        if (op) {
            if (do_pseudo_op(cpp, op, stmt, q, from))
                write_text(cpp, from, end);
            return;
        }
        int r = macro_invoke(cpp, stmt);
        if (r == 0)
            cpp_error(cpp, stmt, "'%.*s' is neither a pseudo-op nor a macro", (int)n, stmt);
        else
            write_text(cpp, from, stmt);
        return;
    }
    if (n >= 1 && cpp_digit(stmt[0])) {
        cpp_error(cpp, stmt, "a statement cannot begin with a number");
        return;
    }
    int r = macro_invoke(cpp, stmt);
    if (r != 0) {
        write_text(cpp, from, stmt);
        return;
    }
    if (n == 0 && q != end) {
        cpp_error(cpp, stmt, "garbage at the place of a statement");
        return;
    }
    /* an instruction */
    cpp->format_init = true;
    leave_abs_tracking(cpp);
    write_text(cpp, from, end);
}

/* ------------------------------------------------------------------ */
/* setup and the main loop                                             */

void cpp_init(Cpp *cpp, const CppConfig *cfg, Output *out)
{
    memset(cpp, 0, sizeof *cpp);
    op_table_init();
    cpp->cfg = cfg;
    cpp->out = out;
    cpp->perm = arena_new();
    cpp->names = strpool_new();
    cpp->macros = ht_new(64);
    cpp->target = cfg->asmopts->target;
    cpp->altmacro = cfg->asmopts->alternate_macro;
    cpp->macrocase = !cfg->asmopts->no_macro_case;
    deps_init(&cpp->deps);
    track_init(cpp);
}

void cpp_free(Cpp *cpp)
{
    cpp_free_sources(cpp);
    macros_free(cpp);
    track_free(cpp);
    free(cpp->clauses);
    deps_free(&cpp->deps);
    sb_free(&cpp->indent_buf);
    strpool_free(cpp->names);
    arena_free(cpp->perm);
    memset(cpp, 0, sizeof *cpp);
}

bool cpp_run(Cpp *cpp, const char *const *inputs, size_t ninputs)
{
    cpp->inputs = inputs;
    cpp->ninputs = ninputs;
    track_defsyms(cpp);
    if (ninputs == 0)
        return false;
    cpp->next_input = 1;
    if (!open_input(cpp, inputs[0]))
        return false;
    while (!cpp->end_of_assembly && !cpp->fatal) {
        if (cpp->line_already_read) {
            cpp->line_already_read = false;
            if (!cpp->have_line)
                break;
        } else if (!cpp_read_line(cpp))
            break;
        if (cpp->scratch_uses > 4096) {
            arena_free(cpp->scratch);
            cpp->scratch = NULL;
            cpp->scratch_uses = 0;
        }
        statement(cpp);
    }
    if (!cpp->fatal && !cpp->aborted)
        report_open_clauses(cpp);
    return !diag_failed() && !cpp->fatal;
}
