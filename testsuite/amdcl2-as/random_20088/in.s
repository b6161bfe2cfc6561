.kernel k0
    .metadata
    .byte 106,51,170,168,176,188,121,158,228,74,182,244,248,252
    .setup
    .byte 244,247,137,106,54,140,48,214,17,128,222,226,117,130
    .stub
    .byte 158,222,228,143,112,112,58,180,16,94,96,143,183,248,203
    .isametadata
    .byte 149,78,191,118,2,196,191,45,177,139,177
    .text
        v_mov_b32 v31, v5
        s_mov_b32 s11, s17
        s_mov_b32 s44, s16
        s_nop 1
        s_endpgm
.kernel k1
    .hsaconfig
        .default_hsa_features
        .work_group_size_hint 6, 8
        .kernel_code_prefetch_offset 48
        .use_grid_workgroup_count xy
        .workgroup_group_segment_size 188
        .localsize 32199
        .pgmrsrc2 0x8f6b18
        .wavefront_sgpr_count 65
        .dx10clamp
        .workgroup_fbarrier_count 5
    .text
        s_nop 4
        s_nop 6
        s_mov_b32 s51, s35
        v_mov_b32 v77, v7
        s_endpgm
.kernel k2
    .config
        .useargs
        .useenqueue
        .dx10clamp
        .dims x
        .sgprsnum 51
        .setupargs
        .arg a0, ushort
        .arg a1, ulong
    .text
.global cl470325
cl470325:
        v_mov_b32 v64, v3
        s_load_dwordx4 s[40:43], s[4:5], 0
        s_endpgm
.main
.p2align 2
v_mov_b32 v157, 0
s_nop 0
.text
