/* include.c - .include and .incbin: finding the file, the nesting limit,
 * the dependency list, and .incbin's bytes written out as .byte data.
 *
 * Search order (clrxasm's): the name as given (relative names are relative
 * to the current working directory), then each -I directory in order.  As
 * an extension, when the file is found nowhere else, the directory of the
 * file that contains the .include/.incbin statement is tried last (a
 * VPATH-style build then finds a header beside its source).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cpp.h"
#include "limits-clrx.h"

/* The standard input, kept for a second pass (cpp_run). */
static char *g_stdin;
static size_t g_stdin_size;
static bool g_stdin_read;

static void free_stdin(void)
{
    free(g_stdin);
}

/* Read a whole source file ("-" = standard input).  An included file
 * (`included`) must be a regular file: a device or a FIFO may give bytes
 * without end (/dev/zero) or block forever (a FIFO without a writer).  A
 * file named on the command line may be anything readable (standard input,
 * a pipe, /dev/stdin).  At most CLRX_MAX_SOURCE_SIZE bytes are read. */
ReadStatus read_whole_file(const char *path, bool included, char **bufp, size_t *sizep)
{
    FILE *f;
    bool is_stdin = strcmp(path, "-") == 0;
    if (is_stdin && g_stdin_read) {
        *bufp = xmalloc(g_stdin_size ? g_stdin_size : 1);
        memcpy(*bufp, g_stdin, g_stdin_size);
        *sizep = g_stdin_size;
        return READ_OK;
    }
    if (is_stdin)
        f = stdin;
    else {
        struct stat st;
        if (stat(path, &st) != 0)
            return READ_ERRNO;
        if (S_ISDIR(st.st_mode)) {
            errno = EISDIR;
            return READ_ERRNO;
        }
        if (included && !S_ISREG(st.st_mode))
            return READ_NOT_REGULAR;
        if (S_ISREG(st.st_mode) && (uint64_t)st.st_size > CLRX_MAX_SOURCE_SIZE)
            return READ_TOO_LARGE;
        f = fopen(path, "rb");
        if (!f)
            return READ_ERRNO;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    ReadStatus rs = READ_OK;
    for (;;) {
        if (n == cap) {
            if (n > CLRX_MAX_SOURCE_SIZE) {
                rs = READ_TOO_LARGE;
                break;
            }
            /* one byte past the limit tells a file that is too large */
            cap = cap * 2 > CLRX_MAX_SOURCE_SIZE ? (size_t)CLRX_MAX_SOURCE_SIZE + 1 : cap * 2;
            buf = xrealloc(buf, cap);
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    int err = ferror(f) ? errno : 0;
    if (!is_stdin)
        fclose(f);
    if (rs == READ_OK && n > CLRX_MAX_SOURCE_SIZE)
        rs = READ_TOO_LARGE;
    if (rs == READ_OK && err) {
        errno = err;
        rs = READ_ERRNO;
    }
    if (rs != READ_OK) {
        free(buf);
        return rs;
    }
    if (is_stdin) {
        g_stdin = xmalloc(n ? n : 1);
        memcpy(g_stdin, buf, n);
        g_stdin_size = n;
        g_stdin_read = true;
        atexit(free_stdin);
    }
    *bufp = buf;
    *sizep = n;
    return READ_OK;
}

#define MAP_MIN (1u << 20)    /* smaller files are read */

ReadStatus map_input_file(const char *path, char **bufp, size_t *sizep, bool *mapped)
{
    *mapped = false;
    struct stat st;
    if (strcmp(path, "-") != 0 && stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
        st.st_size >= (off_t)MAP_MIN && (uint64_t)st.st_size <= CLRX_MAX_SOURCE_SIZE) {
        int fd = open(path, O_RDONLY);
        if (fd >= 0) {
            void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
            close(fd);
            if (m != MAP_FAILED) {
                madvise(m, (size_t)st.st_size, MADV_SEQUENTIAL);
                *bufp = m;
                *sizep = (size_t)st.st_size;
                *mapped = true;
                return READ_OK;
            }
        }
    }
    return read_whole_file(path, false, bufp, sizep);
}

/* The message of a failed read_whole_file (errno for READ_ERRNO). */
static const char *read_problem(ReadStatus rs)
{
    static char msg[96];
    switch (rs) {
    case READ_NOT_REGULAR:
        return "not a regular file";
    case READ_TOO_LARGE:
        snprintf(msg, sizeof msg, "larger than %llu bytes",
                 (unsigned long long)CLRX_MAX_SOURCE_SIZE);
        return msg;
    default:
        return strerror(errno);
    }
}

bool open_input(Cpp *cpp, const char *name)
{
    char *buf;
    size_t size;
    bool mapped;
    ReadStatus rs = map_input_file(name, &buf, &size, &mapped);
    if (rs != READ_OK) {
        diag_plain(DIAG_ERROR, "cannot read '%s': %s",
                   strcmp(name, "-") == 0 ? "<stdin>" : name, read_problem(rs));
        cpp->fatal = true;
        return false;
    }
    const char *file = strcmp(name, "-") == 0 ? cpp_intern(cpp, "<stdin>", 7)
                                              : cpp_intern(cpp, name, strlen(name));
    if (strcmp(name, "-") != 0)
        deps_add(&cpp->deps, file);
    cpp_push_file(cpp, file, buf, size, mapped, NULL);
    return true;
}

/* dir + "/" + name (no separator added after a trailing '/') */
static char *join_path(const char *dir, size_t dlen, const char *name)
{
    StrBuf b = STRBUF_INIT;
    sb_append(&b, dir, dlen);
    for (size_t i = 0; i < b.len; i++)      /* clrxasm: `\` separates too */
        if (b.data[i] == '\\')
            b.data[i] = '/';
    if (dlen && b.data[dlen - 1] != '/')
        sb_putc(&b, '/');
    sb_puts(&b, name);
    return sb_detach(&b);
}

/* The candidate paths of a file name, in search order (caller frees). */
static char **candidates(Cpp *cpp, const char *name, const char *from, size_t *n)
{
    const AsmOptions *o = cpp->cfg->asmopts;
    char **c = xmalloc((o->n_include_dirs + 2) * sizeof *c);
    size_t k = 0;
    c[k++] = xstrdup(name);
    if (name[0] != '/') {
        for (size_t i = 0; i < o->n_include_dirs; i++)
            c[k++] = join_path(o->include_dirs[i], strlen(o->include_dirs[i]), name);
        if (cpp->cfg->vpath_include && from && from[0] != '<') {
            const char *slash = strrchr(from, '/');
            if (slash)
                c[k++] = join_path(from, (size_t)(slash - from + 1), name);
        }
    }
    *n = k;
    return c;
}

static void free_candidates(char **c, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(c[i]);
    free(c);
}

/* Find and read `name`: the path found (interned), or NULL when it is
 * nowhere (*rs = READ_ERRNO) or when the first one found cannot be taken
 * (*rs says why; *path is then that candidate, to be freed). */
static const char *find_file(Cpp *cpp, const char *name, const char *from, char **buf,
                             size_t *size, ReadStatus *rs, char **path)
{
    size_t n;
    char **c = candidates(cpp, name, from, &n);
    const char *found = NULL;
    *rs = READ_ERRNO;
    *path = NULL;
    for (size_t i = 0; i < n && !found; i++) {
        *rs = read_whole_file(c[i], true, buf, size);
        if (*rs == READ_OK)
            found = cpp_intern(cpp, c[i], strlen(c[i]));
        else if (*rs != READ_ERRNO) {
            *path = xstrdup(c[i]);
            break;
        }
    }
    free_candidates(c, n);
    return found;
}

/* For the depth error: is `name` one of the files being read? */
static bool is_open_file(Cpp *cpp, const char *name, const char *from)
{
    size_t n;
    char **c = candidates(cpp, name, from, &n);
    bool open = false;
    for (size_t i = 0; i < n && !open; i++) {
        if (access(c[i], R_OK) != 0)
            continue;
        const char *f = cpp_intern(cpp, c[i], strlen(c[i]));
        for (const SrcCtx *x = cpp->line.ctx; x; x = x->call.ctx)
            if (x->kind == CTX_INCLUDE && x->call.file == f)
                open = true;
        if (cpp->line.file == f)
            open = true;
        break;
    }
    free_candidates(c, n);
    return open;
}

static bool file_name_arg(Cpp *cpp, const char **p, const char *end, StrBuf *name)
{
    if (!cpp_parse_string(cpp, p, end, name))
        return false;
    if (memchr(name->data, '\0', name->len)) {
        cpp_error(cpp, *p, "a file name cannot contain a NUL byte");
        return false;
    }
    /* as clrxasm: a backslash is a directory separator too */
    for (size_t i = 0; i < name->len; i++)
        if (name->data[i] == '\\')
            name->data[i] = '/';
    return true;
}

void do_include(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    p = skip_sp(p, end);
    const char *nameplace = p;
    StrBuf name = STRBUF_INIT;
    sb_reserve(&name, 1);
    if (!file_name_arg(cpp, &p, end, &name) || !cpp_garbage_check(cpp, p, end)) {
        sb_free(&name);
        return;
    }
    if (cpp->include_level >= CPP_MAX_INCLUDE_DEPTH) {
        if (is_open_file(cpp, name.data, cpp->line.file))
            cpp_error(cpp, stmt, "include cycle: '%s' is included again while it is "
                      "being read, %u levels deep", name.data, CPP_MAX_INCLUDE_DEPTH);
        else
            cpp_error(cpp, stmt, "includes nested deeper than %u levels",
                      CPP_MAX_INCLUDE_DEPTH);
        sb_free(&name);
        return;
    }
    char *buf, *bad;
    size_t size;
    ReadStatus rs;
    const char *found = find_file(cpp, name.data, cpp->line.file, &buf, &size, &rs, &bad);
    if (!found) {
        if (bad)
            cpp_error(cpp, nameplace, "cannot include '%s': %s", bad, read_problem(rs));
        else
            cpp_error(cpp, nameplace, "include file '%s' not found", name.data);
        free(bad);
        sb_free(&name);
        return;
    }
    deps_add(&cpp->deps, found);
    const SrcCtx *ctx = cpp_new_ctx(cpp, CTX_INCLUDE, NULL, cpp_pos(cpp, stmt));
    cpp_push_file(cpp, found, buf, size, false, ctx);
    sb_free(&name);
}

void do_incbin(Cpp *cpp, const char *stmt, const char *p)
{
    const char *end = cpp->line.text + cpp->line.len;
    cpp->format_init = true;
    if (cpp->in_abs) {
        cpp_error(cpp, stmt, "'.incbin' cannot write data into the absolute section");
        return;
    }
    p = skip_sp(p, end);
    const char *nameplace = p;
    StrBuf name = STRBUF_INIT;
    sb_reserve(&name, 1);
    bool good = file_name_arg(cpp, &p, end, &name);
    int64_t offset = 0, count = INT64_MAX;
    bool have;
    if (!cpp_skip_comma(cpp, &p, end, &have))
        goto out;
    if (have) {
        p = skip_sp(p, end);
        const char *at = p;
        ValStatus st = cpp_abs_value(cpp, &p, end, &offset, false, "'.incbin' offset");
        if (st == VAL_ERROR)
            good = false;
        else if (offset < 0) {
            cpp_error(cpp, at, "the offset of '.incbin' is negative");
            good = false;
        }
        if (!cpp_skip_comma(cpp, &p, end, &have))
            goto out;
        if (have) {
            p = skip_sp(p, end);
            at = p;
            st = cpp_abs_value(cpp, &p, end, &count, false, "'.incbin' count");
            if (st == VAL_ERROR)
                good = false;
            else if (count < 0) {
                cpp_error(cpp, at, "the byte count of '.incbin' is negative");
                good = false;
            }
        }
    }
    if (!good || !cpp_garbage_check(cpp, p, end))
        goto out;
    if (count == 0) {
        cpp_warning(cpp, nameplace, "'.incbin' of zero bytes is ignored");
        goto out;
    }
    char *buf, *bad;
    size_t size;
    ReadStatus rs;
    const char *found = find_file(cpp, name.data, cpp->line.file, &buf, &size, &rs, &bad);
    if (!found) {
        if (bad)
            cpp_error(cpp, nameplace, "cannot include '%s': %s", bad, read_problem(rs));
        else
            cpp_error(cpp, nameplace, "binary file '%s' not found", name.data);
        free(bad);
        goto out;
    }
    deps_add(&cpp->deps, found);
    if ((uint64_t)offset < size) {
        uint64_t n = size - (uint64_t)offset;
        if ((uint64_t)count < n)
            n = (uint64_t)count;
        if (n > CLRX_MAX_SECTION_SIZE) {
            cpp_error(cpp, nameplace, "'.incbin' of %llu bytes is larger than a section "
                      "may be (%llu bytes)", (unsigned long long)n,
                      (unsigned long long)CLRX_MAX_SECTION_SIZE);
            free(buf);
            goto out;
        }
        const unsigned char *d = (const unsigned char *)buf + offset;
        SrcPos at = cpp_pos(cpp, stmt);
        StrBuf l = STRBUF_INIT;
        for (uint64_t i = 0; i < n; i += 32) {
            sb_clear(&l);
            sb_puts(&l, ".byte ");
            uint64_t m = n - i < 32 ? n - i : 32;
            for (uint64_t k = 0; k < m; k++)
                sb_printf(&l, k ? ",0x%02x" : "0x%02x", d[i + k]);
            output_line(cpp->out, l.data, l.len, at.file, at.line, at.ctx);
        }
        sb_free(&l);
    }
    free(buf);
out:
    sb_free(&name);
}
