# instructions with forward references, `.` and local labels in operands
start:
    s_mov_b32 s0, fwd1
    s_add_u32 s1, s2, fwd2 + 1
    v_mov_b32 v1, 1.5
    v_add_f32 v2, v1, v3
    s_branch 1f
    s_cbranch_scc0 start
1:  s_nop 0
    s_mov_b32 s3, . - start
    s_movk_i32 s4, later - start
    v_mov_b32 v5, lit(4)
    s_waitcnt vmcnt(0) & lgkmcnt(0)
    s_branch 2f
    .align 16
2:  s_endpgm
    .p2align 5
later:
    .byte 1
    .p2align 2
    s_nop 1
fwd1 = 0x12345678
fwd2 = fwd1 * 2
