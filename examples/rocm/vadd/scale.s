# scale.s - the code of kernel scale: it reads its factor from the table of
# table.s through the distance between its code and that global data,
# which only the link knows (a ROCm section difference).
.rocm
.text
scale:
        .skip 256
        s_load_dwordx2  s[12:13], s[6:7], 0x0   # c
        s_load_dwordx2  s[14:15], s[6:7], 0x8   # k, n
        s_load_dword    s16, s[4:5], 0x4
        s_getpc_b64     s[18:19]                # the address of the next instruction
        s_add_u32       s18, s18, factors - . + 4   # + (factors - that address)
        s_addc_u32      s19, s19, (factors - . + 4) >> 32
        s_waitcnt       lgkmcnt(0)
        s_lshl_b32      s14, s14, 2
        s_load_dword    s17, s[18:19], s14      # factors[k]
        s_and_b32       s16, s16, 0xffff
        s_mul_i32       s16, s8, s16
        v_add_u32       v0, s16, v0
        v_cmp_gt_u32    vcc, s15, v0
        s_and_saveexec_b64 s[20:21], vcc
        s_cbranch_execz 1f
        v_lshlrev_b32   v1, 2, v0
        v_mov_b32       v3, s13
        v_add_co_u32    v2, vcc, s12, v1
        v_addc_co_u32   v3, vcc, v3, 0, vcc
        flat_load_dword v4, v[2:3]
        s_waitcnt       vmcnt(0) & lgkmcnt(0)
        v_mul_f32       v4, s17, v4
        flat_store_dword v[2:3], v4
1:      s_endpgm
