.kernel k0
    .config
        .default_hsa_features
        .workitem_vgpr_count 67
        .spilledsgprs 63
        .arg , "", 24, , complact, uint volatile const const
        .arg n, "uint", 24, , gox, struct
        .arg , "int4", 16, , gox, uint
        .arg n, "float*", 24, , value, uchar
        .arg x1, 2, , pipe, short pipe
.kernel k1
    .fkernel
    .config
        .priority 1
        .debug_private_segment_buffer_sgpr 74
        .scratchbuffer 11997
        .sgprsnum 12
        .priority 0
        .workitem_vgpr_count 127
        .workitem_private_segment_size 59433
        .workitem_private_segment_size 40389
        .pgmrsrc2 0x942f8fee
        .spilledsgprs 60
        .arg n, "int4", 1, , image, uint, read_write
        .arg buf, "int4", 8, , multigridsyncarg, i32
