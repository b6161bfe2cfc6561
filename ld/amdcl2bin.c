/* amdcl2bin.c - the bytes of an AMD OpenCL 2.0 binary (amdcl2bin.h; the
 * layout: docs/formats/amdcl2.md, sections 2-6). */
#include "amdcl2bin.h"

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "elfout.h"

/* ---- argument types: metadata type code, element size, vector length ---- */

typedef struct TypeSize {
    uint8_t code, elem, vec;
} TypeSize;

static const TypeSize type_sizes[CL2T_COUNT] = {
    { 6, 1, 1 }, { 6, 1, 1 }, { 6, 1, 1 }, { 7, 2, 1 }, { 7, 2, 1 }, { 8, 4, 1 }, { 8, 4, 1 },
    { 9, 8, 1 }, { 9, 8, 1 }, { 11, 4, 1 }, { 12, 8, 1 }, { 7, 8, 1 },
    /* images */
    { 0, 32, 1 }, { 0, 32, 1 }, { 0, 32, 1 }, { 0, 32, 1 }, { 0, 32, 1 }, { 0, 32, 1 },
    { 0, 32, 1 },
    /* uchar2..16, char2..16 */
    { 6, 1, 2 }, { 6, 1, 3 }, { 6, 1, 4 }, { 6, 1, 8 }, { 6, 1, 16 },
    { 6, 1, 2 }, { 6, 1, 3 }, { 6, 1, 4 }, { 6, 1, 8 }, { 6, 1, 16 },
    /* ushort, short */
    { 7, 2, 2 }, { 7, 2, 3 }, { 7, 2, 4 }, { 7, 2, 8 }, { 7, 2, 16 },
    { 7, 2, 2 }, { 7, 2, 3 }, { 7, 2, 4 }, { 7, 2, 8 }, { 7, 2, 16 },
    /* uint, int */
    { 8, 4, 2 }, { 8, 4, 3 }, { 8, 4, 4 }, { 8, 4, 8 }, { 8, 4, 16 },
    { 8, 4, 2 }, { 8, 4, 3 }, { 8, 4, 4 }, { 8, 4, 8 }, { 8, 4, 16 },
    /* ulong, long */
    { 9, 8, 2 }, { 9, 8, 3 }, { 9, 8, 4 }, { 9, 8, 8 }, { 9, 8, 16 },
    { 9, 8, 2 }, { 9, 8, 3 }, { 9, 8, 4 }, { 9, 8, 8 }, { 9, 8, 16 },
    /* float, double */
    { 11, 4, 2 }, { 11, 4, 3 }, { 11, 4, 4 }, { 11, 4, 8 }, { 11, 4, 16 },
    { 12, 8, 2 }, { 12, 8, 3 }, { 12, 8, 4 }, { 12, 8, 8 }, { 12, 8, 16 },
    /* sampler, structure, counter32, counter64, pipe, queue, clk event */
    { 0, 16, 1 }, { 15, 0, 0 }, { 0, 0, 0 }, { 0, 0, 0 }, { 7, 16, 1 }, { 18, 16, 1 },
    { 7, 8, 1 }
};

static bool is_image(unsigned t)
{
    return t >= CL2T_IMAGE && t <= CL2T_IMAGE3D;
}

/* the architecture's word in the metadata of drivers from 2236 on */
static const char *const arch_words[] = { "GFX6", "GFX7", "GFX8", "GFX9", "GFX9" };

static const char *arch_word(GpuArch a)
{
    return (unsigned)a < CLRX_ARRAY_SIZE(arch_words) ? arch_words[a] : "GFX9";
}

/* ---- what is computed per kernel first ---- */

typedef struct KTemp {
    size_t metadata_size, isametadata_size, stub_size, setup_size, code_size;
    bool use_locals;
    uint32_t pipes_used;
    uint32_t *resids;          /* per argument */
} KTemp;

/* the ISA metadata of a configured kernel in the old format */
static const uint8_t isa_metadata[20] = {
    0x00, 0x00, 0x68, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x42, 0x09,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00
};

static size_t samplers_num(const Cl2Bin *in)
{
    return in->sampler_config ? in->nsamplers : in->sampler_init_size >> 3;
}

/* Resource ids: the given ones first, then the free ones in order. */
static const char *assign_resids(const Cl2Config *c, uint32_t *out)
{
    uint8_t ro[128] = { 0 }, wo[64] = { 0 }, rw[64] = { 0 }, samp[16] = { 0 };
    for (size_t k = 0; k < c->nargs; k++) {
        const Cl2Arg *a = &c->args[k];
        out[k] = 0;
        if (a->resid == CL2_DEFAULT)
            continue;
        if (a->type == CL2T_SAMPLER) {
            if (a->resid >= 16)
                return "a sampler id is out of range (0-15)";
            if (samp[a->resid])
                return "a sampler id is used twice";
            samp[a->resid] = 1;
            out[k] = a->resid;
        } else if (is_image(a->type)) {
            unsigned acc = a->access & CL2_ACC_MASK;
            if (acc == 1) {
                if (a->resid >= 128)
                    return "a read-only image id is out of range (0-127)";
                if (ro[a->resid])
                    return "a read-only image id is used twice";
                ro[a->resid] = 1;
            } else if (acc == 2) {
                if (a->resid >= 64)
                    return "a write-only image id is out of range (0-63)";
                if (wo[a->resid])
                    return "a write-only image id is used twice";
                wo[a->resid] = 1;
            } else {
                if (a->resid >= 64)
                    return "a read-write image id is out of range (0-63)";
                if (rw[a->resid])
                    return "a read-write image id is used twice";
                rw[a->resid] = 1;
            }
            out[k] = a->resid;
        }
    }
    unsigned nro = 0, nwo = 0, nrw = 0, ns = 0;
    for (size_t k = 0; k < c->nargs; k++) {
        const Cl2Arg *a = &c->args[k];
        if (a->resid != CL2_DEFAULT)
            continue;
        if (a->type == CL2T_SAMPLER) {
            while (ns < 16 && samp[ns])
                ns++;
            if (ns == 16)
                return "no sampler id is left (0-15)";
            out[k] = ns++;
        } else if (is_image(a->type)) {
            unsigned acc = a->access & CL2_ACC_MASK;
            if (acc == 1) {
                while (nro < 128 && ro[nro])
                    nro++;
                if (nro == 128)
                    return "no read-only image id is left (0-127)";
                out[k] = nro++;
            } else if (acc == 2) {
                while (nwo < 64 && wo[nwo])
                    nwo++;
                if (nwo == 64)
                    return "no write-only image id is left (0-63)";
                out[k] = nwo++;
            } else {
                /* clrxasm never reports running out of these */
                while (nrw < 64 && rw[nrw])
                    nrw++;
                out[k] = nrw++;
            }
        }
    }
    return NULL;
}

static size_t metadata_size(const Cl2Bin *in, const Cl2Config *c)
{
    const bool newb = in->driver >= CL2_NEW_DRIVER, v16_3 = in->driver >= CL2_16_3_DRIVER;
    size_t out;
    if (in->is64)
        out = (newb ? (v16_3 ? 303 : 254) : 246) + (c->nargs + 1) * 88 + 48;
    else
        out = (newb ? (v16_3 ? 195 : 174) : 166) + (c->nargs + 1) * 64 + 24;
    for (size_t k = 0; k < c->nargs; k++)
        out += c->args[k].name_len + c->args[k].type_name_len + 2;
    if (in->driver >= CL2_GFX_WORD_DRIVER)
        out += strlen(arch_word(gpu_arch(in->gpu))) - 7;
    if (v16_3 && c->vectypehint_len)
        out += c->vectypehint_len;
    return out;
}

static const char *prepare(const Cl2Bin *in, KTemp *t)
{
    const bool newb = in->driver >= CL2_NEW_DRIVER;
    size_t nsamp = samplers_num(in);
    for (size_t i = 0; i < in->nkernels; i++) {
        const Cl2BinKernel *k = &in->kernels[i];
        KTemp *kt = &t[i];
        if (newb && k->isametadata)
            return "ISA metadata (.isametadata) is allowed only in binaries for drivers "
                   "before 191205";
        if (newb && k->stub)
            return "a kernel stub (.stub) is allowed only in binaries for drivers before "
                   "191205";
        if (newb)
            for (size_t r = 0; r < k->nrels; r++)
                if (k->rels[r].offset > k->code_size || k->code_size - k->rels[r].offset < 4)
                    return "a relocation lies outside the kernel's code";
        if (!k->use_config) {
            kt->metadata_size = k->metadata ? k->metadata_size : 0;
            kt->isametadata_size = k->isametadata ? k->isametadata_size : sizeof isa_metadata;
            kt->setup_size = k->setup_size;
            kt->stub_size = k->stub ? k->stub_size : 0;
        } else {
            const Cl2Config *c = &k->cfg;
            kt->use_locals = c->localsize != 0;
            for (size_t a = 0; a < c->nargs && !kt->use_locals; a++)
                if (c->args[a].type == CL2T_POINTER && c->args[a].space == CL2_SPACE_LOCAL)
                    kt->use_locals = true;
            for (size_t a = 0; a < c->nargs; a++)
                if (c->args[a].type == CL2T_PIPE && c->args[a].used)
                    kt->pipes_used++;
            kt->resids = xcalloc(c->nargs ? c->nargs : 1, sizeof *kt->resids);
            const char *why = assign_resids(c, kt->resids);
            if (why)
                return why;
            for (size_t s = 0; s < c->nsamplers; s++)
                if (c->samplers[s] >= nsamp)
                    return "a kernel's sampler (.sampler) is out of range";
            kt->metadata_size = metadata_size(in, c);
            kt->setup_size = 256;
            kt->stub_size = newb ? 0 : 0xa60;
            kt->isametadata_size = newb ? 0 : sizeof isa_metadata;
        }
        kt->code_size = k->code_size;
    }
    return NULL;
}

/* ---- metadata ---- */

static void put_word(StrBuf *b, bool is64, uint64_t v)
{
    if (is64)
        sb_put64(b, v);
    else
        sb_put32(b, (uint32_t)v);
}

static void write_metadata(const Cl2Bin *in, size_t kid, const KTemp *kt, const Cl2Config *c,
                           StrBuf *b)
{
    const bool newb = in->driver >= CL2_NEW_DRIVER, v16_3 = in->driver >= CL2_16_3_DRIVER;
    const bool w = in->is64;
    const char *word = in->driver < CL2_GFX_WORD_DRIVER ? "generic" : arch_word(gpu_arch(in->gpu));
    /* header */
    put_word(b, w, newb ? (v16_3 ? (w ? 0x110 : 0xa4) : (w ? 0xe0 : 0x90)) : (w ? 0xd8 : 0x88));
    put_word(b, w, kt->metadata_size);
    sb_put32(b, 3);
    sb_put32(b, 1);
    sb_put32(b, 0x68);
    uint32_t options = (c->reqd[0] ? 4u : 0u) | (w ? 0x20u : 0u);
    if (!newb && (c->useenqueue || c->localsize || kt->pipes_used || c->scratch))
        options |= 0x100;
    sb_put32(b, options);
    sb_put16(b, (uint16_t)(kid + 1024));
    sb_put16(b, 0);
    sb_put32(b, 0);
    sb_put64(b, 0x0100000008ull);
    sb_put64(b, 0x0200000001ull);
    for (int i = 0; i < 3; i++)
        put_word(b, w, c->reqd[i]);
    sb_zeros(b, w ? 16 : 12);
    put_word(b, w, 0x15);
    put_word(b, w, strlen(word));
    sb_zeros(b, w ? 24 : 12);
    put_word(b, w, newb ? 0 : c->scratch ? c->scratch : kt->pipes_used << 4);
    sb_zeros(b, w ? 16 : 8);
    sb_put64(b, c->nargs);
    /* the middle */
    sb_zeros(b, w ? 40 : 16);
    sb_put32(b, c->useenqueue ? 1 : 0);
    sb_put32(b, (uint32_t)kid);
    if (newb) {
        sb_put32(b, 6);
        if (v16_3 && w)
            sb_put32(b, 0);
        sb_put32(b, kt->pipes_used == 0 && !c->useenqueue ? 0xffffffffu : 0);
    }
    if (v16_3) {
        if (w)
            sb_zeros(b, 4);
        for (int i = 0; i < 3; i++)
            put_word(b, w, c->hint[i]);
        put_word(b, w, c->vectypehint_len);
        put_word(b, w, 0);
    }
    sb_append(b, "__OpenCL_dummy_kernel", 22);
    sb_append(b, word, strlen(word) + 1);
    if (v16_3) {
        if (c->vectypehint_len)
            sb_append(b, c->vectypehint, c->vectypehint_len);
        sb_putc(b, '\0');
    }
    /* the arguments */
    uint32_t argoff = 0;
    for (size_t i = 0; i < c->nargs; i++) {
        const Cl2Arg *a = &c->args[i];
        const bool image = is_image(a->type);
        TypeSize ts = type_sizes[a->type < CL2T_COUNT ? a->type : 0];
        if (!w && a->type == CL2T_POINTER)
            ts.elem = 4;
        uint32_t vec = ts.vec;
        if (newb && vec == 3)
            vec = 4;
        put_word(b, w, w ? 88 : 64);
        put_word(b, w, a->name_len);
        put_word(b, w, a->type_name_len);
        put_word(b, w, 0);
        put_word(b, w, 0);
        if (image || a->type == CL2T_SAMPLER)
            sb_put32(b, kt->resids[i]);
        else if (a->type == CL2T_STRUCTURE)
            sb_put32(b, a->struct_size);
        else
            sb_put32(b, vec);
        uint32_t argsize = a->type == CL2T_STRUCTURE ? a->struct_size
                                                     : (ts.elem > 4 ? ts.elem : 4u) * vec;
        sb_put32(b, a->type != CL2T_SAMPLER);
        sb_put32(b, argoff);
        argoff += (argsize + 15) & ~15u;
        uint32_t code;
        if (image) {
            unsigned acc = a->access & CL2_ACC_MASK;
            code = acc == 1 ? 1 : acc == 2 ? 2 : 3;
        } else {
            code = ts.code;
            if (v16_3 && (a->type == CL2T_CHAR || a->type == CL2T_SHORT ||
                          a->type == CL2T_INT || a->type == CL2T_LONG))
                code -= 4;
        }
        sb_put32(b, code);
        uint32_t palign = 0;
        if (a->type == CL2T_CMDQUEUE)
            palign = newb ? 4 : 2;
        else if (a->type == CL2T_PIPE)
            palign = 256;
        else if (a->type == CL2T_CLKEVENT)
            palign = 4;
        else if (image)
            palign = 1;
        else if (a->type == CL2T_POINTER) {
            const TypeSize *pts = &type_sizes[a->ptr_type < CL2T_COUNT ? a->ptr_type : 0];
            uint32_t pvec = pts->vec;
            if (newb && pvec == 3)
                pvec = 4;
            uint32_t psize = a->ptr_type == CL2T_STRUCTURE ? a->struct_size
                                                           : (uint32_t)pts->elem * pvec;
            /* the highest bit, doubled when the size is not a power of two
             * (a zero size: the 32-bit shift of clrxasm's machine, 1 << 31) */
            palign = psize ? 1u << (31 - __builtin_clz(psize)) : 1u << 31;
            if (palign != psize)
                palign <<= 1;
        }
        sb_put32(b, palign);
        uint32_t ptype = 0, pspace = 0;
        static const uint32_t spaces[4] = { 0, 3, 5, 4 };
        if (a->type == CL2T_CLKEVENT) {
            ptype = 18;
            pspace = 4;
        } else if (a->type == CL2T_POINTER) {
            ptype = type_sizes[a->ptr_type < CL2T_COUNT ? a->ptr_type : 0].code;
            pspace = spaces[a->space & 3];
        } else if (a->type == CL2T_PIPE) {
            ptype = 15;
            pspace = 4;
        }
        sb_put32(b, ptype);
        sb_put32(b, pspace);
        uint32_t ptr_or_pipe = 0;
        if (a->type == CL2T_PIPE)
            ptr_or_pipe = a->used ? 3 : 1;
        else if (a->type == CL2T_POINTER || a->type == CL2T_CLKEVENT)
            ptr_or_pipe = newb ? (a->used ? a->used : 1u) : 3u;
        sb_put32(b, ptr_or_pipe);
        sb_putc(b, (a->access & CL2_ACC_VOLATILE) != 0);
        sb_putc(b, (a->access & CL2_ACC_RESTRICT) != 0);
        sb_putc(b, a->type == CL2T_PIPE);
        sb_putc(b, 0);
        uint32_t kind = a->type == CL2T_SAMPLER ? 1 : image ? 2 : ptr_or_pipe ? 5
                      : a->type == CL2T_CMDQUEUE ? 7 : 4;
        sb_put32(b, kind);
        put_word(b, w, (a->access & CL2_ACC_CONST) != 0);
    }
    sb_zeros(b, w ? 88 : 64);
    for (size_t i = 0; i < c->nargs; i++) {
        sb_append(b, c->args[i].name, c->args[i].name_len);
        sb_putc(b, '\0');
        sb_append(b, c->args[i].type_name, c->args[i].type_name_len);
        sb_putc(b, '\0');
    }
    sb_zeros(b, w ? 48 : 24);
}

/* ---- kernel setup (the 256 bytes before a configured kernel's code) ---- */

uint32_t cl2_kernarg_size(const Cl2Config *c, bool is64, bool newb)
{
    uint32_t size = 0;
    for (size_t i = 0; i < c->nargs; i++) {
        unsigned t = c->args[i].type;
        if (t == CL2T_POINTER || t == CL2T_PIPE || t == CL2T_CLKEVENT || t == CL2T_STRUCTURE ||
            t == CL2T_CMDQUEUE || t == CL2T_SAMPLER || is_image(t)) {
            uint32_t s = is64 ? 8 : 4;
            if (size & (s - 1))
                size += s - (size & (s - 1));
            size += s;
        } else {
            const TypeSize *ts = &type_sizes[t < CL2T_COUNT ? t : 0];
            uint32_t vec = ts->vec;
            if (newb && vec == 3)
                vec = 4;
            /* element size 0 (counters): clrxasm's mask is all ones */
            uint32_t m = (uint32_t)ts->elem - 1u;
            if (size & m)
                size += ts->elem - (size & m);
            size += vec * ts->elem;
        }
    }
    if (newb)
        size = (size + 15) & ~15u;
    return size;
}

static uint32_t setup_rsrc2(const Cl2Config *c, GpuArch arch, bool store_lds)
{
    uint32_t dim_mask = c->dim_mask, dim_values = 0;
    if (c->dim_mask != CL2_DEFAULT) {
        if ((dim_mask & 0x100) == 0) {
            /* one set of dimensions: as clrxasm 0.1.7 and before */
            dim_mask = CL2_DEFAULT;
            dim_values = (c->dim_mask & 7) << 7;
            if (!c->useenqueue)
                dim_values |= ((c->dim_mask & 4) ? 2u : (c->dim_mask & 2) ? 1u : 0u) << 11;
            else
                dim_values |= 2u << 11;
        }
    } else
        dim_values = c->rsrc2 & 0x1b80u;
    const bool gcn14 = arch >= ARCH_GCN1_4;
    uint32_t udata = gcn14 ? 6 : 4;
    if (c->usegeneric)
        udata = 12;
    else if (c->useenqueue)
        udata = 10;
    else if (c->usesetup)
        udata = gcn14 ? 10 : 8;
    else if (c->useargs)
        udata = gcn14 ? 8 : 6;
    return (c->rsrc2 & 0xffffe440u) |
           gpu_pgm_rsrc2(arch, c->scratch != 0, udata, false, dim_mask, dim_values, c->tgsize,
                         store_lds ? (uint32_t)c->localsize : 0, c->exceptions);
}

static void write_setup(const Cl2Bin *in, const Cl2Config *c, bool newb, bool use_pipes,
                        StrBuf *b)
{
    GpuArch arch = gpu_arch(in->gpu);
    sb_put64(b, newb ? 0x100000001ull : 1);
    static const uint8_t after8[40] = { 1, 0, 0, 0, 0, 0, 0, 0, 0, 1 };
    sb_append(b, after8, sizeof after8);
    const uint32_t needed = arch >= ARCH_GCN1_2 ? 4 : 2;
    const uint32_t extra = (c->useenqueue || c->usegeneric) ? needed : 0;
    uint32_t sgprs = c->sgprs + extra + 2, vgprs = c->vgprs ? c->vgprs : 1;
    if (!sgprs)
        sgprs = 1;
    sb_put32(b, c->rsrc1 | gpu_pgm_rsrc1(arch, vgprs, sgprs, c->priority, c->floatmode,
                                         c->priv, c->dx10 || newb, c->debug, c->ieee));
    uint16_t setup1 = 1;
    if (c->usegeneric)
        setup1 = 0x2f;
    else if (c->useenqueue)
        setup1 = 0x2b;
    else if (c->usesetup)
        setup1 = 0xb;
    else if (c->useargs)
        setup1 = 0x9;
    if (arch == ARCH_GCN1_4)
        setup1 |= 0x20;
    sb_put32(b, setup_rsrc2(c, arch, false));
    sb_put16(b, setup1);
    uint16_t arch_ind = in->is64 ? 0xa : 0x2;
    if (arch >= ARCH_GCN1_2 && newb && in->driver <= CL2_NEW_DRIVER)
        arch_ind |= 0x40;
    sb_put16(b, arch_ind);
    sb_put32(b, c->scratch);
    sb_put32(b, (uint32_t)c->localsize);
    sb_put32(b, c->gdssize);
    sb_put32(b, cl2_kernarg_size(c, in->is64, newb));
    sb_zeros(b, 8);
    sb_put16(b, (uint16_t)sgprs);
    sb_put16(b, (uint16_t)c->vgprs);
    sb_put16(b, (uint16_t)c->vgprs);
    sb_put16(b, 0);
    sb_put16(b, (uint16_t)c->sgprs);
    sb_put16(b, 0);
    sb_put32(b, 0);
    if (newb)
        sb_put32(b, 0x06040404u);
    else {
        uint32_t bits = c->useenqueue ? 0x30000u : 0;
        bits |= (!c->useenqueue && c->scratch) ? 0x40000u : 0;
        bits |= c->localsize ? 0x200u : 0;
        bits |= (use_pipes && !(bits & 0x40000u)) ? 0x30000u : 0;
        sb_put32(b, 0x06000003u | bits);
    }
    sb_zeros(b, 256 - 56 - 48);
}

/* ---- kernel stub (old binaries) ---- */

/* instructions, and local and global memory operations, of a kernel's code */
static void analyze_code(GpuArch arch, const uint8_t *code, size_t size, uint32_t *ninsns,
                         uint32_t *nglobal, uint32_t *nlocal)
{
    /* words per encoding (index: bits 29..26 of the first word) */
    static const uint8_t size11[16] = { 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1, 0, 1, 0 };
    static const uint8_t size12[16] = { 1, 1, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1, 0, 0, 0 };
    static const uint8_t size15[16] = { 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 0, 2, 1, 1, 0 };
    /* 1 global, 2 local */
    static const uint8_t kind[16] = { 0, 0, 0, 0, 0, 0, 2, 1, 1, 0, 1, 0, 1, 0, 0, 0 };
    const size_t nw = size >> 2;
    const bool g12 = arch >= ARCH_GCN1_2, g11 = arch == ARCH_GCN1_1;
    const bool g15 = arch >= ARCH_GCN1_5;
    uint32_t n = 0, glob = 0, loc = 0;
    for (size_t pos = 0; pos < nw; n++) {
        uint32_t insn = get32(code + 4 * pos++);
        if (insn & 0x80000000u) {
            if ((insn & 0x40000000u) == 0) {
                if ((insn & 0x30000000u) == 0x30000000u) {
                    uint32_t enc = insn & 0x0f800000u;
                    if (enc == 0x0e800000u) {              /* SOP1 */
                        if ((insn & 0xff) == 0xff && pos < nw)
                            pos++;
                    } else if (enc == 0x0f000000u) {       /* SOPC */
                        if (((insn & 0xff) == 0xff || (insn & 0xff00) == 0xff00) && pos < nw)
                            pos++;
                    } else if (enc != 0x0f800000u) {       /* SOPK */
                        uint32_t op = (insn >> 23) & 0x1f;
                        if (((!g12 && op == 21) || (g12 && op == 20)) && pos < nw)
                            pos++;
                    }
                } else if (((insn & 0xff) == 0xff || (insn & 0xff00) == 0xff00) && pos < nw)
                    pos++;                                  /* SOP2 */
            } else {
                uint32_t enc = (insn & 0x3c000000u) >> 26;
                if (g15) {
                    if (size15[enc] == 2) {
                        uint32_t dw = ((insn >> 1) & 3) + 1;
                        if (pos + dw <= nw)
                            pos += dw;
                    } else if (size15[enc] && pos < nw)
                        pos++;
                    if (enc == 3 || enc == 5) {
                        uint32_t i2 = get32(code + 4 * (pos - 1));
                        if ((i2 & 0x1ff) == 0xff || ((i2 >> 9) & 0x1ff) == 0xff ||
                            ((i2 >> 18) & 0x1ff) == 0xff)
                            pos++;
                    }
                } else if (g11 && enc == 0 && (insn & 0x1ff) == 0xff) {
                    if (pos < nw)
                        pos++;
                } else if ((!g12 && size11[enc] && (enc != 7 || g11)) || (g12 && size12[enc])) {
                    if (pos < nw)
                        pos++;
                }
                if (kind[enc] == 2)
                    loc++;
                if (kind[enc] == 1)
                    glob++;
            }
        } else {
            uint32_t src0 = insn & 0x1ff;
            bool lit = src0 == 0xff || (g12 && (src0 == 0xf9 || src0 == 0xfa)) ||
                       (g15 && (src0 == 0xe9 || src0 == 0xea));
            if ((insn & 0x7e000000u) == 0x7c000000u || (insn & 0x7e000000u) == 0x7e000000u) {
                if (lit && pos < nw)
                    pos++;
            } else {
                uint32_t op = (insn >> 25) & 0x3f;
                if (((!g12 || g15) && (op == 32 || op == 33)) ||
                    (g12 && !g15 && (op == 23 || op == 24 || op == 36 || op == 37)) ||
                    (g15 && (op == 32 || op == 33 || op == 44 || op == 45 || op == 55 ||
                             op == 56))) {
                    if (pos < nw)
                        pos++;
                } else if (lit && pos < nw)
                    pos++;
            }
        }
    }
    *ninsns = n;
    *nglobal = glob;
    *nlocal = loc;
}

static void write_stub(const Cl2Bin *in, const Cl2Config *c, const uint8_t *code,
                       size_t code_size, StrBuf *b)
{
    GpuArch arch = gpu_arch(in->gpu);
    const uint32_t needed = arch >= ARCH_GCN1_2 ? 4 : 2;
    const uint32_t all = c->sgprs + 2 + (c->useenqueue ? needed : 0);
    uint32_t ninsns, nglobal, nlocal;
    analyze_code(arch, code, code_size, &ninsns, &nglobal, &nlocal);
    size_t base = b->len;
    sb_put32(b, 0xa60);
    sb_put32(b, ninsns);
    sb_put32(b, c->vgprs);
    sb_zeros(b, 24);
    sb_put32(b, ninsns);
    sb_put32(b, nglobal);
    sb_put32(b, nlocal);
    sb_put32(b, 0);
    sb_put32(b, c->sgprs + c->vgprs);
    sb_put32(b, 0);
    sb_put32(b, all);
    sb_zeros(b, base + 0xb8 - b->len);
    sb_put32(b, 0xa60);
    sb_zeros(b, base + 0x164 - b->len);
    sb_put32(b, 3);
    sb_put32(b, c->localsize ? 13 : 12);
    sb_zeros(b, base + 0x9a0 - b->len);
    sb_put64(b, 0xa60);
    sb_put32(b, 0x100);
    sb_put32(b, (uint32_t)(code_size + 0x100));
    sb_zeros(b, 8);
    sb_put32(b, 0x200);
    sb_put32(b, 0);
    sb_put64(b, code_size + 0xb60);
    sb_zeros(b, 8);
    sb_put64(b, code_size + 0xb60);
    sb_put32(b, c->vgprs);
    sb_put32(b, all);
    sb_zeros(b, 8);
    sb_put32(b, c->vgprs);
    sb_put32(b, c->sgprs);
    sb_put32(b, c->floatmode & 0xff);
    sb_put32(b, 0);
    sb_put32(b, 1);
    sb_zeros(b, 12);
    sb_put32(b, (c->scratch + 3) >> 2);
    sb_put32(b, (uint32_t)c->localsize);
    sb_put32(b, 0xffffffffu);
    sb_put32(b, 0);
    sb_zeros(b, base + 0x9a0 + 0xa8 - b->len);
    sb_put32(b, setup_rsrc2(c, arch, true));
    sb_zeros(b, base + 0xa60 - b->len);
}

/* ---- the inner ELF (new binaries) ---- */

/* ELF notes "AMD" (name, desc, type) in 4-byte steps */
static void put_note(StrBuf *b, const void *desc, size_t n, uint32_t type)
{
    sb_put32(b, 4);
    sb_put32(b, (uint32_t)n);
    sb_put32(b, type);
    sb_append(b, "AMD", 4);
    sb_append(b, desc, n);
    if (n & 3)
        sb_zeros(b, 4 - (n & 3));
}

static const uint8_t note1[8] = { 1, 0, 0, 0, 0, 0, 0, 0 };
static const uint8_t note2_64[12] = { 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0 };
static const uint8_t note2_32[12] = { 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0 };
static const uint8_t note4_64[8] = { 0xf0, 0x83, 0x17, 0xfb, 0xfc, 0x7f, 0x00, 0x00 };
static const uint8_t note4_32[4] = { 0xb0, 0xa6, 0xf2, 0x00 };
static const char note4_16_3[0x29] = "\x19\0\0\0\x01\0\0\0\0\0\0\0AMD HSA Runtime Finalizer\0\0\0";
static const char note5[25] = "\x16\0-hsa_call_convention=\0";
static const char note5_16_3[26] = "\x16\0-hsa_call_convention=0\0";
static const char note5_gpupro[26] = "\x16\0-hsa_call_convention=0\0t";
static const char note5_16_3_32[54] =
    "\x32\0-hsa_call_convention=0 -use-buffer-for-hsa-global \0R";
static const char note5_32[52] = "\x31\0-hsa_call_convention=0 -use-buffer-for-hsa-globa";

static void put_note3(StrBuf *b, const GpuVersion *v, size_t n)
{
    uint8_t d[30];
    memset(d, 0, sizeof d);
    d[0] = 4;
    d[2] = 7;
    put32(d + 4, v->major);
    put32(d + 8, v->minor);
    put32(d + 12, v->stepping);
    memcpy(d + 16, "AMD\0AMDGPU", 10);
    put_note(b, d, n, 3);
}

/* The inner binary's section indices of the built-in sections (0: none). */
typedef struct InnerIdx {
    uint16_t text, rodata, data, bss, samplerinit, first_extra;
} InnerIdx;

static uint16_t sym_shndx(const InnerIdx *x, int32_t sect, bool *bad)
{
    uint16_t v;
    switch (sect) {
    case CL2S_ABS: return SHN_ABS;
    case CL2S_TEXT: v = x->text; break;
    case CL2S_RODATA: v = x->rodata; break;
    case CL2S_DATA: v = x->data; break;
    case CL2S_BSS: v = x->bss; break;
    case CL2S_SAMPLERINIT: v = x->samplerinit; break;
    default: return (uint16_t)(x->first_extra + sect);
    }
    if (!v)
        *bad = true;
    return v;
}

static void sampler_name(char *buf, size_t n, uint32_t id)
{
    snprintf(buf, n, "&input_bc::&_.Samp%u", id);
}

static const char *build_inner(const Cl2Bin *in, const KTemp *t, StrBuf *out)
{
    const bool v16_3 = in->driver >= CL2_16_3_DRIVER;
    const bool gpupro = in->driver == 203603 || in->driver == 207903;
    const size_t nk = in->nkernels, nsamp = samplers_num(in);
    const bool has_gd = in->global_size && in->global_data;
    const bool has_rw = in->rw_size && in->rw_data;
    const bool has_bss = in->bss_size != 0;
    const bool has_samp = in->nsampler_offsets ||
        (!in->sampler_config && in->sampler_init_size && in->sampler_init) ||
        (in->sampler_config && in->nsamplers);
    GpuVersion ver = gpu_version(in->gpu, GPUVER_AMDCL2);
    if (!v16_3 && in->gpu == GPU_FIJI)
        ver.stepping = 1;
    if (in->arch_minor != CL2_DEFAULT)
        ver.minor = in->arch_minor;
    if (in->arch_stepping != CL2_DEFAULT)
        ver.stepping = in->arch_stepping;

    /* the section contents made here */
    StrBuf notes = STRBUF_INIT, text = STRBUF_INIT, gdata = STRBUF_INIT, sinit = STRBUF_INIT;
    StrBuf grela = STRBUF_INIT, trela = STRBUF_INIT;
    if (v16_3) {
        put_note(&notes, note1, sizeof note1, 1);
        put_note(&notes, in->is64 ? note2_64 : note2_32, 12, 2);
        put_note3(&notes, &ver, 0x1a);
        put_note(&notes, note4_16_3, sizeof note4_16_3, 4);
        if (gpupro)
            put_note(&notes, note5_gpupro, sizeof note5_gpupro, 5);
        else if (in->is64)
            put_note(&notes, note5_16_3, sizeof note5_16_3, 5);
        else
            put_note(&notes, note5_16_3_32, sizeof note5_16_3_32, 5);
    } else {
        put_note(&notes, note1, sizeof note1, 1);
        put_note(&notes, in->is64 ? note2_64 : note2_32, 12, 2);
        if (in->is64)
            put_note(&notes, note5, sizeof note5, 5);
        else
            put_note(&notes, note5_32, sizeof note5_32, 5);
        put_note3(&notes, &ver, 0x1e);
        if (in->is64)
            put_note(&notes, note4_64, sizeof note4_64, 4);
        else
            put_note(&notes, note4_32, sizeof note4_32, 4);
    }
    /* global data: in the 16.3 layout as it is, before padded so that global
     * data, read-write data and bss take a multiple of 256 bytes */
    if (has_gd) {
        sb_append(&gdata, in->global_data, in->global_size);
        if (!v16_3) {
            size_t rw = in->rw_data ? in->rw_size : 0;
            size_t all = (in->global_size + in->bss_size + rw + 255) & ~(size_t)255;
            size_t gsize = all - rw - in->bss_size;
            if (gsize > in->global_size)
                sb_zeros(&gdata, gsize - in->global_size);
        }
    }
    /* the code and the setups */
    if (in->code) {
        size_t cur = 0;
        size_t *order = xmalloc((nk ? nk : 1) * sizeof *order);
        uint64_t *keys = xmalloc((nk ? nk : 1) * sizeof *keys);
        for (size_t i = 0; i < nk; i++)
            keys[i] = in->kernels[i].offset;
        cl2_order_by_key(keys, nk, order);     /* by offset */
        free(keys);
        for (size_t oi = 0; oi < nk; oi++) {
            const Cl2BinKernel *k = &in->kernels[order[oi]];
            const KTemp *kt = &t[order[oi]];
            sb_append(&text, in->code + cur, k->offset - cur);
            if (!k->use_config || k->hsa_config)
                sb_append(&text, k->setup ? k->setup : in->code + k->offset, kt->setup_size);
            else
                write_setup(in, &k->cfg, true, kt->pipes_used != 0, &text);
            cur = k->offset + kt->setup_size;
        }
        sb_append(&text, in->code + cur, in->code_size - cur);
        free(order);
    } else {
        for (size_t i = 0; i < nk; i++) {
            const Cl2BinKernel *k = &in->kernels[i];
            if (text.len & 255)
                sb_zeros(&text, 256 - (text.len & 255));
            if (!k->use_config || k->hsa_config)
                sb_append(&text, k->setup, t[i].setup_size);
            else
                write_setup(in, &k->cfg, true, t[i].pipes_used != 0, &text);
            sb_append(&text, k->code, t[i].code_size);
        }
    }
    /* sampler initializers */
    if (has_samp) {
        if (in->sampler_config)
            for (size_t i = 0; i < in->nsamplers; i++) {
                sb_put32(&sinit, 0x10008);
                sb_put32(&sinit, in->samplers[i]);
            }
        else
            sb_append(&sinit, in->sampler_init, in->sampler_init_size);
    }

    /* the symbols that -S adds to the inner binary and that name data */
    size_t ndata_syms = 0;
    for (size_t i = 0; i < in->ninner_syms; i++) {
        int32_t s = in->inner_syms[i].sect;
        ndata_syms += s == CL2S_RODATA || s == CL2S_DATA || s == CL2S_BSS;
    }
    /* relocations (their symbol indices follow the table made below) */
    const uint32_t nullsym = v16_3;
    {
        uint32_t samp_first = (uint32_t)(nk + nsamp + ndata_syms + 2 + has_rw + has_bss +
                                         nullsym);
        /* at the given offsets, or the last bytes of the global data */
        size_t nrel = in->nsampler_offsets ? in->nsampler_offsets : nsamp;
        uint64_t last = (in->global_size - (nsamp << 3)) & ~(uint64_t)7;
        for (size_t i = 0; i < nrel && has_samp; i++) {
            sb_put64(&grela, in->nsampler_offsets ? in->sampler_offsets[i] : last + 8 * i);
            sb_put64(&grela, ((uint64_t)(samp_first + i) << 32) | 4);
            sb_put64(&grela, 0);
        }
        uint32_t gsym = (uint32_t)(nk + nsamp + ndata_syms + nullsym), bsym = gsym, asym = 0;
        if (has_rw)
            asym = gsym++;
        if (has_bss)
            bsym = gsym++;
        size_t codepos = 0;
        const Cl2Rel *rels = in->code ? in->rels : NULL;
        for (size_t i = 0; i < (in->code ? 1 : nk); i++) {
            size_t n = in->code ? in->nrels : in->kernels[i].nrels;
            if (!in->code) {
                rels = in->kernels[i].rels;
                codepos += t[i].setup_size;
            }
            for (size_t r = 0; r < n; r++) {
                uint32_t sym = rels[r].symbol == 1 ? asym : rels[r].symbol == 2 ? bsym : gsym;
                sb_put64(&trela, rels[r].offset + codepos);
                sb_put64(&trela, ((uint64_t)sym << 32) | (rels[r].high ? 2u : 1u));
                sb_put64(&trela, rels[r].addend);
            }
            if (!in->code)
                codepos += (in->kernels[i].code_size + 255) & ~(size_t)255;
        }
    }

    ElfOut e;
    elfout_init(&e, true);
    e.type = ET_REL;
    e.machine = 0xe0;
    e.osabi = 0x40;
    InnerIdx x = { 0 };
    size_t p_ph = nk ? elfout_header_table(&e, ELF_PART_PHDRS, 8) : ELF_NO_PART;
    size_t p_shstr = ELF_NO_PART, p_str = ELF_NO_PART, p_note = ELF_NO_PART;
    if (v16_3) {
        p_shstr = elfout_table(&e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, SHF_STRINGS, 8);
        p_str = elfout_table(&e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, SHF_STRINGS, 8);
        p_note = elfout_section(&e, ".note", SHT_NOTE, 0, 8, notes.data, notes.len);
    }
    size_t first_counted = e.nparts;    /* addresses count from here */
    size_t p_rw = ELF_NO_PART, p_bss = ELF_NO_PART, p_gd = ELF_NO_PART, p_text = ELF_NO_PART;
    if (has_rw) {
        p_rw = elfout_section(&e, ".hsadata_global_agent", SHT_PROGBITS, 0x900003, 8,
                              in->rw_data, in->rw_size);
        x.data = e.parts[p_rw].index;
    }
    if (has_bss) {
        p_bss = elfout_section(&e, ".hsabss_global_agent", SHT_NOBITS, 0x900003,
                               in->bss_align ? in->bss_align : 8, NULL, in->bss_size);
        e.parts[p_bss].zero_offset = true;
        x.bss = e.parts[p_bss].index;
    }
    if (has_gd) {
        p_gd = elfout_section(&e, ".hsadata_readonly_agent", SHT_PROGBITS, 0xa00003, 8,
                              gdata.data, gdata.len);
        x.rodata = e.parts[p_gd].index;
    }
    if (nk) {
        p_text = elfout_section(&e, ".hsatext", SHT_PROGBITS, 0xc00007, 256, text.data,
                                text.len);
        x.text = e.parts[p_text].index;
    }
    size_t p_sym = ELF_NO_PART;
    if (v16_3)
        p_sym = elfout_table(&e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, 8);
    /* the section indices the relocation sections name, as clrxasm counts */
    uint32_t symtab_id, gd_id, text_id;
    if (!v16_3) {
        symtab_id = 4 + (has_samp ? 2 : 0) + has_rw + has_gd + has_bss +
                    (has_rw || has_gd || has_bss);
        gd_id = 1 + has_rw + has_bss;
        text_id = 1 + has_rw + has_gd + has_bss;
    } else {
        text_id = 4 + has_rw + has_gd + has_bss;
        symtab_id = 5 + has_rw + has_gd + has_bss;
        gd_id = 4 + has_rw + has_bss;
    }
    if (has_samp) {
        size_t p = elfout_section(&e, ".hsaimage_samplerinit", SHT_PROGBITS, SHF_MERGE,
                                  v16_3 ? 8 : 1, sinit.data, sinit.len);
        e.parts[p].entsize = 8;
        x.samplerinit = e.parts[p].index;
        p = elfout_section(&e, ".rela.hsadata_readonly_agent", SHT_RELA, 0, 8, grela.data,
                           grela.len);
        e.parts[p].link = symtab_id;
        e.parts[p].info = gd_id;
        e.parts[p].entsize = 24;
    }
    if (trela.len) {
        size_t p = elfout_section(&e, ".rela.hsatext", SHT_RELA, 0, 8, trela.data, trela.len);
        e.parts[p].link = symtab_id;
        e.parts[p].info = text_id;
        e.parts[p].entsize = 24;
    }
    if (!v16_3) {
        p_note = elfout_section(&e, ".note", SHT_NOTE, 0, 8, notes.data, notes.len);
        p_str = elfout_table(&e, ELF_PART_STRTAB, ".strtab", SHT_STRTAB, SHF_STRINGS, 1);
        p_sym = elfout_table(&e, ELF_PART_SYMTAB, ".symtab", SHT_SYMTAB, 0, 8);
        p_shstr = elfout_table(&e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, SHF_STRINGS, 1);
    }
    (void)p_note;
    (void)p_shstr;
    elfout_link(&e, p_sym, p_str);
    if (!v16_3)
        elfout_symtab_no_null(&e, p_sym);
    x.first_extra = (uint16_t)(e.nsect + 1);

    /* symbols (only with kernels) */
    const char *err = NULL;
    bool bad = false;
    char **names = NULL;
    size_t nnames = 0;
    if (nk) {
        names = xcalloc(nk + nsamp + ndata_syms + 1, sizeof *names);
        for (size_t i = 0; i < in->ninner_syms; i++) {
            const Cl2BinSym *s = &in->inner_syms[i];
            if (s->sect != CL2S_RODATA && s->sect != CL2S_DATA && s->sect != CL2S_BSS)
                continue;
            names[nnames] = xmalloc(strlen(s->name) + 13);
            sprintf(names[nnames], "&input_bc::&%s", s->name);
            elfout_add_sym(&e, p_sym, names[nnames++], s->value,  s->size,
                           (STB_LOCAL << 4) | STT_OBJECT, 0, sym_shndx(&x, s->sect, &bad));
        }
        uint8_t *done = xcalloc(nsamp ? nsamp : 1, 1);
        const uint64_t samp_base = in->global_size - nsamp;
        size_t codepos = 0;
        for (size_t i = 0; i < nk; i++) {
            const Cl2BinKernel *k = &in->kernels[i];
            if (!in->code) {
                if (codepos & 255)
                    codepos += 256 - (codepos & 255);
            } else
                codepos = k->offset;
            if (k->use_config)
                for (size_t s = 0; s < k->cfg.nsamplers; s++) {
                    uint32_t id = k->cfg.samplers[s];
                    if (done[id])
                        continue;
                    uint64_t v = in->nsampler_offsets ? in->sampler_offsets[id]
                                                      : samp_base + (uint64_t)id * 8;
                    char buf[64];
                    sampler_name(buf, sizeof buf, id);
                    names[nnames] = xstrdup(buf);
                    elfout_add_sym(&e, p_sym, names[nnames++], v, 8,
                                   (STB_LOCAL << 4) | STT_OBJECT, 0, x.rodata);
                    done[id] = 1;
                }
            names[nnames] = xmalloc(strlen(k->name) + 18);
            sprintf(names[nnames], "&__OpenCL_%s_kernel", k->name);
            elfout_add_sym(&e, p_sym, names[nnames++], codepos, k->code_size + t[i].setup_size,
                           (STB_GLOBAL << 4) | 10, 0, x.text);
            if (!in->code)
                codepos += k->code_size + t[i].setup_size;
        }
        for (size_t i = 0; i < nsamp; i++) {
            if (done[i])
                continue;
            uint64_t v = in->nsampler_offsets ? in->sampler_offsets[i]
                                              : samp_base + (uint64_t)i * 8;
            char buf[64];
            sampler_name(buf, sizeof buf, (uint32_t)i);
            names[nnames] = xstrdup(buf);
            elfout_add_sym(&e, p_sym, names[nnames++], v, 8, (STB_LOCAL << 4) | STT_OBJECT, 0,
                           x.rodata);
            done[i] = 1;
        }
        free(done);
        if (has_rw)
            elfout_add_sym(&e, p_sym, "__hsa_section.hsadata_global_agent", 0, 0,
                           (STB_LOCAL << 4) | STT_SECTION, 0, x.data);
        if (has_bss)
            elfout_add_sym(&e, p_sym, "__hsa_section.hsabss_global_agent", 0, 0,
                           (STB_LOCAL << 4) | STT_SECTION, 0, x.bss);
        if (has_gd)
            elfout_add_sym(&e, p_sym, "__hsa_section.hsadata_readonly_agent", 0, 0,
                           (STB_LOCAL << 4) | STT_SECTION, 0, x.rodata);
        elfout_add_sym(&e, p_sym, "__hsa_section.hsatext", 0, 0,
                       (STB_LOCAL << 4) | STT_SECTION, 0, x.text);
        for (size_t i = 0; i < nsamp; i++)
            elfout_add_sym(&e, p_sym, "", (uint64_t)i * 8, 0, (STB_LOCAL << 4) | 12, 0,
                           x.samplerinit);
        for (size_t i = 0; i < in->ninner_syms; i++) {
            const Cl2BinSym *s = &in->inner_syms[i];
            elfout_add_sym(&e, p_sym, s->name, s->value, s->size, s->info, s->other,
                           sym_shndx(&x, s->sect, &bad));
        }
    }
    if (bad)
        err = "a symbol (-S) is in a section that the binary does not have";
    for (size_t i = 0; i < in->ninner_extras; i++) {
        const Cl2BinSect *s = &in->inner_extras[i];
        elfout_section(&e, s->name, s->type, s->flags, s->align, s->data, s->size);
    }
    elfout_header_table(&e, ELF_PART_SHDRS, 8);
    /* segments: read-write data and bss, global data, code */
    if (nk) {
        size_t reg = first_counted;
        if (has_rw || has_bss) {
            elfout_segment(&e, PT_LOOS + 1, PF_W | PF_R, reg, (size_t)has_rw + has_bss, 0);
            reg += (size_t)has_rw + has_bss;
        }
        if (has_gd)
            elfout_segment(&e, PT_LOOS + 2, PF_W | PF_R, reg++, 1, 0);
        elfout_segment(&e, PT_LOOS + 3, v16_3 ? (PF_X | PF_R) : (PF_R | PF_W), reg, 1, 0);
    }
    (void)p_ph;
    if (!err && !elfout_layout(&e))
        err = "the inner binary would be too large";
    if (!err) {
        /* addresses: counted from the first data section on, each part on
         * its alignment, sections advancing by their sizes */
        uint64_t addr = 0;
        for (size_t i = 0; i < e.nparts; i++) {
            ElfPart *p = &e.parts[i];
            if (p->align > 1)
                addr = (addr + p->align - 1) & ~(p->align - 1);
            uint64_t here = addr;
            if (p->name && i >= first_counted)
                addr += p->size;
            if (i == p_rw || i == p_bss || i == p_gd || i == p_text)
                p->addr = here;
        }
        for (size_t i = 0; i < e.nsegs; i++) {
            ElfSeg *g = &e.segs[i];
            const ElfPart *f = &e.parts[g->first], *l = &e.parts[g->first + g->count - 1];
            g->align = f->align;
            g->offset = f->zero_offset ? 0 : f->offset;
            g->paddr = 0;
            g->vaddr = g->type == PT_LOOS + 1 ? 0 : f->addr;
            g->filesz = l->offset + (l->type == SHT_NOBITS ? 0 : l->size) - f->offset;
            g->memsz = l->addr + l->size - f->addr;
        }
        elfout_emit(&e, out);
    }
    elfout_free(&e);
    for (size_t i = 0; i < nnames; i++)
        free(names[i]);
    free(names);
    sb_free(&notes);
    sb_free(&text);
    sb_free(&gdata);
    sb_free(&sinit);
    sb_free(&grela);
    sb_free(&trela);
    return err;
}

/* ---- the outer ELF ---- */

static const char acl_new[] = "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)";
static const char acl_old[] = "AMD-COMP-LIB-v0.8 (0.0.326)";

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

const char *cl2_generate(const Cl2Bin *in, StrBuf *out)
{
    (void)cmp_u32;
    const size_t nk = in->nkernels;
    const bool newb = in->driver >= CL2_NEW_DRIVER;
    const bool has_samp = in->nsampler_offsets ||
        (!in->sampler_config && in->sampler_init_size && in->sampler_init) ||
        (in->sampler_config && in->nsamplers);
    const bool has_gd = in->global_size && in->global_data;
    const bool has_rw = in->rw_size && in->rw_data;
    GpuArch arch = gpu_arch(in->gpu);
    if (arch == ARCH_GCN1_0)
        return "AMD OpenCL 2.0 binaries need GCN 1.1 or later";
    if ((has_gd || has_rw || has_samp) && !newb)
        return "binaries for drivers before 191205 cannot have global data, read-write data "
               "or samplers";
    if (newb) {
        if (!has_gd && has_samp)
            return "samplers need global data (.globaldata)";
        for (size_t i = 0; i < in->nsampler_offsets; i++)
            if (in->sampler_offsets[i] + 8 > in->global_size)
                return "a sampler relocation (.samplerreloc) lies outside the global data";
    }
    size_t nsamp = samplers_num(in);
    if (in->nsampler_offsets && in->nsampler_offsets != nsamp)
        return "the sampler relocations (.samplerreloc) do not match the samplers";
    for (size_t i = 0; i < in->nsampler_offsets; i++)
        if ((in->sampler_offsets[i] & 7) && in->sampler_offsets[i] >= in->global_size)
            return "a sampler relocation has a wrong offset (unaligned or out of range)";
    static const struct { uint32_t below; uint8_t code[GPU_COUNT]; } codes[] = {
#define CL2_CODES(below, ...) { below, { __VA_ARGS__ } },
#include "amdcl2codes.def"
#undef CL2_CODES
    };
    size_t ci = 0;
    while (ci + 1 < CLRX_ARRAY_SIZE(codes) && in->driver >= codes[ci].below)
        ci++;
    uint32_t devcode = codes[ci].code[in->gpu];
    if (!devcode)
        return "the device is not supported by binaries of this driver version";

    KTemp *t = xcalloc(nk ? nk : 1, sizeof *t);
    const char *err = prepare(in, t);
    /* clrx-as refuses .hsalayout with an old driver; objects that disagree
     * (or a forged one) meet here */
    if (!err && !newb && in->code)
        err = "the HSA layout (.hsalayout) is allowed only in the new binary format (driver "
              "version 191205 or later)";
    if (!err && newb && in->code) {
        for (size_t i = 0; i < nk && !err; i++)
            if (in->kernels[i].offset >= in->code_size)
                err = "a kernel's entry lies at or after the end of the code";
        for (size_t r = 0; r < in->nrels && !err; r++)
            if (in->rels[r].offset > in->code_size || in->code_size - in->rels[r].offset < 4)
                err = "a relocation lies outside the code";
    }
    if (!err && newb)
        for (size_t i = 0; i < nk && !err; i++)
            for (size_t r = 0; r < in->kernels[i].nrels; r++)
                if (in->kernels[i].rels[r].offset >= in->kernels[i].code_size)
                    err = "a relocation lies outside the kernel's code";

    const char *acl = in->acl_version;
    size_t acl_len = in->acl_version_len;
    if (!acl_len) {
        acl = newb ? acl_new : acl_old;
        acl_len = strlen(acl);
    }
    bool brig = false;
    size_t brig_index = 0;
    for (size_t i = 0; i < in->nextras && !brig; i++)
        if (strcmp(in->extras[i].name, ".brig") == 0) {
            brig = true;
            brig_index = i;
        }

    StrBuf comment = STRBUF_INIT, rodata = STRBUF_INIT, text = STRBUF_INIT;
    StrBuf strtab = STRBUF_INIT, symtab = STRBUF_INIT;
    if (!err) {
        sb_append(&comment, in->compile_options, in->compile_options_len);
        sb_append(&comment, acl, acl_len);
        for (size_t i = 0; i < nk; i++) {
            const Cl2BinKernel *k = &in->kernels[i];
            size_t before = rodata.len;
            if (k->use_config)
                write_metadata(in, i, &t[i], &k->cfg, &rodata);
            else if (k->metadata)
                sb_append(&rodata, k->metadata, k->metadata_size);
            t[i].metadata_size = rodata.len - before;
        }
        if (!newb)
            for (size_t i = 0; i < nk; i++) {
                const Cl2BinKernel *k = &in->kernels[i];
                if (k->isametadata)
                    sb_append(&rodata, k->isametadata, k->isametadata_size);
                else
                    sb_append(&rodata, isa_metadata, sizeof isa_metadata);
            }
        if (newb)
            err = build_inner(in, t, &text);
        else
            for (size_t i = 0; i < nk; i++) {
                const Cl2BinKernel *k = &in->kernels[i];
                if (!k->use_config) {
                    if (k->stub)
                        sb_append(&text, k->stub, t[i].stub_size);
                } else
                    write_stub(in, &k->cfg, k->code, t[i].code_size, &text);
                if (!k->use_config || k->hsa_config) {
                    if (k->setup)
                        sb_append(&text, k->setup, t[i].setup_size);
                } else
                    write_setup(in, &k->cfg, false, t[i].pipes_used != 0, &text);
                sb_append(&text, k->code, k->code_size);
            }
    }
    if (!err) {
        /* the symbols and their names */
        const bool w = in->is64;
        const unsigned symsize = w ? 24 : 16;
        struct S { uint32_t name; uint64_t value, size; uint8_t info, other; uint16_t shndx; };
        size_t nsyms = 0, cap = 0;
        struct S *syms = NULL;
#define ADD_SYM(nm, val, sz, inf, oth, sh) do { \
            CLRX_GROW(syms, nsyms, cap); \
            syms[nsyms++] = (struct S){ (nm), (val), (sz), (inf), (oth), (sh) }; } while (0)
        sb_putc(&strtab, '\0');
        if (in->compile_options_len) {
            ADD_SYM((uint32_t)strtab.len, 0, in->compile_options_len,
                    (STB_LOCAL << 4) | STT_OBJECT, 0, 4);
            sb_append(&strtab, "__OpenCL_compiler_options", 26);
        }
        uint64_t rpos = 0, tpos = 0;
        for (size_t i = 0; i < nk; i++) {
            ADD_SYM((uint32_t)strtab.len, rpos, t[i].metadata_size,
                    (STB_LOCAL << 4) | STT_OBJECT, 0, 5);
            sb_printf(&strtab, "__OpenCL_&__OpenCL_%s_kernel_metadata", in->kernels[i].name);
            sb_putc(&strtab, '\0');
            rpos += t[i].metadata_size;
        }
        if (brig) {
            ADD_SYM((uint32_t)strtab.len, 0, in->extras[brig_index].size,
                    (STB_LOCAL << 4) | STT_OBJECT, 0, (uint16_t)(7 + brig_index));
            sb_append(&strtab, "__BRIG__", 9);
        }
        if (!newb)
            for (size_t i = 0; i < nk; i++) {
                uint64_t sz = t[i].stub_size + t[i].setup_size + t[i].code_size;
                ADD_SYM((uint32_t)strtab.len, tpos, sz, (STB_LOCAL << 4) | STT_FUNC, 0, 6);
                sb_printf(&strtab, "__ISA_&__OpenCL_%s_kernel_binary", in->kernels[i].name);
                sb_putc(&strtab, '\0');
                tpos += sz;
                ADD_SYM((uint32_t)strtab.len, rpos, t[i].isametadata_size,
                        (STB_LOCAL << 4) | STT_OBJECT, 0, 5);
                sb_printf(&strtab, "__ISA_&__OpenCL_%s_kernel_metadata", in->kernels[i].name);
                sb_putc(&strtab, '\0');
                rpos += t[i].isametadata_size;
            }
        ADD_SYM((uint32_t)strtab.len, in->compile_options_len, acl_len,
                (STB_LOCAL << 4) | STT_OBJECT, 0, 4);
        sb_append(&strtab, "acl_version_string", 19);
        const uint16_t first_extra = (nk || newb) ? 7 : 6;
        for (size_t i = 0; i < in->nsyms && !err; i++) {
            const Cl2BinSym *s = &in->syms[i];
            uint16_t sh;
            if (s->sect == CL2S_ABS)
                sh = SHN_ABS;
            else if (s->sect >= 0)
                sh = (uint16_t)(first_extra + s->sect);
            else {
                err = "a symbol (-S) is in a section that the binary does not have";
                break;
            }
            ADD_SYM((uint32_t)strtab.len, s->value, s->size, s->info, s->other, sh);
            sb_append(&strtab, s->name, strlen(s->name) + 1);
        }
#undef ADD_SYM
        sb_zeros(&symtab, symsize);
        for (size_t i = 0; i < nsyms; i++) {
            uint8_t x[24] = { 0 };
            put32(x, syms[i].name);
            if (w) {
                x[4] = syms[i].info;
                x[5] = syms[i].other;
                put16(x + 6, syms[i].shndx);
                put64(x + 8, syms[i].value);
                put64(x + 16, syms[i].size);
            } else {
                put32(x + 4, (uint32_t)syms[i].value);
                put32(x + 8, (uint32_t)syms[i].size);
                x[12] = syms[i].info;
                x[13] = syms[i].other;
                put16(x + 14, syms[i].shndx);
            }
            sb_append(&symtab, x, symsize);
        }
        free(syms);
    }
    if (!err) {
        ElfOut e;
        elfout_init(&e, in->is64);
        e.type = ET_EXEC;
        e.machine = in->is64 ? 0xaf5b : 0xaf5a;
        e.flags = devcode;
        elfout_table(&e, ELF_PART_SHSTRTAB, ".shstrtab", SHT_STRTAB, SHF_STRINGS, 1);
        elfout_section(&e, ".strtab", SHT_STRTAB, SHF_STRINGS, 1, strtab.data, strtab.len);
        size_t p = elfout_section(&e, ".symtab", SHT_SYMTAB, 0, 8, symtab.data, symtab.len);
        e.parts[p].link = 2;
        e.parts[p].entsize = in->is64 ? 24 : 16;
        elfout_section(&e, ".comment", SHT_PROGBITS, 0, 1, comment.data, comment.len);
        if (nk)
            elfout_section(&e, ".rodata", SHT_PROGBITS, SHF_ALLOC, 1, rodata.data, rodata.len);
        if (nk || newb)
            elfout_section(&e, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 1, text.data,
                           text.len);
        for (size_t i = 0; i < in->nextras; i++) {
            const Cl2BinSect *s = &in->extras[i];
            elfout_section(&e, s->name, s->type, s->flags, s->align, s->data, s->size);
        }
        elfout_header_table(&e, ELF_PART_SHDRS, in->is64 ? 8 : 4);
        if (!elfout_layout(&e))
            err = "the binary would be larger than 4 GiB";
        else
            elfout_emit(&e, out);
        elfout_free(&e);
    }
    for (size_t i = 0; i < nk; i++)
        free(t[i].resids);
    free(t);
    sb_free(&comment);
    sb_free(&rodata);
    sb_free(&text);
    sb_free(&strtab);
    sb_free(&symtab);
    return err;
}

typedef struct KeyIdx { uint64_t key; size_t idx; } KeyIdx;

static int keyidx_cmp(const void *a, const void *b)
{
    const KeyIdx *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return x->idx < y->idx ? -1 : x->idx > y->idx;
}

void cl2_order_by_key(const uint64_t *keys, size_t n, size_t *order)
{
    if (n == 0)
        return;
    KeyIdx *v = xmalloc(n * sizeof *v);
    for (size_t i = 0; i < n; i++) {
        v[i].key = keys[i];
        v[i].idx = i;
    }
    qsort(v, n, sizeof *v, keyidx_cmp);
    for (size_t i = 0; i < n; i++)
        order[i] = v[i].idx;
    free(v);
}
