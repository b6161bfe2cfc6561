.format rocm
.nosectdiffs
.arch_minor 8
.globaldata
.global gd0
gd0:
.int 32, 72, 11, 60
.global gd1
gd1:
.int 21, 64, 14
.gotsym gd0
.kernel k0
.kernel k1
    .fkernel
    .config
        .floatmode 0xa8
        .sgprsnum 59
        .md_kernarg_segment_size 265
        .md_language "9X_X", 2, 2
        .vectypehint float4
        .md_vgprsnum 45
.kernel k2
    .config
        .debugmode
        .pgmrsrc2 0x2ebeed54
        .codeversion 0, 1
        .reserved_vgprs 106, 181
        .private_segment_fixed_size 99829
        .priority 3
        .userdatanum 14
        .ieeemode
        .default_hsa_features
        .md_wavefront_size 32
.text
k0:
.skip 256
    s_nop 5
    s_mov_b32 s12, s27
    s_mov_b32 vcc_lo, s22
    s_nop 3
    s_endpgm
.p2align 8
k1:
.skip 256
    s_mov_b32 s54, s93
    v_add_f32 v173, v192, v214
    v_add_f32 v161, v122, v40
    s_endpgm
.p2align 8
k2:
.skip 256
    s_add_u32 s103, s62, 34
    s_mov_b32 vcc_lo, s9
    s_endpgm
