.format rocm
.llvm10binfmt
.arch_minor 9
.arch_stepping 4
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.globaldata
.fill 128, 1, 0
gd0:
.int 87, 68, 0, 82
.kernel k0
    .fkernel
    .config
        .kernarg_segment_size 382
        .pgmrsrc1 0xe16496d4
        .call_convention 0x15a723de
        .machine 15, 5, 2, 11
        .floatmode 0x66
        .userdatanum 14
        .exceptions 0x74
        .workitem_vgpr_count 202
        .floatmode 0xee
        .kernel_code_prefetch_size 7362
        .localsize 12818
        .md_kernarg_segment_size 379
        .runtime_handle "@'-9 :\t"
        .max_flat_work_group_size 933
        .arg x1, "", 16, , globaloffsety, struct const const
.kernel k1
    .fkernel
    .config
        .sgprsnum 52
        .codeversion 0, 2
        .machine 10, 2, 8, 2
        .sgprsnum 17
        .debug_wavefront_private_segment_offset_sgpr 14
        .kernarg_segment_align 32
        .arg buf, 24, , goy, f16
        .arg x1, 4, 4, goy, float
        .arg buf, "", 1, , complact, i16
        .arg n, "int4", 4, , gox, half const pipe pipe
.text
.global k0
k0:
.skip 256
    s_add_u32 s88, s32, 37
    v_mov_b32 v65, v167
    s_mov_b32 vcc_lo, s80
    v_add_f32 v228, v120, v238
    s_add_u32 s24, s26, 56
    .int gd0 - k0
    s_mov_b32 s55, s18
    s_nop 6
    s_endpgm
.p2align 8
k1:
.skip 256
    s_mov_b32 vcc_lo, s49
    s_mov_b32 vcc_lo, s30
    s_mov_b32 vcc_lo, s100
    s_mov_b32 s33, gd0 - .
    s_mov_b32 vcc_lo, s87
    s_mov_b32 s60, s91
    .int (gd0 - .)*3
    s_mov_b32 s56, (. - gd0) >> 2
    s_endpgm
