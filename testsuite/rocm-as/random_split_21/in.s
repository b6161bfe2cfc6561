.amd3
.target "x"
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.printf , 4, 8, "\\\t@Y\"*\"* "
.printf , "_XZ X"

.text
.p2align 8
.metadatav3
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 70
.global gd1
gd1:
.int 39, 43
.gotsym gd0, got_gd1

.text
.p2align 8
.metadatav3
.kernel k0
    .fkernel
    .config
        .workitem_vgpr_count 13
        .workgroup_fbarrier_count 691
        .kernel_code_entry_offset 917
        .private_elem_size 16
        .machine 10, 13, 19, 2
        .fixed_work_group_size 188
        .runtime_handle "%Z\\&YY\""
        .spilledvgprs 80
        .arg , "", 1, , printfbuf, f16
        .arg a, 1, 45, globaloffsety, f32
        .arg a, 24, , gox, i8
.kernel k1
.kernel k2
    .config
        .wavefront_sgpr_count 48

.text
.p2align 8
.metadatav3
.text
k2:
    v_mov_b32 v105, v192
    s_endpgm
.p2align 8
k1:
    v_mov_b32 v233, v73
    v_add_f32 v238, v220, v113
    s_endpgm
.p2align 8
.kcode k0
    v_mov_b32 v6, v0
    s_mov_b32 s54, 0
.kcodeend
k0:
    s_mov_b32 s94, s65
    v_mov_b32 v28, v47
    v_add_f32 v45, v156, v191
    s_mov_b32 vcc_lo, s75
    s_mov_b32 s67, gd1 - .
    s_add_u32 s72, s8, 34
    s_endpgm
