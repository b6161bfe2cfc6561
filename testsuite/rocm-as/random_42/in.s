.amd3
.nosectdiffs
.eflags 11
.md_version 3, 3
.printf 1, 1, "c"
.printf , 8, "ZYc1-1*\"@-"
.printf , "_b1'\\&ab0:"
.globaldata
.fill 128, 1, 0
.global gd0
gd0:
.int 40
.kernel k0
    .fkernel
.kernel k1
    .config
        .workgroup_fbarrier_count 1681
        .call_convention 0x9bb3a833
        .exceptions 0x3c
        .use_ordered_append_gds
        .md_kernarg_segment_align 8
        .md_kernarg_segment_align 32
        .md_symname "'"
        .arg , "", 2, , complact, i8
        .arg ptr_2, 1, , globaloffsety, uint
.text
k0:
    s_mov_b32 vcc_lo, s70
    v_mov_b32 v244, v24
    s_mov_b32 vcc_lo, s72
    s_mov_b32 vcc_lo, s47
    s_add_u32 s73, s51, 36
    v_add_f32 v44, v236, v193
    v_mov_b32 v98, v185
    s_endpgm
.p2align 8
k1:
    s_mov_b32 vcc_lo, s91
    s_mov_b32 vcc_lo, s42
    v_add_f32 v94, v215, v219
    s_add_u32 s67, s0, 46
    s_endpgm
