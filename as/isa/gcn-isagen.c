/* gcn-isagen.c - turns the instruction data files (as/isa/FAMILY.isa) into the C
 * tables of the GCN encoder (gcn-insns.c): one GcnInsn row per line, sorted
 * by mnemonic, plus a perfect hash that finds a mnemonic with one probe.
 *
 *   gcn-isagen -o gcn-insns.c sop2.isa sop1.isa ...
 *
 * Data file format (one instruction form per line, '#' starts a comment):
 *
 *   NAME  C10 C11 C12 C14 C141 C15 C151  FORM [WORD...]
 *
 * The family is the file's base name (sop2, vop1, ds, ...).  Each C cell is
 * the opcode on GCN 1.0, 1.1, 1.2, 1.4, 1.4.1, 1.5 and 1.5.1, '-' when the
 * form does not exist there; "OP/OP3" gives the VOP3 opcode of a VOP1, VOP2,
 * VOPC or VINTRP instruction when it is not the default one ("OP/-": none).
 * FORM is a word of the family's vocabulary (below); the other words are
 * register counts (dN aN bN cN: destination and sources, vaN, xN) or flags.
 * The same NAME may appear on several lines whose architectures differ.
 *
 * Written for the build machine: C99, standard library only, deterministic
 * output.  Errors name the file and line.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NARCH 7
#define MAXROWS 4096
#define NONE 0xffff

typedef struct Vocab { const char *family, *cfam; const char *forms; } Vocab;

/* family file name, C enum suffix, accepted form words */
static const Vocab vocab[] = {
    { "sop2",   "SOP2",   "std" },
    { "sop1",   "SOP1",   "std" },
    { "sopc",   "SOPC",   "std imm8" },
    { "sopk",   "SOPK",   "simm cmp rel getreg setreg setregimm imm" },
    { "sopp",   "SOPP",   "none imm rel waitcnt sendmsg" },
    { "smem",   "SMEM",   "load store atomic cmpswap memtime none probe discard" },
    { "vop2",   "VOP2",   "std vcc carry cndmask readlane writelane madmk madak" },
    { "vop1",   "VOP1",   "std sdst none" },
    { "vopc",   "VOPC",   "std novcc" },
    { "vop3",   "VOP3",   "std b sdst none interpn" },
    { "vop3p",  "VOP3P",  "std" },
    { "vintrp", "VINTRP", "std p0" },
    { "ds",     "DS",     "load store store2 rtn rtn2 addr onlydst onlydata" },
    { "mubuf",  "MUBUF",  "load store atomic cmpswap none novad" },
    { "mtbuf",  "MTBUF",  "load store atomic cmpswap none novad" },
    { "mimg",   "MIMG",   "load store atomic cmpswap gather" },
    { "exp",    "EXP",    "std" },
    { "flat",   "FLAT",   "load store atomic cmpswap" },
};

/* flag words and their C names (GcnInsn.flags bits, see gcnint.h) */
static const char *const flagwords[][2] = {
    { "f16", "GI_F16" }, { "nodpp", "GI_NODPP" }, { "nosdwa", "GI_NOSDWA" },
    { "mac", "GI_MAC" }, { "vccr", "GI_VCCR" }, { "q128", "GI_Q128" },
    { "off2", "GI_OFF2" }, { "gds", "GI_GDS" }, { "src2", "GI_SRC2" },
    { "half", "GI_D16" }, { "samp", "GI_SAMP" }, { "deriv", "GI_DERIV" },
};
#define NFLAGS (sizeof(flagwords) / sizeof(flagwords[0]))

typedef struct Row {
    char name[48];
    int fam;            /* index in vocab */
    int form;           /* index in the family's form list */
    char formword[16];
    int d, a, b, c, va, x;
    unsigned flags;
    unsigned op[NARCH], op3[NARCH];
    const char *file;
    int line;
} Row;

static Row rows[MAXROWS];
static int nrows;

static void die(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (file)
        fprintf(stderr, "%s:%d: ", file, line);
    fprintf(stderr, "gcn-isagen: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

/* index of word w in the space-separated list, or -1 */
static int word_index(const char *list, const char *w)
{
    int idx = 0;
    size_t wl = strlen(w);
    const char *p = list;
    while (*p) {
        const char *e = strchr(p, ' ');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l == wl && memcmp(p, w, l) == 0)
            return idx;
        idx++;
        if (!e)
            break;
        p = e + 1;
    }
    return -1;
}

static unsigned parse_num(const char *s, const char *file, int line)
{
    char *end;
    unsigned long v = strtoul(s, &end, 10);
    if (end == s || *end != 0 || v >= NONE)
        die(file, line, "bad number '%s'", s);
    return (unsigned)v;
}

static void read_file(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char fam[32];
    size_t bl = strcspn(base, ".");
    if (bl >= sizeof fam)
        die(path, 0, "bad file name");
    memcpy(fam, base, bl);
    fam[bl] = 0;
    int f = -1;
    for (size_t i = 0; i < sizeof vocab / sizeof vocab[0]; i++)
        if (strcmp(vocab[i].family, fam) == 0)
            f = (int)i;
    if (f < 0)
        die(path, 0, "unknown family '%s'", fam);
    FILE *in = fopen(path, "r");
    if (!in)
        die(path, 0, "cannot open");
    char buf[512];
    int line = 0;
    while (fgets(buf, sizeof buf, in)) {
        line++;
        char *hash = strchr(buf, '#');
        if (hash)
            *hash = 0;
        char *tok[32];
        int nt = 0;
        for (char *t = strtok(buf, " \t\r\n"); t; t = strtok(NULL, " \t\r\n")) {
            if (nt == 32)
                die(path, line, "too many words");
            tok[nt++] = t;
        }
        if (nt == 0)
            continue;
        if (nt < 9)
            die(path, line, "expected a name, %d opcode cells and a form", NARCH);
        if (nrows == MAXROWS)
            die(path, line, "too many rows");
        Row *r = &rows[nrows++];
        memset(r, 0, sizeof *r);
        r->file = path;
        r->line = line;
        if (strlen(tok[0]) >= sizeof r->name)
            die(path, line, "name too long");
        for (char *p = tok[0]; *p; p++)
            if (!(islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '_'))
                die(path, line, "bad character in name '%s'", tok[0]);
        strcpy(r->name, tok[0]);
        r->fam = f;
        for (int i = 0; i < NARCH; i++) {
            char *c = tok[1 + i];
            r->op[i] = r->op3[i] = NONE;
            if (strcmp(c, "-") == 0)
                continue;
            char *slash = strchr(c, '/');
            if (slash) {
                *slash = 0;
                if (strcmp(slash + 1, "-") == 0)
                    r->op3[i] = NONE - 1;     /* explicitly none */
                else
                    r->op3[i] = parse_num(slash + 1, path, line);
            }
            r->op[i] = parse_num(c, path, line);
        }
        r->form = word_index(vocab[f].forms, tok[8]);
        if (r->form < 0)
            die(path, line, "unknown form '%s' for %s", tok[8], fam);
        strcpy(r->formword, tok[8]);
        for (int i = 9; i < nt; i++) {
            const char *w = tok[i];
            size_t k;
            for (k = 0; k < NFLAGS; k++)
                if (strcmp(flagwords[k][0], w) == 0)
                    break;
            if (k < NFLAGS) {      /* flags first: "d16" is a flag, not a size */
                r->flags |= 1u << k;
                continue;
            }
            int *dst = NULL;
            const char *num = NULL;
            if ((w[0] == 'd' || w[0] == 'a' || w[0] == 'b' || w[0] == 'c') &&
                isdigit((unsigned char)w[1])) {
                dst = w[0] == 'd' ? &r->d : w[0] == 'a' ? &r->a : w[0] == 'b' ? &r->b : &r->c;
                num = w + 1;
            } else if (w[0] == 'v' && w[1] == 'a' && isdigit((unsigned char)w[2])) {
                dst = &r->va;
                num = w + 2;
            } else if (w[0] == 'x' && isdigit((unsigned char)w[1])) {
                dst = &r->x;
                num = w + 1;
            }
            if (dst) {
                unsigned v = parse_num(num, path, line);
                if (v == 0 || v > 16)
                    die(path, line, "bad register count '%s'", w);
                *dst = (int)v;
                continue;
            }
            die(path, line, "unknown word '%s'", w);
        }
    }
    fclose(in);
}

static int cmp_rows(const void *pa, const void *pb)
{
    const Row *a = pa, *b = pb;
    int c = strcmp(a->name, b->name);
    if (c)
        return c;
    if (a->fam != b->fam)
        return a->fam - b->fam;
    return a->line - b->line;
}

/* the hash the encoder uses (gcnint.h gcn_name_hash must agree) */
static uint32_t name_hash(const char *s, uint32_t seed)
{
    uint32_t h = 2166136261u ^ (seed * 0x9e3779b9u);
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 16777619u;
    }
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

int main(int argc, char **argv)
{
    const char *outname = NULL;
    int i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            outname = argv[++i];
        else
            read_file(argv[i]);
    }
    if (!outname || nrows == 0)
        die(NULL, 0, "usage: gcn-isagen -o OUT.c FILE.isa...");
    qsort(rows, (size_t)nrows, sizeof rows[0], cmp_rows);

    /* architectures of one name must not overlap within a family */
    for (i = 1; i < nrows; i++)
        if (strcmp(rows[i].name, rows[i - 1].name) == 0)
            for (int k = i - 1; k >= 0 && strcmp(rows[k].name, rows[i].name) == 0; k--)
                for (int a = 0; a < NARCH; a++)
                    if (rows[i].op[a] != NONE && rows[k].op[a] != NONE &&
                        rows[i].fam == rows[k].fam)
                        die(rows[i].file, rows[i].line, "%s: architecture %d given twice",
                            rows[i].name, a);

    /* unique names: first row index of each */
    static int first[MAXROWS];
    int nnames = 0;
    for (i = 0; i < nrows; i++)
        if (i == 0 || strcmp(rows[i].name, rows[i - 1].name) != 0)
            first[nnames++] = i;

    /* perfect hash: bucket = h(name,0) % NB; slot = h(name, seed[bucket]) & (NS-1) */
    unsigned ns = 1;
    while (ns < (unsigned)nnames * 3 / 2)
        ns <<= 1;
    unsigned nb = (unsigned)nnames / 2 + 1;
    static int slot[1 << 16];
    static unsigned seeds[MAXROWS];
    static int bucket_of[MAXROWS], order[MAXROWS], bsize[MAXROWS];
    if (ns > (1u << 16))
        die(NULL, 0, "too many names");
    for (unsigned s = 0; s < ns; s++)
        slot[s] = -1;
    for (int n = 0; n < nnames; n++) {
        bucket_of[n] = (int)(name_hash(rows[first[n]].name, 0) % nb);
        bsize[bucket_of[n]]++;
    }
    for (unsigned b = 0; b < nb; b++)
        order[b] = (int)b;
    /* biggest buckets first (stable: insertion sort by size, then index) */
    for (unsigned x = 1; x < nb; x++) {
        int v = order[x];
        int y = (int)x - 1;
        while (y >= 0 && bsize[order[y]] < bsize[v]) {
            order[y + 1] = order[y];
            y--;
        }
        order[y + 1] = v;
    }
    for (unsigned x = 0; x < nb; x++) {
        int b = order[x];
        if (bsize[b] == 0)
            break;
        int members[64], nm = 0;
        for (int n = 0; n < nnames; n++)
            if (bucket_of[n] == b) {
                if (nm == 64)
                    die(NULL, 0, "hash bucket too big");
                members[nm++] = n;
            }
        unsigned seed;
        for (seed = 1; seed < 1000000; seed++) {
            unsigned used[64];
            int ok = 1;
            for (int m = 0; m < nm && ok; m++) {
                unsigned s = name_hash(rows[first[members[m]]].name, seed) & (ns - 1);
                if (slot[s] >= 0)
                    ok = 0;
                for (int q = 0; q < m && ok; q++)
                    if (used[q] == s)
                        ok = 0;
                used[m] = s;
            }
            if (ok) {
                for (int m = 0; m < nm; m++)
                    slot[used[m]] = first[members[m]];
                break;
            }
        }
        if (seed == 1000000)
            die(NULL, 0, "no perfect hash found");
        seeds[b] = seed;
    }

    char tmpname[4096];
    snprintf(tmpname, sizeof tmpname, "%s.tmp", outname);
    FILE *out = fopen(tmpname, "w");
    if (!out)
        die(tmpname, 0, "cannot create");
    fprintf(out, "/* gcn-insns.c - generated by gcn-isagen from the as/isa data files; do not edit. */\n");
    fprintf(out, "#include \"gcnint.h\"\n\n");
    fprintf(out, "const unsigned gcn_ninsns = %d;\n", nrows);
    fprintf(out, "const GcnInsn gcn_insns[%d] = {\n", nrows);
    for (i = 0; i < nrows; i++) {
        Row *r = &rows[i];
        unsigned mask = 0;
        for (int a = 0; a < NARCH; a++)
            if (r->op[a] != NONE)
                mask |= 1u << a;
        fprintf(out, "  { \"%s\", GF_%s, GF_%s_%c%s, %d, %d, %d, %d, %d, %d, 0x%02x, ",
                r->name, vocab[r->fam].cfam, vocab[r->fam].cfam,
                toupper((unsigned char)r->formword[0]), r->formword + 1,
                r->d, r->a, r->b, r->c, r->va, r->x, mask);
        if (r->flags == 0)
            fputs("0", out);
        else {
            int firstf = 1;
            for (size_t k = 0; k < NFLAGS; k++)
                if (r->flags & (1u << k)) {
                    fprintf(out, "%s%s", firstf ? "" : "|", flagwords[k][1]);
                    firstf = 0;
                }
        }
        fputs(", {", out);
        for (int a = 0; a < NARCH; a++)
            fprintf(out, "%s%u", a ? "," : "", r->op[a]);
        fputs("}, {", out);
        for (int a = 0; a < NARCH; a++)
            fprintf(out, "%s%u", a ? "," : "", r->op3[a]);
        fprintf(out, "} },\n");
    }
    fprintf(out, "};\n\n");
    fprintf(out, "const unsigned gcn_hash_nbuckets = %u;\n", nb);
    fprintf(out, "const unsigned gcn_hash_nslots = %u;\n", ns);
    fprintf(out, "const uint32_t gcn_hash_seeds[%u] = {", nb);
    for (unsigned b = 0; b < nb; b++)
        fprintf(out, "%s%u", b == 0 ? "\n  " : b % 16 ? "," : ",\n  ", seeds[b]);
    fprintf(out, "\n};\n");
    fprintf(out, "const int16_t gcn_hash_slots[%u] = {", ns);
    for (unsigned s = 0; s < ns; s++)
        fprintf(out, "%s%d", s == 0 ? "\n  " : s % 16 ? "," : ",\n  ", slot[s]);
    fprintf(out, "\n};\n");
    if (fclose(out) != 0)
        die(tmpname, 0, "write error");
    if (rename(tmpname, outname) != 0)
        die(outname, 0, "cannot rename");
    return 0;
}
