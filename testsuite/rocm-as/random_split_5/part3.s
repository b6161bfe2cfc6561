.kernel k0
    .config
        .scratchbuffer 26815
        .private_elem_size 8
        .use_debug_enabled
        .workgroup_group_segment_size 2258
        .default_hsa_features
        .group_segment_align 128
        .workgroup_group_segment_size 25713
        .userdatanum 10
        .wavefront_size 32
        .codeversion 1, 1
        .md_symname "!'*--*-a\"_X"
        .arg buf, 8, , globaloffsetx, int
        .arg ptr_2, "uint", 24, , complact, short restrict
        .arg ptr_2, "int4", 8, , globaloffsety, ushort
