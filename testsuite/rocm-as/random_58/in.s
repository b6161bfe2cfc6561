.rocm
.arch_minor 9
.arch_stepping 4
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 0
.printf , 8, 4, 2, "@*b@%\"@-Y"
.printf 1, ""
.printf 1, "&!b9"
.globaldata
gd0:
.int 19
gd1:
.int 59, 95, 11, 42
.kernel k0
    .config
        .reserved_sgprs 5, 68
        .reserved_vgprs 198, 244
        .kernel_code_prefetch_offset 874
        .debug_wavefront_private_segment_offset_sgpr 13
        .userdatanum 15
        .machine 0, 13, 6, 12
        .call_convention 0xf8ac0a04
        .kernel_code_prefetch_size 27
        .kernel_code_prefetch_offset 4116
        .priority 3
        .wavefront_size 2
        .spilledvgprs 52
        .work_group_size_hint 152, 243
        .md_kernarg_segment_size 121
        .spilledvgprs 34
        .arg , "", 8, 16, complact, long
        .arg , "float*", 8, , globaloffsetx, float const volatile restrict
.kernel k1
    .config
        .call_convention 0xcf313fae
        .workitem_vgpr_count 201
        .runtime_loader_kernel_symbol 0x18590a2dee
        .kernel_code_prefetch_size 5024
        .reserved_vgprs 5, 185
        .dx10clamp
        .pgmrsrc2 0xd92c67e7
        .md_sgprsnum 14
        .arg x1, "int4", 8, , image, u8
        .arg buf, "uint", 24, 1, image, u64, read_only, read_write const volatile
        .arg n, 4, 16, queue, short pipe
        .arg buf, "float*", 1, 8, sampler, f64
.text
.global k0
k0:
.skip 256
    s_add_u32 s19, s96, 49
    s_mov_b32 s11, s82
    .int . - gd0
    s_add_u32 s34, s60, 52
    v_mov_b32 v183, v235
    s_endpgm
.p2align 8
k1:
.skip 256
    s_mov_b32 s42, s42
    s_mov_b32 s4, gd0 - k1
    s_nop 4
    s_nop 4
    s_mov_b32 s93, (gd1 - .) & 0xffff
    v_mov_b32 v227, v183
    s_mov_b32 s54, s42
    s_add_u32 s48, s98, 19
    s_endpgm
