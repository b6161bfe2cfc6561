# fill.s - out[i] = value (the kernel 'fill' declared in kernels.s)
.gallium
.include "gcnmacros.inc"
.text
fill:
        load_args 4, 2, 0       # s[4:5] = out
        load_args 6, 1, 2       # s6 = value
        s_load_dword s7, s[2:3], 6   # local size x
        s_waitcnt lgkmcnt(0)
        s_and_b32 s7, s7, 0xffff
        global_id_x 8, 7
        v_lshlrev_b32 v1, 2, v0
        v_mov_b32 v2, s5
        v_add_i32 v1, vcc, s4, v1
        v_addc_u32 v2, vcc, v2, 0, vcc
        v_mov_b32 v3, s6
        s_mov_b64 s[12:13], 0
        s_mov_b32 s14, 0
        s_mov_b32 s15, 0xf000
        buffer_store_dword v3, v[1:2], s[12:15], 0 addr64
        s_endpgm
