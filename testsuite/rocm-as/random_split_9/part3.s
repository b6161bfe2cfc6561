.kernel k0
    .config
        .private_elem_size 16
        .gds_segment_size 7571
        .workitem_private_segment_size 84313
        .ieeemode
        .pgmrsrc3 0x1073ac34
        .kernel_code_prefetch_offset 9833
        .default_hsa_features
        .arg x1, "int4", 1, 4, goz, int const restrict pipe
        .arg , "", 8, , image, int, rdonly restrict volatile const
        .arg , 2, , pipe, u16, read_write, read_write
