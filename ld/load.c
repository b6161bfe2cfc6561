/* load.c - the first pass: read the inputs in command-line order.  An
 * object is added to the link; an archive (read with libelf, ELF_K_AR) gives
 * the members that define a symbol still undefined at that point, and the
 * members those need, as GNU ld does for one archive.  Members that are
 * pulled in are placed in archive order.  Also: the Link's setup and
 * teardown and the message helpers. */
#include <ar.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "gcnasm.h"
#include "ld.h"
#include "outfile.h"
#include "thread.h"

void link_init(Link *L, LdOptions *opts)
{
    memset(L, 0, sizeof *L);
    L->opts = opts;
    L->arena = arena_new();
    L->globals = ht_new(256);
    L->out_by_key = ht_new(64);
    target_init(&L->target);
}

void link_free(Link *L)
{
    if (L->fmt && L->fmt->release)
        L->fmt->release(L);
    for (size_t i = 0; i < L->nobjs; i++) {
        LinkObj *lo = L->objs[i];
        obj_free(lo->obj);
        free(lo->sym_value);
        free(lo->sym_value_set);
    }
    free(L->objs);
    for (size_t i = 0; i < L->nouts; i++) {
        if (!L->outs[i]->borrowed)
            sb_free(&L->outs[i]->data);
        free(L->outs[i]);
    }
    free(L->outs);
    free(L->kernels);
    free(L->configs);
    free(L->kconfigs);
    free(L->undef);
    ht_free(L->globals);
    ht_free(L->out_by_key);
    ht_free(L->local_code_labels);
    for (size_t i = 0; i < L->narenas; i++)
        arena_free(L->arenas[i]);
    free(L->arenas);
    arena_free(L->arena);
}

static void vreport(DiagLevel lvl, const LinkObj *lo, const ObjSrcLine *src, const char *fmt,
                    va_list ap)
{
    StrBuf m = STRBUF_INIT;
    sb_vprintf(&m, fmt, ap);
    if (src && ((src->file && *src->file) || src->line)) {
        SrcPos pos = { .file = src->file && *src->file ? src->file : lo->name,
                       .line = src->line, .col = src->col, .ctx = src->ctx };
        diag_at(lvl, pos, NULL, 0, "%s (in %s)", m.data, lo->name);
    } else {
        diag_at(lvl, (SrcPos){ .file = lo ? lo->name : ld_progname }, NULL, 0, "%s", m.data);
    }
    sb_free(&m);
}

void ld_error_at(const LinkObj *lo, const ObjSrcLine *src, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(DIAG_ERROR, lo, src, fmt, ap);
    va_end(ap);
}

void ld_note_at(const LinkObj *lo, const ObjSrcLine *src, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(DIAG_NOTE, lo, src, fmt, ap);
    va_end(ap);
}

void ld_warning_at(const LinkObj *lo, const ObjSrcLine *src, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(DIAG_WARNING, lo, src, fmt, ap);
    va_end(ap);
}

void ld_kernel_error(const LinkKernel *k, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(DIAG_ERROR, k->decl_obj, k->src, fmt, ap);
    va_end(ap);
}

void ld_kernel_output_error(const LinkKernel *k, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    StrBuf m = STRBUF_INIT;
    sb_vprintf(&m, fmt, ap);
    va_end(ap);
    diag_plain(DIAG_ERROR, "%s", m.data);
    ld_note_at(k->decl_obj, k->src, "kernel '%s' is declared here", k->name);
    sb_free(&m);
}

/* An object's part of the link, in the link's arena. */
static LinkObj *new_linkobj(Link *L, Object *o)
{
    LinkObj *lo = arena_zalloc(L->arena, sizeof *lo);
    lo->obj = o;
    lo->name = o->path;
    lo->place = arena_zalloc(L->arena, (o->nsections ? o->nsections : 1) * sizeof *lo->place);
    lo->gsym = arena_zalloc(L->arena, (o->nsymbols ? o->nsymbols : 1) * sizeof *lo->gsym);
    lo->ksym = arena_alloc(L->arena, (o->nkernels ? o->nkernels : 1) * sizeof *lo->ksym);
    lo->kmap = arena_zalloc(L->arena, (o->nkernels ? o->nkernels : 1) * sizeof *lo->kmap);
    return lo;
}

static void append_obj(Link *L, LinkObj *lo)
{
    CLRX_GROW(L->objs, L->nobjs, L->capobjs);
    lo->index = L->nobjs;
    L->objs[L->nobjs++] = lo;
}

LinkObj *ld_add_object(Link *L, Object *o)
{
    LinkObj *lo = new_linkobj(L, o);
    append_obj(L, lo);
    ld_add_symbols(L, lo);
    return lo;
}

/* A whole regular file in memory (false after a message), with its
 * identity (fstat: the output check needs no second look at the file).
 * A large file is mapped (private, copy on write) rather than read: no
 * copy, and a fault maps several of the page cache's pages where read()
 * fills one fresh page at a time (a 5 MB object: 1,270 faults fewer).
 * A small one is read into a buffer of its own, or into the caller's
 * reused one (in_buf: an object parsed from it is copied out). */
#define LD_MAP_MIN ((size_t)256 << 10)
typedef struct InFile {
    uint8_t *data;
    size_t size;
    bool mapped;
    bool in_buf;               /* data is the caller's ReadBuf */
    uint64_t dev, ino;
} InFile;

/* A buffer that reading reuses, grown as needed. */
typedef struct ReadBuf {
    uint8_t *data;
    size_t cap;
} ReadBuf;

static void infile_free(InFile *f)
{
    if (f->mapped && f->data)
        munmap(f->data, f->size);
    else if (!f->in_buf)
        free(f->data);
    f->data = NULL;
    f->mapped = false;
    f->in_buf = false;
}

static bool infile_read(const char *path, InFile *f, ReadBuf *rb)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        diag_plain(DIAG_ERROR, "cannot open '%s': %s", path, strerror(errno));
        return false;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        diag_plain(DIAG_ERROR, "cannot read '%s': %s", path, strerror(errno));
        close(fd);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        diag_plain(DIAG_ERROR, "cannot read '%s': not a regular file", path);
        close(fd);
        return false;
    }
    if ((uint64_t)st.st_size > LD_MAX_INPUT) {
        diag_plain(DIAG_ERROR, "'%s' is too large (%lld bytes)", path, (long long)st.st_size);
        close(fd);
        return false;
    }
    size_t n = (size_t)st.st_size;
    f->size = n;
    f->dev = (uint64_t)st.st_dev;
    f->ino = (uint64_t)st.st_ino;
    if (n >= LD_MAP_MIN) {
        void *m = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
        if (m != MAP_FAILED) {
            close(fd);
            f->data = m;
            f->mapped = true;
            return true;
        }
    }
    uint8_t *buf;
    if (rb) {
        if (rb->cap < n || !rb->data) {
            free(rb->data);
            rb->cap = n > 16384 ? n : 16384;
            rb->data = xmalloc(rb->cap);
        }
        buf = rb->data;
    } else {
        buf = xmalloc(n ? n : 1);
    }
    size_t got = 0;
    while (got < n) {
        /* pread: no file position, which threads sharing files must lock */
        ssize_t r = pread(fd, buf + got, n - got, (off_t)got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            diag_plain(DIAG_ERROR, "cannot read '%s': %s", path,
                       r < 0 ? strerror(errno) : "file changed while reading");
            if (!rb)
                free(buf);
            close(fd);
            return false;
        }
        got += (size_t)r;
    }
    close(fd);
    f->data = buf;
    f->in_buf = rb != NULL;
    return true;
}

/* ---- archives ---- */

typedef struct Member {
    Object *obj;               /* NULL when it could not be read */
    LinkObj *lo;               /* once pulled into the link */
} Member;

/* Checks the archive's structure (a 60-byte header per member, whose
 * decimal size must keep the member inside the file) before libelf walks
 * it; counts the members. */
static bool check_archive(const char *path, const uint8_t *img, size_t size, size_t *nmem)
{
    size_t pos = SARMAG;
    *nmem = 0;
    while (pos < size) {
        if (size - pos < sizeof(struct ar_hdr)) {
            diag_at(DIAG_ERROR, (SrcPos){ .file = path }, NULL, 0,
                    "damaged archive: truncated member header at offset %zu", pos);
            return false;
        }
        const struct ar_hdr *h = (const struct ar_hdr *)(img + pos);
        /* the size: decimal digits, then blanks */
        uint64_t msize = 0;
        size_t i = 0;
        while (i < sizeof h->ar_size && h->ar_size[i] >= '0' && h->ar_size[i] <= '9')
            msize = msize * 10 + (uint64_t)(h->ar_size[i++] - '0');   /* <= 10 digits */
        bool digits = i > 0;
        bool bad = memcmp(h->ar_fmag, ARFMAG, 2) != 0;
        for (; i < sizeof h->ar_size; i++)
            bad |= h->ar_size[i] != ' ';
        if (bad || !digits) {
            diag_at(DIAG_ERROR, (SrcPos){ .file = path }, NULL, 0,
                    "damaged archive: bad member header at offset %zu", pos);
            return false;
        }
        pos += sizeof(struct ar_hdr);
        if (msize > size - pos) {
            diag_at(DIAG_ERROR, (SrcPos){ .file = path }, NULL, 0,
                    "damaged archive: member at offset %zu extends past the end (truncated?)",
                    pos - sizeof(struct ar_hdr));
            return false;
        }
        pos += (size_t)msize;
        if ((pos & 1) && pos < size)
            pos++;              /* members start on even offsets */
        ++*nmem;
    }
    return true;
}

/* Reads every member of an archive image; false after messages. */
/* The object reader checks the records of .clrx.links as records; what an
 * instruction field may be is the GCN encoder's: a known fixup kind whose
 * bytes lie inside the section (an object from elsewhere may say anything). */
static Object *checked(Object *o, const char *name)
{
    for (size_t i = 0; o && i < o->nlinks; i++) {
        const ObjLink *l = &o->links[i];
        if (l->kind != OBJ_LINK_INSN)
            continue;
        unsigned w = gcn_fixup_width(l->op);
        if (!w || l->offset + l->field + w > o->sections[l->section].size) {
            diag_at(DIAG_ERROR, (SrcPos){ .file = name }, NULL, 0,
                    ".clrx.links: record %zu: not an instruction field of section '%s'", i,
                    o->sections[l->section].name);
            obj_free(o);
            return NULL;
        }
    }
    return o;
}

static bool read_members(const char *path, uint8_t *img, size_t size, Member **out,
                         size_t *nout)
{
    *out = NULL;
    *nout = 0;
    size_t nhdr;
    if (!check_archive(path, img, size, &nhdr))
        return false;
    if (nhdr == 0)
        return true;            /* an empty archive */
    Elf *ar = elf_memory((char *)img, size);
    if (!ar || elf_kind(ar) != ELF_K_AR) {
        diag_at(DIAG_ERROR, (SrcPos){ .file = path }, NULL, 0, "cannot read archive: %s",
                elf_errmsg(-1));
        if (ar)
            elf_end(ar);
        return false;
    }
    bool ok = true;
    size_t cap = 0;
    Elf_Cmd cmd = ELF_C_READ_MMAP;     /* members come from the image, not a file */
    Elf *m;
    while ((m = elf_begin(-1, cmd, ar)) != NULL) {
        Elf_Arhdr *h = elf_getarhdr(m);
        const char *mname = h && h->ar_name ? h->ar_name : "?";
        bool special = !h || strcmp(mname, "/") == 0 || strcmp(mname, "//") == 0 ||
                       strcmp(mname, "/SYM64/") == 0;
        if (!special) {
            size_t msize = 0;
            char *raw = elf_rawfile(m, &msize);
            StrBuf nm = STRBUF_INIT;
            sb_printf(&nm, "%s(%s)", path, mname);
            Object *o = NULL;
            if (!raw)
                diag_at(DIAG_ERROR, (SrcPos){ .file = nm.data }, NULL, 0,
                        "cannot read archive member: %s", elf_errmsg(-1));
            else
                o = checked(obj_read_mem(raw, msize, nm.data), nm.data);
            sb_free(&nm);
            if (!o)
                ok = false;
            CLRX_GROW(*out, *nout, cap);
            (*out)[(*nout)++] = (Member){ .obj = o };
        }
        cmd = elf_next(m);
        elf_end(m);
    }
    if (cmd != ELF_C_NULL) {
        diag_at(DIAG_ERROR, (SrcPos){ .file = path }, NULL, 0,
                "cannot read archive member: %s", elf_errmsg(-1));
        ok = false;
    }
    elf_end(ar);
    return ok;
}

static bool load_archive(Link *L, const char *path, uint8_t *img, size_t size)
{
    Member *mem;
    size_t nmem;
    bool ok = read_members(path, img, size, &mem, &nmem);
    if (ok) {
        /* which member defines each name (the first, in archive order) */
        HashTab *defs = ht_new(64);
        for (size_t i = 0; i < nmem; i++) {
            const Object *o = mem[i].obj;
            for (size_t s = 0; s < o->nsymbols; s++) {
                const ObjSymbol *sym = &o->symbols[s];
                if (sym->bind == OBJ_LOCAL || sym->section == OBJ_SHN_UNDEF)
                    continue;
                bool ins;
                void **slot = ht_slot(defs, sym->name, strlen(sym->name), &ins);
                if (ins)
                    *slot = (void *)(uintptr_t)(i + 1);
            }
        }
        /* pull members for every name still undefined; members pulled add
         * their own undefined names at the end of the list */
        size_t first_new = L->nobjs;
        for (size_t u = 0; u < L->nundef; u++) {
            LinkSym *ls = L->undef[u];
            if (ls->def_obj || !ls->strong_ref)
                continue;
            size_t m = (size_t)(uintptr_t)ht_get(defs, ls->name, strlen(ls->name));
            if (!m || mem[m - 1].lo)
                continue;
            mem[m - 1].lo = ld_add_object(L, mem[m - 1].obj);
        }
        ht_free(defs);
        /* place the pulled members in archive order */
        size_t k = first_new;
        for (size_t i = 0; i < nmem; i++)
            if (mem[i].lo) {
                L->objs[k] = mem[i].lo;
                L->objs[k]->index = k;
                k++;
            }
    }
    for (size_t i = 0; i < nmem; i++)
        if (!mem[i].lo)
            obj_free(mem[i].obj);
    free(mem);
    return ok;
}

/* A -lNAME: libNAME.a in the -L directories, in order. */
static char *find_library(const LdOptions *o, const char *name)
{
    for (size_t i = 0; i < o->nlibdirs; i++) {
        StrBuf p = STRBUF_INIT;
        sb_printf(&p, "%s/lib%s.a", o->libdirs[i], name);
        if (access(p.data, F_OK) == 0)
            return sb_detach(&p);
        sb_free(&p);
    }
    return NULL;
}

/* An input read and, when it is an object, parsed: the first half of
 * loading it, which needs nothing of the link and may run on any thread. */
typedef struct ReadInput {
    bool ok;                   /* read (and parsed, for an object) */
    bool got_file;             /* f was read (f.dev, f.ino are set) */
    InFile f;                  /* f.data: an archive's bytes (NULL for an object) */
    bool archive;
    Object *obj;
    DiagCapture diags;         /* the messages, when read on a worker */
} ReadInput;

/* rb: a buffer to read a small object into (NULL: its own) */
static void read_input(const char *path, Arena *arena, ReadInput *r, ReadBuf *rb)
{
    if (!infile_read(path, &r->f, rb))
        return;
    r->got_file = true;
    if (r->f.size >= SARMAG && memcmp(r->f.data, ARMAG, SARMAG) == 0) {
        /* an archive's bytes are kept for its members: the buffer goes
         * with them */
        if (r->f.in_buf) {
            r->f.in_buf = false;
            rb->data = NULL;
            rb->cap = 0;
        }
        r->archive = true;
        r->ok = true;
        return;
    }
    /* the object lives as long as the link: its strings go in the arena */
    if (r->f.mapped || r->f.in_buf) {
        r->obj = checked(obj_read_private(r->f.data, r->f.size, path, arena), path);
        infile_free(&r->f);
    } else {
        r->obj = checked(obj_read_owned(r->f.data, r->f.size, path, arena), path); /* takes data */
        r->f.data = NULL;
    }
    r->ok = r->obj != NULL;
}

/* Frees what read_input kept, without a word. */
static void drop_read(ReadInput *r)
{
    infile_free(&r->f);
    obj_free(r->obj);
    r->obj = NULL;
    diag_capture_discard(&r->diags);
}

/* The second half, in command-line order: the output check, then the
 * object's symbols, or the archive's members for what is undefined. */
static bool add_input(Link *L, const char *path, ReadInput *r)
{
    if (r->got_file && L->out_exists && r->f.dev == L->out_dev && r->f.ino == L->out_ino) {
        /* as GNU ld, when the input is opened (before it is parsed: what
         * the parse said is dropped); the file is kept */
        drop_read(r);
        diag_plain(DIAG_ERROR, "input file '%s' is the same as output file", path);
        outfile_unclaim(L->opts->output);
        L->input_is_output = true;
        return false;
    }
    diag_capture_replay(&r->diags);
    if (!r->ok)
        return false;
    if (r->archive) {
        bool ok = load_archive(L, path, r->f.data, r->f.size);
        infile_free(&r->f);
        return ok;
    }
    ld_add_object(L, r->obj);
    return true;
}

static bool load_one(Link *L, const char *path)
{
    ReadInput r = { 0 };
    read_input(path, L->arena, &r, NULL);
    return add_input(L, path, &r);
}

/* ---- reading many objects on every core ---- */

#define PAR_MIN_FILES 64       /* fewer inputs: one thread */

#define PAR_MAX_THREADS 8
#define PAR_BATCH 8            /* inputs a thread takes at once */

typedef struct ParRead {
    const LdOptions *opts;
    ReadInput *res;            /* per input (-l inputs: left empty) */
    atomic_bool *done;         /* per input: res[i] is complete */
    atomic_size_t next;        /* the next input to take */
    /* this thread's part: the inputs added to the link so far, in order */
    Link *L;
    size_t added;
    bool ok;
} ParRead;

typedef struct ParWorker {
    ParRead *pr;
    Arena *arena;              /* the objects' strings of this thread */
    bool own_files;            /* a started thread: its own file table */
    pthread_t thread;
} ParWorker;

/* This thread adds to the link, in command-line order, the inputs that
 * are read, between its own reading: adding an object's symbols overlaps
 * the reading of the others.  It stops at an -l input (looked for
 * afterwards, in order) and once an input is found to be the output. */
static void add_ready(ParRead *pr)
{
    const LdOptions *o = pr->opts;
    while (pr->added < o->ninputs && !o->inputs[pr->added].is_lib &&
           !pr->L->input_is_output &&
           atomic_load_explicit(&pr->done[pr->added], memory_order_acquire)) {
        size_t i = pr->added++;
        pr->ok &= add_input(pr->L, o->inputs[i].arg, &pr->res[i]);
    }
}

static void *par_work(void *arg)
{
    ParWorker *w = arg;
    /* a thread of its own: a table of open files of its own too.  While
     * the process's threads share one, the kernel counts references to
     * each file that a system call uses and takes the table's lock for
     * each open and close; apart, both threads take the single-threaded
     * paths (reading 2,000 small objects: 6% faster).  Nothing is lost if
     * the call fails.  Not under ThreadSanitizer (CLRX_TSAN): two threads'
     * descriptor 3 would be a race to it. */
    if (w->own_files && !CLRX_TSAN)
        (void)unshare(CLONE_FILES);
    ParRead *pr = w->pr;
    size_t n = pr->opts->ninputs;
    ReadBuf rb = { 0 };
    for (;;) {
        size_t i = atomic_fetch_add(&pr->next, PAR_BATCH);
        if (i >= n)
            break;
        for (size_t end = i + PAR_BATCH < n ? i + PAR_BATCH : n; i < end; i++) {
            const LdInput *in = &pr->opts->inputs[i];
            if (in->is_lib)
                continue;
            ReadInput *r = &pr->res[i];
            diag_capture_begin(&r->diags);
            read_input(in->arg, w->arena, r, &rb);
            diag_capture_end();
            atomic_store_explicit(&pr->done[i], true, memory_order_release);
        }
        if (!w->own_files)
            add_ready(pr);
    }
    free(rb.data);
    return NULL;
}

/* Reads and parses the inputs named on the command line on every core
 * (NULL: not worth it), and adds the first
 * *added of them to the link (false: one could not be).  As mold and lld
 * do: reading thousands of small objects is the link's largest part, and
 * the objects do not depend on each other until their symbols are added. */
static ReadInput *par_read(Link *L, size_t *added, bool *ok)
{
    const LdOptions *o = L->opts;
    unsigned ncpu = thread_cpus();
    if (o->ninputs < PAR_MIN_FILES || ncpu < 2)
        return NULL;
    size_t nthreads = (size_t)ncpu < PAR_MAX_THREADS ? (size_t)ncpu : PAR_MAX_THREADS;
    if (nthreads > o->ninputs / (PAR_MIN_FILES / 2))
        nthreads = o->ninputs / (PAR_MIN_FILES / 2);
    ParRead pr = { .opts = o, .res = xcalloc(o->ninputs, sizeof *pr.res),
                   .done = xcalloc(o->ninputs, sizeof *pr.done), .L = L, .ok = true };
    atomic_init(&pr.next, 0);
    /* room in the symbol table for a name or two an object at once */
    ht_reserve(L->globals, 2 * o->ninputs);
    ParWorker w[PAR_MAX_THREADS];
    size_t started = 0;
    /* worker 0 is this thread; the others get their own arena */
    for (size_t t = 1; t < nthreads; t++) {
        w[t] = (ParWorker){ .pr = &pr, .arena = arena_new(), .own_files = true };
        if (!thread_start(&w[t].thread, par_work, &w[t], (unsigned)(t - 1))) {
            arena_free(w[t].arena);
            break;
        }
        started = t;
    }
    w[0] = (ParWorker){ .pr = &pr, .arena = L->arena };
    par_work(&w[0]);
    for (size_t t = 1; t <= started; t++) {
        pthread_join(w[t].thread, NULL);
        CLRX_GROW(L->arenas, L->narenas, L->caparenas);
        L->arenas[L->narenas++] = w[t].arena;
    }
    free(pr.done);
    *added = pr.added;
    *ok = pr.ok;
    return pr.res;
}

bool ld_load(Link *L)
{
    if (elf_version(EV_CURRENT) == EV_NONE) {
        diag_plain(DIAG_ERROR, "libelf is too old: %s", elf_errmsg(-1));
        return false;
    }
    const LdOptions *o = L->opts;
    bool ok = true;
    struct stat so;
    if (o->output && strcmp(o->output, "-") != 0 && stat(o->output, &so) == 0 &&
        S_ISREG(so.st_mode)) {
        L->out_exists = true;
        L->out_dev = (uint64_t)so.st_dev;
        L->out_ino = (uint64_t)so.st_ino;
    }
    size_t added = 0;
    ReadInput *pre = par_read(L, &added, &ok);
    for (size_t i = added; i < o->ninputs; i++) {
        const LdInput *in = &o->inputs[i];
        if (L->input_is_output) {
            /* the link stops here: what was read ahead is dropped */
            if (pre && !in->is_lib)
                drop_read(&pre[i]);
            continue;
        }
        if (!in->is_lib) {
            ok &= pre ? add_input(L, in->arg, &pre[i]) : load_one(L, in->arg);
            continue;
        }
        char *path = find_library(o, in->arg);
        if (!path) {
            diag_plain(DIAG_ERROR, "cannot find -l%s", in->arg);
            ok = false;
            continue;
        }
        /* the name in messages is the path found; keep it for the run */
        const char *p = arena_strdup(L->arena, path);
        free(path);
        ok &= load_one(L, p);
    }
    free(pre);
    /* the old output is not an input: it goes, whether the link succeeds
     * or not (outfile_claim) */
    if (L->out_exists && !L->input_is_output)
        outfile_drop_old(o->output);
    return ok && !diag_failed();
}
