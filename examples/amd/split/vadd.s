# vadd.s - the code of kernel vadd (configured in kernels.s):
# c[i] = a[i] + b[i] for i < n.  A file that continues a kernel starts with
# `.kernel NAME` and `.text`.
.kernel vadd
    .text
    s_buffer_load_dword s0, s[4:7], 4       # the local size (X)
    s_buffer_load_dword s1, s[4:7], 24      # the global offset (X)
    s_buffer_load_dword s16, s[8:11], 0     # n
    s_buffer_load_dword s17, s[8:11], 4     # a: its offset in UAV 12
    s_buffer_load_dword s18, s[8:11], 8     # b: in UAV 13
    s_buffer_load_dword s19, s[8:11], 12    # c: in UAV 14
    s_load_dwordx4 s[20:23], s[2:3], 12*8   # the buffer resources
    s_load_dwordx4 s[24:27], s[2:3], 13*8
    s_load_dwordx4 s[28:31], s[2:3], 14*8
    s_waitcnt lgkmcnt(0)
    s_mul_i32 s0, s12, s0                   # s12: the group id (X)
    s_add_u32 s0, s0, s1
    v_add_i32 v0, vcc, s0, v0               # the global id
    v_cmp_gt_u32 vcc, s16, v0
    s_and_saveexec_b64 s[0:1], vcc
    s_cbranch_execz end
    v_lshlrev_b32 v0, 2, v0
    v_add_i32 v1, vcc, s17, v0
    v_add_i32 v2, vcc, s18, v0
    buffer_load_dword v1, v1, s[20:23], 0 offen
    buffer_load_dword v2, v2, s[24:27], 0 offen
    v_add_i32 v3, vcc, s19, v0
    s_waitcnt vmcnt(0)
    v_add_f32 v1, v1, v2
    buffer_store_dword v1, v3, s[28:31], 0 offen
end:
    s_endpgm
