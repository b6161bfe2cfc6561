/* readahead.c - clrx-as's input read ahead on a thread of its own
 * (readahead.h).
 *
 * The thread reads blocks of ra_block_size bytes (fewer when a pipe has
 * less to give: as soon as a quarter of that is there); a block ends after
 * its last newline, and the part of a line after it begins the next block,
 * so that each line the thread describes lies whole in one block.  A line
 * longer than half a block is handed over in pieces, undescribed.  At most
 * RA_AHEAD blocks exist at once (read, queued or held by the reader), so
 * the thread waits when the assembler is behind, and the memory stays
 * bounded whatever the input; a block the reader is done with is used
 * again (its memory is written once, not once a block).  The reader holds
 * the block its bytes come from and the one before it (whose lines it may
 * still be reading); a block the reader is already waiting for goes to it
 * undescribed.  The thread waits in poll(2) on the input and on an eventfd
 * that ra_stop signals, so that a stop never waits for a pipe's writer. */
#include "readahead.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "thread.h"
#include "util.h"

#define RA_AHEAD 4
size_t ra_block_size = (size_t)128 << 10;

typedef struct Block {
    struct Block *next;
    char *data;
    size_t cap;                /* data's room */
    size_t capl;               /* lens' and infos' room, in lines */
    size_t len;                /* bytes handed over */
    uint64_t first;            /* input offset of the first described line */
    uint32_t *lens;            /* each described line's length (no newline) */
    unsigned char *infos;      /* their descriptions, info_size bytes each */
    size_t nlines;
    int err;                   /* errno of a read error after the bytes, or 0 */
    bool end;                  /* the input ends after the bytes (or the error) */
} Block;

struct ReadAhead {
    int fd, stopfd;
    uint64_t offset;           /* input offset where the thread began */
    bool mid_line;             /* ... inside a line */
    size_t info_size;
    RaDescribe describe;
    pthread_t th;
    pthread_mutex_t mu;
    pthread_cond_t more;       /* a block was queued */
    pthread_cond_t room;       /* a block was freed */
    unsigned live;             /* blocks that exist (RA_AHEAD at most) */
    bool stop;
    bool waiting;              /* the reader waits for a block */
    Block *queue, **queue_end; /* read, not yet taken */
    Block *spare;              /* blocks to use again */
    /* the reader's side */
    Block *held_prev, *held;   /* bytes come from `held` */
    size_t pos;                /* in held */
    Block *dblock;             /* the block of the next description */
    size_t dline;              /* its index there */
    uint64_t doff;             /* the input offset of that line */
};

static void block_free(Block *b)
{
    if (!b)
        return;
    free(b->data);
    free(b->lens);
    free(b->infos);
    free(b);
}

/* A block the reader is done with, for the thread to use again. */
static void block_done(ReadAhead *r, Block *b)
{
    if (!b)
        return;
    pthread_mutex_lock(&r->mu);
    b->next = r->spare;
    r->spare = b;
    r->live--;
    pthread_cond_signal(&r->room);
    pthread_mutex_unlock(&r->mu);
}

/* Reads into b->data from `have` bytes on, up to cap: until a quarter block
 * more is there, the input's end or an error.  False when stopped. */
static bool fill(ReadAhead *r, Block *b, size_t *have, size_t cap)
{
    size_t some = ra_block_size / 4 ? ra_block_size / 4 : 1;
    size_t want = *have + some < cap ? *have + some : cap;
    while (*have < want) {
        struct pollfd pf[2] = { { .fd = r->fd, .events = POLLIN },
                                { .fd = r->stopfd, .events = POLLIN } };
        if (poll(pf, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            b->err = errno;
            return true;
        }
        if (pf[1].revents)
            return false;
        ssize_t n = read(r->fd, b->data + *have, cap - *have);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            b->err = errno;
            return true;
        }
        if (n == 0) {
            b->end = true;
            return true;
        }
        *have += (size_t)n;
    }
    return true;
}

/* The lines of b->data[from, b->len) described. */
static void describe_lines(ReadAhead *r, Block *b, size_t from)
{
    size_t count = 0;
    for (const char *p = b->data + from, *e = b->data + b->len;
         (p = memchr(p, '\n', (size_t)(e - p))) != NULL; p++)
        count++;
    if (!count)
        return;
    if (count > b->capl) {
        free(b->lens);
        free(b->infos);
        b->lens = xmalloc(count * sizeof *b->lens);
        b->infos = xmalloc(count * r->info_size);
        b->capl = count;
    }
    size_t pos = from;
    for (size_t i = 0; i < count; i++) {
        const char *s = b->data + pos;
        const char *nl = memchr(s, '\n', b->len - pos);
        size_t n = (size_t)(nl - s);
        b->lens[i] = (uint32_t)n;
        r->describe(s, n, b->infos + i * r->info_size);
        pos += n + 1;
    }
    b->nlines = count;
}

static void *run(void *arg)
{
    ReadAhead *r = arg;
    char *carry = NULL;        /* the start of a line, for the next block */
    size_t ncarry = 0, capcarry = 0;
    bool mid_line = r->mid_line;   /* the next block's bytes do not begin a line */
    uint64_t off = r->offset;  /* input offset of the next block */
    for (bool last = false; !last;) {
        pthread_mutex_lock(&r->mu);
        while (r->live >= RA_AHEAD && !r->stop)
            pthread_cond_wait(&r->room, &r->mu);
        bool stop = r->stop;
        Block *b = NULL;
        if (!stop) {
            r->live++;
            if ((b = r->spare) != NULL)
                r->spare = b->next;
        }
        pthread_mutex_unlock(&r->mu);
        if (stop)
            break;
        if (b) {
            b->next = NULL;
            b->len = b->nlines = 0;
            b->err = 0;
            b->end = false;
        } else
            b = xcalloc(1, sizeof *b);
        size_t block = ra_block_size ? ra_block_size : 1;
        size_t cap = block + ncarry, have = ncarry;
        if (b->cap < cap) {
            free(b->data);
            b->data = xmalloc(cap);
            b->cap = cap;
        }
        if (ncarry)
            memcpy(b->data, carry, ncarry);
        if (!fill(r, b, &have, cap)) {
            block_done(r, b);
            break;
        }
        last = b->end || b->err;
        /* the block ends after its last newline, but at the input's end */
        const char *nl = last ? NULL : memrchr(b->data, '\n', have);
        size_t keep = nl ? have - (size_t)(nl + 1 - b->data) : 0;
        if (keep > block / 2)
            keep = 0;          /* a long line: handed over in pieces */
        b->len = have - keep;
        size_t from = 0;
        if (mid_line) {
            const char *first = memchr(b->data, '\n', b->len);
            from = first ? (size_t)(first + 1 - b->data) : b->len;
        }
        b->first = off + from;
        /* a reader that waits for the block (the input comes slower than
         * it is assembled: the writer of a pipe is the slower one) has time
         * to find the lines itself, and this thread's time is better left
         * to that writer, which may share its core */
        pthread_mutex_lock(&r->mu);
        bool waited_for = r->waiting;
        pthread_mutex_unlock(&r->mu);
        if (!waited_for)
            describe_lines(r, b, from);
        ncarry = keep;
        if (keep) {
            if (keep > capcarry) {
                free(carry);
                carry = xmalloc(keep);
                capcarry = keep;
            }
            memcpy(carry, b->data + b->len, keep);
        }
        /* (a block without a newline, or cut, ends inside a line) */
        mid_line = b->len && b->data[b->len - 1] != '\n';
        off += b->len;
        pthread_mutex_lock(&r->mu);
        *r->queue_end = b;
        r->queue_end = &b->next;
        pthread_cond_signal(&r->more);
        pthread_mutex_unlock(&r->mu);
    }
    free(carry);
    return NULL;
}

ReadAhead *ra_start(int fd, uint64_t offset, bool line_start, size_t info_size,
                    RaDescribe describe)
{
    ReadAhead *r = xcalloc(1, sizeof *r);
    r->fd = fd;
    r->offset = offset;
    r->mid_line = !line_start;
    r->info_size = info_size;
    r->describe = describe;
    r->queue_end = &r->queue;
    r->doff = offset;
    r->stopfd = eventfd(0, EFD_CLOEXEC);
    if (r->stopfd < 0) {
        free(r);
        return NULL;
    }
    pthread_mutex_init(&r->mu, NULL);
    pthread_cond_init(&r->more, NULL);
    pthread_cond_init(&r->room, NULL);
    if (!thread_start(&r->th, run, r, 0)) {
        close(r->stopfd);
        pthread_mutex_destroy(&r->mu);
        pthread_cond_destroy(&r->more);
        pthread_cond_destroy(&r->room);
        free(r);
        return NULL;
    }
    return r;
}

/* The next block read, waited for. */
static Block *take(ReadAhead *r)
{
    pthread_mutex_lock(&r->mu);
    r->waiting = true;
    while (!r->queue)
        pthread_cond_wait(&r->more, &r->mu);
    r->waiting = false;
    Block *b = r->queue;
    r->queue = b->next;
    if (!r->queue)
        r->queue_end = &r->queue;
    pthread_mutex_unlock(&r->mu);
    b->next = NULL;
    return b;
}

ssize_t ra_read(ReadAhead *r, char *buf, size_t cap)
{
    for (;;) {
        Block *b = r->held;
        if (b && r->pos < b->len) {
            size_t n = b->len - r->pos < cap ? b->len - r->pos : cap;
            memcpy(buf, b->data + r->pos, n);
            r->pos += n;
            return (ssize_t)n;
        }
        if (b && (b->end || b->err)) {
            if (b->err) {
                errno = b->err;
                b->err = 0;    /* said once; then the end */
                return -1;
            }
            return 0;
        }
        Block *next = take(r);
        if (r->held_prev) {
            if (r->dblock == r->held_prev) {
                r->dblock = NULL;    /* its lines are gone undescribed */
                r->dline = 0;
            }
            block_done(r, r->held_prev);
        }
        r->held_prev = b;
        if (b)
            b->next = next;
        r->held = next;
        r->pos = 0;
        if (!r->dblock) {
            r->dblock = b ? b : next;
            r->dline = 0;
            r->doff = r->dblock->first;
        }
    }
}

/* The description of line dline of dblock (at doff), the cursor moved past
 * it: lines are asked for in order. */
static const void *answer(ReadAhead *r, size_t *len)
{
    const Block *b = r->dblock;
    *len = b->lens[r->dline];
    const void *info = b->infos + r->dline * r->info_size;
    r->doff += (uint64_t)b->lens[r->dline] + 1;
    r->dline++;
    return info;
}

const void *ra_line(ReadAhead *r, uint64_t off, size_t *len)
{
    for (Block *b = r->dblock; b; b = r->dblock) {
        /* mostly the line after the one asked for before */
        if (r->doff == off && r->dline < b->nlines)
            return answer(r, len);
        if (off < r->doff)
            return NULL;       /* no line described starts there */
        while (r->dline < b->nlines && r->doff < off) {
            r->doff += (uint64_t)b->lens[r->dline] + 1;
            r->dline++;
        }
        if (r->dline < b->nlines)
            return r->doff == off ? answer(r, len) : NULL;
        /* past this block's lines: those of the next one, if held */
        if (!b->next)
            return NULL;
        r->dblock = b->next;
        r->dline = 0;
        r->doff = r->dblock->first;
    }
    return NULL;
}

void ra_stop(ReadAhead *r)
{
    if (!r)
        return;
    pthread_mutex_lock(&r->mu);
    r->stop = true;
    pthread_cond_broadcast(&r->room);
    pthread_mutex_unlock(&r->mu);
    uint64_t one = 1;
    while (write(r->stopfd, &one, sizeof one) < 0 && errno == EINTR)
        continue;
    pthread_join(r->th, NULL);
    for (Block *list[2] = { r->queue, r->spare }, **l = list; l < list + 2; l++)
        for (Block *b = *l, *next; b; b = next) {
            next = b->next;
            block_free(b);
        }
    block_free(r->held_prev);
    block_free(r->held);
    close(r->stopfd);
    pthread_mutex_destroy(&r->mu);
    pthread_cond_destroy(&r->more);
    pthread_cond_destroy(&r->room);
    free(r);
}
