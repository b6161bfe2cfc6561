.format rocm
.metadatav3
.eflags 0
.globaldata
.fill 192, 1, 0
.global gd0
gd0:
.int 40, 13, 65, 22
.global gd1
gd1:
.int 74, 39
.gotsym gd1, got_gd1
.kernel k0
    .config
        .max_scratch_backing_memory 9107
        .reserved_sgprs 22, 38
        .pgmrsrc1 0xf9cd7531
        .md_vgprsnum 191
        .arg , "uint", 1, 35, none, u64 restrict volatile pipe
        .arg a, 24, , none, uint pipe const restrict
        .arg x1, "uint", 24, , globaloffsetz, short const
.kernel k1
    .config
        .max_scratch_backing_memory 5029
        .dx10clamp
        .kernel_code_entry_offset 5971
        .reserved_sgprs 63, 72
        .reserved_sgprs 58, 98
        .reserved_sgprs 34, 98
        .kernarg_segment_align 64
        .arg n, 1, , dynshptr, uchar, 4, local
.kernel k2
    .config
        .vectypehint uint8
        .md_private_segment_fixed_size 3457
        .md_symname "-X::"
        .md_kernarg_segment_align 16
.text
.global k1
k1:
.skip 256
    v_mov_b32 v89, v2
    s_nop 6
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 s43, s83
    v_mov_b32 v118, v146
    v_mov_b32 v184, v67
    s_nop 1
    v_mov_b32 v149, v167
    .int (gd0 - .)*3
    s_endpgm
.p2align 8
k0:
.skip 256
    s_nop 3
    .int . - gd0
    v_add_f32 v136, v144, v180
    s_endpgm
