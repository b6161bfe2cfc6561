# saxpy.s - the code of kernel saxpy (declared in kernels.s).  The kernel's
# label is its first instruction: the descriptor is in .rodata (no .skip 256).
.rocm
.gpu GFX906
.text
saxpy:
        s_load_dwordx4  s[4:7], s[0:1], 0x0     # x, y
        s_load_dwordx2  s[8:9], s[0:1], 0x10    # a, n
        s_load_dword    s10, s[0:1], 0x24       # hidden_group_size_x (low half)
        s_waitcnt       lgkmcnt(0)
        s_and_b32       s10, s10, 0xffff
        s_mul_i32       s10, s2, s10            # work-group id x * its size
        v_add_u32       v0, s10, v0             # global id
        v_cmp_gt_u32    vcc, s9, v0
        s_and_saveexec_b64 s[12:13], vcc
        s_cbranch_execz 1f
        v_lshlrev_b32   v1, 2, v0
        global_load_dword v2, v1, s[4:5]        # x[i]
        global_load_dword v3, v1, s[6:7]        # y[i]
        s_waitcnt       vmcnt(0)
        v_fma_f32       v3, v2, s8, v3
        global_store_dword v1, v3, s[6:7]       # y[i]
1:      s_endpgm
