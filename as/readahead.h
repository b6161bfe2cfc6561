/* readahead.h - clrx-as's input read ahead on a thread of its own.
 *
 * The reader (lexer.c) hands every physical line to the assembler at once,
 * and finding where a line ends, whether it holds a character that needs
 * the slow path, and what its statement begins with takes a tenth of the
 * assembler's time on a large source.  Once the input has proved large, a
 * thread reads the rest of it in blocks, and describes each whole line of a
 * block with the reader's own function while the assembler works on the
 * lines before it; the reader takes the bytes in order (ra_read, as it would
 * read(2) them) and looks up the description of a line when it starts one.
 * A description is an opaque record of `info_size` bytes that `describe`
 * fills from the line's text (without its newline); it must be a function
 * of that text alone, since it runs on the other thread. */
#ifndef CLRX_AS_READAHEAD_H
#define CLRX_AS_READAHEAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef struct ReadAhead ReadAhead;
/* The bytes of a block the thread reads (a test may make them few). */
extern size_t ra_block_size;
typedef void (*RaDescribe)(const char *line, size_t len, void *info);

/* A thread that reads fd from its current position on; `offset`: how many
 * bytes of the input were read before, `line_start`: whether the last of
 * them was a newline.  NULL when no thread could start (then the caller
 * goes on reading itself). */
ReadAhead *ra_start(int fd, uint64_t offset, bool line_start, size_t info_size,
                    RaDescribe describe);

/* Up to cap bytes of the input, the next ones: as read(2), 0 at its end,
 * -1 with errno at a read error (each once the bytes before it are taken). */
ssize_t ra_read(ReadAhead *r, char *buf, size_t cap);

/* The description of the physical line that starts at input offset `off`
 * and its length (to its newline), when the thread has described it, else
 * NULL.  Lines are asked for in increasing order, each once at most; the
 * answer stays valid until the next ra_read. */
const void *ra_line(ReadAhead *r, uint64_t off, size_t *len);

/* The thread stopped, the memory freed (r may be NULL). */
void ra_stop(ReadAhead *r);

#endif
