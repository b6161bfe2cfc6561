.rocm
.kernel k
    .config
        .shared_vgprs 1
        .md_wavefront_size 3
        .md_kernarg_segment_align 12
        .md_sgprsnum 103
        .md_vgprsnum 300
        .cws 0, 2, 2
        .fixed_work_group_size 1, 0
        .dims xw
        .dims x, q
.text
k:  .skip 256
    s_endpgm
