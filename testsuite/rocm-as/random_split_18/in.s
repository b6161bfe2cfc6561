.rocm
.arch_stepping 6
.printf 2, 4, "\t_&911*\\"

.text
.p2align 8
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

.text
.p2align 8
.text
k1:
.skip 256
    s_nop 6
    v_mov_b32 v235, v72
    s_nop 0
    v_add_f32 v190, v4, v86
    s_mov_b32 vcc_lo, s49
    v_add_f32 v168, v155, v83
    s_mov_b32 vcc_lo, s47
    s_mov_b32 s88, s71
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v110, v243, v119
    s_mov_b32 vcc_lo, s93
    s_mov_b32 s8, s81
    v_add_f32 v196, v56, v29
    s_nop 2
    s_mov_b32 s60, s60
    s_add_u32 s8, s88, 2
    v_add_f32 v18, v48, v175
    s_endpgm
