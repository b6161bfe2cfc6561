.format rocm
.newbinfmt
.arch_minor 2
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.metadata
.ascii "!'Y0b'%*!* "
.kernel k0
    .config
        .priority 1
        .debugmode
        .userdatanum 9
        .machine 6, 13, 4, 3
        .reserved_vgprs 87, 229
        .kernel_code_prefetch_size 1899
        .sgprsnum 73
        .private_elem_size 2
        .pgmrsrc2 0xeb0daf2b
        .kernel_code_prefetch_offset 313
        .dims y
        .gds_segment_size 2040
.kernel k1
    .config
        .private_elem_size 4
        .workitem_vgpr_count 164
        .workgroup_fbarrier_count 88
        .max_scratch_backing_memory 9824
        .exceptions 0x4
        .sgprsnum 93
        .pgmrsrc1 0xdbe156f1
        .runtime_loader_kernel_symbol 0x1def935369
.kernel k2
    .config
        .dims , 
        .pgmrsrc2 0x16ae3f6a
        .pgmrsrc3 0xb5f2139e
        .sgprsnum 84
        .vgprsnum 146
.text
k1:
.skip 256
    v_add_f32 v154, v147, v170
    s_add_u32 s4, s59, 0
    s_nop 4
    v_add_f32 v126, v48, v127
    v_mov_b32 v196, v228
    s_endpgm
.p2align 8
k2:
.skip 256
    v_mov_b32 v234, v67
    v_add_f32 v8, v89, v103
    s_mov_b32 s22, s102
    v_mov_b32 v126, v20
    s_nop 3
    s_endpgm
.p2align 8
k0:
.skip 256
    v_mov_b32 v203, v38
    s_mov_b32 vcc_lo, s17
    s_endpgm
