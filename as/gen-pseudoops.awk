# gen-pseudoops.awk - turn pseudoops.def into pseudoops-tab.h (POSIX awk).
#
#   awk -f gen-pseudoops.awk pseudoops.def > pseudoops-tab.h
#
# Output: `pseudo_ops[]`, one row per pseudo-op, and `pseudo_hash[]`, an
# open-addressing table (linear probing, at most half full) of row indices,
# -1 for an empty slot.  The hash of a name is h = 5381, then for each byte
# h = (h * 33 + byte) mod 65536; the slot is h mod PSEUDO_HASH_SIZE.
# pseudo.c computes the same function (pseudo_hash_name) at run time.
BEGIN {
    for (i = 1; i < 128; i++)
        ord[sprintf("%c", i)] = i
    n = 0
}
/^[ \t]*#/ || NF == 0 { next }
{
    if (NF != 4) {
        printf "%s:%d: expected NAME HANDLER ARG FORMATS\n", FILENAME, FNR > "/dev/stderr"
        bad = 1
        exit 1
    }
    if ($1 in seen) {
        printf "%s:%d: duplicate pseudo-op '%s'\n", FILENAME, FNR, $1 > "/dev/stderr"
        bad = 1
        exit 1
    }
    seen[$1] = 1
    name[n] = $1; handler[n] = $2; arg[n] = $3; fmts[n] = $4
    n++
}
function hash(s,    h, k) {
    h = 5381
    for (k = 1; k <= length(s); k++)
        h = (h * 33 + ord[substr(s, k, 1)]) % 65536
    return h
}
function fmtmask(f,    parts, m, k, c) {
    if (f == "all")
        return "PO_FMT_ALL"
    c = split(f, parts, "|")
    m = ""
    for (k = 1; k <= c; k++)
        m = m (k > 1 ? " | " : "") "PO_FMT_" toupper(parts[k])
    return m
}
END {
    if (bad)
        exit 1
    size = 16
    while (size < 2 * n)
        size *= 2
    for (s = 0; s < size; s++)
        slot[s] = -1
    for (k = 0; k < n; k++) {
        s = hash(name[k]) % size
        while (slot[s] != -1)
            s = (s + 1) % size
        slot[s] = k
    }
    print "/* pseudoops-tab.h - generated from pseudoops.def by gen-pseudoops.awk;"
    print " * do not edit. */"
    printf "#define PSEUDO_COUNT %d\n", n
    printf "#define PSEUDO_HASH_SIZE %d\n", size
    print "static const PseudoOp pseudo_ops[PSEUDO_COUNT] = {"
    for (k = 0; k < n; k++)
        printf "    { \"%s\", %d, %s, %s, %s },\n", name[k], length(name[k]), handler[k],
               arg[k], fmtmask(fmts[k])
    print "};"
    print "static const int16_t pseudo_hash[PSEUDO_HASH_SIZE] = {"
    line = "   "
    for (s = 0; s < size; s++) {
        line = line " " slot[s] ","
        if (length(line) > 72) {
            print line
            line = "   "
        }
    }
    if (line != "   ")
        print line
    print "};"
}
