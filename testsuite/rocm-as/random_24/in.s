.rocm
.target ""
.md_version 2, 0
.kernel k0
    .fkernel
    .config
        .ieeemode
        .debugmode
        .pgmrsrc3 0xe824325e
        .md_symname ""
        .md_kernarg_segment_align 4
        .arg x1, 12, 2, gox, i32
        .arg x1, "", 1, , complact, u32
        .arg , "", 2, 2, globaloffsetx, f64
        .arg n, "", 8, , globalbuf, i64, private
.kernel k1
    .fkernel
    .config
        .wavefront_sgpr_count 99
        .pgmrsrc2 0xa72f25f8
        .kernel_code_prefetch_offset 3614
        .floatmode 0x7f
        .tgsize
        .reserved_vgprs 167, 250
        .pgmrsrc2 0xae3b2f08
        .runtime_handle "c\"!-"
        .runtime_handle "* :\x2a"
    .control_directive
        .fill 128, 1, 0x8d
    .config
        .dims x
.text
k0:
.skip 256
    v_add_f32 v224, v28, v240
    v_add_f32 v60, v170, v157
    s_mov_b32 vcc_lo, s53
    s_endpgm
.p2align 8
k1:
.skip 256
    s_nop 4
    v_add_f32 v37, v7, v108
    s_mov_b32 s21, s98
    v_add_f32 v189, v140, v220
    v_add_f32 v64, v151, v107
    s_mov_b32 vcc_lo, s63
    s_mov_b32 vcc_lo, s45
    s_mov_b32 s32, s65
    s_endpgm
