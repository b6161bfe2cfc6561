/* cond.c - the clause stack (.if parts, macro definitions and repetitions
 * being recorded), the conditional pseudo-ops and the skipping of the
 * branches that are not taken.
 *
 * As in clrxasm, a false branch is skipped by reading statements and
 * looking only at the pseudo-ops that open or close clauses; conditionals
 * inside a macro definition or repetition met while skipping are ignored;
 * the `.elseif` that ends a skipped branch is then run like any statement.
 */
#include <string.h>

#include "cpp.h"

static const char *clause_name(ClauseType t)
{
    switch (t) {
    case CL_IF: return "'.if'";
    case CL_ELSEIF: return "'.elseif'";
    case CL_ELSE: return "'.else'";
    case CL_MACRO: return "macro definition";
    default: return "repetition";
    }
}

void clause_push(Cpp *cpp, ClauseType t, SrcPos pos, bool satisfied)
{
    if (cpp->nclauses == cpp->clausecap) {
        cpp->clausecap = cpp->clausecap ? cpp->clausecap * 2 : 16;
        cpp->clauses = xrealloc(cpp->clauses, cpp->clausecap * sizeof *cpp->clauses);
    }
    Clause *c = &cpp->clauses[cpp->nclauses++];
    memset(c, 0, sizeof *c);
    c->type = t;
    c->pos = pos;
    c->satisfied = satisfied;
}

bool clause_else(Cpp *cpp, ClauseType t, const char *p, bool satisfied, bool *included)
{
    const char *what = t == CL_ELSEIF ? "'.elseif'" : "'.else'";
    if (cpp->nclauses == 0) {
        cpp_error(cpp, p, "%s without '.if'", what);
        return false;
    }
    Clause *c = &cpp->clauses[cpp->nclauses - 1];
    switch (c->type) {
    case CL_ELSE:
        if (t == CL_ELSEIF)
            cpp_error(cpp, p, "'.elseif' after '.else'");
        else
            cpp_error(cpp, p, "second '.else' of a conditional");
        diag_pos(DIAG_NOTE, c->pos, "the previous '.else' is here");
        diag_pos(DIAG_NOTE, c->prev_if, "the conditional begins here");
        return false;
    case CL_MACRO:
        cpp_error(cpp, p, "%s without '.if' inside a macro", what);
        return false;
    case CL_REPEAT:
        cpp_error(cpp, p, "%s without '.if' inside a repetition", what);
        return false;
    default:
        break;
    }
    *included = satisfied && !c->satisfied;
    c->satisfied |= *included;
    if (c->type == CL_IF)
        c->prev_if = c->pos;
    c->type = t;
    c->pos = cpp_pos(cpp, p);
    return true;
}

bool clause_pop(Cpp *cpp, const char *p, ClauseType t)
{
    if (cpp->nclauses == 0) {
        if (t == CL_IF)
            cpp_error(cpp, p, "'.endif' without a conditional");
        else if (t == CL_MACRO)
            cpp_error(cpp, p, "'.endm' without '.macro'");
        else
            cpp_error(cpp, p, "'.endr' without a repetition");
        return false;
    }
    Clause *c = &cpp->clauses[cpp->nclauses - 1];
    switch (c->type) {
    case CL_IF:
    case CL_ELSEIF:
    case CL_ELSE:
        if (t == CL_MACRO) {
            cpp_error(cpp, p, "'.endm' inside an unfinished conditional");
            return false;
        }
        if (t == CL_REPEAT) {
            cpp_error(cpp, p, "'.endr' inside an unfinished conditional");
            return false;
        }
        break;
    case CL_MACRO:
        if (t == CL_REPEAT) {
            cpp_error(cpp, p, "'.endr' inside an unfinished macro definition");
            return false;
        }
        if (t == CL_IF) {
            cpp_error(cpp, p, "'.endif' inside an unfinished macro definition");
            return false;
        }
        break;
    case CL_REPEAT:
        if (t == CL_MACRO) {
            cpp_error(cpp, p, "'.endm' inside an unfinished repetition");
            return false;
        }
        if (t == CL_IF) {
            cpp_error(cpp, p, "'.endif' inside an unfinished repetition");
            return false;
        }
        break;
    }
    cpp->nclauses--;
    return true;
}

void report_open_clauses(Cpp *cpp)
{
    while (cpp->nclauses) {
        const Clause *c = &cpp->clauses[cpp->nclauses - 1];
        diag_pos(DIAG_ERROR, c->pos, "unterminated %s", clause_name(c->type));
        if (c->type == CL_ELSEIF || c->type == CL_ELSE)
            diag_pos(DIAG_NOTE, c->prev_if, "the conditional begins here");
        cpp->nclauses--;
    }
}

/* ------------------------------------------------------------------ */
/* skipping                                                            */

/* The pseudo-ops that matter while skipping. */
typedef enum SkipOp {
    SK_NONE, SK_ELSE, SK_ELSEIF, SK_ENDIF, SK_IF, SK_ENDM, SK_ENDR, SK_MACRO, SK_REPEAT
} SkipOp;

static SkipOp skip_op(const char *name, size_t n)
{
    /* name without the leading dot, lower case */
    if (n >= 2 && name[0] == 'i' && name[1] == 'f') {
        static const char *const ifs[] = {
            "if", "if32", "if64", "ifarch", "ifb", "ifc", "ifdef", "ifeq", "ifeqs",
            "iffmt", "ifge", "ifgpu", "ifgt", "ifle", "iflt", "ifnarch", "ifnb",
            "ifnc", "ifndef", "ifne", "ifnes", "ifnfmt", "ifngpu", "ifnotdef"
        };
        for (size_t k = 0; k < CLRX_ARRAY_SIZE(ifs); k++)
            if (strlen(ifs[k]) == n && memcmp(ifs[k], name, n) == 0)
                return SK_IF;
        return SK_NONE;
    }
    if (n >= 6 && memcmp(name, "elseif", 6) == 0) {
        /* .elseif + the suffix of some .if form */
        if (n == 6)
            return SK_ELSEIF;
        char tmp[16];
        if (n - 4 >= sizeof tmp)
            return SK_NONE;
        tmp[0] = 'i';
        tmp[1] = 'f';
        memcpy(tmp + 2, name + 6, n - 6);
        return skip_op(tmp, n - 4) == SK_IF ? SK_ELSEIF : SK_NONE;
    }
    static const struct { const char *name; SkipOp op; } others[] = {
        { "else", SK_ELSE }, { "endif", SK_ENDIF }, { "endm", SK_ENDM },
        { "endmacro", SK_ENDM }, { "endr", SK_ENDR }, { "endrept", SK_ENDR },
        { "macro", SK_MACRO }, { "rept", SK_REPEAT }, { "irp", SK_REPEAT },
        { "irpc", SK_REPEAT }, { "for", SK_REPEAT }, { "while", SK_REPEAT },
    };
    for (size_t k = 0; k < CLRX_ARRAY_SIZE(others); k++)
        if (strlen(others[k].name) == n && memcmp(others[k].name, name, n) == 0)
            return others[k].op;
    return SK_NONE;
}

/* The pseudo-op name of a statement (after labels), lower-cased into buf;
 * its length (with the dot) or 0. */
static size_t stmt_op(const char *stmt, const char *end, char *buf, size_t bufsz)
{
    if (stmt == end || *stmt != '.')
        return 0;
    size_t n = scan_name(stmt, end);
    if (n >= bufsz)
        return 0;
    for (size_t k = 0; k < n; k++)
        buf[k] = ascii_lower(stmt[k]);
    buf[n] = '\0';
    return n;
}

void skip_clauses(Cpp *cpp, bool exitm)
{
    const size_t level = cpp->nclauses;
    const ClauseType top = level ? cpp->clauses[level - 1].type : CL_IF;
    const bool top_is_if = top == CL_IF || top == CL_ELSEIF || top == CL_ELSE;
    const size_t sources = cpp->nsources;
    char name[32];

    while (exitm || cpp->nclauses >= level) {
        if (!cpp_read_line(cpp)) {
            cpp->have_line = false;
            break;
        }
        cpp->have_line = true;
        if (exitm && sources > cpp->nsources) {
            /* the macro (or repetition) is over: this line comes after it */
            cpp->line_already_read = true;
            break;
        }
        const char *end = cpp->line.text + cpp->line.len;
        const char *stmt = skip_spaces_and_labels(cpp->line.text, end);
        size_t n = stmt_op(stmt, end, name, sizeof name);
        if (!n)
            continue;
        SkipOp op = skip_op(name + 1, n - 1);
        const char *after = stmt + n;
        bool in_body = cpp->nclauses &&
            (cpp->clauses[cpp->nclauses - 1].type == CL_MACRO ||
             cpp->clauses[cpp->nclauses - 1].type == CL_REPEAT);
        switch (op) {
        case SK_ENDIF:
            if (cpp_garbage_check(cpp, after, end) && !in_body)
                clause_pop(cpp, stmt, CL_IF);
            break;
        case SK_ENDM:
            if (cpp_garbage_check(cpp, after, end))
                clause_pop(cpp, stmt, CL_MACRO);
            break;
        case SK_ENDR:
            if (cpp_garbage_check(cpp, after, end))
                clause_pop(cpp, stmt, CL_REPEAT);
            break;
        case SK_ELSE:
        case SK_ELSEIF:
            if (op == SK_ELSE && !cpp_garbage_check(cpp, after, end))
                break;
            if (in_body)
                break;
            if (!exitm && cpp->nclauses == level && top_is_if) {
                /* this part ends the skipped branch: run it */
                cpp->line_already_read = true;
                return;
            }
            {
                bool inc;
                clause_else(cpp, op == SK_ELSE ? CL_ELSE : CL_ELSEIF, stmt, true, &inc);
            }
            break;
        case SK_IF:
            if (!in_body)
                clause_push(cpp, CL_IF, cpp_pos(cpp, stmt), true);
            break;
        case SK_MACRO:
            clause_push(cpp, CL_MACRO, cpp_pos(cpp, stmt), true);
            break;
        case SK_REPEAT:
            clause_push(cpp, CL_REPEAT, cpp_pos(cpp, stmt), true);
            break;
        default:
            break;
        }
    }
}

/* ------------------------------------------------------------------ */
/* conditions                                                          */

/* .ifc operands: blanks collapsed and dropped between different tokens,
 * as GNU as compares them */
void ifc_string(const char *s, const char *end, StrBuf *out)
{
    bool blank = true, sq = false, dq = false;
    unsigned char prev = 0;
    sb_clear(out);
    sb_reserve(out, 1);
    for (; s < end; s++) {
        if (cpp_space(*s)) {
            if (!blank || dq || sq)
                sb_putc(out, *s);
            blank = true;
            continue;
        }
        blank = false;
        if (*s == '"' && !sq)
            dq = !dq;
        else if (*s == '\'' && !dq)
            sq = !sq;
        unsigned char t = tok_class((unsigned char)*s);
        if (!sq && !dq && out->len && cpp_space(out->data[out->len - 1]) &&
            (prev != t || (prev & 0x80) == 0))
            out->len--;
        sb_putc(out, *s);
        prev = t;
    }
    if (out->len && cpp_space(out->data[out->len - 1]))
        out->len--;
}

static bool eval_condition(Cpp *cpp, const char *p, const char *end, CondKind kind,
                           bool *sat)
{
    switch (kind) {
    case COND_NE: case COND_EQ: case COND_GT: case COND_GE: case COND_LT: case COND_LE: {
        int64_t v;
        if (cpp_abs_value(cpp, &p, end, &v, true, "condition") != VAL_OK)
            return false;
        if (!cpp_garbage_check(cpp, p, end))
            return false;
        switch (kind) {
        case COND_NE: *sat = v != 0; break;
        case COND_EQ: *sat = v == 0; break;
        case COND_GT: *sat = v > 0; break;
        case COND_GE: *sat = v >= 0; break;
        case COND_LT: *sat = v < 0; break;
        default: *sat = v <= 0; break;
        }
        return true;
    }
    case COND_DEF: {
        p = skip_sp(p, end);
        size_t adv;
        size_t n = scoped_name(p, end, &adv);
        if (!n) {
            cpp_error(cpp, p, "expected a symbol name");
            return false;
        }
        const char *name = p;
        if (!cpp_garbage_check(cpp, p + adv, end))
            return false;
        Symbol *s;
        if (n == 1 && name[0] == '.') {
            cpp->format_init = true;
            *sat = true;
            return true;
        }
        s = symtab_lookup(cpp->symtab, name, n, false);
        if (!s && n >= 3 && memcmp(name + n - 3, "::.", 3) == 0) {
            cpp_error(cpp, name, "symbol '.' can only be in the global scope");
            return false;
        }
        *sat = s && symbol_is_defined(s);
        return true;
    }
    case COND_BLANK:
        *sat = skip_sp(p, end) == end;
        return true;
    case COND_CMPSTR: {
        p = skip_sp(p, end);
        const char *comma = memchr(p, ',', (size_t)(end - p));
        if (!comma) {
            cpp_error(cpp, end, "missing the second string");
            return false;
        }
        StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
        ifc_string(p, comma, &a);
        ifc_string(comma + 1, end, &b);
        *sat = a.len == b.len && memcmp(a.data, b.data, a.len) == 0;
        sb_free(&a);
        sb_free(&b);
        return true;
    }
    case COND_STREQ: {
        StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
        bool ok = cpp_parse_string(cpp, &p, end, &a);
        if (!cpp_required_comma(cpp, &p, end)) {
            sb_free(&a);
            return false;
        }
        ok &= cpp_parse_string(cpp, &p, end, &b);
        if (ok && cpp_garbage_check(cpp, p, end)) {
            *sat = a.len == b.len && (a.len == 0 || memcmp(a.data, b.data, a.len) == 0);
        } else
            ok = false;
        sb_free(&a);
        sb_free(&b);
        return ok;
    }
    case COND_32:
        if (!cpp_garbage_check(cpp, p, end))
            return false;
        *sat = !cpp->target.is64bit;
        return true;
    case COND_ARCH: {
        GpuArch a;
        if (!parse_arch_name(cpp, &p, end, &a) || !cpp_garbage_check(cpp, p, end))
            return false;
        *sat = arch_matches(a, gpu_arch(cpp->target.gpu));
        return true;
    }
    case COND_GPU: {
        GpuDevice d;
        if (!parse_gpu_name(cpp, &p, end, &d) || !cpp_garbage_check(cpp, p, end))
            return false;
        *sat = d == cpp->target.gpu;
        return true;
    }
    case COND_FMT: {
        BinFormat f;
        /* clrxasm does not look at what follows the name here */
        if (!parse_format_name(cpp, &p, end, &f))
            return false;
        *sat = f == cpp->target.format;
        return true;
    }
    }
    return false;
}

void do_if(Cpp *cpp, const char *stmt, const char *p, CondKind kind, bool neg,
           bool elseif)
{
    const char *end = cpp->line.text + cpp->line.len;
    bool sat = false;
    if (!eval_condition(cpp, p, end, kind, &sat))
        return;
    /* .if32 is the negation of "64-bit"; COND_32 already gives "32-bit" */
    if (neg)
        sat = !sat;
    bool included;
    if (!elseif) {
        clause_push(cpp, CL_IF, cpp_pos(cpp, stmt), sat);
        included = sat;
    } else if (!clause_else(cpp, CL_ELSEIF, stmt, sat, &included))
        return;
    if (!included)
        skip_clauses(cpp, false);
}

void do_else(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    if (!cpp_garbage_check(cpp, p, end))
        return;
    bool included;
    if (clause_else(cpp, CL_ELSE, stmt, true, &included) && !included)
        skip_clauses(cpp, false);
}

void do_endif(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    if (!cpp_garbage_check(cpp, p, end))
        return;
    clause_pop(cpp, stmt, CL_IF);
}
