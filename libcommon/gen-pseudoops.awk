# gen-pseudoops.awk - turn pseudoops.def into pseudoops-tab.h (POSIX awk).
#
#   awk -f gen-pseudoops.awk pseudoops.def > pseudoops-tab.h
#
# Output, in three parts:
# - always: PO_NAME_COUNT, PO_ROW_COUNT and `enum PoNameId` (PON_<name>, one
#   per distinct name, in order of first appearance);
# - under PO_NAME_TABLE (libcommon/pseudoop.c): `po_names[]` (name, length,
#   first row, number of rows), `po_row_formats[]` and `po_name_hash[]`, an
#   open-addressing table (linear probing, at most half full) of name
#   indices, -1 for an empty slot.  The hash of a name is h = 5381, then for
#   each byte h = (h * 33 + byte) mod 65536; the slot is h mod PO_HASH_SIZE
#   (pseudoop.c computes the same function on lower-cased bytes);
# - under PO_ROW (each stage): one line per row,
#     PO_ROW(PON_name, FORMATS, CPP_OP, CPP_ARG, CPP_INIT, AS_FN, AS_ARG)
#   rows of one name next to each other.  CPP_OP is OP_<KIND> of clrx-cpp
#   (OP_IF for the if/ifn/elseif/elseifn kinds, whose CPP_ARG is
#   IFARG(COND_<ARG>, negated, elseif)); CPP_ARG is GET_<ARG> for get,
#   FMT_<ARG> for fmt, VER_<ARG> for getver/setver, else the number or 0.
#   AS_FN is NULL for `-`.
BEGIN {
    for (i = 1; i < 128; i++)
        ord[sprintf("%c", i)] = i
    nnames = 0
    nrows = 0
    fbit["amd"] = 1; fbit["gallium"] = 2; fbit["raw"] = 4
    fbit["amdcl2"] = 8; fbit["rocm"] = 16
}
function fail(msg) {
    printf "%s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"
    bad = 1
    exit 1
}
function fmtmask(f,    parts, m, k, c) {
    if (f == "all")
        return 31
    c = split(f, parts, "|")
    m = 0
    for (k = 1; k <= c; k++) {
        if (!(parts[k] in fbit))
            fail("unknown format '" parts[k] "'")
        if (int(m / fbit[parts[k]]) % 2)
            fail("format '" parts[k] "' twice")
        m += fbit[parts[k]]
    }
    return m
}
function overlap(a, b,    k) {
    for (k = 1; k <= 16; k *= 2)
        if (int(a / k) % 2 && int(b / k) % 2)
            return 1
    return 0
}
/^[ \t]*#/ || NF == 0 { next }
{
    if (NF != 5)
        fail("expected NAME FORMATS CPP AS ARG")
    if ($1 !~ /^[a-z0-9_]+$/)
        fail("bad name '" $1 "'")
    m = fmtmask($2)
    if (!($1 in nameid)) {
        nameid[$1] = nnames
        names[nnames] = $1
        nnames++
    }
    id = nameid[$1]
    for (k = 0; k < nrows; k++)
        if (rowname[k] == id && overlap(rowfmt[k], m))
            fail("'" $1 "' has two rows for one format")
    # the CPP column: KIND[:ARG][+]
    c = $3
    init = 0
    if (c ~ /\+$/) {
        init = 1
        c = substr(c, 1, length(c) - 1)
    }
    kind = c
    arg = ""
    if (index(c, ":")) {
        kind = substr(c, 1, index(c, ":") - 1)
        arg = substr(c, index(c, ":") + 1)
    }
    if (kind !~ /^[a-z0-9]+$/)
        fail("bad CPP kind '" kind "'")
    if (kind == "if" || kind == "ifn" || kind == "elseif" || kind == "elseifn") {
        if (arg == "")
            fail("a condition needs its kind")
        cop = "OP_IF"
        carg = sprintf("IFARG(COND_%s, %d, %d)", arg, kind ~ /n$/, kind ~ /^else/)
    } else {
        cop = "OP_" toupper(kind)
        if (arg == "")
            carg = "0"
        else if (kind == "get")
            carg = "GET_" arg
        else if (kind == "fmt")
            carg = "FMT_" arg
        else if (kind == "getver" || kind == "setver")
            carg = "VER_" arg
        else if (arg ~ /^[0-9]+$/)
            carg = arg
        else
            fail("bad CPP argument '" arg "'")
    }
    rowname[nrows] = id
    rowfmt[nrows] = m
    rowtext[nrows] = sprintf("PO_ROW(PON_%s, %d, %s, %s, %d, %s, %s)", $1, m, cop, carg, init,
                             $4 == "-" ? "NULL" : $4, $5)
    nrows++
}
function hash(s,    h, k) {
    h = 5381
    for (k = 1; k <= length(s); k++)
        h = (h * 33 + ord[substr(s, k, 1)]) % 65536
    return h
}
END {
    if (bad)
        exit 1
    # rows of one name next to each other, names in order of first appearance
    n = 0
    for (id = 0; id < nnames; id++) {
        first[id] = n
        count[id] = 0
        for (k = 0; k < nrows; k++)
            if (rowname[k] == id) {
                order[n++] = k
                count[id]++
            }
    }
    size = 16
    while (size < 2 * nnames)
        size *= 2
    for (s = 0; s < size; s++)
        slot[s] = -1
    for (id = 0; id < nnames; id++) {
        s = hash(names[id]) % size
        while (slot[s] != -1)
            s = (s + 1) % size
        slot[s] = id
    }
    print "/* pseudoops-tab.h - generated from pseudoops.def by gen-pseudoops.awk;"
    print " * do not edit. */"
    print "#ifndef CLRX_PSEUDOOPS_TAB_H"
    print "#define CLRX_PSEUDOOPS_TAB_H"
    printf "#define PO_NAME_COUNT %d\n", nnames
    printf "#define PO_ROW_COUNT %d\n", nrows
    printf "#define PO_HASH_SIZE %d\n", size
    print "enum PoNameId {"
    for (id = 0; id < nnames; id++)
        printf "    PON_%s,\n", names[id]
    print "};"
    print "#endif"
    print ""
    print "#if defined PO_NAME_TABLE && !defined CLRX_PSEUDOOPS_TAB_NAMES"
    print "#define CLRX_PSEUDOOPS_TAB_NAMES"
    print "static const PoName po_names[PO_NAME_COUNT] = {"
    for (id = 0; id < nnames; id++)
        printf "    { \"%s\", %d, %d, %d },\n", names[id], length(names[id]), first[id],
               count[id]
    print "};"
    print "static const uint8_t po_row_formats[PO_ROW_COUNT] = {"
    line = "   "
    for (k = 0; k < nrows; k++) {
        line = line " " rowfmt[order[k]] ","
        if (length(line) > 72) {
            print line
            line = "   "
        }
    }
    if (line != "   ")
        print line
    print "};"
    print "static const int16_t po_name_hash[PO_HASH_SIZE] = {"
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
    print "#endif"
    print ""
    print "#ifdef PO_ROW"
    for (k = 0; k < nrows; k++)
        print rowtext[order[k]]
    print "#endif"
}
