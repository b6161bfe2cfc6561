.compile_options ""
.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)"
.bssdata align=64
bs0: .skip 15
bs1: .skip 20
bs2: .skip 14
.section .ala, "aw"
.global ala0
ala0: .byte 1,2,3
.kernel k0
    .config
        .vectypehint float4
        .cws 17, 1, 3
        .dx10clamp
        .arg a0, uchar, unused
        .arg a1, sampler
    .text
        v_mov_b32 v77, v8
        v_mov_b32 v39, v20
        v_mov_b32 v64, v18
        s_endpgm
.kernel k1
    .metadata
    .byte 2,52,104,136,120,125,243,114,46,106
    .setup
    .byte 121,31,13,70,150,202,186,16,181,84,71,150,250,234,223,245,54,96,59
    .text
        s_nop 0
        s_mov_b32 s2, bs2//0x100000000
        v_mov_b32 v42, v13
        s_nop 6
        s_mov_b32 s59, s1
        s_nop 0
        v_mov_b32 v32, v23
        s_endpgm
.kernel k1
.kernel k1
s_mov_b32 s40, 0
.text
.globaldata
