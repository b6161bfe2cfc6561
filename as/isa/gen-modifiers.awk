# gen-modifiers.awk - turn modifiers.def into gcn-mods.c (POSIX awk).
#
#   awk -f gen-modifiers.awk modifiers.def > gcn-mods.c
#
# Output: `gcn_mods[]`, one GcnMod row per modifier name (an alias gets a
# row of its own, marked as such) and set, grouped by set and sorted by name
# within a set (in strcmp order); and `gcn_mod_sets[]`, each set's first row
# and number of rows, its slots whose field is not 0 without the modifier,
# and the index of its rows by first letter (rows before 'a', 'b', ...
# 'z', and after), so that the encoder compares a name with the few rows of
# its letter.  Set, kind,
# slot and context words become the C names GMS_SET, GMK_KIND, GS_SLOT and
# GMC_WORD of as/gcn/gcnint.h (a word it does not know fails the build
# there); the rest is checked here, with the file and line in the message.
function fail(msg) {
    printf "%s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"
    bad = 1
    exit 1
}
function cname(prefix, w) {
    if (w !~ /^[a-z][a-z0-9_]*$/)
        fail("bad word '" w "'")
    return prefix toupper(w)
}
# "1.0-1.1,1.5-" -> "AM(ARCH_GCN1_0) | AM(ARCH_GCN1_1) | ..."
function archmask(spec,    items, n, k, lo, hi, a, m, dash) {
    if (spec == "all")
        return "ARCHMASK_ALL"
    n = split(spec, items, ",")
    m = ""
    for (k = 1; k <= n; k++) {
        dash = index(items[k], "-")
        if (dash) {
            lo = substr(items[k], 1, dash - 1)
            hi = substr(items[k], dash + 1)
            if (hi == "")
                hi = archs[narchs]
        } else
            lo = hi = items[k]
        if (!(lo in archidx) || !(hi in archidx) || archidx[lo] > archidx[hi])
            fail("bad architectures '" spec "'")
        for (a = archidx[lo]; a <= archidx[hi]; a++) {
            if (index(" " m " ", " AM(" archc[a] ") "))
                fail("architecture " archs[a] " twice in '" spec "'")
            m = m (m == "" ? "" : " | ") "AM(" archc[a] ")"
        }
    }
    return m
}
# " GS_A GS_B" -> "GM_BIT(GS_A) | GM_BIT(GS_B)", or 0
function bitmask(list,    parts, n, k, m) {
    n = split(list, parts, " ")
    m = ""
    for (k = 1; k <= n; k++)
        m = m (m == "" ? "" : " | ") "GM_BIT(" parts[k] ")"
    return m == "" ? "0" : m
}
# context words -> need and deny masks
function context(spec,    items, n, k, w) {
    need = deny = "0"
    if (spec == "-")
        return
    n = split(spec, items, ",")
    for (k = 1; k <= n; k++) {
        w = items[k]
        if (substr(w, 1, 1) == "!")
            deny = (deny == "0" ? "" : deny " | ") cname("GMC_", substr(w, 2))
        else
            need = (need == "0" ? "" : need " | ") cname("GMC_", w)
    }
}
# a > b byte by byte (the C library's strcmp order, whatever the locale)
function after(a, b,    k, n, ca, cb) {
    n = length(a) < length(b) ? length(a) : length(b)
    for (k = 1; k <= n; k++) {
        ca = ord[substr(a, k, 1)]
        cb = ord[substr(b, k, 1)]
        if (ca != cb)
            return ca > cb
    }
    return length(a) > length(b)
}
BEGIN {
    for (k = 1; k < 128; k++)
        ord[sprintf("%c", k)] = k
    narchs = split("1.0 1.1 1.2 1.4 1.4.1 1.5 1.5.1", archs, " ")
    for (a = 1; a <= narchs; a++) {
        archidx[archs[a]] = a
        archc[a] = "ARCH_GCN" archs[a]
        gsub(/\./, "_", archc[a])
    }
    n = 0
    nsets = 0
}
/^[ \t]*#/ || NF == 0 { next }
{
    subject = ""
    line = $0
    sub(/[ \t]+$/, "", line)
    if (match(line, /"[^"]*"[ \t]*$/)) {
        subject = substr(line, RSTART + 1, RLENGTH - 1)
        sub(/"[ \t]*$/, "", subject)
        line = substr(line, 1, RSTART - 1)
        sub(/[ \t]+$/, "", line)
    }
    nf = split(line, f, /[ \t]+/)
    if (f[1] == "") {            # leading blanks
        for (k = 1; k < nf; k++)
            f[k] = f[k + 1]
        nf--
    }
    if (nf < 7)
        fail("expected NAME SETS ARCHS WHEN KIND SLOT FIELD [ARG...] [\"SUBJECT\"]")
    am = archmask(f[3])
    context(f[4])
    kind = cname("GMK_", f[5])
    slot = cname("GS_", f[6])
    if (subject == "")
        subject = f[6]
    # FIELD: - | wW:POS[/WIDTH][=DEFAULT]
    word = -1; pos = 0; width = 0; value = "0"
    if (f[7] != "-") {
        if (f[7] !~ /^w[01]:[0-9]+(\/[0-9]+)?(=(0x)?[0-9a-f]+)?$/)
            fail("bad field '" f[7] "'")
        spec = f[7]
        eq = index(spec, "=")
        if (eq) {
            value = substr(spec, eq + 1)
            spec = substr(spec, 1, eq - 1)
        }
        word = substr(spec, 2, 1)
        spec = substr(spec, 4)
        sl = index(spec, "/")
        if (sl) {
            pos = substr(spec, 1, sl - 1) + 0
            width = substr(spec, sl + 1) + 0
        } else {
            pos = spec + 0
            width = 1
        }
        if (width < 1 || width > 31 || pos + width > 32)
            fail("field '" f[7] "' does not fit in a dword (or is all of it)")
    }
    # ARG words
    bits = 0; sgn = "false"; count = 0; fix = "-1"
    for (k = 8; k <= nf; k++) {
        w = f[k]
        if (w ~ /^[us][0-9]+$/) {
            sgn = substr(w, 1, 1) == "s" ? "true" : "false"
            bits = substr(w, 2) + 0
        } else if (w ~ /^fix=[A-Z0-9_]+$/)
            fix = "GCN_FIX_" substr(w, 5)
        else if (w ~ /^0x[0-9a-f]+$/) {
            if (value != "0")
                fail("a value and a field default")
            value = w
        } else if (w ~ /^[1-9][0-9]*x[0-9]+$/) {
            count = substr(w, 1, index(w, "x") - 1) + 0
            bits = substr(w, index(w, "x") + 1) + 0
        } else if (w == "n-1")
            bits = 0
        else if (w ~ /^[0-9]+$/)
            bits = w + 0
        else
            fail("bad argument '" w "'")
    }
    nsplit = split(f[2], sets, ",")
    nalias = split(f[1], names, "|")
    for (s = 1; s <= nsplit; s++) {
        set = cname("GMS_", sets[s])
        if (!(set in setorder)) {
            setorder[set] = nsets
            setname[nsets++] = set
        }
        for (k = 1; k <= nalias; k++) {
            if (names[k] !~ /^[a-z][a-z0-9_]*$/)
                fail("bad modifier name '" names[k] "'")
            key[n] = sprintf("%03d %s %05d", setorder[set], names[k], n)
            rset[n] = set
            rname[n] = names[k]
            if (word >= 0 && value != "0" && k == 1 && \
                index(dflt[set] " ", " " slot " ") == 0)
                dflt[set] = dflt[set] " " slot
            row[n] = sprintf("{ \"%s\", \"%s\", \"%s\", %s, %s, %s, %s, %s, %s, %s, %d, %d, %d, %s, %d, %s, %s },",
                             names[k], names[1], subject, kind, slot, am, need, deny,
                             k > 1 ? "true" : "false", word, pos, width, bits, sgn, count,
                             fix, value)
            n++
        }
    }
}
END {
    if (bad)
        exit 1
    # insertion sort of the row indices by (set, name, line)
    for (k = 0; k < n; k++)
        idx[k] = k
    for (k = 1; k < n; k++) {
        v = idx[k]
        for (j = k - 1; j >= 0 && after(key[idx[j]], key[v]); j--)
            idx[j + 1] = idx[j]
        idx[j + 1] = v
    }
    print "/* gcn-mods.c - generated from modifiers.def by gen-modifiers.awk;"
    print " * do not edit. */"
    print "#include \"gcnint.h\""
    print ""
    print "/* name, display name, repetition subject, kind, slot, architectures,"
    print " * context needed, context refused, alias, field word/bit/width,"
    print " * bits, signed, count, fixup, value */"
    print "const GcnMod gcn_mods[] = {"
    for (k = 0; k < n; k++) {
        i = idx[k]
        if (k == 0 || rset[i] != rset[idx[k - 1]]) {
            first[rset[i]] = k
            printf "    /* %s */\n", rset[i]
        }
        cnt[rset[i]]++
        # rows of the set before each first letter
        letter = ord[substr(rname[i], 1, 1)] - ord["a"]
        for (c = letter + 1; c <= 26; c++)
            below[rset[i], c]++
        printf "    %s\n", row[i]
    }
    print "};"
    print ""
    print "const GcnModRange gcn_mod_sets[GMS_COUNT] = {"
    for (s = 0; s < nsets; s++)
    {
        line = ""
        for (c = 0; c <= 26; c++)
            line = line (c ? ", " : "") (below[setname[s], c] + 0)
        printf "    [%s] = { %d, %d, %s,\n        { %s } },\n", setname[s],
               first[setname[s]], cnt[setname[s]], bitmask(dflt[setname[s]]), line
    }
    print "};"
}
