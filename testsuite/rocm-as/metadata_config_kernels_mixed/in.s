.rocm
.md_version 2, 1
.kernel withcfg
    .config
        .dims x
        .kernarg_segment_size 24
        .kernarg_segment_align 32
        .wavefront_size 16
        .arg a, "", 4, , value, i32
.kernel nocfg
    .config
.kernel meta_only
    .fkernel
.text
withcfg: .skip 256
    s_endpgm
.p2align 8
nocfg: .skip 256
    s_endpgm
.p2align 8
meta_only:
    .int 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
    .int 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
    .int 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
    .int 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
    s_endpgm
