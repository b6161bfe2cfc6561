# vadd.s - the code of kernel vadd (declared in kernels.s).
.rocm
.text
vadd:
        .skip 256               # the kernel's configuration goes here
        s_load_dwordx4  s[0:3], s[6:7], 0x0     # a, b
        s_load_dwordx2  s[12:13], s[6:7], 0x10  # c
        s_load_dword    s14, s[6:7], 0x18       # n
        s_load_dword    s15, s[4:5], 0x4        # work-group size (dispatch packet)
        s_waitcnt       lgkmcnt(0)
        s_and_b32       s15, s15, 0xffff
        s_mul_i32       s15, s8, s15
        v_add_u32       v0, s15, v0             # global id
        v_cmp_gt_u32    vcc, s14, v0
        s_and_saveexec_b64 s[16:17], vcc
        s_cbranch_execz 1f
        v_lshlrev_b32   v1, 2, v0
        v_mov_b32       v3, s1
        v_add_co_u32    v2, vcc, s0, v1
        v_addc_co_u32   v3, vcc, v3, 0, vcc
        flat_load_dword v4, v[2:3]              # a[i]
        v_mov_b32       v3, s3
        v_add_co_u32    v2, vcc, s2, v1
        v_addc_co_u32   v3, vcc, v3, 0, vcc
        flat_load_dword v5, v[2:3]              # b[i]
        v_mov_b32       v3, s13
        v_add_co_u32    v2, vcc, s12, v1
        v_addc_co_u32   v3, vcc, v3, 0, vcc
        s_waitcnt       vmcnt(0) & lgkmcnt(0)
        v_add_f32       v4, v4, v5
        flat_store_dword v[2:3], v4             # c[i]
1:      s_endpgm
