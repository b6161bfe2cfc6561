# scale.s - a GalliumCompute kernel: out[i] = in[i] * factor.
# Build:  clrx-cc -b gallium -g CapeVerde -o scale.bin scale.s
.gallium
.include "gcnmacros.inc"
.kernel scale
    .args
        .arg global, 8      # const float* in
        .arg global, 8      # float* out
        .arg scalar, 4      # float factor
        .arg scalar, 4, 4, 4, zext, griddim
        .arg scalar, 4, 4, 4, zext, gridoffset
    .config
        .dims x
        .tgsize
.text
scale:
        load_args 4, 2, 0       # s[4:5] = in
        load_args 6, 2, 2       # s[6:7] = out
        load_args 8, 1, 4       # s8 = factor
        s_load_dword s9, s[2:3], 6   # local size x (dispatch packet)
        s_waitcnt lgkmcnt(0)
        s_and_b32 s9, s9, 0xffff
        global_id_x 12, 9
        v_lshlrev_b32 v1, 2, v0
        v_mov_b32 v2, s5
        v_add_i32 v1, vcc, s4, v1
        v_addc_u32 v2, vcc, v2, 0, vcc
        s_mov_b64 s[20:21], 0
        s_mov_b32 s22, 0
        s_mov_b32 s23, 0xf000
        buffer_load_dword v3, v[1:2], s[20:23], 0 addr64
        s_waitcnt vmcnt(0)
        v_mul_f32 v3, s8, v3
        v_lshlrev_b32 v1, 2, v0
        v_mov_b32 v2, s7
        v_add_i32 v1, vcc, s6, v1
        v_addc_u32 v2, vcc, v2, 0, vcc
        buffer_store_dword v3, v[1:2], s[20:23], 0 addr64
        s_endpgm
