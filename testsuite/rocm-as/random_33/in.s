.rocm
.nosectdiffs
.eflags 0
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 0, 1
.kernel k0
    .fkernel
    .config
        .workitem_vgpr_count 191
        .userdatanum 11
        .spilledsgprs 29
        .md_private_segment_fixed_size 778
        .md_group_segment_fixed_size 1127
        .runtime_handle "\\-Y%\t!Zb0\t\t'"
        .arg n, 1, , globalbuf, struct, generic, write_only pipe const volatile
        .arg n, "uint", 8, , queue, uint pipe const
.text
k0:
.skip 256
    v_mov_b32 v42, v118
    v_add_f32 v40, v145, v199
    s_nop 1
    s_mov_b32 vcc_lo, s68
    s_endpgm
