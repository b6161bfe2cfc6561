/* test_symtab.c - unit tests of symbols and scopes (libcommon/symtab.c) and
 * of assignments as a stage performs them: scopes, usings, scope paths,
 * pending (forward) assignments, .eqv/.equiv/.set, labels, .undef, local
 * labels and relative values, run through the small assembler of
 * expr_harness.c.
 *
 * Expected data: the table asm_cases holds, for each source, what clrxasm
 * 0.1.9 (`clrxasm -b rawcode`) wrote for it: the .text bytes, or the line of
 * its first error.  The API tests below are checked by hand against the
 * rules of symtab.h (each rule was confirmed with the reference).
 */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "expr.h"
#include "expr_harness.h"
#include "symtab.h"
#include "unitmain.h"
#include "util.h"

typedef struct AsmCase {
    const char *name;
    const char *src;
    const char *hex;           /* .text bytes when there is no error */
    unsigned first_error_line; /* 0: no error */
} AsmCase;

/* clrxasm 0.1.9 (-b rawcode) on each source: the .text bytes, or the line
 * of its first error (then no bytes are compared) */
static const AsmCase asm_cases[] = {
    {"assign_fwd_label",
        "x = l + 1\n"
        ".byte x - l\n"
        "l: .byte 0\n",
        "0100", 0},
    {"close_global",
        ".ends\n",
        "", 1},
    {"dot_data",
        ".byte ., ., .\n",
        "", 1},
    {"equiv1",
        ".equiv x, 5\n"
        "x = 6\n"
        ".set x, 7\n"
        ".equ x, 8\n"
        ".byte x\n",
        "", 2},
    {"equiv2",
        ".byte x\n"
        ".equiv x, y\n"
        ".equiv x, 3\n"
        "y = 4\n"
        ".byte x\n",
        "", 3},
    {"equiv3",
        "x = 1\n"
        ".equiv x, 2\n",
        "", 2},
    {"equiv_ok",
        ".equiv x, 2\n"
        ".byte x\n",
        "02", 0},
    {"equiv_pending",
        ".equiv x, y + 1\n"
        "y = 2\n"
        ".byte x\n",
        "03", 0},
    {"eqv1",
        "y = 1\n"
        ".eqv x, y + 1\n"
        ".byte x\n"
        "y = 5\n"
        ".byte x\n"
        "z = x\n"
        "y = 7\n"
        ".byte z, x\n",
        "02060608", 0},
    {"eqv2",
        ".eqv x, y + 1\n"
        ".byte x\n"
        "y = 5\n"
        ".byte x\n"
        "y = 7\n"
        ".byte x\n",
        "060608", 0},
    {"eqv3",
        ".byte x\n"
        ".eqv x, y*2\n"
        "y = 3\n"
        "y = 4\n"
        ".byte x\n",
        "0608", 0},
    {"eqv4",
        ".eqv x, 5\n"
        ".eqv x, 6\n"
        ".byte x\n"
        "x = 7\n"
        ".byte x\n"
        ".equiv x, 8\n",
        "", 2},
    {"eqv6",
        ".eqv a, b+1\n"
        ".eqv b, c+1\n"
        "c = 1\n"
        ".byte a\n"
        "c = 10\n"
        ".byte a\n",
        "030c", 0},
    {"eqv_const",
        ".eqv k, 3*4\n"
        ".byte k\n",
        "0c", 0},
    {"eqv_dot",
        "start:\n"
        ".eqv here, .-start\n"
        ".byte here\n"
        ".byte here, here\n"
        "x = here\n"
        ".byte x\n"
        ".int here\n",
        "0001020304000000", 0},
    {"eqv_label",
        ".eqv pos, lab - 0\n"
        ".byte 0\n"
        "lab: .byte pos\n",
        "", 3},
    {"eqv_scope",
        ".scope a\n"
        "y = 1\n"
        ".eqv e, y + 1\n"
        ".ends\n"
        ".byte a::e\n"
        "y = 10\n"
        ".byte a::e\n",
        "0202", 0},
    {"fwd_label",
        ".byte b - a\n"
        "a: .byte 1\n"
        "b:\n",
        "0101", 0},
    {"label1",
        "lab: .byte 1\n"
        "lab = 5\n",
        "", 2},
    {"label2",
        "lab: .byte 1\n"
        ".equiv lab, 6\n",
        "", 2},
    {"label3",
        "lab: .byte 1\n"
        "lab: .byte 2\n",
        "", 2},
    {"label4",
        "x = 5\n"
        "x: .byte 1\n"
        "x = 6\n",
        "", 3},
    {"label5",
        "x = 5\n"
        "x: .byte x-x\n"
        ".byte x\n",
        "", 3},
    {"label_after_set_pending",
        ".byte x\n"
        "x = y\n"
        "x: .byte 0\n"
        ".byte 1\n",
        "", 2},
    {"local1",
        "1: .byte 1f - 1b\n"
        "1: .byte 1b - 0\n"
        "2: .byte 2f-2b\n"
        ".byte 0\n"
        "2:\n",
        "", 2},
    {"local2",
        ".byte 1b\n",
        "", 1},
    {"local3",
        "1: .byte 0\n"
        ".byte 1b-1b, 1f-1b\n"
        "1:\n",
        "000003", 0},
    {"local4",
        ".byte 1f\n",
        "", 1},
    {"pend1",
        "x = a + b\n"
        "a = 1\n"
        "a = 2\n"
        "b = 10\n"
        ".byte x\n",
        "0b", 0},
    {"pend2",
        "a = b + 1\n"
        "c = a\n"
        "a = 5\n"
        "b = 10\n"
        ".byte c, a\n",
        "0b05", 0},
    {"pend3",
        "c = a\n"
        "a = 5\n"
        "a = 6\n"
        ".byte c, a\n",
        "0506", 0},
    {"pend4",
        ".byte x\n"
        "x = 3\n"
        "x = 4\n"
        ".byte x\n",
        "0304", 0},
    {"pend_chain",
        "a = b + 1\n"
        "b = c + 1\n"
        "c = d + 1\n"
        "d = 1\n"
        ".byte a, b, c, d\n",
        "04030201", 0},
    {"pend_cycle",
        "a = b\n"
        "b = a\n"
        ".byte a\n",
        "", 2},
    {"pend_data_div0",
        ".byte 1 / y\n"
        "y = 0\n",
        "", 1},
    {"pend_div0",
        "x = 1 / y\n"
        "y = 0\n"
        ".byte 1\n",
        "", 1},
    {"pend_self",
        "x = x + 1\n"
        "x = 5\n"
        ".byte x\n",
        "05", 0},
    {"pend_self2",
        "x = x + 1\n"
        ".byte x\n",
        "", 1},
    {"pend_stale",
        "x = y + 1\n"
        "x = 5\n"
        ".byte x\n",
        "", 1},
    {"pend_undef",
        "x = y + 1\n"
        ".undef x\n"
        ".byte 1\n",
        "01", 0},
    {"pend_undef2",
        ".byte x\n"
        "x = y + 1\n"
        ".undef x\n"
        ".byte 1\n"
        "y=3\n",
        "0401", 0},
    {"rel1",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte b-a, a-b, (b-a)*3, -(a-b), b+1-a, (a+1)-(b), (a<b), (a==a), a-b+b-a\n"
        ".byte 3*b-3*a, b*2-a-a, (b-a)/1\n",
        "00010201ff03010200ffff00030201", 0},
    {"rel_assign",
        ".byte 0\n"
        "a: .byte 1\n"
        "x = a + 3\n"
        ".byte x - a\n"
        "y = x - a\n"
        ".byte y\n",
        "00010303", 0},
    {"rel_assign_bad",
        "a: .byte 1\n"
        "x = a * 2\n",
        "", 2},
    {"rel_pending",
        ".byte b - a\n"
        "a: .byte 1\n"
        "b: .byte 2\n",
        "010102", 0},
    {"relx00",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a/1\n",
        "", 4},
    {"relx01",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a*a\n",
        "", 4},
    {"relx02",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a&1\n",
        "", 4},
    {"relx03",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a|0\n",
        "", 4},
    {"relx04",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a&-1\n",
        "", 4},
    {"relx05",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a|-1\n",
        "000102ff", 0},
    {"relx06",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a^0\n",
        "", 4},
    {"relx07",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte !a\n",
        "", 4},
    {"relx08",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte ~a+a\n",
        "000102ff", 0},
    {"relx09",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a>>1\n",
        "", 4},
    {"relx10",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a<<1-a-a\n",
        "00010200", 0},
    {"relx11",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a&&0\n",
        "00010200", 0},
    {"relx12",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a||1\n",
        "00010201", 0},
    {"relx13",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a&&1\n",
        "", 4},
    {"relx14",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte 1?a:0\n",
        "", 4},
    {"relx15",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a?1:2\n",
        "", 4},
    {"relx16",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a<1\n",
        "", 4},
    {"relx17",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a!0\n",
        "000102ff", 0},
    {"relx18",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a!-1\n",
        "", 4},
    {"relx19",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte 0!a\n",
        "", 4},
    {"relx20",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a\n",
        "", 4},
    {"relx21",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a*2\n",
        "", 4},
    {"relx22",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte -a\n",
        "", 4},
    {"relx23",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a-.\n",
        "000102fe", 0},
    {"relx24",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte . - a\n",
        "00010202", 0},
    {"relx25",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte (a-b)%2\n",
        "000102ff", 0},
    {"relx26",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a*0\n",
        "00010200", 0},
    {"relx27",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a//1\n",
        "", 4},
    {"relx28",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a%2\n",
        "", 4},
    {"relx29",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a>>>1\n",
        "", 4},
    {"relx30",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte 1<<a\n",
        "", 4},
    {"relx31",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a^a\n",
        "", 4},
    {"relx32",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a!a\n",
        "", 4},
    {"relx33",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte -1!a\n",
        "000102ff", 0},
    {"relx34",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte 0&a\n",
        "00010200", 0},
    {"relx35",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a|a\n",
        "", 4},
    {"relx36",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a-b<a-a\n",
        "000102ff", 0},
    {"relx37",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a<b\n",
        "000102ff", 0},
    {"relx38",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a-b==-1\n",
        "000102ff", 0},
    {"relx39",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte (a-b)<<3\n",
        "000102f8", 0},
    {"relx40",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte 0*a+5\n",
        "00010205", 0},
    {"relx41",
        ".byte 0\n"
        "a: .byte 1\n"
        "b: .byte 2\n"
        ".byte a*1-b\n",
        "000102ff", 0},
    {"scope1",
        ".scope ala  # open scope 'ala', parent is global scope\n"
        "    sym1 = 4\n"
        "    sym2 = 11\n"
        "    .byte sym1 # put 4\n"
        "    .scope child   # open scope child, parent is 'ala'\n"
        "        sym1 = 5\n"
        "        .byte sym1 # put 5\n"
        "        .byte sym2 # put 11, sym2 in 'ala' scope\n"
        "    .ends\n"
        "    .scope      # open temporary scope\n"
        "        sym1 = 8\n"
        "        .byte sym1 # put 8\n"
        "    .ends       # close scope, now is doesn't exists\n"
        "    .byte sym1 # put 4\n"
        ".ends       # close scope 'ala'\n"
        ".byte 0,0,0\n",
        "04050b0804000000", 0},
    {"scope2",
        ".scope ala  # open scope 'ala', parent is global scope\n"
        "    sym2 = 4\n"
        ".ends\n"
        ".scope another  # open scope 'another', parent is global scope\n"
        "    sym2 = 6\n"
        "    sym3 = 15\n"
        ".ends\n"
        ".using ala      # start using 'ala'\n"
        ".byte sym2      # put 4, sym2 from scope 'ala'\n"
        ".scope ula\n"
        "    .using another  # start using 'another'\n"
        "    .byte sym2  # put 6, sym2 from scope 'another'\n"
        ".ends\n"
        ".byte sym2      # put 4, sym1 from scope 'ala'\n"
        ".scope ula\n"
        "    .using ala # start using 'ala'\n"
        "    .byte sym2  # put 4, sym2 from scope 'ala', because 'ala' is last declared\n"
        "    .byte sym3  # put 15, sym3 from scope 'another'\n"
        ".ends\n"
        "::ala::sym2 = 7 # redefine sym2 in scope 'ala'\n"
        ".byte ala::sym2, 0, 0\n",
        "040604040f070000", 0},
    {"scope3",
        "sym1 = 9\n"
        ".scope ala  # open scope 'ala', parent is global scope\n"
        "    sym1 = 4\n"
        "    .scope child   # open scope child, parent is 'ala'\n"
        "        sym1 = 7\n"
        "    .ends\n"
        ".ends\n"
        ".byte ala::sym1   # put 4, symbol from 'ala' scope\n"
        ".byte ala::child::sym1   # put 7, symbol from 'child' scope in 'ala' scope\n"
        ".scope ala\n"
        "    .byte ::sym1        # put 9, sym1 from global scope\n"
        ".ends\n"
        ".byte 0,0,0,0,0\n",
        "0407090000000000", 0},
    {"scope_dot1",
        ".byte ::.\n",
        "", 1},
    {"scope_dot2",
        ".scope a\n"
        ".byte a::.\n"
        ".ends\n",
        "", 2},
    {"scope_fwd_parent",
        ".scope a\n"
        ".byte x\n"
        ".ends\n"
        ".scope a\n"
        "x = 3\n"
        ".ends\n",
        "03", 0},
    {"scope_fwd_qual",
        ".byte a::x\n"
        ".scope a\n"
        "x = 3\n"
        ".ends\n",
        "03", 0},
    {"scope_global_using",
        ".scope u\n"
        "q = 6\n"
        ".ends\n"
        ".using u\n"
        ".scope a\n"
        ".byte q, ::q\n"
        ".ends\n",
        "0606", 0},
    {"scope_label_diff",
        ".byte 0\n"
        ".scope a\n"
        "l: .byte 1\n"
        ".ends\n"
        "m: .byte m - a::l\n",
        "000101", 0},
    {"scope_label_in",
        ".byte 0\n"
        ".scope a\n"
        "l: .byte 1\n"
        ".ends\n"
        ".byte a::l - 0, 0\n",
        "", 5},
    {"scope_nested_tmp_named",
        ".scope\n"
        ".scope n\n"
        "w = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope n\n"
        ".byte w\n"
        ".ends\n",
        "", 7},
    {"scope_parent_using",
        ".scope lib\n"
        "k = 9\n"
        ".ends\n"
        ".using lib\n"
        ".scope a\n"
        ".scope b\n"
        ".byte k\n"
        ".ends\n"
        ".ends\n",
        "09", 0},
    {"scope_path_create",
        ".scope a\n"
        ".byte b::y, c::z\n"
        ".ends\n"
        ".scope c\n"
        "z = 2\n"
        ".ends\n"
        ".scope a\n"
        ".scope b\n"
        "y = 1\n"
        ".ends\n"
        ".ends\n",
        "", 2},
    {"scope_path_ok",
        ".scope c\n"
        "z = 2\n"
        ".ends\n"
        ".scope a\n"
        ".byte b::y, c::z\n"
        ".ends\n"
        ".scope a\n"
        ".scope b\n"
        "y = 1\n"
        ".ends\n"
        ".ends\n",
        "0102", 0},
    {"scope_path_parent",
        ".scope p\n"
        ".scope q\n"
        "v = 2\n"
        ".ends\n"
        ".scope r\n"
        ".byte q::v\n"
        ".ends\n"
        ".ends\n",
        "02", 0},
    {"scope_path_via_using",
        ".scope lib\n"
        ".scope inner\n"
        "k = 3\n"
        ".ends\n"
        ".ends\n"
        ".scope a\n"
        ".using lib\n"
        ".byte inner::k\n"
        ".ends\n",
        "03", 0},
    {"scope_reopen_named",
        ".scope a\n"
        "x = 1\n"
        ".ends\n"
        ".scope a\n"
        "y = x + 1\n"
        ".ends\n"
        ".byte a::y\n",
        "02", 0},
    {"scope_reopen_using",
        ".scope a\n"
        ".scope b\n"
        "y = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope c\n"
        ".using a\n"
        ".scope b\n"
        ".byte y\n"
        "y = 5\n"
        ".ends\n"
        ".ends\n"
        ".byte a::b::y\n",
        "0105", 0},
    {"scope_shadow",
        "y = 3\n"
        ".scope a\n"
        "y = 4\n"
        ".byte y, ::y\n"
        ".ends\n"
        ".byte y, a::y\n",
        "04030304", 0},
    {"scope_shadow_using",
        ".scope u\n"
        "x = 1\n"
        ".ends\n"
        "x = 2\n"
        ".scope a\n"
        ".using ::u\n"
        ".byte x\n"
        ".ends\n",
        "01", 0},
    {"scope_undef_inner",
        ".scope a\n"
        ".byte x\n"
        ".ends\n"
        "x = 5\n",
        "", 2},
    {"scope_unusing_path",
        ".scope a\n"
        "x = 1\n"
        ".ends\n"
        ".scope b\n"
        "x = 2\n"
        ".ends\n"
        ".using a\n"
        ".using b\n"
        ".unusing b\n"
        ".byte x\n",
        "01", 0},
    {"scope_using_assign",
        ".scope a\n"
        "x = 1\n"
        ".ends\n"
        ".using a\n"
        "x = 5\n"
        ".byte a::x, x, ::x\n",
        "050505", 0},
    {"scope_using_created",
        ".using zz\n"
        "zz::x = 4\n"
        ".byte x\n",
        "04", 0},
    {"scope_using_created2",
        ".scope a\n"
        ".using zz\n"
        ".ends\n"
        "zz::x = 4\n"
        ".scope a\n"
        ".byte x\n"
        ".ends\n",
        "", 6},
    {"scope_using_path",
        ".scope a\n"
        ".scope b\n"
        "y = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope c\n"
        ".using a::b\n"
        ".byte y\n"
        ".ends\n",
        "01", 0},
    {"set_after_pending",
        "x = y\n"
        ".set x, 3\n"
        "y = 7\n"
        ".byte x\n",
        "03", 0},
    {"set_equ",
        ".set a, 1\n"
        ".equ b, a+1\n"
        ".set a, 10\n"
        ".byte a, b\n",
        "0a02", 0},
    {"sym1",
        "$a = 5\n"
        "a.b_c$ = 6\n"
        ".x = 7\n"
        ".quad $a, a.b_c$, .x, .x+1\n"
        "_ = 3\n"
        ".quad _\n",
        "05000000000000000600000000000000070000000000000008000000000000000300000000000000", 0},
    {"sym_fwd",
        ".quad x*2, x\n"
        "x = 21\n",
        "2a000000000000001500000000000000", 0},
    {"sym_undef",
        ".quad x\n",
        "", 1},
    {"tmp_gone",
        ".scope\n"
        "v = 5\n"
        ".scope n\n"
        "u = 6\n"
        ".ends\n"
        ".byte n::u\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".byte v\n",
        "", 11},
    {"tmp_ok",
        ".scope\n"
        "v = 5\n"
        ".byte v\n"
        ".ends\n"
        ".scope\n"
        "v = 6\n"
        ".byte v\n"
        ".ends\n"
        ".byte 0\n",
        "050600", 0},
    {"tmp_unres",
        ".scope\n"
        ".byte q\n"
        "x = 1\n"
        ".ends\n"
        ".byte x\n",
        "", 2},
    {"tmp_unres2",
        ".scope\n"
        ".byte q\n"
        ".scope\n"
        "q = 5\n"
        ".ends\n"
        ".ends\n",
        "", 2},
    {"undef1",
        "x = 1\n"
        ".undef x\n"
        ".undef x\n"
        ".undef y\n"
        ".equiv x, 2\n"
        ".byte x\n"
        ".undef x\n"
        "x = 3\n"
        ".byte x\n"
        "lab:\n"
        ".undef lab\n"
        "lab:\n",
        "0203", 0},
    {"undef_dot",
        ".undef .\n",
        "", 1},
    {"undef_label_pending",
        ".byte l\n"
        "l = m\n"
        ".undef l\n"
        "m = 4\n",
        "04", 0},
    {"using_cycle",
        ".scope a\n"
        ".using b\n"
        ".ends\n"
        ".scope b\n"
        ".using a\n"
        "q = 4\n"
        ".ends\n"
        ".using a\n"
        ".byte q\n",
        "", 9},
    {"using_self",
        ".scope a\n"
        ".using ::a\n"
        "x = 3\n"
        ".ends\n"
        ".using a\n"
        ".scope a\n"
        ".using ::a\n"
        ".ends\n"
        ".byte x\n",
        "03", 0},
    {"usings_order",
        ".scope a\n"
        "x = 1\n"
        ".ends\n"
        ".scope c\n"
        "x = 2\n"
        ".ends\n"
        ".scope d\n"
        ".using a\n"
        ".ends\n"
        ".scope e\n"
        "w = 7\n"
        ".ends\n"
        ".using a\n"
        ".using c\n"
        ".byte x\n"
        ".unusing c\n"
        ".byte x\n"
        ".using d\n"
        ".byte x\n"
        ".using c\n"
        ".using a\n"
        ".byte x\n"
        ".unusing a\n"
        ".byte x\n"
        ".unusing\n"
        ".using e\n"
        ".byte w, 0\n",
        "02010101020700", 0},
    {"usings_unres",
        ".scope a\n"
        "x = 1\n"
        ".ends\n"
        ".using a\n"
        ".unusing\n"
        "z = x\n"
        ".byte z\n",
        "", 7},
};

typedef struct OrderCase {
    const char *name;
    const char *src;
    unsigned nerrors;
    unsigned lines[64];
} OrderCase;

/* sources whose unresolved symbols clrxasm 0.1.9 reports in the order of
 * its hash tables; the lines of its errors, in order */
static const OrderCase order_cases[] = {
    {"order_global40",
        ".byte s0_xyx\n"
        ".byte s1_xyy\n"
        ".byte s2_bby\n"
        ".byte s3_xzy\n"
        ".byte s4_bax\n"
        ".byte s5_cba\n"
        ".byte s6_yzz\n"
        ".byte s7_ayx\n"
        ".byte s8_xzz\n"
        ".byte s9_yzb\n"
        ".byte s10_yay\n"
        ".byte s11_aaa\n"
        ".byte s12_bby\n"
        ".byte s13_axc\n"
        ".byte s14_xyb\n"
        ".byte s15_ybz\n"
        ".byte s16_cxa\n"
        ".byte s17_zax\n"
        ".byte s18_zcx\n"
        ".byte s19_yaz\n"
        ".byte s20_ccb\n"
        ".byte s21_yca\n"
        ".byte s22_aya\n"
        ".byte s23_xac\n"
        ".byte s24_xaa\n"
        ".byte s25_zab\n"
        ".byte s26_bax\n"
        ".byte s27_xzx\n"
        ".byte s28_xay\n"
        ".byte s29_zbz\n"
        ".byte s30_cca\n"
        ".byte s31_cca\n"
        ".byte s32_xab\n"
        ".byte s33_bza\n"
        ".byte s34_aax\n"
        ".byte s35_xbz\n"
        ".byte s36_ybx\n"
        ".byte s37_ybz\n"
        ".byte s38_bxz\n"
        ".byte s39_xax\n",
        40, {40, 37, 36, 35, 34, 33, 32, 30, 23, 7, 11, 22, 8, 38, 4, 5, 18, 2, 1, 9, 26, 12, 20, 10, 29, 13, 15, 6, 31, 21, 27, 25, 24, 16, 17, 14, 19, 39, 3, 28}},
    {"order_scopes",
        ".scope alpha\n"
        ".byte ua0\n"
        ".byte ua1\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope beta\n"
        ".byte ub0\n"
        ".byte ub1\n"
        ".byte ub2\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope gamma\n"
        ".byte ug0\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope delta\n"
        ".byte ud0\n"
        ".byte ud1\n"
        ".byte ud2\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope eps\n"
        ".byte ue0\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope zeta\n"
        ".byte uz0\n"
        ".byte uz1\n"
        ".byte uz2\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope eta\n"
        ".byte ue0\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope theta\n"
        ".byte ut0\n"
        ".byte ut1\n"
        ".byte ut2\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope iota\n"
        ".byte ui0\n"
        ".byte ui1\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope kappa\n"
        ".byte uk0\n"
        ".byte uk1\n"
        ".byte uk2\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope lam\n"
        ".byte ul0\n"
        ".byte ul1\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope mu\n"
        ".byte um0\n"
        ".ends\n"
        ".scope\n"
        ".byte 1\n"
        ".ends\n"
        ".scope nu\n"
        ".byte un0\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope xi\n"
        ".byte ux0\n"
        ".byte ux1\n"
        ".byte ux2\n"
        ".scope\n"
        "tmp = 1\n"
        ".ends\n"
        ".ends\n"
        ".scope omi\n"
        ".byte uo0\n"
        ".byte uo1\n"
        ".ends\n"
        ".byte top1, top2\n",
        33, {116, 116, 114, 113, 107, 106, 105, 11, 10, 9, 31, 3, 2, 99, 17, 62, 61, 60, 77, 76, 75, 25, 24, 23, 42, 41, 40, 51, 69, 68, 93, 84, 83}},
    {"order_nested",
        "1: .byte 0\n"
        ".byte 1f - 1b\n"
        "q1 = w1 + w2\n"
        ".scope a\n"
        ".scope b\n"
        ".byte c::m, ::g1, g2\n"
        ".ends\n"
        ".byte b::n\n"
        ".ends\n"
        "w1 = 3\n"
        ".byte a::b::z + q1\n",
        8, {6, 11, 3, 2, 8, 11, 6, 6}},
};

static void test_report_order(void)
{
    static HarnessResult r;
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(order_cases); i++) {
        const OrderCase *c = &order_cases[i];
        harness_run(c->src, &r);
        bool ok = r.errors == c->nerrors && r.nerror_lines == c->nerrors &&
                  memcmp(r.error_lines, c->lines, c->nerrors * sizeof(unsigned)) == 0;
        if (!ok) {
            fprintf(stderr, "order case %s:", c->name);
            for (unsigned k = 0; k < r.nerror_lines; k++)
                fprintf(stderr, " %u", r.error_lines[k]);
            fprintf(stderr, "\n");
        }
        CU_ASSERT(ok);
    }
}

static void test_asm_cases(void)
{
    static HarnessResult r;
    char hex[8200];
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(asm_cases); i++) {
        const AsmCase *c = &asm_cases[i];
        harness_run(c->src, &r);
        harness_hex(&r, hex, sizeof hex);
        bool ok;
        if (c->first_error_line)
            ok = r.errors > 0 && r.first_error_line == c->first_error_line;
        else
            ok = r.errors == 0 && strcmp(hex, c->hex) == 0;
        if (!ok)
            fprintf(stderr, "asm case %s: errors %u (first at line %u), bytes %s\n%s", c->name,
                    r.errors, r.first_error_line, hex, r.messages);
        CU_ASSERT(ok);
    }
}

/* Differences from clrxasm, on purpose */
static void test_eqv_cycles(void)
{
    static HarnessResult r;
    /* clrxasm assembles this without a message and writes 0 */
    harness_run(".eqv a, b\n.eqv b, a\n.byte a\n", &r);
    CU_ASSERT(r.errors == 1 && r.first_error_line == 1);
    /* .eqv nested deeper than EXPR_MAX_EQV_DEPTH: an error, not a crash */
    StrBuf b = STRBUF_INIT;
    sb_puts(&b, ".eqv e0, y\n");
    for (int i = 1; i <= EXPR_MAX_EQV_DEPTH + 10; i++)
        sb_printf(&b, ".eqv e%d, e%d + 1\n", i, i - 1);
    sb_puts(&b, "y = 1\n");
    sb_printf(&b, ".byte e%d - e%d\n", EXPR_MAX_EQV_DEPTH - 1, EXPR_MAX_EQV_DEPTH - 2);
    harness_run(b.data, &r);
    CU_ASSERT(r.errors == 0 && r.len == 1 && r.bytes[0] == 1);
    sb_printf(&b, ".byte e%d\n", EXPR_MAX_EQV_DEPTH + 10);
    harness_run(b.data, &r);
    CU_ASSERT(r.errors > 0);
    sb_free(&b);
}

static void test_scan_name(void)
{
    static const struct { const char *s; size_t n; } c[] = {
        {"a::b::c", 7}, {"::a", 3}, {"a::", 1}, {"::", 0}, {"1a", 0}, {"$x.y_z9", 7},
        {"a::1", 1}, {".", 1}, {"..x", 3}, {"_", 1}, {"a b", 1}, {"a:b", 1},
        {"::a::b+1", 6}, {"a::::b", 1}, {"", 0}, {"\xe9x", 0},
    };
    for (size_t i = 0; i < CLRX_ARRAY_SIZE(c); i++)
        CU_ASSERT(symtab_scan_name(c[i].s, strlen(c[i].s)) == c[i].n);
}

#define LOOK(t, n, cr) symtab_lookup((t), (n), strlen(n), (cr))
#define TARGET(t, n) symtab_target((t), (n), strlen(n))
static bool OPEN(SymTab *t, const char *n)
{
    return symtab_open_scope(t, n, n ? strlen(n) : 0);
}

static void test_lookup_rules(void)
{
    SymTab *t = symtab_new();
    Symbol *gx = TARGET(t, "x");
    CU_ASSERT(gx && gx->scope == symtab_global(t));
    CU_ASSERT(LOOK(t, "x", false) == gx);
    CU_ASSERT(OPEN(t, "a"));
    /* simple names are searched up to the global scope */
    CU_ASSERT(LOOK(t, "x", false) == gx);
    /* but an assignment target is a new symbol of the current scope */
    Symbol *ax = TARGET(t, "x");
    CU_ASSERT(ax != gx && ax->scope == symtab_current(t));
    CU_ASSERT(LOOK(t, "x", false) == ax);
    CU_ASSERT(LOOK(t, "::x", false) == gx);
    /* unknown names are created in the current scope */
    Symbol *ay = LOOK(t, "y", true);
    CU_ASSERT(ay && ay->scope == symtab_current(t) && !ay->has_value);
    CU_ASSERT(LOOK(t, "zz", false) == NULL);
    CU_ASSERT(symtab_close_scope(t));
    CU_ASSERT(LOOK(t, "a::x", false) == ax);
    CU_ASSERT(LOOK(t, "::a::y", false) == ay);
    CU_ASSERT(LOOK(t, "y", false) == NULL);
    /* a path to a missing scope creates it (here: under the global scope) */
    Symbol *bz = LOOK(t, "b::z", true);
    CU_ASSERT(bz && strcmp(scope_name(bz->scope), "b") == 0 &&
              scope_parent(bz->scope) == symtab_global(t));
    /* `.` is the global location-counter symbol; with a path it is invalid */
    Symbol *dot = LOOK(t, ".", false);
    CU_ASSERT(dot && dot->scope == symtab_global(t));
    CU_ASSERT(OPEN(t, "a"));
    CU_ASSERT(LOOK(t, ".", true) == dot);
    CU_ASSERT(LOOK(t, "::.", true) == NULL && TARGET(t, "a::.") == NULL);
    /* usings: searched after the scope's own table */
    CU_ASSERT(symtab_using(t, "::b", 3));
    CU_ASSERT(LOOK(t, "z", false) == bz);
    CU_ASSERT(TARGET(t, "z") == bz);      /* assignment goes to b::z */
    CU_ASSERT(symtab_unusing(t, "b", 1));
    CU_ASSERT(LOOK(t, "z", false) == NULL);
    CU_ASSERT(!symtab_using(t, "::", 2) && !symtab_using(t, "", 0));
    CU_ASSERT(symtab_close_scope(t));
    CU_ASSERT(!symtab_close_scope(t));    /* global scope */
    /* names: qualified, from the global scope */
    char buf[64];
    CU_ASSERT(strcmp(symbol_qualname(ay, buf, sizeof buf), "a::y") == 0);
    CU_ASSERT(strcmp(symbol_qualname(gx, buf, sizeof buf), "x") == 0);
    CU_ASSERT(strcmp(symbol_qualname_from(ay, scope_parent(ay->scope) ? ay->scope : NULL, buf,
                                          sizeof buf), "y") == 0);
    CU_ASSERT(strcmp(symbol_qualname(ay, buf, 3), "a:") == 0);   /* truncated */
    /* global symbols by raw name */
    Symbol *l = symtab_global_symbol(t, "1f", 2, true);
    CU_ASSERT(l && l == symtab_global_symbol(t, "1f", 2, false));
    CU_ASSERT(symtab_global_symbol(t, "2f", 2, false) == NULL);
    symtab_free(t);
}

static void test_temporary_scopes(void)
{
    SymTab *t = symtab_new();
    CU_ASSERT(OPEN(t, NULL));
    CU_ASSERT(scope_is_temporary(symtab_current(t)) && symtab_depth(t) == 1);
    Symbol *v = TARGET(t, "v");
    CU_ASSERT(OPEN(t, "n"));
    Symbol *u = TARGET(t, "u");
    CU_ASSERT(symtab_close_scope(t));
    CU_ASSERT(LOOK(t, "n::u", false) == u);
    CU_ASSERT(symtab_close_scope(t));
    /* gone with the temporary scope */
    CU_ASSERT(LOOK(t, "v", false) == NULL && LOOK(t, "n::u", false) == NULL);
    CU_ASSERT(v->scope != symtab_global(t));
    /* a new temporary scope is a new one */
    CU_ASSERT(OPEN(t, ""));
    CU_ASSERT(LOOK(t, "v", false) == NULL);
    CU_ASSERT(symtab_close_scope(t));
    symtab_free(t);
}

static void test_depth_limit(void)
{
    /* clrxasm: "Scope level is greater than 1000" at the 1001st .scope */
    SymTab *t = symtab_new();
    for (int i = 0; i < SYMTAB_MAX_SCOPE_DEPTH; i++)
        CU_ASSERT_FATAL(OPEN(t, (i & 1) ? "s" : NULL));
    CU_ASSERT(!OPEN(t, NULL) && !OPEN(t, "s"));
    CU_ASSERT(symtab_depth(t) == SYMTAB_MAX_SCOPE_DEPTH);
    for (int i = 0; i < SYMTAB_MAX_SCOPE_DEPTH; i++)
        CU_ASSERT_FATAL(symtab_close_scope(t));
    CU_ASSERT(symtab_current(t) == symtab_global(t));
    symtab_free(t);
}

static void count_sym(Symbol *s, void *user) { (*(size_t *)user)++; }

static void test_many_symbols(void)
{
    enum { N = 100000 };
    SymTab *t = symtab_new();
    char name[32];
    CU_ASSERT(OPEN(t, "big"));
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof name, "s%d", i);
        Symbol *s = TARGET(t, name);
        s->value = (uint64_t)i;
        s->has_value = 1;
    }
    CU_ASSERT(symtab_close_scope(t));
    CU_ASSERT(symtab_using(t, "big", 3));
    int bad = 0;
    for (int i = 0; i < N; i += 7) {
        snprintf(name, sizeof name, "s%d", i);
        Symbol *s = LOOK(t, name, false);
        if (!s || s->value != (uint64_t)i)
            bad++;
    }
    CU_ASSERT(bad == 0);
    size_t n = 0;
    symtab_foreach(t, count_sym, &n);
    CU_ASSERT(n == N + 1);                /* and `.` */
    n = 0;
    scope_foreach(symtab_global(t), true, count_sym, &n);
    CU_ASSERT(n == N + 1);
    symtab_free(t);
}

static void test_undefine(void)
{
    SymTab *t = symtab_new();
    Symbol *s = TARGET(t, "s");
    s->has_value = 1;
    s->value = 7;
    s->once_defined = 1;
    s->is_label = 1;
    s->global = 1;
    s->size = 4;
    CU_ASSERT(symbol_is_defined(s));
    symtab_undefine(t, s);
    CU_ASSERT(!symbol_is_defined(s) && !s->once_defined && !s->is_label && !s->global &&
              s->size == 0 && s->value == 0);
    symtab_free(t);
}

/* register variables: a namespace of their own with the scope rules of
 * symbols (as clrxasm 0.1.9 does, testsuite/as/regvar_scopes.s) */
#define RVADD(t, n, ty, sz) symtab_regvar_add((t), (n), strlen(n), (ty), (sz))
#define RVFIND(t, n) symtab_regvar_find((t), (n), strlen(n))
static void test_regvars(void)
{
    SymTab *t = symtab_new();
    CU_ASSERT(RVFIND(t, "r") == NULL && symtab_nregvars(t) == 0);
    Symbol *sym = TARGET(t, "r");
    RegVar *g = RVADD(t, "r", 's', 4);
    CU_ASSERT(g && g->id == 1 && g->size == 4 && g->type == 's' && sym != NULL);
    CU_ASSERT(LOOK(t, "r", false) == sym);            /* the symbol is another name */
    CU_ASSERT(RVADD(t, "r", 'v', 1) == NULL);           /* defined twice */
    CU_ASSERT(RVFIND(t, "R") == NULL);                  /* case matters */
    CU_ASSERT(OPEN(t, "a"));
    CU_ASSERT(RVFIND(t, "r") == g);                     /* from the parent */
    RegVar *ar = RVADD(t, "r", 'v', 2);                 /* hides it */
    CU_ASSERT(ar && ar != g && ar->id == 2 && RVFIND(t, "r") == ar);
    CU_ASSERT(RVFIND(t, "::r") == g);
    CU_ASSERT(symtab_close_scope(t));
    CU_ASSERT(RVFIND(t, "r") == g && RVFIND(t, "a::r") == ar);
    /* a path's scopes are created; a path is searched in its scope only */
    RegVar *deep = RVADD(t, "b::c::x", 's', 1);
    CU_ASSERT(deep && strcmp(scope_name(deep->scope), "c") == 0);
    CU_ASSERT(RVFIND(t, "b::c::x") == deep && RVFIND(t, "x") == NULL);
    CU_ASSERT(RVFIND(t, "b::x") == NULL);
    /* usings: found through them, and a definition there blocks one here */
    CU_ASSERT(OPEN(t, "u"));
    CU_ASSERT(symtab_using(t, "::b::c", 6));
    CU_ASSERT(RVFIND(t, "x") == deep);
    CU_ASSERT(RVADD(t, "x", 'v', 1) == NULL);
    CU_ASSERT(symtab_close_scope(t));
    CU_ASSERT(symtab_regvar_by_id(t, 2) == ar && symtab_regvar_by_id(t, 0) == NULL &&
              symtab_regvar_by_id(t, 4) == NULL && symtab_nregvars(t) == 3);
    symtab_free(t);
}

const UnitTest symtab_tests[] = {
    {"assembler cases (clrxasm)", test_asm_cases},
    {"unresolved report order (clrxasm)", test_report_order},
    {".eqv cycles and depth", test_eqv_cycles},
    {"name scanning", test_scan_name},
    {"lookup rules", test_lookup_rules},
    {"temporary scopes", test_temporary_scopes},
    {"scope depth limit", test_depth_limit},
    {"100000 symbols", test_many_symbols},
    {".undef", test_undefine},
    {"register variables", test_regvars},
    {NULL, NULL},
};
