/* objfile.c - the object model (building it), its ELF writer and its
 * validating ELF reader (the file itself is written through outfile.h).
 *
 * The format is specified in docs/object-format.md; the section numbers in
 * the comments below refer to it.  The writer lays out every table itself
 * (little-endian, byte by byte) and hands libelf plain bytes, so the result
 * does not depend on the host.  The reader reads the ELF header and the
 * section headers from the image as <elf.h> lays them out (no libelf
 * descriptor per object), and checks every offset, index and count before
 * it allocates or follows anything; it never writes to the image.
 */
#include "objfile.h"
#include "expr.h"
#include "pseudoop.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <pthread.h>
#include <libelf.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bytes.h"
#include "diag.h"
#include "outfile.h"
#include "thread.h"

/* ------------------------------------------------------------------ */
/* relocation types, section kinds, GPU flags, code fill              */

static const struct { const char *name; unsigned size; } reloc_info[] = {
    [R_AMDGPU_NONE] = { "R_AMDGPU_NONE", 0 },
    [R_AMDGPU_ABS32_LO] = { "R_AMDGPU_ABS32_LO", 4 },
    [R_AMDGPU_ABS32_HI] = { "R_AMDGPU_ABS32_HI", 4 },
    [R_AMDGPU_ABS64] = { "R_AMDGPU_ABS64", 8 },
    [R_AMDGPU_REL32] = { "R_AMDGPU_REL32", 4 },
    [R_AMDGPU_REL64] = { "R_AMDGPU_REL64", 8 },
    [R_AMDGPU_ABS32] = { "R_AMDGPU_ABS32", 4 },
    [R_AMDGPU_GOTPCREL] = { "R_AMDGPU_GOTPCREL", 4 },
    [R_AMDGPU_GOTPCREL32_LO] = { "R_AMDGPU_GOTPCREL32_LO", 4 },
    [R_AMDGPU_GOTPCREL32_HI] = { "R_AMDGPU_GOTPCREL32_HI", 4 },
    [R_AMDGPU_REL32_LO] = { "R_AMDGPU_REL32_LO", 4 },
    [R_AMDGPU_REL32_HI] = { "R_AMDGPU_REL32_HI", 4 },
    [R_AMDGPU_RELATIVE64] = { "R_AMDGPU_RELATIVE64", 8 },
    [R_AMDGPU_REL16] = { "R_AMDGPU_REL16", 2 },
};

const char *obj_reloc_name(uint32_t type)
{
    return type < CLRX_ARRAY_SIZE(reloc_info) ? reloc_info[type].name : NULL;
}

unsigned obj_reloc_size(uint32_t type)
{
    return type < CLRX_ARRAY_SIZE(reloc_info) ? reloc_info[type].size : 0;
}

/* Defaults of each section role (section 2.1 of the format). */
static const struct {
    const char *name;
    uint32_t type;
    uint64_t flags;
} kind_info[OSECT_KIND_COUNT] = {
    [OSECT_CODE] = { "code", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR },
    [OSECT_DATA] = { "data", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE },
    [OSECT_RODATA] = { "rodata", SHT_PROGBITS, SHF_ALLOC },
    [OSECT_BSS] = { "bss", SHT_NOBITS, SHF_ALLOC | SHF_WRITE },
    [OSECT_OTHER] = { "other", SHT_PROGBITS, 0 },
    [OSECT_CONFIG] = { "config", SHT_PROGBITS, 0 },
    [OSECT_KDATA] = { "kernel data", SHT_PROGBITS, SHF_ALLOC },
    [OSECT_COMMENT] = { "comment", SHT_PROGBITS, 0 },
    [OSECT_GOT] = { "GOT", SHT_NOBITS, SHF_ALLOC | SHF_WRITE },
};

const char *obj_sect_kind_name(ObjSectKind k)
{
    return (unsigned)k < OSECT_KIND_COUNT ? kind_info[k].name : "?";
}

/* EF_AMDGPU_MACH values of the LLVM AMDGPU ABI, and the xnack feature bit. */
enum {
    MACH_GFX600 = 0x20, MACH_GFX601 = 0x21, MACH_GFX700 = 0x22, MACH_GFX701 = 0x23,
    MACH_GFX703 = 0x25, MACH_GFX704 = 0x26, MACH_GFX801 = 0x28, MACH_GFX802 = 0x29,
    MACH_GFX803 = 0x2a, MACH_GFX810 = 0x2b, MACH_GFX900 = 0x2c, MACH_GFX902 = 0x2d,
    MACH_GFX904 = 0x2e, MACH_GFX906 = 0x2f, MACH_GFX1010 = 0x33, MACH_GFX1011 = 0x34,
    MACH_GFX602 = 0x3a, FEAT_XNACK = 0x100
};

static const uint16_t gpu_eflags[GPU_COUNT] = {
    [GPU_CAPE_VERDE] = MACH_GFX601, [GPU_PITCAIRN] = MACH_GFX601,
    [GPU_TAHITI] = MACH_GFX600, [GPU_OLAND] = MACH_GFX602,
    [GPU_BONAIRE] = MACH_GFX704, [GPU_SPECTRE] = MACH_GFX700,
    [GPU_SPOOKY] = MACH_GFX700, [GPU_KALINDI] = MACH_GFX703,
    [GPU_HAINAN] = MACH_GFX602, [GPU_HAWAII] = MACH_GFX701,
    [GPU_ICELAND] = MACH_GFX802, [GPU_TONGA] = MACH_GFX802,
    [GPU_MULLINS] = MACH_GFX703, [GPU_FIJI] = MACH_GFX803,
    [GPU_CARRIZO] = MACH_GFX801, [GPU_DUMMY] = MACH_GFX801,
    [GPU_GOOSE] = MACH_GFX803, [GPU_HORSE] = MACH_GFX803,
    [GPU_STONEY] = MACH_GFX810, [GPU_ELLESMERE] = MACH_GFX803,
    [GPU_BAFFIN] = MACH_GFX803, [GPU_GFX804] = MACH_GFX803,
    [GPU_GFX900] = MACH_GFX900, [GPU_GFX901] = MACH_GFX900 | FEAT_XNACK,
    [GPU_GFX902] = MACH_GFX902, [GPU_GFX903] = MACH_GFX902 | FEAT_XNACK,
    [GPU_GFX904] = MACH_GFX904, [GPU_GFX905] = MACH_GFX904 | FEAT_XNACK,
    [GPU_GFX906] = MACH_GFX906, [GPU_GFX907] = MACH_GFX906 | FEAT_XNACK,
    [GPU_GFX1000] = MACH_GFX1010, [GPU_GFX1010] = MACH_GFX1010,
    [GPU_GFX1011] = MACH_GFX1011,
};

uint32_t obj_gpu_eflags(GpuDevice d)
{
    return (unsigned)d < GPU_COUNT ? gpu_eflags[d] : 0;
}

void obj_fill_code(uint8_t *out, uint64_t pos, uint64_t n)
{
    static const uint8_t nop[4] = { 0x00, 0x00, 0x80, 0xbf };
    uint64_t lead = pos & 3;
    if (lead > n)
        lead = n;
    memset(out, 0, lead);
    uint64_t i = lead;
    for (; n - i >= 4; i += 4)
        memcpy(out + i, nop, 4);
    memset(out + i, 0, n - i);
}

/* ------------------------------------------------------------------ */
/* building the model                                                 */

/* An object read into a shared arena has its arrays there: it is not grown. */
static void read_only_check(const Object *o)
{
    if (o->arena_shared)
        diag_internal("an object read into a shared arena is read-only");
}

static Object *obj_new_in(Arena *shared)
{
    /* with a shared arena (a link's objects), the object lives there too */
    Object *o = shared ? arena_zalloc(shared, sizeof *o) : xcalloc(1, sizeof *o);
    o->arena = shared ? shared : arena_new();
    o->arena_shared = shared != NULL;
    target_init(&o->target);
    return o;
}

Object *obj_new(void)
{
    return obj_new_in(NULL);
}

void obj_free(Object *o)
{
    if (!o)
        return;
    if (o->cfgpack) {
        obj_pack_free(o->cfgpack);
        free(o->cfgpack);
    }
    arena_free(o->config_arena);
    if (o->arena_shared) {
        /* it, its arrays and its bytes are in the caller's arena */
        ht_free(o->kernel_index);
        return;
    }
    for (size_t i = 0; i < o->nsections; i++)
        sb_free(&o->sections[i].data);
    free(o->sections);
    free(o->symbols);
    free(o->relocs);
    free(o->kernels);
    free(o->configs);
    free(o->regusage);
    free(o->links);
    ht_free(o->kernel_index);
    arena_free(o->arena);
    free(o);
}

const char *obj_str(Object *o, const char *s)
{
    return s ? arena_strdup(o->arena, s) : NULL;
}

static ObjSrcLine copy_src(Object *o, ObjSrcLine s)
{
    if (!s.file || !*s.file)
        s.file = NULL;
    else if (s.file == o->src_file)
        s.file = o->src_file_copy;
    else {
        o->src_file = s.file;
        s.file = o->src_file_copy = obj_str(o, s.file);
    }
    return s;
}

int32_t obj_add_section(Object *o, const char *name, ObjSectKind kind)
{
    read_only_check(o);
    CLRX_GROW(o->sections, o->nsections, o->capsections);
    ObjSection *s = &o->sections[o->nsections];
    memset(s, 0, sizeof *s);
    s->name = obj_str(o, name);
    s->kind = kind;
    if ((unsigned)kind < OSECT_KIND_COUNT) {
        s->elf_type = kind_info[kind].type;
        s->elf_flags = kind_info[kind].flags;
    }
    s->align = 1;
    s->kernel = OBJ_KERN_GLOBAL;
    s->secsym = -1;
    return (int32_t)o->nsections++;
}

#define RESERVE(arr, n, cap, more)                                         \
    do {                                                                   \
        if ((more) > (cap) - (n)) {                                        \
            (cap) = (n) + (more);                                          \
            (arr) = xrealloc((arr), (cap) * sizeof *(arr));                \
        }                                                                  \
    } while (0)

void obj_reserve(Object *o, size_t nsymbols, size_t nkernels, size_t nregusage)
{
    read_only_check(o);
    RESERVE(o->symbols, o->nsymbols, o->capsymbols, nsymbols);
    RESERVE(o->kernels, o->nkernels, o->capkernels, nkernels);
    RESERVE(o->regusage, o->nregusage, o->capregusage, nregusage);
}

uint32_t obj_add_symbol(Object *o, const ObjSymbol *sym)
{
    read_only_check(o);
    CLRX_GROW(o->symbols, o->nsymbols, o->capsymbols);
    ObjSymbol *s = &o->symbols[o->nsymbols];
    *s = *sym;
    s->name = obj_str(o, sym->name ? sym->name : "");
    return (uint32_t)o->nsymbols++;
}

uint32_t obj_section_symbol(Object *o, int32_t sect)
{
    ObjSection *s = &o->sections[sect];
    if (s->secsym < 0) {
        ObjSymbol sym = { .name = "", .section = sect, .bind = OBJ_LOCAL,
                          .elf_type = STT_SECTION };
        s->secsym = (int32_t)obj_add_symbol(o, &sym);
    }
    return (uint32_t)s->secsym;
}

void obj_add_reloc(Object *o, const ObjReloc *r)
{
    read_only_check(o);
    CLRX_GROW(o->relocs, o->nrelocs, o->caprelocs);
    ObjReloc *d = &o->relocs[o->nrelocs++];
    *d = *r;
    d->src = copy_src(o, r->src);
}

/* The name index of kernels[0..n) (the first of a name wins), with room for
 * `expect` names. */
static void build_kernel_index(Object *o, size_t n, size_t expect)
{
    o->kernel_index = ht_new(expect > n ? expect : n * 2 + 16);
    for (size_t i = 0; i < n; i++) {
        bool ins;
        void **slot = ht_slot(o->kernel_index, o->kernels[i].name,
                              strlen(o->kernels[i].name), &ins);
        if (ins)
            *slot = (void *)(uintptr_t)(i + 1);
    }
}

/* Enters kernels[i], the newest, in the name index (made once there are
 * more than 8 kernels, for up to `expect`; fewer are compared one by one);
 * false when its name came before. */
static bool index_kernel(Object *o, size_t i, size_t expect)
{
    const char *nm = o->kernels[i].name;
    if (!o->kernel_index && i >= 8)
        build_kernel_index(o, i, expect);
    if (!o->kernel_index) {
        for (size_t j = 0; j < i; j++)
            if (strcmp(o->kernels[j].name, nm) == 0)
                return false;
        return true;
    }
    bool ins;
    void **slot = ht_slot(o->kernel_index, nm, strlen(nm), &ins);
    if (ins)
        *slot = (void *)(uintptr_t)(i + 1);
    return ins;
}

int32_t obj_add_kernel(Object *o, const char *name, ObjSrcLine src)
{
    read_only_check(o);
    CLRX_GROW(o->kernels, o->nkernels, o->capkernels);
    ObjKernel *k = &o->kernels[o->nkernels];
    k->name = obj_str(o, name);
    k->src = copy_src(o, src);
    /* a name given twice is found here, once (the writer refuses it) */
    if (!index_kernel(o, o->nkernels, o->capkernels) && !o->kernel_twice)
        o->kernel_twice = k->name;
    return (int32_t)o->nkernels++;
}

int32_t obj_find_kernel(const Object *o, const char *name)
{
    Object *m = (Object *)o;   /* the index is a cache */
    if (!m->kernel_index && o->nkernels <= 8) {
        /* most objects have a kernel or two: no index */
        for (size_t i = 0; i < o->nkernels; i++)
            if (strcmp(o->kernels[i].name, name) == 0)
                return (int32_t)i;
        return -1;
    }
    if (!m->kernel_index)
        build_kernel_index(m, o->nkernels, 0);
    uintptr_t v = (uintptr_t)ht_get(o->kernel_index, name, strlen(name));
    return v ? (int32_t)(v - 1) : -1;
}

/* A record's key as records keep it, *name its PON_* number (-1: none): a
 * known key is the table's string (no copy, and one pointer for all the
 * records with it: the writer's string table looks it up once), another a
 * copy in the object's arena. */
_Static_assert(PO_NAME_COUNT < (1 << (OBJ_CONFIG_NAME_BITS - 1)),
               "ObjConfigRec.name holds every PON_* number");

static const char *record_key(Object *o, const char *key, int32_t *name)
{
    *name = po_key_find(key, strlen(key));
    return *name >= 0 ? po_name(*name) : arena_strdup(o->arena, key);
}

static ObjConfigRec *add_config(Object *o, int32_t kernel, const char *key, uint32_t nvals)
{
    read_only_check(o);
    if (nvals > OBJ_MAX_CONFIG_VALUES)
        diag_internal("a configuration record with %u values", nvals);
    CLRX_GROW(o->configs, o->nconfigs, o->capconfigs);
    ObjConfigRec *r = &o->configs[o->nconfigs++];
    memset(r, 0, sizeof *r);
    r->kernel = kernel;
    int32_t name;
    r->key = record_key(o, key, &name);
    r->name = name;
    r->nvals = nvals;
    return r;
}

ObjConfigRec *obj_add_config(Object *o, int32_t kernel, const char *key, uint32_t nvals)
{
    ObjConfigRec *r = add_config(o, kernel, key, nvals);
    r->vals = nvals ? arena_zalloc(o->arena, (size_t)nvals * sizeof *r->vals) : NULL;
    return r;
}

void obj_config_num(ObjConfigRec *r, uint32_t i, uint64_t v)
{
    r->vals[i].num = v;
    r->vals[i].str = NULL;
}

void obj_config_str(Object *o, ObjConfigRec *r, uint32_t i, const char *s, size_t len)
{
    r->vals[i].str = arena_strndup(o->arena, s, len);
    r->vals[i].len = len;
}

ObjLink *obj_add_link(Object *o)
{
    CLRX_GROW(o->links, o->nlinks, o->caplinks);
    ObjLink *l = &o->links[o->nlinks++];
    memset(l, 0, sizeof *l);
    return l;
}

ObjRegUsage *obj_add_regusage(Object *o)
{
    CLRX_GROW(o->regusage, o->nregusage, o->capregusage);
    ObjRegUsage *u = &o->regusage[o->nregusage++];
    memset(u, 0, sizeof *u);
    u->section = -1;
    u->max_sgpr = -1;
    u->max_vgpr = -1;
    return u;
}

void obj_regusage_set_kernels(Object *o, ObjRegUsage *u, const char *const *names, uint32_t n)
{
    u->nkernels = n;
    u->kernel_names = n ? arena_alloc(o->arena, n * sizeof *u->kernel_names) : NULL;
    u->kernels = n ? arena_alloc(o->arena, n * sizeof *u->kernels) : NULL;
    for (uint32_t i = 0; i < n; i++) {
        u->kernel_names[i] = obj_str(o, names[i]);
        int32_t k = obj_find_kernel(o, names[i]);
        u->kernels[i] = k < 0 ? UINT32_MAX : (uint32_t)k;
    }
}

void obj_regusage_set_kernel(Object *o, ObjRegUsage *u, uint32_t k)
{
    u->nkernels = 1;
    u->kernel_names = arena_alloc(o->arena, sizeof *u->kernel_names);
    u->kernels = arena_alloc(o->arena, sizeof *u->kernels);
    u->kernel_names[0] = o->kernels[k].name;
    u->kernels[0] = k;
}

/* ------------------------------------------------------------------ */
/* the writer                                                         */

/* .clrx.* table ids and record sizes (section 2.4) */
enum { TAB_TARGET = 1, TAB_SECTIONS, TAB_KERNELS, TAB_CONFIG, TAB_REGUSAGE, TAB_SRCLINES,
       TAB_SYMORDER, TAB_LINKS, TAB_LAST = TAB_LINKS };
#define TAB_VERSION 1
#define SRCLINES_VERSION 2     /* 1: no expansion contexts (still read) */
#define CONFIG_VERSION 2       /* 1: fixed-size records and values (still read) */
#define TAB_HDR 24
#define ENT_TARGET 32
#define ENT_SECTIONS 16
#define ENT_KERNELS 16
#define ENT_CONFIG 32
#define ENT_CONFIGVAL 16
#define ENT_REGUSAGE 40
#define ENT_REGNAME 4
#define ENT_SRCLINES 24
#define ENT_SYMORDER 4
#define ENT_LINKS 48
#define ENT_LINKVAL 16
#define ENT_SRCCTX 32

static const char *const tab_names[TAB_LAST + 1] = {
    [TAB_TARGET] = ".clrx.target", [TAB_SECTIONS] = ".clrx.sections",
    [TAB_KERNELS] = ".clrx.kernels", [TAB_CONFIG] = ".clrx.config",
    [TAB_REGUSAGE] = ".clrx.regusage", [TAB_SRCLINES] = ".clrx.srclines",
    [TAB_SYMORDER] = ".clrx.symorder", [TAB_LINKS] = ".clrx.links",
};

/* target flags */
#define TF_64BIT       (1u << 0)
#define TF_WAVE32      (1u << 1)
#define TF_BUGGYFPLIT  (1u << 2)
#define TF_OLDMODPARAM (1u << 3)
#define TF_NEWROCM     (1u << 4)
#define TF_FORCESYMS   (1u << 5)
#define TF_GPUBYARCH   (1u << 6)
#define TF_FMT_EXPL    (1u << 8)
#define TF_GPU_EXPL    (1u << 9)
#define TF_DRV_SET     (1u << 10)
#define TF_LLVM_SET    (1u << 11)
#define TF_BITS_EXPL   (1u << 12)
#define TF_ROCMV3      (1u << 13)
#define TF_COV_SHIFT   16          /* bits 16-18: -mcode-object-version (0: none) */
#define TF_COV_MASK    (7u << TF_COV_SHIFT)
#define TF_KNOWN       (0x3f7fu | TF_COV_MASK)

/* The version of a table this program writes. */
static uint16_t tab_version(int id)
{
    return id == TAB_SRCLINES ? SRCLINES_VERSION : id == TAB_CONFIG ? CONFIG_VERSION
                                                                   : TAB_VERSION;
}

static void tab_header(StrBuf *b, uint16_t id, uint32_t count, uint32_t entsize,
                       uint32_t count2, uint32_t entsize2)
{
    /* the whole table at once: no copies while it grows */
    sb_reserve(b, 20 + (size_t)count * entsize + (size_t)count2 * entsize2);
    sb_append(b, "CLRX", 4);
    sb_put16(b, tab_version(id));
    sb_put16(b, id);
    sb_put32(b, count);
    sb_put32(b, entsize);
    sb_put32(b, count2);
    sb_put32(b, entsize2);
}

/* A deduplicated string table under construction.  Keys are the callers'
 * strings (alive while the object is written). */
#define STRTAB_RECENT 64
typedef struct StrTab {
    StrBuf buf;
    HashTab *ht;
    /* offsets of strings added before, by their address: the same pointer
     * comes again and again (a record's key and file name) */
    struct { const char *s; size_t len; uint32_t off; } recent[STRTAB_RECENT];
} StrTab;

/* `expect`: about how many different strings will come */
static void strtab_init(StrTab *t, size_t expect)
{
    memset(t, 0, sizeof *t);
    sb_putc(&t->buf, '\0');
    t->ht = ht_new(expect);
}

static void strtab_free(StrTab *t)
{
    sb_free(&t->buf);
    ht_free(t->ht);
}

static uint32_t strtab_addn(StrTab *t, const char *s, size_t len)
{
    if (!s || len == 0)
        return 0;
    size_t h = ((uintptr_t)s >> 3 ^ (uintptr_t)s >> 9) & (STRTAB_RECENT - 1);
    if (t->recent[h].s == s && t->recent[h].len == len)
        return t->recent[h].off;
    bool ins;
    void **slot = ht_slot(t->ht, s, len, &ins);
    uint32_t off;
    if (ins) {
        off = (uint32_t)t->buf.len;
        sb_append(&t->buf, s, len);
        sb_putc(&t->buf, '\0');
        *slot = (void *)(uintptr_t)off;
    } else
        off = (uint32_t)(uintptr_t)*slot;
    t->recent[h].s = s;
    t->recent[h].len = len;
    t->recent[h].off = off;
    return off;
}

static uint32_t strtab_add(StrTab *t, const char *s)
{
    return s ? strtab_addn(t, s, strlen(s)) : 0;
}

/* Check that the model can be written (the assembler's side of the
 * contract); messages name the file being written. */
static bool write_check(const Object *o, const char *path)
{
#define BAD(...) do { diag_at(DIAG_ERROR, (SrcPos){ .file = path }, NULL, 0, \
                              "cannot write object: " __VA_ARGS__); return false; } while (0)
    if ((unsigned)o->target.format >= FMT_COUNT)
        BAD("invalid binary format %d", (int)o->target.format);
    if ((unsigned)o->target.gpu >= GPU_COUNT)
        BAD("invalid GPU device %d", (int)o->target.gpu);
    if (o->nsections > OBJ_MAX_SECTIONS)
        BAD("too many sections (%zu, at most %u)", o->nsections, OBJ_MAX_SECTIONS);
    for (size_t i = 0; i < o->nkernels; i++)
        if (!o->kernels[i].name || !*o->kernels[i].name)
            BAD("kernel %zu has no name", i);
    if (o->kernel_twice)
        BAD("kernel '%s' given twice", o->kernel_twice);
    for (size_t i = 0; i < o->nsections; i++) {
        const ObjSection *s = &o->sections[i];
        if (!s->name || !*s->name)
            BAD("section %zu has no name", i);
        if (strncmp(s->name, ".clrx.", 6) == 0)
            BAD("section name '%s' is reserved", s->name);
        if ((unsigned)s->kind >= OSECT_KIND_COUNT)
            BAD("section '%s' has an invalid role %d", s->name, (int)s->kind);
        if (s->elf_type != SHT_PROGBITS && s->elf_type != SHT_NOBITS &&
            s->elf_type != SHT_NOTE)
            BAD("section '%s' has an unsupported type %u", s->name, s->elf_type);
        if (s->kind == OSECT_CODE && s->elf_type != SHT_PROGBITS)
            BAD("code section '%s' must be SHT_PROGBITS", s->name);
        if (s->elf_type == SHT_NOBITS ? s->data.len != 0 : s->data.len != s->size)
            BAD("section '%s': size %llu does not match its %zu bytes", s->name,
                (unsigned long long)s->size, s->data.len);
        if (s->size > OBJ_MAX_SECT_SIZE)
            BAD("section '%s' is larger than %llu bytes", s->name,
                (unsigned long long)OBJ_MAX_SECT_SIZE);
        if (s->align > OBJ_MAX_ALIGN || (s->align & (s->align - 1)))
            BAD("section '%s' has an invalid alignment %llu", s->name,
                (unsigned long long)s->align);
        if (s->kernel < OBJ_KERN_INNER || (s->kernel >= 0 && (size_t)s->kernel >= o->nkernels))
            BAD("section '%s' has an invalid kernel %d", s->name, (int)s->kernel);
    }
    HashTab *globals = ht_new(o->nsymbols);
    for (size_t i = 0; i < o->nsymbols; i++) {
        const ObjSymbol *s = &o->symbols[i];
        const char *nm = s->name ? s->name : "";
        if (s->section != OBJ_SHN_UNDEF && s->section != OBJ_SHN_ABS &&
            (s->section < 0 || (size_t)s->section >= o->nsections)) {
            ht_free(globals);
            BAD("symbol '%s' has an invalid section %d", nm, (int)s->section);
        }
        if (s->bind != OBJ_LOCAL && s->bind != OBJ_GLOBAL && s->bind != OBJ_WEAK) {
            ht_free(globals);
            BAD("symbol '%s' has an invalid binding", nm);
        }
        if (s->elf_type == STT_SECTION) {
            if (s->bind != OBJ_LOCAL || s->section < 0) {
                ht_free(globals);
                BAD("section symbol %zu must be local and in a section", i);
            }
        } else if (s->elf_type != STT_NOTYPE && s->elf_type != STT_OBJECT &&
                   s->elf_type != STT_FUNC) {
            ht_free(globals);
            BAD("symbol '%s' has an unsupported type %u", nm, s->elf_type);
        } else if (!*nm) {
            ht_free(globals);
            BAD("symbol %zu has no name", i);
        }
        if (s->bind == OBJ_LOCAL && s->section == OBJ_SHN_UNDEF) {
            ht_free(globals);
            BAD("local symbol '%s' is undefined", nm);
        }
        if (s->bind != OBJ_LOCAL) {
            bool ins;
            ht_slot(globals, nm, strlen(nm), &ins);
            if (!ins) {
                ht_free(globals);
                BAD("global symbol '%s' given twice", nm);
            }
        }
    }
    ht_free(globals);
    for (size_t i = 0; i < o->nrelocs; i++) {
        const ObjReloc *r = &o->relocs[i];
        if (r->section < 0 || (size_t)r->section >= o->nsections)
            BAD("relocation %zu has an invalid section", i);
        const ObjSection *s = &o->sections[r->section];
        unsigned w = obj_reloc_size(r->type);
        if (!obj_reloc_name(r->type) || r->type == R_AMDGPU_RELATIVE64)
            BAD("relocation %zu has an invalid type %u", i, r->type);
        if (r->symbol >= o->nsymbols)
            BAD("relocation %zu has an invalid symbol", i);
        if (s->elf_type == SHT_NOBITS || r->offset > s->size || s->size - r->offset < w)
            BAD("relocation %zu is outside section '%s'", i, s->name);
    }
    for (size_t i = 0; i < o->nlinks; i++) {
        const ObjLink *l = &o->links[i];
        if (l->kind == OBJ_LINK_NODE) {
            if (l->op < EXPR_OP_NEG || l->op > EXPR_OP_LAST || l->nargs != expr_op_arity((int)l->op))
                BAD("link-time record %zu has an invalid operator %u", i, l->op);
        } else if (l->kind == OBJ_LINK_DATA || l->kind == OBJ_LINK_INSN) {
            if (l->nargs != 1 || l->section < 0 || (size_t)l->section >= o->nsections ||
                o->sections[l->section].elf_type == SHT_NOBITS)
                BAD("link-time record %zu has an invalid target", i);
        } else if (l->kind == OBJ_LINK_SYMBOL) {
            if (l->nargs != 1 || l->offset >= o->nsymbols ||
                o->symbols[l->offset].section != OBJ_SHN_ABS)
                BAD("link-time record %zu has an invalid symbol", i);
        } else
            BAD("link-time record %zu has an invalid kind", i);
        for (uint32_t a = 0; a < l->nargs; a++) {
            const ObjLinkVal *v = &l->args[a];
            if (v->nterms > OBJ_LINK_MAX_TERMS)
                BAD("link-time record %zu has too many terms", i);
            for (uint32_t t = 0; t < v->nterms; t++) {
                const ObjLinkTerm *x = &v->terms[t];
                if (!(x->kind == OBJ_TERM_SECTION && x->ref < o->nsections) &&
                    !(x->kind == OBJ_TERM_SYMBOL && x->ref < o->nsymbols) &&
                    !(x->kind == OBJ_TERM_NODE && x->ref < i &&
                      o->links[x->ref].kind == OBJ_LINK_NODE))
                    BAD("link-time record %zu has an invalid term", i);
            }
        }
    }
    if (o->cfgpack) {
        const ObjConfigPack *pk = o->cfgpack;
        if (pk->invalid || pk->kernels_needed > o->nkernels)
            BAD("a packed configuration record is invalid");
        for (size_t i = 0; i < pk->nlater; i++)
            if (!pk->later[i].str)
                BAD("a packed configuration record has no value");
    }
    for (size_t i = 0; i < o->nconfigs; i++) {
        const ObjConfigRec *c = &o->configs[i];
        if (c->kernel < OBJ_KERN_GLOBAL || (c->kernel >= 0 && (size_t)c->kernel >= o->nkernels))
            BAD("configuration record %zu has an invalid kernel", i);
        if (!c->key || !*c->key)
            BAD("configuration record %zu has no key", i);
        if (c->nvals && !c->vals)
            BAD("configuration record '%s' has no values", c->key);
    }
    for (size_t i = 0; i < o->nregusage; i++) {
        const ObjRegUsage *u = &o->regusage[i];
        if (u->section < 0 || (size_t)u->section >= o->nsections ||
            o->sections[u->section].kind != OSECT_CODE)
            BAD("register usage range %zu is not in a code section", i);
        if (u->start > u->end || u->end > o->sections[u->section].size)
            BAD("register usage range %zu is outside its section", i);
        if (u->max_sgpr < -1 || u->max_vgpr < -1 || u->max_sgpr > 65535 ||
            u->max_vgpr > 65535)
            BAD("register usage range %zu has invalid register numbers", i);
        if (u->flags & ~(OBJ_REG_VCC | OBJ_REG_FLAT | OBJ_REG_XNACK | OBJ_REG_ALL_KERNELS |
                             OBJ_REG_FOLLOWS | OBJ_REG_REPLACE | OBJ_REG_FINAL |
                             OBJ_REG_EARLIER))
            BAD("register usage range %zu has unknown flags", i);
        for (uint32_t k = 0; k < u->nkernels; k++) {
            const char *n = u->kernel_names ? u->kernel_names[k] : NULL;
            if (!n && (!u->kernels || u->kernels[k] >= o->nkernels))
                BAD("register usage range %zu names no kernel", i);
        }
    }
    return true;
#undef BAD
}

/* What the writer builds before handing it to libelf. */
typedef struct WSect {
    uint32_t name;             /* offset in .shstrtab */
    uint32_t type;
    uint64_t flags, align, entsize;
    uint32_t link, info;
    const void *buf;           /* NULL for no bytes */
    uint64_t size;
} WSect;

static bool elf_fail(const char *path, const char *what)
{
    diag_at(DIAG_ERROR, (SrcPos){ .file = path }, NULL, 0, "cannot write object: %s: %s",
            what, elf_errmsg(-1));
    return false;
}

static bool write_elf(int fd, const char *path, const Object *o, const WSect *ws, size_t nws,
                      size_t shstrndx)
{
    Elf *e = elf_begin(fd, ELF_C_WRITE, NULL);
    if (!e)
        return elf_fail(path, "elf_begin");
    bool ok = false;
    GElf_Ehdr eh;
    if (!gelf_newehdr(e, ELFCLASS64)) {
        elf_fail(path, "gelf_newehdr");
        goto out;
    }
    if (!gelf_getehdr(e, &eh)) {
        elf_fail(path, "gelf_getehdr");
        goto out;
    }
    eh.e_ident[EI_DATA] = ELFDATA2LSB;
    eh.e_ident[EI_VERSION] = EV_CURRENT;
    eh.e_ident[EI_OSABI] = ELFOSABI_NONE;
    eh.e_ident[EI_ABIVERSION] = 0;
    eh.e_type = ET_REL;
    eh.e_machine = EM_AMDGPU;
    eh.e_version = EV_CURRENT;
    eh.e_flags = obj_gpu_eflags(o->target.gpu);
    eh.e_shstrndx = (GElf_Half)shstrndx;
    if (!gelf_update_ehdr(e, &eh)) {
        elf_fail(path, "gelf_update_ehdr");
        goto out;
    }
    for (size_t i = 0; i < nws; i++) {
        const WSect *w = &ws[i];
        Elf_Scn *scn = elf_newscn(e);
        if (!scn) {
            elf_fail(path, "elf_newscn");
            goto out;
        }
        if (w->size > 0) {
            Elf_Data *d = elf_newdata(scn);
            if (!d) {
                elf_fail(path, "elf_newdata");
                goto out;
            }
            d->d_buf = (void *)w->buf;
            d->d_type = ELF_T_BYTE;
            d->d_size = w->size;
            d->d_off = 0;
            d->d_align = w->align ? w->align : 1;
            d->d_version = EV_CURRENT;
        }
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh)) {
            elf_fail(path, "gelf_getshdr");
            goto out;
        }
        sh.sh_name = w->name;
        sh.sh_type = w->type;
        sh.sh_flags = w->flags;
        sh.sh_addralign = w->align;
        sh.sh_entsize = w->entsize;
        sh.sh_link = w->link;
        sh.sh_info = w->info;
        sh.sh_size = w->size;
        if (!gelf_update_shdr(scn, &sh)) {
            elf_fail(path, "gelf_update_shdr");
            goto out;
        }
    }
    if (elf_update(e, ELF_C_WRITE) < 0) {
        elf_fail(path, "elf_update");
        goto out;
    }
    ok = true;
out:
    elf_end(e);
    return ok;
}

static bool has_src(const ObjSrcLine *s)
{
    return (s->file && *s->file) || s->line;
}

/* The ELF file being built: one WSect per section after the null one
 * (ws[i - 1] is ELF section i), the bytes of the ones we build in bufs[]. */
typedef struct Writer {
    const Object *o;
    StrTab str, shstr;         /* .strtab, .shstrtab */
    Arena *tmp;                /* names built on the way */
    WSect *ws;
    StrBuf *bufs;
    size_t nws;
    size_t *relidx;            /* per model section: ELF index of its .rela (0 = none) */
    uint32_t *symmap;          /* per model symbol: its ELF index */
    uint32_t nlocal;           /* the null symbol and the locals */
    size_t nsrc;               /* relocations with a source position */
    /* ELF indices (0 = not written) */
    size_t symtab, strtab, shstrtab, tab[TAB_LAST + 1];
} Writer;

#define WS(W, idx) (&(W)->ws[(idx) - 1])
#define BUF(W, idx) (&(W)->bufs[(idx) - 1])

/* Section 2 of the format: the order of the sections. */
static void plan_sections(Writer *W)
{
    const Object *o = W->o;
    size_t N = o->nsections, next = N + 1;
    W->relidx = xcalloc(N ? N : 1, sizeof *W->relidx);
    for (size_t i = 0; i < o->nrelocs; i++)
        W->relidx[o->relocs[i].section] = 1;
    for (size_t i = 0; i < N; i++)
        if (W->relidx[i])
            W->relidx[i] = next++;
    W->symtab = next++;
    W->strtab = next++;
    W->tab[TAB_TARGET] = next++;
    W->tab[TAB_SECTIONS] = next++;
    W->tab[TAB_KERNELS] = o->nkernels ? next++ : 0;
    W->tab[TAB_CONFIG] = obj_nconfigs(o) ? next++ : 0;
    W->tab[TAB_REGUSAGE] = o->nregusage ? next++ : 0;
    for (size_t i = 0; i < o->nrelocs; i++)
        W->nsrc += has_src(&o->relocs[i].src);
    for (size_t i = 0; i < o->nsymbols; i++)
        W->nsrc += has_src(&o->symbols[i].src);
    for (size_t i = 0; i < o->nregusage; i++)
        W->nsrc += has_src(&o->regusage[i].src);
    W->tab[TAB_SRCLINES] = W->nsrc ? next++ : 0;
    W->tab[TAB_SYMORDER] = o->nsymorder ? next++ : 0;
    W->tab[TAB_LINKS] = o->nlinks ? next++ : 0;
    W->shstrtab = next++;
    W->nws = next - 1;
    W->ws = xcalloc(W->nws, sizeof *W->ws);
    W->bufs = xcalloc(W->nws, sizeof *W->bufs);
}

static void put_model_sections(Writer *W)
{
    for (size_t i = 0; i < W->o->nsections; i++) {
        const ObjSection *s = &W->o->sections[i];
        WSect *w = WS(W, i + 1);
        w->name = strtab_add(&W->shstr, s->name);
        w->type = s->elf_type;
        w->flags = s->elf_flags;
        w->align = s->align ? s->align : 1;
        w->buf = s->elf_type == SHT_NOBITS ? NULL : s->data.data;
        w->size = s->size;
    }
}

/* Section 2.3: the null symbol, the locals, then globals and weaks. */
static void put_symbols(Writer *W)
{
    const Object *o = W->o;
    StrBuf *b = BUF(W, W->symtab);
    static const uint8_t null_sym[24];
    sb_reserve(b, (o->nsymbols + 1) * 24);
    sb_append(b, null_sym, 24);
    W->symmap = xcalloc(o->nsymbols ? o->nsymbols : 1, sizeof *W->symmap);
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < o->nsymbols; i++) {
            const ObjSymbol *s = &o->symbols[i];
            if ((s->bind == OBJ_LOCAL) != (pass == 0))
                continue;
            W->symmap[i] = (uint32_t)(b->len / 24);
            uint8_t bind = s->bind == OBJ_LOCAL ? STB_LOCAL
                         : s->bind == OBJ_GLOBAL ? STB_GLOBAL : STB_WEAK;
            uint16_t shndx = s->section == OBJ_SHN_UNDEF ? SHN_UNDEF
                           : s->section == OBJ_SHN_ABS ? SHN_ABS
                           : (uint16_t)(s->section + 1);
            bool sect = s->elf_type == STT_SECTION;
            sb_put32(b, sect ? 0 : strtab_add(&W->str, s->name));
            uint8_t info[2] = { (uint8_t)((bind << 4) | (s->elf_type & 0xf)), 0 };
            sb_append(b, info, 2);
            sb_put16(b, shndx);
            sb_put64(b, sect ? 0 : s->value);
            sb_put64(b, s->size);
        }
    W->nlocal = 1;
    for (size_t i = 0; i < o->nsymbols; i++)
        W->nlocal += o->symbols[i].bind == OBJ_LOCAL;
    WSect *w = WS(W, W->symtab);
    w->name = strtab_add(&W->shstr, ".symtab");
    w->type = SHT_SYMTAB;
    w->align = 8;
    w->entsize = 24;
    w->link = (uint32_t)W->strtab;
    w->info = W->nlocal;
}

/* The expansion contexts of .clrx.srclines (its second array): each chain
 * once, an enclosing context before the ones inside it, numbered from 1. */
typedef struct CtxList {
    HashTab *index;            /* SrcCtx address (the key's bytes) -> number */
    Arena *keys;               /* the keys: copies of the addresses */
    const SrcCtx **v;
    size_t n, cap;
} CtxList;

static uint32_t ctx_number(CtxList *l, const SrcCtx *c)
{
    if (!c)
        return 0;
    uintptr_t k = (uintptr_t)ht_get(l->index, (const char *)&c, sizeof c);
    if (k)
        return (uint32_t)k;
    /* the chain up to the first context already numbered, outermost first */
    size_t depth = 0;
    for (const SrcCtx *x = c; x && !ht_get(l->index, (const char *)&x, sizeof x);
         x = x->call.ctx)
        depth++;
    if (l->n + depth > l->cap) {
        l->cap = (l->n + depth) * 2;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    const SrcCtx **chain = xmalloc(depth * sizeof *chain);
    size_t d = 0;
    for (const SrcCtx *x = c; d < depth; x = x->call.ctx)
        chain[d++] = x;
    while (d--) {
        l->v[l->n++] = chain[d];
        const SrcCtx **key = arena_alloc(l->keys, sizeof *key);
        *key = chain[d];
        ht_put(l->index, (const char *)key, sizeof *key, (void *)(uintptr_t)l->n);
    }
    free(chain);
    return (uint32_t)(uintptr_t)ht_get(l->index, (const char *)&c, sizeof c);
}

static void put_src(Writer *W, StrBuf *b, CtxList *ctxs, uint32_t sect, uint32_t ent,
                    const ObjSrcLine *s)
{
    sb_put32(b, sect);
    sb_put32(b, ent);
    sb_put32(b, strtab_add(&W->str, s->file));
    sb_put32(b, s->line);
    sb_put32(b, s->col);
    sb_put32(b, ctx_number(ctxs, s->ctx));
}

/* Section 2.2, and .clrx.srclines. */
static void put_relocs(Writer *W)
{
    const Object *o = W->o;
    size_t N = o->nsections;
    size_t *count = xcalloc(N ? N : 1, sizeof *count);   /* entries written per section */
    StrBuf *src = W->nsrc ? BUF(W, W->tab[TAB_SRCLINES]) : NULL;
    CtxList ctxs = { .index = ht_new(16), .keys = W->tmp };
    /* the contexts first: the header counts them */
    for (size_t i = 0; i < o->nrelocs; i++)
        if (has_src(&o->relocs[i].src))
            ctx_number(&ctxs, o->relocs[i].src.ctx);
    for (size_t i = 0; i < o->nsymbols; i++)
        if (has_src(&o->symbols[i].src))
            ctx_number(&ctxs, o->symbols[i].src.ctx);
    for (size_t i = 0; i < o->nregusage; i++)
        if (has_src(&o->regusage[i].src))
            ctx_number(&ctxs, o->regusage[i].src.ctx);
    if (src)
        tab_header(src, TAB_SRCLINES, (uint32_t)W->nsrc, ENT_SRCLINES, (uint32_t)ctxs.n,
                   ENT_SRCCTX);
    for (size_t i = 0; i < o->nrelocs; i++) {
        const ObjReloc *r = &o->relocs[i];
        size_t ri = W->relidx[r->section];
        StrBuf *b = BUF(W, ri);
        sb_put64(b, r->offset);
        sb_put64(b, ((uint64_t)W->symmap[r->symbol] << 32) | r->type);
        sb_put64(b, (uint64_t)r->addend);
        if (has_src(&r->src))
            put_src(W, src, &ctxs, (uint32_t)ri, (uint32_t)count[r->section], &r->src);
        count[r->section]++;
    }
    /* where symbols were defined: records naming .symtab and a symbol */
    for (size_t i = 0; i < o->nsymbols; i++) {
        const ObjSymbol *s = &o->symbols[i];
        if (has_src(&s->src))
            put_src(W, src, &ctxs, (uint32_t)W->symtab, W->symmap[i], &s->src);
    }
    /* where the kernels of ranges of code were named (.kcode) */
    for (size_t i = 0; i < o->nregusage; i++) {
        const ObjRegUsage *u = &o->regusage[i];
        if (has_src(&u->src))
            put_src(W, src, &ctxs, (uint32_t)W->tab[TAB_REGUSAGE], (uint32_t)i, &u->src);
    }
    /* the second array: the contexts, each naming the one around it */
    for (size_t i = 0; i < ctxs.n; i++) {
        const SrcCtx *c = ctxs.v[i];
        sb_put32(src, (uint32_t)c->kind);
        sb_put32(src, c->kind == CTX_MACRO && c->name ? strtab_add(&W->str, c->name) : 0);
        sb_put32(src, strtab_add(&W->str, c->call.file));
        sb_put32(src, c->call.line);
        sb_put32(src, c->call.col);
        sb_put32(src, strtab_add(&W->str, c->deffile));
        sb_put32(src, c->defline);
        sb_put32(src, ctx_number(&ctxs, c->call.ctx));
    }
    ht_free(ctxs.index);
    free(ctxs.v);
    free(count);
    for (size_t i = 0; i < N; i++) {
        if (!W->relidx[i])
            continue;
        WSect *w = WS(W, W->relidx[i]);
        /* the name must outlive the string table's hash keys */
        w->name = strtab_add(&W->shstr, arena_printf(W->tmp, ".rela%s", o->sections[i].name));
        w->type = SHT_RELA;
        w->flags = SHF_INFO_LINK;
        w->align = 8;
        w->entsize = 24;
        w->link = (uint32_t)W->symtab;
        w->info = (uint32_t)(i + 1);
    }
}

static void put_target(Writer *W)
{
    const Object *o = W->o;
    const TargetState *t = &o->target;
    StrBuf *b = BUF(W, W->tab[TAB_TARGET]);
    uint32_t fl = (t->is64bit ? TF_64BIT : 0) | (t->wave32 ? TF_WAVE32 : 0) |
                  (t->buggy_fplit ? TF_BUGGYFPLIT : 0) |
                  (t->old_mod_param ? TF_OLDMODPARAM : 0) |
                  (t->new_rocm_format ? TF_NEWROCM : 0) |
                  (t->rocm_metadata_v3 ? TF_ROCMV3 : 0) |
                  (t->force_add_symbols ? TF_FORCESYMS : 0) |
                  (t->gpu_set_by_arch ? TF_GPUBYARCH : 0) |
                  (o->format_explicit ? TF_FMT_EXPL : 0) |
                  (o->gpu_explicit ? TF_GPU_EXPL : 0) |
                  (o->driver_version_set ? TF_DRV_SET : 0) |
                  (o->llvm_version_set ? TF_LLVM_SET : 0) |
                  (o->bitness_explicit ? TF_BITS_EXPL : 0) |
                  ((t->code_object_version & 7u) << TF_COV_SHIFT);
    tab_header(b, TAB_TARGET, 1, ENT_TARGET, 0, 0);
    sb_put32(b, (uint32_t)t->format);
    sb_put32(b, (uint32_t)t->gpu);
    sb_put32(b, fl);
    sb_put32(b, t->driver_version);
    sb_put32(b, t->llvm_version);
    sb_put32(b, t->policy);
    sb_put64(b, 0);
}

static void put_section_roles(Writer *W)
{
    const Object *o = W->o;
    StrBuf *b = BUF(W, W->tab[TAB_SECTIONS]);
    tab_header(b, TAB_SECTIONS, (uint32_t)o->nsections, ENT_SECTIONS, 0, 0);
    for (size_t i = 0; i < o->nsections; i++) {
        sb_put32(b, (uint32_t)(i + 1));
        sb_put32(b, (uint32_t)o->sections[i].kind);
        sb_put32(b, (uint32_t)o->sections[i].kernel);
        const ObjSection *s = &o->sections[i];
        uint32_t lg = 0;
        while (s->decl_align >> lg > 1)
            lg++;
        sb_put32(b, (s->decl_align ? lg + 1 : 0) | (s->labels_used ? 0x100u : 0));
    }
}

static void put_kernels(Writer *W)
{
    const Object *o = W->o;
    if (!o->nkernels)
        return;
    StrBuf *b = BUF(W, W->tab[TAB_KERNELS]);
    tab_header(b, TAB_KERNELS, (uint32_t)o->nkernels, ENT_KERNELS, 0, 0);
    for (size_t i = 0; i < o->nkernels; i++) {
        const ObjKernel *k = &o->kernels[i];
        sb_put32(b, strtab_add(&W->str, k->name));
        sb_put32(b, strtab_add(&W->str, k->src.file));
        sb_put32(b, k->src.line);
        sb_put32(b, k->src.col);
    }
}

static void put_symorder(Writer *W)
{
    const Object *o = W->o;
    if (!o->nsymorder)
        return;
    StrBuf *b = BUF(W, W->tab[TAB_SYMORDER]);
    tab_header(b, TAB_SYMORDER, (uint32_t)o->nsymorder, ENT_SYMORDER, 0, 0);
    for (size_t i = 0; i < o->nsymorder; i++)
        sb_put32(b, strtab_add(&W->str, o->symorder[i]));
}

/* A packed record's string: its offset in the string table. */
static uint32_t pack_string(void *ctx, const char *s, size_t len)
{
    return strtab_addn(ctx, s, len);
}

/* .clrx.config version 2 (docs/object-format.md): records of LEB128 fields
 * one after the other; a kernel's seven records and 32 values take about 90
 * bytes instead of 680. */
/* The configuration records' strings begin the string table: those of the
 * packed records as they were packed (their offsets are in the records),
 * the values given later, then those of configs[] in the same order (key,
 * file, values of each record), so that records packed or not make the
 * same table. */
static void seed_config_strings(Writer *W)
{
    const Object *o = W->o;
    const ObjConfigPack *pk = o->cfgpack;
    if (pk && pk->str_off) {
        sb_clear(&W->str.buf);
        sb_append(&W->str.buf, pk->strs.data, pk->strs.len);
        ht_reserve(W->str.ht, ht_count(pk->str_off));
        size_t it = 0;
        const char *key;
        size_t len;
        void *off;
        while (ht_next(pk->str_off, &it, &key, &len, &off))
            ht_put(W->str.ht, key, len, off);
    }
    for (size_t i = 0; pk && i < pk->nlater; i++)
        strtab_addn(&W->str, pk->later[i].str, pk->later[i].len);
    for (size_t i = 0; i < o->nconfigs; i++) {
        const ObjConfigRec *c = &o->configs[i];
        strtab_add(&W->str, c->key);
        strtab_add(&W->str, c->src.file);
        for (uint32_t v = 0; v < c->nvals; v++)
            if (obj_cv_is_str(&c->vals[v]))
                strtab_addn(&W->str, c->vals[v].str, (size_t)c->vals[v].len);
    }
}

static void put_config(Writer *W)
{
    const Object *o = W->o;
    size_t n = obj_nconfigs(o);
    if (!n)
        return;
    StrBuf *b = BUF(W, W->tab[TAB_CONFIG]);
    size_t hdr = b->len;
    tab_header(b, TAB_CONFIG, (uint32_t)n, 0, 0, 1);   /* bytes: below */
    size_t start = b->len;
    if (o->cfgpack)                 /* about as long as packed */
        sb_reserve(b, o->cfgpack->bytes.len + o->cfgpack->bytes.len / 16);
    uint32_t prev_file = 0, prev_line = 0;
    /* the packed records first, as they were packed but for the strings */
    obj_pack_encode(o->cfgpack, b, pack_string, &W->str, &prev_file, &prev_line);
    for (size_t i = 0; i < o->nconfigs; i++) {
        const ObjConfigRec *c = &o->configs[i];
        sb_put_uleb(b, (uint64_t)((int64_t)c->kernel + 1));
        sb_put_uleb(b, strtab_add(&W->str, c->key));
        sb_put_uleb(b, c->nvals);
        uint32_t file = strtab_add(&W->str, c->src.file);
        sb_put_uleb(b, file == prev_file ? 0 : (uint64_t)file + 1);
        int64_t d = (int64_t)c->src.line - (int64_t)prev_line;
        sb_put_uleb(b, d >= 0 ? (uint64_t)d * 2 : (uint64_t)(-d) * 2 - 1);
        sb_put_uleb(b, c->src.col);
        prev_file = file;
        prev_line = c->src.line;
        for (uint32_t v = 0; v < c->nvals; v++) {
            const ObjConfigValue *cv = &c->vals[v];
            if (obj_cv_is_str(cv)) {
                sb_put_uleb(b, cv->len << 2 | OBJ_CV_STR);
                sb_put_uleb(b, strtab_addn(&W->str, cv->str, (size_t)cv->len));
            } else {
                obj_cv_put_number(b, cv->num);
            }
        }
    }
    put32((uint8_t *)b->data + hdr + 16, (uint32_t)(b->len - start));
}

static void put_regusage(Writer *W)
{
    const Object *o = W->o;
    if (!o->nregusage)
        return;
    StrBuf *b = BUF(W, W->tab[TAB_REGUSAGE]);
    uint64_t nnames = 0;
    for (size_t i = 0; i < o->nregusage; i++)
        nnames += o->regusage[i].nkernels;
    tab_header(b, TAB_REGUSAGE, (uint32_t)o->nregusage, ENT_REGUSAGE, (uint32_t)nnames,
               ENT_REGNAME);
    uint32_t first = 0;
    for (size_t i = 0; i < o->nregusage; i++) {
        const ObjRegUsage *u = &o->regusage[i];
        sb_put32(b, (uint32_t)(u->section + 1));
        sb_put32(b, u->flags);
        sb_put64(b, u->start);
        sb_put64(b, u->end);
        sb_put32(b, (uint32_t)u->max_sgpr);
        sb_put32(b, (uint32_t)u->max_vgpr);
        sb_put32(b, first);
        sb_put32(b, u->nkernels);
        first += u->nkernels;
    }
    for (size_t i = 0; i < o->nregusage; i++) {
        const ObjRegUsage *u = &o->regusage[i];
        for (uint32_t k = 0; k < u->nkernels; k++) {
            const char *n = u->kernel_names ? u->kernel_names[k] : NULL;
            sb_put32(b, strtab_add(&W->str, n ? n : o->kernels[u->kernels[k]].name));
        }
    }
}

/* Section 2.4, .clrx.links: the records, then their operands. */
static void put_links(Writer *W)
{
    const Object *o = W->o;
    if (!o->nlinks)
        return;
    StrBuf *b = BUF(W, W->tab[TAB_LINKS]);
    uint64_t nvals = 0;
    for (size_t i = 0; i < o->nlinks; i++)
        for (uint32_t a = 0; a < o->links[i].nargs; a++)
            nvals += 1 + o->links[i].args[a].nterms;
    tab_header(b, TAB_LINKS, (uint32_t)o->nlinks, ENT_LINKS, (uint32_t)nvals, ENT_LINKVAL);
    uint32_t first = 0;
    for (size_t i = 0; i < o->nlinks; i++) {
        const ObjLink *l = &o->links[i];
        sb_put32(b, l->kind);
        sb_put32(b, l->op);
        bool symk = l->kind == OBJ_LINK_SYMBOL;
        sb_put32(b, l->kind == OBJ_LINK_NODE || symk ? 0 : (uint32_t)(l->section + 1));
        sb_put32(b, l->field);
        sb_put64(b, symk ? W->symmap[l->offset] : l->offset);
        sb_put32(b, first);
        sb_put32(b, l->nargs);
        sb_put32(b, strtab_add(&W->str, l->src.file ? l->src.file : ""));
        sb_put32(b, l->src.line);
        sb_put32(b, l->src.col);
        sb_put32(b, l->kind == OBJ_LINK_INSN ? l->flags : 0);
        for (uint32_t a = 0; a < l->nargs; a++)
            first += 1 + l->args[a].nterms;
    }
    for (size_t i = 0; i < o->nlinks; i++) {
        const ObjLink *l = &o->links[i];
        for (uint32_t a = 0; a < l->nargs; a++) {
            const ObjLinkVal *v = &l->args[a];
            sb_put32(b, 0);
            sb_put32(b, v->nterms);
            sb_put64(b, v->value);
            for (uint32_t t = 0; t < v->nterms; t++) {
                const ObjLinkTerm *x = &v->terms[t];
                uint32_t ref = x->kind == OBJ_TERM_SECTION ? x->ref + 1
                             : x->kind == OBJ_TERM_SYMBOL ? W->symmap[x->ref] : x->ref;
                sb_put32(b, x->kind);
                sb_put32(b, ref);
                sb_put64(b, (uint64_t)x->coef);
            }
        }
    }
}

/* The headers of the tables and string tables, once their bytes are known. */
static void finish_sections(Writer *W)
{
    for (int t = TAB_TARGET; t <= TAB_LAST; t++) {
        size_t idx = W->tab[t];
        if (!idx)
            continue;
        WSect *w = WS(W, idx);
        w->name = strtab_add(&W->shstr, tab_names[t]);
        w->type = SHT_PROGBITS;
        w->align = 8;
        w->link = (uint32_t)W->strtab;
    }
    for (size_t i = W->o->nsections + 1; i <= W->nws; i++) {
        if (i != W->strtab && i != W->shstrtab) {
            WS(W, i)->buf = BUF(W, i)->data;
            WS(W, i)->size = BUF(W, i)->len;
        }
    }
    WSect *w = WS(W, W->strtab);
    w->name = strtab_add(&W->shstr, ".strtab");
    w->type = SHT_STRTAB;
    w->align = 1;
    w->buf = W->str.buf.data;
    w->size = W->str.buf.len;
    w = WS(W, W->shstrtab);
    w->name = strtab_add(&W->shstr, ".shstrtab");   /* before its size is taken */
    w->type = SHT_STRTAB;
    w->align = 1;
    w->buf = W->shstr.buf.data;
    w->size = W->shstr.buf.len;
}

/* libelf's version handshake, once per process (the writer and the reader):
 * objects may be read on several threads at once (clrx-ld), and elf_version
 * sets a global. */
static bool g_libelf_ok;
static void libelf_init(void)
{
    g_libelf_ok = elf_version(EV_CURRENT) != EV_NONE;
}

static bool libelf_ready(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, libelf_init);
    return g_libelf_ok;
}

bool obj_write(const Object *o, const char *path)
{
    if (!write_check(o, path))
        return false;
    if (!libelf_ready()) {
        diag_plain(DIAG_ERROR, "libelf is too old: %s", elf_errmsg(-1));
        return false;
    }
    Writer W = { .o = o, .tmp = arena_new() };
    /* the symbols' names, most kernels' too, and a few more */
    strtab_init(&W.str, o->nsymbols + 64);
    strtab_init(&W.shstr, 64);
    seed_config_strings(&W);
    plan_sections(&W);
    put_model_sections(&W);
    put_symbols(&W);
    put_relocs(&W);
    put_target(&W);
    put_section_roles(&W);
    put_kernels(&W);
    put_config(&W);
    put_regusage(&W);
    put_symorder(&W);
    put_links(&W);
    finish_sections(&W);

    bool ok = false;
    OutFile of;
    if (outfile_open(&of, path, OUTFILE_SEEKABLE)) {
        ok = write_elf(of.fd, path, o, W.ws, W.nws, W.shstrtab);
        if (ok)
            ok = outfile_commit(&of);
        else
            outfile_abort(&of);
    }

    for (size_t i = 0; i < W.nws; i++)
        sb_free(&W.bufs[i]);
    free(W.bufs);
    free(W.ws);
    free(W.symmap);
    free(W.relidx);
    strtab_free(&W.str);
    strtab_free(&W.shstr);
    arena_free(W.tmp);
    return ok;
}

/* ------------------------------------------------------------------ */
/* the reader                                                         */

typedef struct RSect {
    GElf_Shdr sh;
    const char *name;
    const uint8_t *data;       /* NULL for SHT_NOBITS or empty */
    enum { RS_MODEL, RS_RELA, RS_SYMTAB, RS_STRTAB, RS_TABLE, RS_SHSTRTAB } role;
    size_t model;              /* model index (RS_MODEL) */
    size_t relbase;            /* first model relocation (RS_RELA) */
} RSect;

typedef struct Reader {
    const char *name;
    Object *o;
    RSect *s;
    size_t n;                  /* sections, the null one included */
    const uint8_t *str;        /* .strtab */
    size_t strsize;
    size_t symtab;             /* ELF index */
    size_t nsyms;              /* ELF symbols, the null one included */
    size_t tab[TAB_LAST + 1];     /* ELF index of each .clrx table (0 = absent) */
    uint16_t tabver[TAB_LAST + 1]; /* its version (rtable) */
    size_t nmodel;             /* model sections */
    SrcCtx *ctxs;              /* .clrx.srclines' contexts (version 2) */
    uint32_t nctxs;
    /* the copies of the file names of source positions, by .strtab offset:
     * every record names one of a few files */
    struct { uint32_t off; const char *copy; } files[64];
    uint32_t *kname_off;       /* each kernel's name's .strtab offset */
    /* s and kname_off of a small object, without an allocation */
    RSect s_small[16];
    uint32_t kname_small[8];
    uint64_t read_id;          /* this read, among the process's */
    /* the keys of .clrx.config version 2 by .strtab offset (key_slot; key
     * NULL: an empty slot) */
    struct { uint32_t off; int32_t name; const char *key; } keys[16];
} Reader;

static bool rerr(Reader *R, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool rerr(Reader *R, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vat(DIAG_ERROR, (SrcPos){ .file = R->name }, NULL, 0, fmt, ap);
    va_end(ap);
    return false;
}

/* A string of .strtab at off (must be NUL-terminated inside the table). */
static bool rstr(Reader *R, uint32_t off, const char **out, const char *what)
{
    if (off >= R->strsize)
        return rerr(R, "%s: string offset %u is outside .strtab", what, off);
    const uint8_t *p = R->str + off;
    if (!memchr(p, 0, R->strsize - off))
        return rerr(R, "%s: string at offset %u is not terminated", what, off);
    *out = (const char *)p;
    return true;
}

/* The copy of the file name at .strtab offset off (NULL for ""), not yet
 * in R->files. */
static bool rsrc_file(Reader *R, uint32_t off, const char **out, const char *what)
{
    const char *f = NULL;
    if (!rstr(R, off, &f, what))
        return false;
    *out = *f ? arena_strdup(R->o->arena, f) : NULL;
    if (*out) {
        R->files[off & 63].off = off;
        R->files[off & 63].copy = *out;
    }
    return true;
}

/* A source position: file (.strtab offset), line, column. */
static inline bool rsrc_at(Reader *R, uint32_t off, uint32_t line, uint32_t col,
                           ObjSrcLine *out, const char *what)
{
    if (off && R->files[off & 63].off == off)
        out->file = R->files[off & 63].copy;
    else if (!rsrc_file(R, off, &out->file, what))
        return false;
    out->line = line;
    out->col = col;
    return true;
}

static bool rsrc(Reader *R, const uint8_t *p, ObjSrcLine *out, const char *what)
{
    return rsrc_at(R, get32(p), get32(p + 4), get32(p + 8), out, what);
}

/* A position of .clrx.srclines: rsrc, then its context number (0 = none). */
static bool rsrc_ctx(Reader *R, const uint8_t *p, ObjSrcLine *out)
{
    if (!rsrc(R, p, out, ".clrx.srclines"))
        return false;
    uint32_t c = R->ctxs ? get32(p + 12) : 0;      /* version 1: reserved */
    if (c > R->nctxs)
        return rerr(R, ".clrx.srclines: context %u does not exist", c);
    out->ctx = c ? &R->ctxs[c - 1] : NULL;
    return true;
}

static const uint32_t tab_ent[TAB_LAST + 1][2] = {
    [TAB_TARGET] = { ENT_TARGET, 0 }, [TAB_SECTIONS] = { ENT_SECTIONS, 0 },
    [TAB_KERNELS] = { ENT_KERNELS, 0 }, [TAB_CONFIG] = { ENT_CONFIG, ENT_CONFIGVAL },
    [TAB_REGUSAGE] = { ENT_REGUSAGE, ENT_REGNAME }, [TAB_SRCLINES] = { ENT_SRCLINES, ENT_SRCCTX },
    [TAB_SYMORDER] = { ENT_SYMORDER, 0 },
    [TAB_LINKS] = { ENT_LINKS, ENT_LINKVAL },
};

/* Checks a table's header; gives its records and second array. */
static bool rtable(Reader *R, int id, const uint8_t **recs, uint32_t *count,
                   const uint8_t **arr2, uint32_t *count2)
{
    *recs = *arr2 = NULL;
    *count = *count2 = 0;
    size_t idx = R->tab[id];
    if (!idx)
        return true;
    const RSect *s = &R->s[idx];
    const char *nm = tab_names[id];
    if (s->sh.sh_type != SHT_PROGBITS)
        return rerr(R, "%s: wrong section type %u", nm, (unsigned)s->sh.sh_type);
    if (s->sh.sh_size < TAB_HDR)
        return rerr(R, "%s: truncated (%llu bytes)", nm, (unsigned long long)s->sh.sh_size);
    const uint8_t *p = s->data;
    if (memcmp(p, "CLRX", 4) != 0)
        return rerr(R, "%s: bad magic", nm);
    uint16_t ver = get16(p + 4), tid = get16(p + 6);
    uint16_t known = tab_version(id);
    /* still read: .clrx.srclines version 1 (no second array: no contexts)
     * and .clrx.config version 1 (fixed-size records and values) */
    bool old_src = id == TAB_SRCLINES && ver == 1;
    bool old_cfg = id == TAB_CONFIG && ver == 1;
    if (ver != known && !old_src && !old_cfg)
        return rerr(R, "%s: unsupported version %u (this program reads version %u)", nm,
                    ver, known);
    if (tid != id)
        return rerr(R, "%s: wrong table id %u", nm, tid);
    R->tabver[id] = ver;
    uint32_t c1 = get32(p + 8), e1 = get32(p + 12), c2 = get32(p + 16), e2 = get32(p + 20);
    uint32_t want1 = tab_ent[id][0], want2 = old_src ? 0 : tab_ent[id][1];
    if (id == TAB_CONFIG && !old_cfg)
        want1 = 0, want2 = 1;  /* c1 records of variable size in c2 bytes */
    if (e1 != want1 || e2 != want2)
        return rerr(R, "%s: wrong record size", nm);
    if (!want2 && c2)
        return rerr(R, "%s: unexpected second array", nm);
    uint64_t need = TAB_HDR + (uint64_t)c1 * e1 + (uint64_t)c2 * e2;
    if (need != s->sh.sh_size)
        return rerr(R, "%s: size %llu does not match its counts (%llu)", nm,
                    (unsigned long long)s->sh.sh_size, (unsigned long long)need);
    *recs = p + TAB_HDR;
    *count = c1;
    *arr2 = p + TAB_HDR + (uint64_t)c1 * e1;
    *count2 = c2;
    return true;
}

/* An array of the model, zeroed: in the shared arena (obj_read_owned), else
 * malloc'd (obj_free frees it; obj_add_* may grow it). */
static void *model_array(Object *o, size_t n, size_t size)
{
    if (!o->arena_shared)
        return xcalloc(n, size);
    if (size && n > SIZE_MAX / size)
        out_of_memory();
    return arena_zalloc(o->arena, n * size);
}

/* The same, not zeroed, for an array that the reader writes whole (the
 * records of .clrx.config: 7.8 MB for 20,000 kernels, the kernels, a
 * section's bytes). */
static void *model_room(Object *o, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        out_of_memory();
    return o->arena_shared ? arena_alloc(o->arena, n * size) : xmalloc(n * size);
}

/* The ELF header as <elf.h> lays it out (64-bit little-endian). */
static void get_ehdr(const uint8_t *b, GElf_Ehdr *eh)
{
    memcpy(eh->e_ident, b, EI_NIDENT);
    eh->e_type = get16(b + 16);
    eh->e_machine = get16(b + 18);
    eh->e_version = get32(b + 20);
    eh->e_entry = get64(b + 24);
    eh->e_phoff = get64(b + 32);
    eh->e_shoff = get64(b + 40);
    eh->e_flags = get32(b + 48);
    eh->e_ehsize = get16(b + 52);
    eh->e_phentsize = get16(b + 54);
    eh->e_phnum = get16(b + 56);
    eh->e_shentsize = get16(b + 58);
    eh->e_shnum = get16(b + 60);
    eh->e_shstrndx = get16(b + 62);
}

/* A section header as <elf.h> lays it out (64-bit little-endian). */
static void get_shdr(const uint8_t *p, GElf_Shdr *sh)
{
    sh->sh_name = get32(p);
    sh->sh_type = get32(p + 4);
    sh->sh_flags = get64(p + 8);
    sh->sh_addr = get64(p + 16);
    sh->sh_offset = get64(p + 24);
    sh->sh_size = get64(p + 32);
    sh->sh_link = get32(p + 40);
    sh->sh_info = get32(p + 44);
    sh->sh_addralign = get64(p + 48);
    sh->sh_entsize = get64(p + 56);
}

/* The section header table, read from the image: the header was checked
 * (obj_read_private) and the table is bounded here.  Numbers too large for
 * the ELF header are in section 0 (sh_size: the number of sections,
 * sh_link: the name table's index), as the ELF specification has them.
 * (libelf's elf_memory allocated and zeroed a descriptor for every section
 * of every object: a quarter of the instructions of linking 2,000 small
 * objects.) */
static bool read_sections(Reader *R, const GElf_Ehdr *eh, const uint8_t *img, size_t size,
                          size_t *shstrndx_out)
{
    const uint8_t *tab = img + eh->e_shoff;
    size_t room = (size_t)((size - eh->e_shoff) / sizeof(Elf64_Shdr));
    GElf_Shdr sh0;
    get_shdr(tab, &sh0);
    uint64_t shnum = eh->e_shnum ? eh->e_shnum : sh0.sh_size;
    uint64_t shstrndx = eh->e_shstrndx == SHN_XINDEX ? sh0.sh_link : eh->e_shstrndx;
    if (shnum > room)
        return rerr(R, "section headers lie outside the file (truncated?)");
    if (shnum < 2)
        return rerr(R, "no sections");
    if (shnum > (size_t)OBJ_MAX_SECTIONS * 3 + 16)
        return rerr(R, "too many sections (%llu)", (unsigned long long)shnum);
    if (shstrndx == 0 || shstrndx >= shnum)
        return rerr(R, "invalid section name table index %llu", (unsigned long long)shstrndx);
    R->n = (size_t)shnum;
    if (R->n <= sizeof R->s_small / sizeof *R->s_small) {
        R->s = R->s_small;
        memset(R->s, 0, R->n * sizeof *R->s);
    } else {
        R->s = xcalloc(R->n, sizeof *R->s);
    }
    for (size_t i = 1; i < R->n; i++) {
        RSect *s = &R->s[i];
        get_shdr(tab + i * sizeof(Elf64_Shdr), &s->sh);
        if (s->sh.sh_type != SHT_NOBITS && s->sh.sh_size > 0) {
            if (s->sh.sh_offset > size || size - s->sh.sh_offset < s->sh.sh_size)
                return rerr(R, "section %zu lies outside the file (truncated?)", i);
            s->data = img + s->sh.sh_offset;
        }
        if (s->sh.sh_addralign > OBJ_MAX_ALIGN ||
            (s->sh.sh_addralign & (s->sh.sh_addralign - 1)))
            return rerr(R, "section %zu has an invalid alignment", i);
    }
    size_t shstrndx_z = (size_t)shstrndx;
    *shstrndx_out = shstrndx_z;
    /* section names: .shstrtab must end with a NUL so every offset inside is a string */
    const RSect *ss = &R->s[shstrndx_z];
    if (ss->sh.sh_type != SHT_STRTAB || !ss->data || ss->data[ss->sh.sh_size - 1] != 0)
        return rerr(R, "invalid section name table");
    R->s[shstrndx_z].role = RS_SHSTRTAB;
    for (size_t i = 1; i < shnum; i++) {
        RSect *s = &R->s[i];
        if (s->sh.sh_name >= ss->sh.sh_size)
            return rerr(R, "section %zu: name offset outside the name table", i);
        s->name = (const char *)ss->data + s->sh.sh_name;
    }
    return true;
}

/* Sorts the sections into roles; finds .symtab, .strtab and the tables. */
static bool classify_sections(Reader *R, size_t shstrndx)
{
    size_t nmodel = 0;
    int last_tab = 0;
    R->symtab = 0;
    for (size_t i = 1; i < R->n; i++) {
        RSect *s = &R->s[i];
        if (i == shstrndx)
            continue;
        switch (s->sh.sh_type) {
        case SHT_SYMTAB:
            if (R->symtab)
                return rerr(R, "more than one symbol table");
            R->symtab = i;
            s->role = RS_SYMTAB;
            break;
        case SHT_STRTAB:
            s->role = RS_STRTAB;
            break;
        case SHT_RELA:
            s->role = RS_RELA;
            break;
        case SHT_PROGBITS:
        case SHT_NOBITS:
        case SHT_NOTE:
            if (strncmp(s->name, ".clrx.", 6) == 0) {
                /* the tables are usually in their order: look from the
                 * one after the last found */
                int id = 0;
                for (int k = 0; k < TAB_LAST && !id; k++) {
                    int t = (last_tab + k) % TAB_LAST + 1;
                    if (strcmp(s->name + 6, tab_names[t] + 6) == 0)
                        id = t;
                }
                last_tab = id;
                if (!id)
                    return rerr(R, "unknown section '%s' (from a newer clrx-tools?)",
                                s->name);
                if (R->tab[id])
                    return rerr(R, "more than one '%s' section", s->name);
                R->tab[id] = i;
                s->role = RS_TABLE;
                break;
            }
            if (i != nmodel + 1)
                return rerr(R, "section %zu ('%s') is not among the object's first sections",
                            i, s->name);
            s->role = RS_MODEL;
            s->model = nmodel++;
            break;
        default:
            return rerr(R, "section %zu ('%s') has an unsupported type %u", i, s->name,
                        (unsigned)s->sh.sh_type);
        }
    }
    if (!R->tab[TAB_TARGET])
        return rerr(R, "not a clrx-tools object (no .clrx.target section)");
    if (!R->tab[TAB_SECTIONS])
        return rerr(R, "missing .clrx.sections section");
    if (!R->symtab)
        return rerr(R, "no symbol table");
    const RSect *st = &R->s[R->symtab];
    if (st->sh.sh_link == 0 || st->sh.sh_link >= R->n ||
        R->s[st->sh.sh_link].role != RS_STRTAB || st->sh.sh_link == shstrndx)
        return rerr(R, "the symbol table has no valid string table");
    const RSect *strs = &R->s[st->sh.sh_link];
    if (!strs->data || strs->data[0] != 0 || strs->data[strs->sh.sh_size - 1] != 0)
        return rerr(R, "invalid string table");
    R->str = strs->data;
    R->strsize = strs->sh.sh_size;
    for (size_t i = 1; i < R->n; i++)
        if (R->s[i].role == RS_STRTAB && i != st->sh.sh_link)
            return rerr(R, "unexpected string table '%s'", R->s[i].name);
    if (nmodel > OBJ_MAX_SECTIONS)
        return rerr(R, "too many sections (%zu)", nmodel);
    R->nmodel = nmodel;
    return true;
}

static bool read_target(Reader *R, const GElf_Ehdr *eh)
{
    const uint8_t *p, *a2;
    uint32_t n, n2;
    if (!rtable(R, TAB_TARGET, &p, &n, &a2, &n2))
        return false;
    if (n != 1)
        return rerr(R, ".clrx.target: %u records instead of 1", n);
    uint32_t fmt = get32(p), gpu = get32(p + 4), fl = get32(p + 8);
    if (fmt >= FMT_COUNT)
        return rerr(R, ".clrx.target: unknown binary format %u", fmt);
    if (gpu >= GPU_COUNT)
        return rerr(R, ".clrx.target: unknown GPU device %u", gpu);
    if (fl & ~TF_KNOWN)
        return rerr(R, ".clrx.target: unknown flags 0x%x", fl & ~TF_KNOWN);
    TargetState *t = &R->o->target;
    t->format = (BinFormat)fmt;
    t->gpu = (GpuDevice)gpu;
    t->is64bit = fl & TF_64BIT;
    t->wave32 = fl & TF_WAVE32;
    t->buggy_fplit = fl & TF_BUGGYFPLIT;
    t->old_mod_param = fl & TF_OLDMODPARAM;
    t->new_rocm_format = fl & TF_NEWROCM;
    t->rocm_metadata_v3 = fl & TF_ROCMV3;
    t->force_add_symbols = fl & TF_FORCESYMS;
    t->gpu_set_by_arch = fl & TF_GPUBYARCH;
    t->code_object_version = (fl & TF_COV_MASK) >> TF_COV_SHIFT;
    R->o->format_explicit = fl & TF_FMT_EXPL;
    R->o->gpu_explicit = fl & TF_GPU_EXPL;
    R->o->driver_version_set = fl & TF_DRV_SET;
    R->o->llvm_version_set = fl & TF_LLVM_SET;
    R->o->bitness_explicit = fl & TF_BITS_EXPL;
    t->driver_version = get32(p + 12);
    t->llvm_version = get32(p + 16);
    t->policy = get32(p + 20);
    if (eh->e_flags != obj_gpu_eflags(t->gpu))
        return rerr(R, "e_flags 0x%x do not match the GPU %s (expected 0x%x)",
                    (unsigned)eh->e_flags, gpu_name(t->gpu), obj_gpu_eflags(t->gpu));
    return true;
}

static bool read_symorder(Reader *R)
{
    const uint8_t *p, *a2;
    uint32_t n, n2;
    if (!rtable(R, TAB_SYMORDER, &p, &n, &a2, &n2))
        return false;
    Object *o = R->o;
    o->symorder = n ? arena_zalloc(o->arena, n * sizeof *o->symorder) : NULL;
    for (uint32_t i = 0; i < n; i++, p += ENT_SYMORDER) {
        const char *nm;
        if (!rstr(R, get32(p), &nm, ".clrx.symorder"))
            return false;
        o->symorder[i] = arena_strdup(o->arena, nm);
    }
    o->nsymorder = n;
    return true;
}

static bool read_kernels(Reader *R)
{
    const uint8_t *p, *a2;
    uint32_t n, n2;
    if (!rtable(R, TAB_KERNELS, &p, &n, &a2, &n2))
        return false;
    Object *o = R->o;
    o->kernels = model_room(o, n ? n : 1, sizeof *o->kernels);
    o->capkernels = n ? n : 1;
    R->kname_off = n <= sizeof R->kname_small / sizeof *R->kname_small
                       ? R->kname_small : xmalloc(n * sizeof *R->kname_off);
    for (uint32_t i = 0; i < n; i++, p += ENT_KERNELS) {
        const char *nm;
        ObjKernel *k = &o->kernels[i];
        R->kname_off[i] = get32(p);
        if (!rstr(R, R->kname_off[i], &nm, ".clrx.kernels") ||
            !rsrc(R, p + 4, &k->src, ".clrx.kernels"))
            return false;
        if (!*nm)
            return rerr(R, ".clrx.kernels: kernel %u has no name", i);
        k->name = arena_strdup(o->arena, nm);
        k->src.ctx = NULL;
        /* the index of obj_find_kernel is made here, once */
        if (!index_kernel(o, i, n))
            return rerr(R, ".clrx.kernels: kernel '%s' given twice", nm);
        o->nkernels++;
    }
    return true;
}

static bool read_model_sections(Reader *R)
{
    const uint8_t *p, *a2;
    uint32_t n, n2;
    if (!rtable(R, TAB_SECTIONS, &p, &n, &a2, &n2))
        return false;
    Object *o = R->o;
    size_t N = R->nmodel;
    if (n != N)
        return rerr(R, ".clrx.sections: %u records for %zu sections", n, N);
    o->sections = model_array(o, N ? N : 1, sizeof *o->sections);
    o->capsections = N ? N : 1;
    o->nsections = N;           /* zeroed: obj_free may free them at any point */
    for (size_t i = 0; i < N; i++, p += ENT_SECTIONS) {
        const RSect *s = &R->s[i + 1];
        ObjSection *d = &o->sections[i];
        d->secsym = -1;
        uint32_t idx = get32(p), kind = get32(p + 4);
        int32_t kern = (int32_t)get32(p + 8);
        if (idx != i + 1)
            return rerr(R, ".clrx.sections: record %zu describes section %u", i, idx);
        if (kind >= OSECT_KIND_COUNT)
            return rerr(R, "section '%s': unknown role %u", s->name, kind);
        if (kern < OBJ_KERN_INNER || (kern >= 0 && (size_t)kern >= o->nkernels))
            return rerr(R, "section '%s': invalid kernel index %d", s->name, (int)kern);
        if (kind == OSECT_CODE && s->sh.sh_type != SHT_PROGBITS)
            return rerr(R, "code section '%s' must be SHT_PROGBITS", s->name);
        if (s->sh.sh_size > OBJ_MAX_SECT_SIZE)
            return rerr(R, "section '%s' is larger than %llu bytes", s->name,
                        (unsigned long long)OBJ_MAX_SECT_SIZE);
        d->name = arena_strdup(o->arena, s->name);
        d->kind = (ObjSectKind)kind;
        d->kernel = kern;
        uint32_t fl = get32(p + 12);
        if ((fl & ~0x13fu) || (fl & 0x3f) > 32)
            return rerr(R, "section '%s': unknown flags 0x%x", s->name, fl);
        d->decl_align = (fl & 0x3f) ? (uint32_t)1 << ((fl & 0x3f) - 1) : 0;
        d->labels_used = (fl & 0x100) != 0;
        d->elf_type = s->sh.sh_type;
        d->elf_flags = s->sh.sh_flags;
        d->align = s->sh.sh_addralign ? s->sh.sh_addralign : 1;
        d->size = s->sh.sh_size;
        if (s->sh.sh_type != SHT_NOBITS && s->sh.sh_size) {
            /* exactly the size (sb_append would double from 64) */
            d->data.data = model_room(o, s->sh.sh_size + 1, 1);
            d->data.cap = s->sh.sh_size + 1;
            memcpy(d->data.data, s->data, s->sh.sh_size);
            d->data.len = s->sh.sh_size;
            d->data.data[d->data.len] = '\0';
        }
    }
    return true;
}

static bool read_symbols(Reader *R)
{
    const RSect *st = &R->s[R->symtab];
    Object *o = R->o;
    if (st->sh.sh_entsize != 24 || st->sh.sh_size % 24 != 0 || st->sh.sh_size < 24)
        return rerr(R, "invalid symbol table size");
    size_t n = st->sh.sh_size / 24;
    if (st->sh.sh_info == 0 || st->sh.sh_info > n)
        return rerr(R, "invalid first global symbol index %u", (unsigned)st->sh.sh_info);
    R->nsyms = n;
    const uint8_t *p = st->data;
    for (int j = 0; j < 24; j++)
        if (p[j])
            return rerr(R, "symbol 0 is not the null symbol");
    o->symbols = model_array(o, n, sizeof *o->symbols);
    o->capsymbols = n;
    /* two globals of one name: a few are compared one by one; more are
     * marked in kernel_seen when they have a kernel's name, else go
     * through a table */
    size_t first_global = st->sh.sh_info;
    bool many = n - first_global > 8;
    HashTab *globals = NULL;
    uint8_t *kernel_seen = many ? xcalloc(o->nkernels ? o->nkernels : 1, 1) : NULL;
    /* a kernel's entry label is mostly named by the kernel's own string
     * (the writer keeps one copy), the kernels in order: the next one is at
     * hand, found without a look-up, and the symbol shares its name */
    size_t next_kernel = 0;
    bool ok = true;
    for (size_t i = 1; i < n && ok; i++) {
        const uint8_t *e = p + i * 24;
        ObjSymbol *s = &o->symbols[i - 1];
        const char *nm;
        uint32_t nameoff = get32(e);
        if (!(ok = rstr(R, nameoff, &nm, "symbol name")))
            break;
        uint8_t info = e[4], bind = info >> 4, type = info & 0xf;
        uint16_t shndx = get16(e + 6);
        if (bind != STB_LOCAL && bind != STB_GLOBAL && bind != STB_WEAK) {
            ok = rerr(R, "symbol %zu ('%s'): unsupported binding %u", i, nm, bind);
            break;
        }
        if ((bind == STB_LOCAL) != (i < st->sh.sh_info)) {
            ok = rerr(R, "symbol %zu ('%s'): local and global symbols are mixed", i, nm);
            break;
        }
        if (type != STT_NOTYPE && type != STT_OBJECT && type != STT_FUNC &&
            type != STT_SECTION) {
            ok = rerr(R, "symbol %zu ('%s'): unsupported type %u", i, nm, type);
            break;
        }
        if (shndx == SHN_UNDEF)
            s->section = OBJ_SHN_UNDEF;
        else if (shndx == SHN_ABS)
            s->section = OBJ_SHN_ABS;
        else if (shndx >= 1 && shndx <= o->nsections)
            s->section = (int32_t)(shndx - 1);
        else {
            ok = rerr(R, "symbol %zu ('%s'): invalid section index %u", i, nm, shndx);
            break;
        }
        if (type == STT_SECTION) {
            if (bind != STB_LOCAL || s->section < 0 || get64(e + 8) != 0) {
                ok = rerr(R, "symbol %zu: invalid section symbol", i);
                break;
            }
            if (o->sections[s->section].secsym < 0)
                o->sections[s->section].secsym = (int32_t)(i - 1);
        } else if (!*nm) {
            ok = rerr(R, "symbol %zu has no name", i);
            break;
        }
        if (bind == STB_LOCAL && s->section == OBJ_SHN_UNDEF) {
            ok = rerr(R, "local symbol '%s' is undefined", nm);
            break;
        }
        int32_t kernel = -1;       /* a global's kernel of the same name */
        if (bind != STB_LOCAL) {
            if (next_kernel < o->nkernels && R->kname_off[next_kernel] == nameoff)
                kernel = (int32_t)next_kernel;
            else if ((kernel = obj_find_kernel(o, nm)) >= 0)
                next_kernel = (size_t)kernel;
            bool ins = true;
            if (kernel >= 0 && many) {
                ins = !kernel_seen[kernel];
                kernel_seen[kernel] = 1;
            } else if (many) {
                if (!globals)
                    globals = ht_new(n - first_global);
                ht_slot(globals, nm, strlen(nm), &ins);
            } else {
                for (size_t j = first_global - 1; j < i - 1 && ins; j++)
                    ins = strcmp(o->symbols[j].name, nm) != 0;
            }
            if (!ins) {
                ok = rerr(R, "global symbol '%s' appears twice", nm);
                break;
            }
        }
        if (kernel >= 0 && R->kname_off[kernel] == nameoff) {
            s->name = o->kernels[kernel].name;
            next_kernel++;
        } else {
            s->name = arena_strdup(o->arena, nm);
        }
        s->value = get64(e + 8);
        s->size = get64(e + 16);
        s->bind = bind == STB_LOCAL ? OBJ_LOCAL : bind == STB_GLOBAL ? OBJ_GLOBAL : OBJ_WEAK;
        s->elf_type = type;
        s->is_kernel = kernel >= 0 && s->section != OBJ_SHN_UNDEF;
        o->nsymbols++;
    }
    ht_free(globals);
    free(kernel_seen);
    return ok;
}

static bool read_relocs(Reader *R)
{
    Object *o = R->o;
    uint64_t total = 0;
    for (size_t i = 1; i < R->n; i++) {
        RSect *s = &R->s[i];
        if (s->role != RS_RELA)
            continue;
        if (s->sh.sh_link != R->symtab)
            return rerr(R, "'%s': not linked to the symbol table", s->name);
        if (s->sh.sh_info == 0 || s->sh.sh_info > o->nsections)
            return rerr(R, "'%s': does not apply to a section of the object", s->name);
        if (s->sh.sh_entsize != 24 || s->sh.sh_size % 24 != 0)
            return rerr(R, "'%s': invalid size", s->name);
        s->relbase = total;
        total += s->sh.sh_size / 24;
    }
    o->relocs = model_array(o, total ? total : 1, sizeof *o->relocs);
    o->caprelocs = total ? total : 1;
    for (size_t i = 1; i < R->n; i++) {
        const RSect *s = &R->s[i];
        if (s->role != RS_RELA)
            continue;
        int32_t sect = (int32_t)(s->sh.sh_info - 1);
        const ObjSection *t = &o->sections[sect];
        size_t n = s->sh.sh_size / 24;
        for (size_t j = 0; j < n; j++) {
            const uint8_t *e = s->data + j * 24;
            ObjReloc *r = &o->relocs[o->nrelocs];
            uint64_t info = get64(e + 8);
            uint32_t type = (uint32_t)info, sym = (uint32_t)(info >> 32);
            r->section = sect;
            r->offset = get64(e);
            r->type = type;
            r->addend = (int64_t)get64(e + 16);
            const char *tn = obj_reloc_name(type);
            if (!tn || type == R_AMDGPU_RELATIVE64)
                return rerr(R, "'%s': relocation %zu has an invalid type %u", s->name, j, type);
            if (sym == 0 || sym >= R->nsyms)
                return rerr(R, "'%s': relocation %zu has an invalid symbol index %u", s->name,
                            j, sym);
            unsigned w = obj_reloc_size(type);
            if (t->elf_type == SHT_NOBITS || r->offset > t->size || t->size - r->offset < w)
                return rerr(R, "'%s': relocation %zu (offset 0x%llx) is outside section '%s'",
                            s->name, j, (unsigned long long)r->offset, t->name);
            r->symbol = sym - 1;
            o->nrelocs++;
        }
    }
    return true;
}

/* The contexts of .clrx.srclines (version 2): kind, macro name, call
 * position, definition position, and the enclosing context, which comes
 * earlier in the array (so no chain is circular). */
static bool read_srcctxs(Reader *R, const uint8_t *a, uint32_t n)
{
    /* version 1: no contexts, and the records' last field is reserved */
    if (get16(R->s[R->tab[TAB_SRCLINES]].data + 4) >= 2)
        R->ctxs = arena_zalloc(R->o->arena, (n ? n : 1) * sizeof *R->ctxs);
    R->nctxs = R->ctxs ? n : 0;
    for (uint32_t i = 0; i < R->nctxs; i++, a += ENT_SRCCTX) {
        SrcCtx *c = &R->ctxs[i];
        uint32_t kind = get32(a), parent = get32(a + 28);
        const char *name, *cf, *df;
        if (kind > CTX_WHILE)
            return rerr(R, ".clrx.srclines: context %u has an invalid kind %u", i + 1, kind);
        if (parent > i)
            return rerr(R, ".clrx.srclines: context %u is inside context %u, which does not "
                        "come before it", i + 1, parent);
        if (!rstr(R, get32(a + 4), &name, ".clrx.srclines") ||
            !rstr(R, get32(a + 8), &cf, ".clrx.srclines") ||
            !rstr(R, get32(a + 20), &df, ".clrx.srclines"))
            return false;
        c->kind = (SrcCtxKind)kind;
        c->name = kind == CTX_MACRO ? arena_strdup(R->o->arena, name) : NULL;
        c->call.file = arena_strdup(R->o->arena, cf);
        c->call.line = get32(a + 12);
        c->call.col = get32(a + 16);
        c->call.ctx = parent ? &R->ctxs[parent - 1] : NULL;
        c->deffile = arena_strdup(R->o->arena, df);
        c->defline = get32(a + 24);
    }
    return true;
}

static bool read_srclines(Reader *R)
{
    const uint8_t *p, *a2;
    uint32_t n, n2;
    if (!rtable(R, TAB_SRCLINES, &p, &n, &a2, &n2))
        return false;
    if (R->tab[TAB_SRCLINES] && !read_srcctxs(R, a2, n2))
        return false;
    Object *o = R->o;
    /* which relocations, symbols and ranges have a position: one zeroed
     * block (on the stack for a small object) */
    uint8_t small[256];
    uint8_t *seen = NULL, *sseen = NULL, *useen = NULL;
    if (n) {
        size_t nseen = (size_t)o->nrelocs + o->nsymbols + o->nregusage;
        seen = nseen <= sizeof small ? small : xmalloc(nseen);
        memset(seen, 0, nseen);
        sseen = seen + o->nrelocs;
        useen = sseen + o->nsymbols;
    }
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++, p += ENT_SRCLINES) {
        uint32_t ri = get32(p), ent = get32(p + 4);
        if (ri != 0 && ri == R->tab[TAB_REGUSAGE]) {
            /* where the kernels of a range of code were named */
            if (ent >= o->nregusage) {
                ok = rerr(R, ".clrx.srclines: record %u: range %u does not exist", i, ent);
                break;
            }
            if (useen[ent]) {
                ok = rerr(R, ".clrx.srclines: range %u has two positions", ent);
                break;
            }
            useen[ent] = 1;
            ok = rsrc_ctx(R, p + 8, &o->regusage[ent].src);
            continue;
        }
        if (ri != 0 && ri == R->symtab) {
            /* where a symbol was defined (ELF symbol index ent) */
            if (ent == 0 || ent > o->nsymbols) {
                ok = rerr(R, ".clrx.srclines: record %u: symbol %u does not exist", i, ent);
                break;
            }
            if (sseen[ent - 1]) {
                ok = rerr(R, ".clrx.srclines: symbol %u has two positions", ent);
                break;
            }
            sseen[ent - 1] = 1;
            ok = rsrc_ctx(R, p + 8, &o->symbols[ent - 1].src);
            continue;
        }
        if (ri == 0 || ri >= R->n || R->s[ri].role != RS_RELA) {
            ok = rerr(R, ".clrx.srclines: record %u names no relocation section", i);
            break;
        }
        if (ent >= R->s[ri].sh.sh_size / 24) {
            ok = rerr(R, ".clrx.srclines: record %u: relocation %u does not exist", i, ent);
            break;
        }
        size_t k = R->s[ri].relbase + ent;
        if (seen[k]) {
            ok = rerr(R, ".clrx.srclines: relocation %u of '%s' has two positions", ent,
                      R->s[ri].name);
            break;
        }
        seen[k] = 1;
        ok = rsrc_ctx(R, p + 8, &o->relocs[k].src);
    }
    if (seen != small)
        free(seen);
    return ok;
}

/* A record of .clrx.config read so far: its kernel and key, and (alloc)
 * room for its values (both versions). */
static void cfg_rec_set(Reader *R, ObjConfigRec *c, int32_t kern, int32_t name,
                        const char *key, uint32_t cnt, bool alloc)
{
    c->src.ctx = NULL;                 /* (rsrc gave the rest of the position) */
    c->kernel = kern;
    c->name = name;
    c->key = key;
    c->nvals = cnt;
    c->vals = cnt && alloc ? arena_zalloc(R->o->arena, (size_t)cnt * sizeof *c->vals) : NULL;
}

static void cfg_rec_start(Reader *R, ObjConfigRec *c, int32_t kern, const char *key,
                          uint32_t cnt, bool alloc)
{
    int32_t name;
    key = record_key(R->o, key, &name);
    cfg_rec_set(R, c, kern, name, key, cnt, alloc);
}

/* A string value: len bytes at .strtab offset off, then a NUL (both
 * versions); left in .strtab unless copy is set. */
static bool cfg_str_value(Reader *R, ObjConfigValue *cv, uint64_t off, uint64_t len,
                          uint32_t rec, const char *key, bool copy)
{
    if (off >= R->strsize || len >= R->strsize - off || R->str[off + len] != 0)
        return rerr(R, ".clrx.config: record %u ('%s'): invalid string value", rec, key);
    cv->str = copy ? arena_strndup(R->o->arena, (const char *)R->str + off, (size_t)len)
                   : (const char *)R->str + off;
    cv->len = len;
    return true;
}

/* .clrx.config version 1: fixed-size records, then the values. */
static bool read_config_v1(Reader *R, const uint8_t *p, uint32_t n, const uint8_t *vals,
                           uint32_t nv)
{
    Object *o = R->o;
    for (uint32_t i = 0; i < n; i++, p += ENT_CONFIG) {
        ObjConfigRec *c = &o->configs[i];
        int32_t kern = (int32_t)get32(p);
        uint32_t first = get32(p + 8), cnt = get32(p + 12);
        const char *key;
        if (kern < OBJ_KERN_GLOBAL || (kern >= 0 && (size_t)kern >= o->nkernels))
            return rerr(R, ".clrx.config: record %u has an invalid kernel index %d", i,
                        (int)kern);
        if (!rstr(R, get32(p + 4), &key, ".clrx.config"))
            return false;
        if (!*key)
            return rerr(R, ".clrx.config: record %u has no key", i);
        if ((uint64_t)first + cnt > nv)
            return rerr(R, ".clrx.config: record %u ('%s'): values outside the table", i, key);
        if (cnt > OBJ_MAX_CONFIG_VALUES)
            return rerr(R, ".clrx.config: record %u ('%s'): more than %u values", i, key,
                        OBJ_MAX_CONFIG_VALUES);
        if (!rsrc(R, p + 16, &c->src, ".clrx.config"))
            return false;
        cfg_rec_start(R, c, kern, key, cnt, true);
        for (uint32_t v = 0; v < cnt; v++) {
            const uint8_t *e = vals + (size_t)(first + v) * ENT_CONFIGVAL;
            uint32_t kind = get32(e), off = get32(e + 4);
            uint64_t num = get64(e + 8);
            ObjConfigValue *cv = &c->vals[v];
            if (kind == 0) {
                cv->num = num;
            } else if (kind == 1) {
                if (!cfg_str_value(R, cv, off, num, i, key, true))
                    return false;
            } else {
                return rerr(R, ".clrx.config: record %u ('%s'): unknown value kind %u", i, key,
                            kind);
            }
        }
        o->nconfigs++;
    }
    return true;
}

/* A LEB128 number of .clrx.config version 2 at p (below end): the position
 * after it, NULL after a message.  (The position is a local, not a
 * pointer's target: a byte read may alias a pointer, which the compiler
 * would then store and load again at each byte.) */
static const uint8_t *rleb_long(Reader *R, const uint8_t *p, const uint8_t *end, uint64_t *out,
                                uint32_t rec)
{
    uint64_t v = 0;
    for (unsigned shift = 0; p < end; shift += 7) {
        uint8_t c = *p++;
        if (shift >= 63 && (shift > 63 || (c & 0x7e) != 0)) {
            rerr(R, ".clrx.config: record %u: a number is too large", rec);
            return NULL;
        }
        v |= (uint64_t)(c & 0x7f) << shift;
        if (!(c & 0x80)) {
            *out = v;
            return p;
        }
    }
    rerr(R, ".clrx.config: record %u: truncated", rec);
    return NULL;
}

/* Most fields take one byte, most others two. */
static inline const uint8_t *rleb(Reader *R, const uint8_t *p, const uint8_t *end,
                                  uint64_t *out, uint32_t rec)
{
    if (p < end && *p < 0x80) {
        *out = *p;
        return p + 1;
    }
    if (end - p >= 2 && p[1] < 0x80) {
        *out = (uint64_t)(p[0] & 0x7f) | (uint64_t)p[1] << 7;
        return p + 2;
    }
    return rleb_long(R, p, end, out, rec);
}

/* Records whose values are the same share one read-only list: a kernel's
 * `.arg`, `.dims` ... records are mostly those of the kernel before it, or
 * of the object before it.  The last list of each of VCACHE hashes of the
 * values' bytes is at hand, per thread, while the arena they are in lives
 * (arena_id): the same bytes of numbers are the same numbers in any object
 * of a link, a string's bytes (its .strtab offset) only in its own object
 * (read_id). */
#define VCACHE 64
#define VC_BYTES 32            /* longer lists are not looked for */
#define VC_VALUES 16           /* records with more values are read apart */
/* A program of many kernels has records whose bytes after the kernel field
 * are those of a record of the kernel before it (the same pseudo-ops, the
 * same values, the same distance in lines).  The bytes say the rest of the
 * record (LEB128 numbers end themselves), so a record whose next bytes are
 * those of one read before is that record with its own kernel; the checks
 * that depend on the records before it (the kernel, the line) are made
 * again.  Which record it may repeat: the one `period` records before it,
 * the period being that of the last decoded record that repeated one
 * (found by a hash of the bytes of each record decoded, RCACHE slots). */
#define RCACHE 64
#define RC_RING 32             /* periods up to 31 records */
#define RC_WORDS 4             /* records of more than 32 bytes are not kept */
#define RC_MIN_RECORDS 64      /* fewer (an object of a kernel or two): not looked for */
typedef struct ValCache {
    uint64_t arena;            /* arena_id of the lists */
    struct {
        uint64_t read;         /* with a string: the read it is valid in */
        ObjConfigValue *vals;
        uint32_t cnt;
        uint8_t n;
        bool str;
        uint8_t bytes[VC_BYTES];
    } e[VCACHE];
    ObjConfigValue tmp[VC_VALUES];   /* the values being read */
    /* whole records (below): by a hash of their bytes, and the last
     * RC_RING records read, as slots of r[] */
    struct RecEnt {
        uint64_t w[RC_WORDS];  /* its bytes after the kernel field, zeros after them */
        uint64_t last_mask;    /* the bytes of its last word that are its */
        uint64_t read;         /* the read it is valid in (0: none) */
        uint64_t seen;         /* the last record (index + 1) that had its bytes */
        uint64_t ver;          /* renewed when the slot takes other bytes */
        const char *key;
        ObjConfigValue *vals;
        int32_t name;
        uint32_t cnt, file, dline, col;
        uint8_t len, nwords;
    } r[RCACHE];
    struct { uint64_t ver; uint32_t slot; } ring[RC_RING];   /* ver 0: none */
    uint32_t period;           /* records since the last like the next one (0: none) */
    uint64_t nver;             /* the last RecEnt.ver given */
} ValCache;

static _Thread_local ValCache t_vcache;
static _Atomic uint64_t g_reads;

/* The values of a record, cnt <= VC_VALUES, read into vc->tmp from the bytes
 * [b, e): a list with the same values, else a copy of them. */
static ObjConfigValue *shared_values(Reader *R, ValCache *vc, const uint8_t *b,
                                     const uint8_t *e, uint32_t cnt, bool str)
{
    size_t n = (size_t)(e - b);
    unsigned h = (unsigned)hash_bytes(b, n) & (VCACHE - 1);
    if (n <= VC_BYTES && vc->e[h].vals && vc->e[h].n == n && vc->e[h].cnt == cnt &&
        vc->e[h].str == str && (!str || vc->e[h].read == R->read_id) &&
        memcmp(vc->e[h].bytes, b, n) == 0)
        return vc->e[h].vals;
    ObjConfigValue *vals = arena_alloc(R->o->arena, (size_t)cnt * sizeof *vals);
    for (uint32_t v = 0; v < cnt; v++) {
        vals[v] = vc->tmp[v];
        if (obj_cv_is_str(&vals[v]))
            vals[v].str = arena_strndup(R->o->arena, vals[v].str, (size_t)vals[v].len);
    }
    if (n <= VC_BYTES) {
        vc->e[h].read = R->read_id;
        vc->e[h].vals = vals;
        vc->e[h].cnt = cnt;
        vc->e[h].n = (uint8_t)n;
        vc->e[h].str = str;
        memcpy(vc->e[h].bytes, b, n);
    }
    return vals;
}

/* The first 8 bytes at p (zeros after end), as a number. */
static inline uint64_t rc_word(const uint8_t *p, const uint8_t *end)
{
    uint64_t w = 0;
    memcpy(&w, p, end - p >= 8 ? 8 : (size_t)(end - p));
    return w;
}

/* Whether the bytes at p (before end) begin with those of e. */
static inline bool rc_same(const struct RecEnt *e, const uint8_t *p, const uint8_t *end)
{
    unsigned last = e->nwords - 1u;
    if ((size_t)(end - p) < 8 * RC_WORDS) {        /* the table's last bytes */
        if ((size_t)(end - p) < e->len)
            return false;
        for (unsigned j = 0; j < last; j++)
            if (rc_word(p + 8 * j, end) != e->w[j])
                return false;
        return (rc_word(p + 8 * last, end) & e->last_mask) == e->w[last];
    }
    uint64_t w;
    for (unsigned j = 0; j < last; j++) {
        memcpy(&w, p + 8 * j, 8);
        if (w != e->w[j])
            return false;
    }
    memcpy(&w, p + 8 * last, 8);
    return (w & e->last_mask) == e->w[last];
}

/* The record read before that record i (at p) repeats, NULL when none is
 * expected or it does not. */
static inline const struct RecEnt *rc_find(ValCache *vc, uint64_t read, uint32_t i,
                                           const uint8_t *p, const uint8_t *end)
{
    if (!vc->period || vc->period > i)
        return NULL;
    uint32_t at = (i - vc->period) % RC_RING;
    struct RecEnt *e = &vc->r[vc->ring[at].slot];
    if (e->read != read || e->ver != vc->ring[at].ver || !rc_same(e, p, end))
        return NULL;                   /* (the period stays: one record that
                                          differs in every kernel) */
    e->seen = (uint64_t)i + 1;
    vc->ring[i % RC_RING] = vc->ring[at];
    return e;
}

/* Keeps record i just read from [b, e) (its bytes after the kernel field),
 * and the period when another had the same bytes. */
static void rc_keep(ValCache *vc, uint64_t read, uint32_t i, const uint8_t *b,
                    const uint8_t *e, const ObjConfigRec *c, uint64_t file, uint64_t dline)
{
    size_t n = (size_t)(e - b);
    vc->ring[i % RC_RING].ver = 0;
    if (n == 0 || n > 8 * RC_WORDS || file > UINT32_MAX || dline > UINT32_MAX)
        return;
    uint64_t w[RC_WORDS] = { 0 };
    memcpy(w, b, n);
    uint64_t h = (uint64_t)n;
    for (unsigned j = 0; j < RC_WORDS; j++)
        h = (h ^ w[j]) * 0x9e3779b97f4a7c15ull;
    uint32_t slot = (uint32_t)(h >> 58) & (RCACHE - 1);
    struct RecEnt *r = &vc->r[slot];
    if (r->read == read && r->len == n && memcmp(r->w, w, sizeof w) == 0) {
        if (i + 1 - r->seen < RC_RING)
            vc->period = (uint32_t)(i + 1 - r->seen);
    } else {
        uint8_t mask[8] = { 0 };
        r->ver = ++vc->nver;
        memcpy(r->w, w, sizeof r->w);
        r->nwords = (uint8_t)((n + 7) / 8);
        memset(mask, 0xff, n - 8 * (r->nwords - 1u));
        memcpy(&r->last_mask, mask, 8);
        r->len = (uint8_t)n;
        r->read = read;
        r->key = c->key;
        r->vals = c->vals;
        r->name = c->name;
        r->cnt = c->nvals;
        r->file = (uint32_t)file;
        r->dline = (uint32_t)dline;
        r->col = c->src.col;
    }
    r->seen = (uint64_t)i + 1;
    vc->ring[i % RC_RING].slot = slot;
    vc->ring[i % RC_RING].ver = r->ver;
}

/* The slot of R->keys for a key's .strtab offset: its own, else an empty
 * one where it goes (linear probing: two keys whose offsets share their low
 * bits must not take turns in one slot); when all are taken, the first. */
static unsigned key_slot(const Reader *R, uint64_t keyoff)
{
    unsigned first = (unsigned)keyoff & 15, h = first;
    do {
        if (!R->keys[h].key || R->keys[h].off == keyoff)
            return h;
        h = (h + 1) & 15;
    } while (h != first);
    return first;
}

/* Record i of version 2 at *p (below end). */
static inline __attribute__((always_inline)) bool
read_record_v2(Reader *R, ValCache *vc, const uint8_t **pp, const uint8_t *end, uint32_t i,
               uint32_t *prev_file, uint32_t *prev_line, bool repeats)
{
    Object *o = R->o;
    ObjConfigRec *c = &o->configs[i];
    const uint8_t *p = *pp;
    uint64_t kern1 = 0, keyoff = 0, cnt = 0, file = 0, dline = 0, col = 0;
    if (!(p = rleb(R, p, end, &kern1, i)))
        return false;
    const uint8_t *after_kernel = p;
    const struct RecEnt *seen = repeats ? rc_find(vc, R->read_id, i, p, end) : NULL;
    if (seen) {
        /* a record read before but for its kernel: what depends on the
         * records before it is checked again, in the same order */
        if (kern1 > o->nkernels)
            return rerr(R, ".clrx.config: record %u has an invalid kernel index %lld", i,
                        (long long)kern1 - 1);
        if (seen->file)
            *prev_file = seen->file - 1;
        uint32_t d = seen->dline;
        int64_t line = (int64_t)*prev_line + (d & 1 ? -(int64_t)(d >> 1) - 1
                                                    : (int64_t)(d >> 1));
        if (line < 0 || line > UINT32_MAX)
            return rerr(R, ".clrx.config: record %u ('%s'): invalid source position", i,
                        seen->key);
        *prev_line = (uint32_t)line;
        if (!rsrc_at(R, *prev_file, *prev_line, seen->col, &c->src, ".clrx.config"))
            return false;
        c->src.ctx = NULL;
        c->kernel = (int32_t)kern1 - 1;
        c->name = seen->name;
        c->key = seen->key;
        c->nvals = seen->cnt;
        c->vals = seen->vals;
        *pp = p + seen->len;
        return true;
    }
    if (!(p = rleb(R, p, end, &keyoff, i)) ||
        !(p = rleb(R, p, end, &cnt, i)) || !(p = rleb(R, p, end, &file, i)) ||
        !(p = rleb(R, p, end, &dline, i)) || !(p = rleb(R, p, end, &col, i)))
        return false;
    if (kern1 > o->nkernels)
        return rerr(R, ".clrx.config: record %u has an invalid kernel index %lld", i,
                    (long long)kern1 - 1);
    if (keyoff > UINT32_MAX || file > (uint64_t)UINT32_MAX + 1)
        return rerr(R, ".clrx.config: record %u: a string offset is outside .strtab", i);
    /* a few keys, each at one offset: looked up once */
    unsigned ks = key_slot(R, keyoff);
    const char *key = R->keys[ks].key;
    if (!key || R->keys[ks].off != keyoff) {
        if (!rstr(R, (uint32_t)keyoff, &key, ".clrx.config"))
            return false;
        if (!*key)
            return rerr(R, ".clrx.config: record %u has no key", i);
        R->keys[ks].off = (uint32_t)keyoff;
        R->keys[ks].key = key = record_key(o, key, &R->keys[ks].name);
    }
    /* every value takes a byte at least */
    if (cnt > (uint64_t)(end - p))
        return rerr(R, ".clrx.config: record %u ('%s'): values outside the table", i, key);
    if (cnt > OBJ_MAX_CONFIG_VALUES)
        return rerr(R, ".clrx.config: record %u ('%s'): more than %u values", i, key,
                    OBJ_MAX_CONFIG_VALUES);
    if (file)
        *prev_file = (uint32_t)(file - 1);
    int64_t line = (int64_t)*prev_line + (dline & 1 ? -(int64_t)(dline >> 1) - 1
                                                    : (int64_t)(dline >> 1));
    if (line < 0 || line > UINT32_MAX || col > UINT32_MAX)
        return rerr(R, ".clrx.config: record %u ('%s'): invalid source position", i, key);
    *prev_line = (uint32_t)line;
    if (!rsrc_at(R, *prev_file, *prev_line, (uint32_t)col, &c->src, ".clrx.config"))
        return false;
    /* a long list is read into its own room, strings copied at once */
    bool apart = cnt > VC_VALUES, str = false;
    cfg_rec_set(R, c, (int32_t)kern1 - 1, R->keys[ks].name, key, (uint32_t)cnt, apart);
    const uint8_t *vbytes = p;
    ObjConfigValue *vals = apart ? c->vals : vc->tmp;
    for (uint32_t v = 0; v < cnt; v++) {
        ObjConfigValue *cv = &vals[v];
        uint64_t x = 0, off = 0;
        if (!(p = rleb(R, p, end, &x, i)))
            return false;
        cv->str = NULL;
        switch (x & 3) {
        case OBJ_CV_NUM:
            cv->num = x >> 2;
            break;
        case OBJ_CV_NEG:
            cv->num = ~(x >> 2);
            break;
        case OBJ_CV_RAW:
            if (x != OBJ_CV_RAW || end - p < 8)
                return rerr(R, ".clrx.config: record %u ('%s'): invalid number", i, key);
            cv->num = get64(p);
            p += 8;
            break;
        default:                   /* OBJ_CV_STR: its length, then its .strtab offset */
            if (!(p = rleb(R, p, end, &off, i)) ||
                !cfg_str_value(R, cv, off, x >> 2, i, key, apart))
                return false;
            str = true;
            break;
        }
    }
    if (cnt && !apart)
        c->vals = shared_values(R, vc, vbytes, p, (uint32_t)cnt, str);
    if (repeats) {
        if (!apart)
            rc_keep(vc, R->read_id, i, after_kernel, p, c, file, dline);
        else
            vc->ring[i % RC_RING].ver = 0;
    }
    *pp = p;
    return true;
}

static bool read_config_v2(Reader *R, const uint8_t *p, uint32_t n, uint32_t nbytes)
{
    const uint8_t *end = p + nbytes;
    uint32_t prev_file = 0, prev_line = 0;
    ValCache *vc = &t_vcache;
    if (vc->arena != arena_id(R->o->arena)) {
        memset(vc->e, 0, sizeof vc->e);
        vc->arena = arena_id(R->o->arena);
    }
    R->read_id = atomic_fetch_add(&g_reads, 1) + 1;
    vc->period = 0;
    bool ok = true;
    if (n >= RC_MIN_RECORDS) {
        for (uint32_t i = 0; i < n && ok; i++)
            if ((ok = read_record_v2(R, vc, &p, end, i, &prev_file, &prev_line, true)))
                R->o->nconfigs++;
    } else {
        for (uint32_t i = 0; i < n && ok; i++)
            if ((ok = read_record_v2(R, vc, &p, end, i, &prev_file, &prev_line, false)))
                R->o->nconfigs++;
    }
    if (ok && p != end)
        return rerr(R, ".clrx.config: %zu bytes after the last record", (size_t)(end - p));
    return ok;
}

static bool read_config(Reader *R)
{
    const uint8_t *p, *vals;
    uint32_t n, nv;
    if (!rtable(R, TAB_CONFIG, &p, &n, &vals, &nv))
        return false;
    if (!R->tab[TAB_CONFIG])
        return true;
    Object *o = R->o;
    if (R->tabver[TAB_CONFIG] != 1 && n > nv / 6)
        return rerr(R, ".clrx.config: %u records cannot fit in %u bytes", n, nv);
    o->configs = model_room(o, n ? n : 1, sizeof *o->configs);
    o->capconfigs = n ? n : 1;
    if (R->tabver[TAB_CONFIG] == 1)
        return read_config_v1(R, p, n, vals, nv);
    /* version 2: the records are the second array's bytes (6 at least each) */
    return read_config_v2(R, vals, n, nv);
}

static bool read_regusage(Reader *R)
{
    const uint8_t *p, *names;
    uint32_t n, nn;
    if (!rtable(R, TAB_REGUSAGE, &p, &n, &names, &nn))
        return false;
    Object *o = R->o;
    o->regusage = model_room(o, n ? n : 1, sizeof *o->regusage);
    o->capregusage = n ? n : 1;
    uint32_t hint = 0;
    uint32_t *indices = NULL;          /* 0, 1, 2 ... for ranges of one kernel */
    for (uint32_t i = 0; i < n; i++, p += ENT_REGUSAGE) {
        ObjRegUsage *u = &o->regusage[i];
        uint32_t sect = get32(p), fl = get32(p + 4);
        uint64_t start = get64(p + 8), end = get64(p + 16);
        int32_t ms = (int32_t)get32(p + 24), mv = (int32_t)get32(p + 28);
        uint32_t first = get32(p + 32), cnt = get32(p + 36);
        if (sect == 0 || sect > o->nsections || o->sections[sect - 1].kind != OSECT_CODE)
            return rerr(R, ".clrx.regusage: range %u is not in a code section", i);
        if (start > end || end > o->sections[sect - 1].size)
            return rerr(R, ".clrx.regusage: range %u lies outside its section", i);
        if (fl & ~(OBJ_REG_VCC | OBJ_REG_FLAT | OBJ_REG_XNACK | OBJ_REG_ALL_KERNELS |
                             OBJ_REG_FOLLOWS | OBJ_REG_REPLACE | OBJ_REG_FINAL |
                             OBJ_REG_EARLIER))
            return rerr(R, ".clrx.regusage: range %u has unknown flags 0x%x", i, fl);
        if (ms < -1 || mv < -1 || ms > 65535 || mv > 65535)
            return rerr(R, ".clrx.regusage: range %u has invalid register numbers", i);
        if ((uint64_t)first + cnt > nn)
            return rerr(R, ".clrx.regusage: range %u: kernels outside the table", i);
        u->section = (int32_t)(sect - 1);
        u->flags = fl;
        u->start = start;
        u->end = end;
        u->max_sgpr = ms;
        u->max_vgpr = mv;
        u->nkernels = cnt;
        u->kernel_names = NULL;
        u->kernels = NULL;
        u->src = (ObjSrcLine){ 0 };    /* (.clrx.srclines may give it) */
        for (uint32_t k = 0; k < cnt; k++) {
            uint32_t off = get32(names + (size_t)(first + k) * ENT_REGNAME);
            const char *nm;
            uint32_t ki;
            /* mostly the kernel of the previous range or of the next one,
             * its name at the same offset (the writer keeps one copy) */
            if (hint < o->nkernels && R->kname_off[hint] != off)
                hint++;
            if (hint < o->nkernels && R->kname_off[hint] == off) {
                nm = o->kernels[hint].name;
                ki = hint;
            } else {
                if (!rstr(R, off, &nm, ".clrx.regusage"))
                    return false;
                if (!*nm)
                    return rerr(R, ".clrx.regusage: range %u names an empty kernel", i);
                nm = arena_strdup(o->arena, nm);
                int32_t found = obj_find_kernel(o, nm);
                ki = found < 0 ? UINT32_MAX : (uint32_t)found;
                hint = found < 0 ? 0 : ki;
            }
            if (cnt == 1 && ki != UINT32_MAX && nm == o->kernels[ki].name) {
                /* one kernel of this object by its own name (most ranges):
                 * the kernel's name and an index that every such range shares */
                if (!indices) {
                    indices = arena_alloc(o->arena, o->nkernels * sizeof *indices);
                    for (uint32_t x = 0; x < o->nkernels; x++)
                        indices[x] = x;
                }
                u->kernel_names = &o->kernels[ki].name;
                u->kernels = &indices[ki];
                break;
            }
            if (!u->kernel_names) {
                u->kernel_names = arena_alloc(o->arena, (size_t)cnt * sizeof *u->kernel_names);
                u->kernels = arena_alloc(o->arena, (size_t)cnt * sizeof *u->kernels);
            }
            u->kernel_names[k] = nm;
            u->kernels[k] = ki;
        }
        o->nregusage++;
    }
    return true;
}

static bool read_links(Reader *R)
{
    const uint8_t *p, *vals;
    uint32_t n, nv;
    if (!rtable(R, TAB_LINKS, &p, &n, &vals, &nv))
        return false;
    Object *o = R->o;
    if (!n)
        return true;
    o->links = model_array(o, n, sizeof *o->links);
    o->caplinks = n;
    for (uint32_t i = 0; i < n; i++, p += ENT_LINKS) {
        ObjLink *l = &o->links[i];
        uint32_t kind = get32(p), op = get32(p + 4), sect = get32(p + 8);
        uint32_t first = get32(p + 24), nargs = get32(p + 28);
        l->kind = (ObjLinkKind)kind;
        l->op = op;
        l->field = get32(p + 12);
        l->offset = get64(p + 16);
        l->nargs = nargs;
        l->flags = kind == OBJ_LINK_INSN
                   ? get32(p + 44) & (OBJ_LINK_F_INLINE_CHOICE | OBJ_LINK_F_CHECK_ONLY) : 0;
        if (!rsrc(R, p + 32, &l->src, ".clrx.links"))
            return false;
        if (kind == OBJ_LINK_NODE) {
            if (op < EXPR_OP_NEG || op > EXPR_OP_LAST || nargs != expr_op_arity((int)op))
                return rerr(R, ".clrx.links: record %u has an invalid operator %u", i, op);
            l->section = -1;
        } else if (kind == OBJ_LINK_DATA || kind == OBJ_LINK_INSN) {
            if (nargs != 1 || sect == 0 || sect > o->nsections)
                return rerr(R, ".clrx.links: record %u has an invalid target", i);
            l->section = (int32_t)(sect - 1);
            const ObjSection *s = &o->sections[l->section];
            uint64_t end = kind == OBJ_LINK_DATA ? l->offset + op
                                                 : l->offset + (uint64_t)l->field + 2;
            if (s->elf_type == SHT_NOBITS || l->offset > s->size || end > s->size ||
                (kind == OBJ_LINK_DATA && op != 1 && op != 2 && op != 4 && op != 8) ||
                (kind == OBJ_LINK_INSN && l->field > 16))
                return rerr(R, ".clrx.links: record %u: its field is outside section '%s'", i,
                            s->name);
        } else if (kind == OBJ_LINK_SYMBOL) {
            if (nargs != 1 || op != 0 || l->offset < 1 || l->offset >= R->nsyms ||
                o->symbols[l->offset - 1].section != OBJ_SHN_ABS)
                return rerr(R, ".clrx.links: record %u has an invalid symbol", i);
            l->offset -= 1;
            l->section = -1;
        } else
            return rerr(R, ".clrx.links: record %u has an invalid kind %u", i, kind);
        uint64_t k = first;
        for (uint32_t a = 0; a < nargs; a++) {
            if (k >= nv || get32(vals + k * ENT_LINKVAL) != 0)
                return rerr(R, ".clrx.links: record %u: operand %u is invalid", i, a);
            const uint8_t *e = vals + k * ENT_LINKVAL;
            ObjLinkVal *v = &l->args[a];
            v->nterms = get32(e + 4);
            v->value = get64(e + 8);
            if (v->nterms > OBJ_LINK_MAX_TERMS || k + 1 + v->nterms > nv)
                return rerr(R, ".clrx.links: record %u: operand %u is invalid", i, a);
            for (uint32_t t = 0; t < v->nterms; t++) {
                const uint8_t *x = vals + (k + 1 + t) * ENT_LINKVAL;
                ObjLinkTerm *term = &v->terms[t];
                uint32_t tk = get32(x), ref = get32(x + 4);
                term->coef = (int64_t)get64(x + 8);
                if (tk == OBJ_TERM_SECTION && ref >= 1 && ref <= o->nsections)
                    ref -= 1;
                else if (tk == OBJ_TERM_SYMBOL && ref >= 1 && ref < R->nsyms)
                    ref -= 1;
                else if (!(tk == OBJ_TERM_NODE && ref < i &&
                           o->links[ref].kind == OBJ_LINK_NODE))
                    return rerr(R, ".clrx.links: record %u: operand %u has an invalid term",
                                i, a);
                term->kind = (ObjTermKind)tk;
                term->ref = ref;
            }
            k += 1 + v->nterms;
        }
        o->nlinks++;
    }
    return true;
}

size_t obj_config_thread_min = (size_t)256 << 10;

/* The tables before .clrx.config: the target, the kernels and sections,
 * the symbols and relocations; and those after it. */
static bool read_before_config(Reader *R, const GElf_Ehdr *eh)
{
    return read_target(R, eh) && read_kernels(R) && read_model_sections(R) &&
           read_symbols(R) && read_relocs(R);
}

static bool read_after_config(Reader *R)
{
    return read_regusage(R) && read_srclines(R) && read_symorder(R) && read_links(R);
}

/* A large .clrx.config (a program of thousands of kernels, half of the
 * reading) is read while a thread of its own reads the other tables.  It
 * needs only the string table and the number of kernels, which
 * .clrx.kernels gives in its header; it is read on the calling thread,
 * which has it at once, while the other tables, the shorter part, leave
 * room for the other thread's late start (0.01-7 ms on this machine: an
 * idle core woken).  When the calling thread is done before that thread
 * took its job, it reads the other tables itself. */
typedef struct TablesJob {
    Reader *R;
    const GElf_Ehdr *eh;
    DiagCapture before, after;         /* the messages of each part */
    bool ok_before, ok_after;
    atomic_bool taken;                 /* done, or being done, by either thread */
} TablesJob;

/* The tables other than .clrx.config, in order, unless the other thread
 * took them first: the later ones when the first were read. */
static void tables_run(TablesJob *t)
{
    if (atomic_exchange(&t->taken, true))
        return;
    DiagCapture *outer = diag_capture_current();
    diag_capture_begin(&t->before);
    t->ok_before = read_before_config(t->R, t->eh);
    if (t->ok_before) {
        diag_capture_begin(&t->after);
        t->ok_after = read_after_config(t->R);
    }
    diag_capture_begin(outer);
}

static void *tables_job(void *arg)
{
    tables_run(arg);
    return NULL;
}

/* Every table, .clrx.config beside the others (above); the messages are
 * written as the one-after-the-other reading would have: those of the
 * tables before .clrx.config, then (if they were read) those of
 * .clrx.config, then (if it was read) those of the later tables. */
static bool read_tables_apart(Reader *R, const GElf_Ehdr *eh)
{
    /* .clrx.config's reader: a copy of this one, and the object as it
     * sees it (its arena its own; configs[] is all it writes); the count of
     * kernels as .clrx.kernels declares it (when that table turns out to be
     * wrong, the read fails and the records are dropped) */
    Object ob = *R->o;
    Reader C = *R;
    C.o = &ob;
    ob.arena = arena_new();
    const RSect *k = R->tab[TAB_KERNELS] ? &R->s[R->tab[TAB_KERNELS]] : NULL;
    ob.nkernels = k && k->data && k->sh.sh_size >= TAB_HDR ? get32(k->data + 8) : 0;
    TablesJob t = { .R = R, .eh = eh };
    atomic_init(&t.taken, false);
    pthread_t th;
    bool started = thread_start(&th, tables_job, &t, 0);
    DiagCapture *outer = diag_capture_current(), config = { 0 };
    diag_capture_begin(&config);
    bool ok_config = read_config(&C);
    diag_capture_begin(outer);
    tables_run(&t);
    if (started)
        pthread_join(th, NULL);
    Object *o = R->o;
    o->configs = ob.configs;           /* (freed with the object, read or not) */
    o->nconfigs = ob.nconfigs;
    o->capconfigs = ob.capconfigs;
    o->config_arena = ob.arena;
    bool ok = t.ok_before;
    diag_capture_replay(&t.before);
    if (ok) {
        diag_capture_replay(&config);
        ok = ok_config;
    } else {
        diag_capture_discard(&config);
    }
    if (ok) {
        diag_capture_replay(&t.after);
        ok = t.ok_after;
    } else {
        diag_capture_discard(&t.after);
    }
    return ok;
}

/* Every table after the section headers. */
static bool read_tables(Reader *R, const GElf_Ehdr *eh)
{
    size_t cfg = R->tab[TAB_CONFIG] ? (size_t)R->s[R->tab[TAB_CONFIG]].sh.sh_size : 0;
    if (cfg && cfg >= obj_config_thread_min)
        return read_tables_apart(R, eh);
    return read_before_config(R, eh) && read_config(R) && read_after_config(R);
}

Object *obj_read_mem(const void *data, size_t size, const char *name)
{
    return obj_read_private(data, size, name, NULL);
}

Object *obj_read_owned(uint8_t *img, size_t size, const char *name, Arena *shared)
{
    Object *o = obj_read_private(img, size, name, shared);
    free(img);
    return o;
}

static void reader_free(Reader *R)
{
    if (R->s != R->s_small)
        free(R->s);
    if (R->kname_off != R->kname_small)
        free(R->kname_off);
}

Object *obj_read_private(const uint8_t *img, size_t size, const char *name, Arena *shared)
{
    Reader R = { .name = name };
    const uint8_t *b = img;
    if (size < EI_NIDENT || memcmp(b, ELFMAG, SELFMAG) != 0) {
        rerr(&R, "not an ELF object");
        return NULL;
    }
    Object *o = NULL;
    if (b[EI_CLASS] != ELFCLASS64 || b[EI_DATA] != ELFDATA2LSB || b[EI_VERSION] != EV_CURRENT) {
        rerr(&R, "not a 64-bit little-endian ELF object");
        goto fail;
    }
    if (size < sizeof(Elf64_Ehdr)) {
        rerr(&R, "truncated ELF header");
        goto fail;
    }
    GElf_Ehdr eh;
    get_ehdr(b, &eh);
    if (eh.e_type != ET_REL) {
        rerr(&R, "not a relocatable object (ELF type %u)", (unsigned)eh.e_type);
        goto fail;
    }
    if (eh.e_machine != EM_AMDGPU) {
        rerr(&R, "not an AMDGPU object (machine %u)", (unsigned)eh.e_machine);
        goto fail;
    }
    if (eh.e_version != EV_CURRENT || eh.e_phnum != 0 || eh.e_phoff != 0 ||
        eh.e_ehsize != sizeof(Elf64_Ehdr) || eh.e_shentsize != sizeof(Elf64_Shdr)) {
        rerr(&R, "unexpected ELF header fields");
        goto fail;
    }
    if (eh.e_shoff > size || (size - eh.e_shoff) / sizeof(Elf64_Shdr) < 1) {
        rerr(&R, "section headers lie outside the file (truncated?)");
        goto fail;
    }
    o = obj_new_in(shared);
    o->path = arena_strdup(o->arena, name);
    R.o = o;
    size_t shstrndx = 0;
    if (!read_sections(&R, &eh, img, size, &shstrndx))
        goto fail;
    if (!classify_sections(&R, shstrndx) || !read_tables(&R, &eh))
        goto fail;
    reader_free(&R);
    return o;
fail:
    reader_free(&R);
    obj_free(o);
    return NULL;
}
