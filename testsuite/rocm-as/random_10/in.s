.format rocm
.eflags 24
.target ""
.tripple "t"
.md_version 2, 2
.globaldata
gd0:
.int 50, 22, 73
.global gd1
gd1:
.int 76, 27, 69
.global gd2
gd2:
.int 79, 11
.kernel k0
    .config
        .debugmode
        .userdatanum 2
        .dx10clamp
        .reserved_vgprs 98, 110
        .kernel_code_entry_offset 512
        .kernel_code_entry_offset 512
        .reserved_vgprs 67, 130
        .vgprsnum 242
        .userdatanum 14
        .private_segment_align 128
        .md_sgprsnum 36
        .spilledsgprs 73
        .md_sgprsnum 19
        .spilledsgprs 1
        .arg x1, "image2d_t", 24, 1, gox, i32
        .arg , 4, 1, image, i64, read_write, read_write const restrict restrict
        .arg x1, 24, 16, globaloffsety, uchar volatile pipe pipe
        .arg x1, 1, , complact, u64
        .arg , "float*", 8, , value, ushort restrict volatile
.kernel k1
.kernel k2
    .config
        .machine 19, 0, 11, 11
        .exceptions 0x48
        .sgprsnum 90
        .gds_segment_size 5462
        .max_scratch_backing_memory 5236
        .userdatanum 7
        .debug_wavefront_private_segment_offset_sgpr 56
        .md_group_segment_fixed_size 4556
        .md_wavefront_size 32
        .md_private_segment_fixed_size 2622
        .md_language "&Xc_1*ab", 0, 1
        .md_wavefront_size 64
        .arg ptr_2, "uint", 16, , queue, ulong
        .arg , 12, , none, i32
.text
k1:
.skip 256
    s_add_u32 s36, s61, 26
    s_mov_b32 s89, gd2 - k1
    s_mov_b32 vcc_lo, s15
    .int (gd2 - .)*3
    s_endpgm
.p2align 8
k0:
.skip 256
    s_mov_b32 s7, s66
    s_add_u32 s61, s37, 22
    s_mov_b32 vcc_lo, s52
    s_mov_b32 s84, s35
    s_mov_b32 s35, s82
    v_mov_b32 v69, v149
    s_mov_b32 vcc_lo, s33
    .int . - gd2
    s_endpgm
.p2align 8
k2:
.skip 256
    v_add_f32 v1, v203, v156
    s_nop 6
    v_mov_b32 v146, v202
    .int gd2 - k2
    s_add_u32 s59, s24, 20
    v_mov_b32 v108, v174
    s_endpgm
