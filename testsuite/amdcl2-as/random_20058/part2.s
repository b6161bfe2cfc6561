.hsalayout
.kernel k0
    .hsaconfig
        .pgmrsrc1 0x4aee
        .kernarg_segment_align 32
        .use_private_segment_buffer
        .pgmrsrc2 0x760654
        .use_dispatch_id
        .workitem_vgpr_count 36
        .vgprsnum 68
        .cws 22, 5, 4
        .arg a0, uchar*, global
