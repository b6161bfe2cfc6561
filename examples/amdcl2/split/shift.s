# shift.s - data[i] += factors[2] (the kernel 'shift' of kernels.s)
.amdcl2
.driver_version 200406
.kernel shift
    .text
        s_load_dwordx2 s[0:1], s[6:7], 12
        s_mov_b32 s8, (factors+8)&0xffffffff   # &factors[2]
        s_mov_b32 s9, (factors+8)>>32
        s_load_dword s3, s[8:9], 0
        s_load_dword s4, s[4:5], 1
        s_waitcnt lgkmcnt(0)
        s_and_b32 s4, s4, 0xffff
        s_mul_i32 s4, s4, s10
        v_add_i32 v0, vcc, s4, v0
        v_lshlrev_b32 v0, 2, v0
        v_mov_b32 v1, s1
        v_add_i32 v0, vcc, s0, v0
        v_addc_u32 v1, vcc, v1, 0, vcc
        flat_load_dword v2, v[0:1]
        s_waitcnt vmcnt(0) & lgkmcnt(0)
        v_add_f32 v2, s3, v2
        flat_store_dword v[0:1], v2
        s_endpgm
