/* bytes.h - little-endian integers in memory and in byte buffers: every
 * binary that the tools write (objects, Gallium/ROCm/AMD binaries, the ELF
 * images inside them) is little-endian whatever the host is, so fields are
 * written and read byte by byte through these.
 *
 *   put16/put32/put64(p, v)   store v at p
 *   put_le(p, v, n)           store the low n bytes of v at p
 *   get16/get32/get64(p)      load from p
 *   sb_put16/32/64(b, v)      append to a StrBuf
 *   sb_zeros(b, n)            append n zero bytes
 *   put_uleb(p, v)            store v as unsigned LEB128 at p, return the end
 *   sb_put_uleb(b, v)         append v as unsigned LEB128 (DWARF's: 7 bits a
 *                             byte, low bits first)
 *   get_uleb(&p)              load an unsigned LEB128 number that is known to
 *                             be well formed (written by sb_put_uleb)
 */
#ifndef CLRX_BYTES_H
#define CLRX_BYTES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "util.h"

static inline void put_le(uint8_t *p, uint64_t v, unsigned n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* a little-endian host stores the field as it is: one store, not n */
    if (n == 8) {
        memcpy(p, &v, 8);
        return;
    }
    if (n == 4) {
        uint32_t w = (uint32_t)v;
        memcpy(p, &w, 4);
        return;
    }
    if (n == 2) {
        uint16_t w = (uint16_t)v;
        memcpy(p, &w, 2);
        return;
    }
#endif
    for (unsigned i = 0; i < n; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static inline void put16(uint8_t *p, uint16_t v) { put_le(p, v, 2); }
static inline void put32(uint8_t *p, uint32_t v) { put_le(p, v, 4); }
static inline void put64(uint8_t *p, uint64_t v) { put_le(p, v, 8); }

static inline uint16_t get16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }

static inline uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static inline uint64_t get64(const uint8_t *p)
{
    return get32(p) | ((uint64_t)get32(p + 4) << 32);
}

/* inline: the object writer appends millions of fields */
static inline void sb_put_le(StrBuf *b, uint64_t v, unsigned n)
{
    sb_reserve(b, n);
    put_le((uint8_t *)b->data + b->len, v, n);
    b->len += n;
    b->data[b->len] = '\0';
}

static inline void sb_put16(StrBuf *b, uint16_t v) { sb_put_le(b, v, 2); }
static inline void sb_put32(StrBuf *b, uint32_t v) { sb_put_le(b, v, 4); }
static inline void sb_put64(StrBuf *b, uint64_t v) { sb_put_le(b, v, 8); }

static inline void sb_zeros(StrBuf *b, size_t n)
{
    sb_reserve(b, n);
    memset(b->data + b->len, 0, n);
    b->len += n;
    b->data[b->len] = '\0';
}

/* v as unsigned LEB128 at p (room for 10 bytes); returns the end */
static inline uint8_t *put_uleb(uint8_t *p, uint64_t v)
{
    while (v >= 0x80) {
        *p++ = (uint8_t)(v | 0x80);
        v >>= 7;
    }
    *p++ = (uint8_t)v;
    return p;
}

static inline void sb_put_uleb(StrBuf *b, uint64_t v)
{
    sb_reserve(b, 10);
    uint8_t *p = put_uleb((uint8_t *)b->data + b->len, v);
    b->len = (size_t)((char *)p - b->data);
    b->data[b->len] = '\0';
}

static inline uint64_t get_uleb(const uint8_t **p)
{
    uint64_t v = 0;
    for (unsigned shift = 0;; shift += 7) {
        uint8_t c = *(*p)++;
        v |= (uint64_t)(c & 0x7f) << shift;
        if (!(c & 0x80))
            return v;
    }
}

#endif
