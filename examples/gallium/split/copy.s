# copy.s - out[i] = in[i] (the kernel 'copy' declared in kernels.s)
.gallium
.include "gcnmacros.inc"
.text
copy:
        load_args 4, 4, 0       # s[4:5] = in, s[6:7] = out
        s_load_dword s9, s[2:3], 6   # local size x
        s_waitcnt lgkmcnt(0)
        s_and_b32 s9, s9, 0xffff
        global_id_x 8, 9
        v_lshlrev_b32 v1, 2, v0
        v_mov_b32 v2, s5
        v_add_i32 v1, vcc, s4, v1
        v_addc_u32 v2, vcc, v2, 0, vcc
        s_mov_b64 s[12:13], 0
        s_mov_b32 s14, 0
        s_mov_b32 s15, 0xf000
        buffer_load_dword v3, v[1:2], s[12:15], 0 addr64
        s_waitcnt vmcnt(0)
        v_lshlrev_b32 v1, 2, v0
        v_mov_b32 v2, s7
        v_add_i32 v1, vcc, s6, v1
        v_addc_u32 v2, vcc, v2, 0, vcc
        buffer_store_dword v3, v[1:2], s[12:15], 0 addr64
        s_endpgm
