# mixed.awk - a GCN 1.2 source of about 1.3 MB whose lines cross the
# read-ahead thread's blocks (128 KiB) in every way the reader knows:
# statements, labels (alone and before a statement), comment lines, block
# comments over several lines, strings with ; and #, backslash-joined
# lines, statements separated by ;, blank and CRLF lines, a line of 300 KB
# (longer than half a block), and no newline after the last line.
# With -v bad=N, statement N is an unknown instruction (an error there).
BEGIN {
    for (i = 0; i < 40000; i++) {
        k = i % 40
        if (bad != "" && i == bad + 0)
            printf "  v_no_such_op v1, v2\n"
        else if (k == 0)
            printf "l%d:\n", i
        else if (k == 1)
            printf "# comment %d ; \"not a string\n", i
        else if (k == 2)
            printf "/* a block comment %d\n   on a second line ; s_nop 1\n   */ s_nop %d\n", i, i % 7
        else if (k == 3)
            printf ".ascii \"a;b#c%d\\\"\"\n", i
        else if (k == 4)
            printf "s_mov_b32 s%d, \\\n  %d\n", i % 90, i
        else if (k == 5)
            printf "v_mov_b32 v1, v2 ; s_nop 0 ; v_add_f32 v3, v4, v5\n"
        else if (k == 6)
            printf "\n"
        else if (k == 7)
            printf "s_add_u32 s0, s1, %d\r\n", i
        else if (k == 8)
            printf "m%d: v_mul_f32 v%d, v2, v3   # trailing comment\n", i, i % 200
        else if (k == 9)
            printf "    s_waitcnt lgkmcnt(0)\n"
        else if (i == 20009) {
            printf ".byte 1"
            for (j = 0; j < 75000; j++)
                printf ", %d", j % 250
            printf "\n"
        } else
            printf "v_add_i32 v%d, vcc, s%d, v%d\n", i % 100, i % 90, (i * 7) % 100
    }
    printf "s_endpgm"
}
