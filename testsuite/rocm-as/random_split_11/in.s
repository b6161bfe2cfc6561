.rocm
.nosectdiffs
.llvm10binfmt
.arch_stepping 4
.tripple "amdgcn-amd-amdhsa-amdgizcl"

.text
.p2align 8
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 87, 65, 22, 68

.text
.p2align 8
.kernel k0
    .config
        .workitem_vgpr_count 200
        .use_queue_ptr
        .default_hsa_features
        .kernarg_segment_size 412
        .group_segment_fixed_size 30829
        .reserved_vgprs 204, 235
        .machine 15, 15, 10, 18
        .runtime_handle "0%"
        .arg , "float*", 2, , globalbuf, ulong, local
        .arg a, "uint", 1, , gox, f64 const pipe pipe
        .arg buf, "int4", 1, , goy, i16

.text
.p2align 8
.text
k0:
.skip 256
    v_mov_b32 v101, v135
    v_mov_b32 v67, v15
    v_add_f32 v154, v8, v61
    s_endpgm
