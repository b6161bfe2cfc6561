.rocm
.kernel a
    .config
        .workgroup_group_segment_size 96
        .workitem_private_segment_size 12
.kernel b
    .config
        .group_segment_fixed_size 200
        .private_segment_fixed_size 400
        .default_hsa_features
.kernel c
    .config
        .localsize 300
        .scratchbuffer 1
        .sgprsnum 0
        .vgprsnum 0
.text
a:  .skip 256
    s_endpgm
.p2align 8
b:  .skip 256
    s_endpgm
.p2align 8
c:  .skip 256
    s_endpgm
