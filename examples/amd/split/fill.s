# fill.s - the code of kernel fill (configured in kernels.s):
# out[i] = value.
.kernel fill
    .text
    s_buffer_load_dword s0, s[4:7], 4       # the local size (X)
    s_buffer_load_dword s1, s[4:7], 24      # the global offset (X)
    s_buffer_load_dword s16, s[8:11], 0     # out: its offset in UAV 12
    s_buffer_load_dword s17, s[8:11], 4     # value
    s_load_dwordx4 s[20:23], s[2:3], 12*8
    s_waitcnt lgkmcnt(0)
    s_mul_i32 s0, s12, s0
    s_add_u32 s0, s0, s1
    v_add_i32 v0, vcc, s0, v0
    v_lshlrev_b32 v0, 2, v0
    v_add_i32 v0, vcc, s16, v0
    v_mov_b32 v1, s17
    buffer_store_dword v1, v0, s[20:23], 0 offen
    s_endpgm
