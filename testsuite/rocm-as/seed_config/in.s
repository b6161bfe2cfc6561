.rocm
.gpu Carrizo
.arch_minor 0
.arch_stepping 1
.kernel test1
    .config
        .dims x
        .sgprsnum 16
        .vgprsnum 8
        .dx10clamp
        .floatmode 0xc0
        .priority 0
        .userdatanum 8
        .pgmrsrc1 0x002c0041
        .pgmrsrc2 0x00000090
        .codeversion 1, 0
        .machine 1, 8, 0, 1
        .kernel_code_entry_offset 0x100
        .use_private_segment_buffer
        .use_dispatch_ptr
        .use_kernarg_segment_ptr
        .private_elem_size 4
        .use_ptr64
        .kernarg_segment_size 8
        .wavefront_sgpr_count 15
        .workitem_vgpr_count 7
        .kernarg_segment_align 16
        .group_segment_align 16
        .private_segment_align 16
        .wavefront_size 64
        .call_convention 0x0
    .control_directive          # optional
        .fill 128, 1, 0x00
.text
test1:
.skip 256           # skip ROCm kernel configuration (required)
    s_load_dword    s2, s[4:5], 0x4
    s_load_dwordx2  s[0:1], s[6:7], 0x0
    s_waitcnt       lgkmcnt(0)
    s_and_b32       s2, s2, 0xffff
    s_mul_i32       s2, s2, s8
    v_add_u32       v0, vcc, s2, v0
    v_ashrrev_i32   v1, 31, v0
    v_lshlrev_b64   v[1:2], 2, v[0:1]
    v_add_u32       v3, vcc, s0, v1
    s_endpgm
