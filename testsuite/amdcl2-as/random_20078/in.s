.compile_options "-I ./"
.acl_version ""
.globaldata
gd0: .int 1,978,685
gd1: .int 497,157,505,679
gd2: .int 969,441,366,672,755
.quad 0,0,0,0
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .config
        .localsize 8440
        .vgprsnum 127
        .tgsize
        .cws 56, 1, 2
        .scratchbuffer 482
        .arg a0, double3
        .arg a1, structure, 39
        .arg a2, int2
        .arg a3, uchar16*, local
        .arg a4, clkevent
    .text
        s_mov_b64 s[24:25], vcc
        s_mov_b32 s48, s36
        s_nop 4
        s_mov_b32 s17, gd2%0x100000000
        s_load_dwordx4 s[16:19], s[4:5], 0
        v_mov_b32 v61, v26
        s_mov_b32 s34, s13
        s_nop 4
        s_endpgm
.kernel k1
    .hsaconfig
        .vgprsnum 3
        .ieeemode
        .use_ordered_append_gds
        .floatmode 0x168
        .setupargs
        .arg a0, float, unused
        .arg a1, structure*, 16, local, restrict, wronly
        .arg a2, counter32
        .arg a3, structure, 14
        .arg a4, ushort
    .text
        s_mov_b64 s[60:61], vcc
        s_nop 1
        v_mov_b32 v13, v3
        s_nop 2
        s_endpgm
.kernel k2
    .hsaconfig
        .sgprsnum 50
        .vectypehint double8
        .localsize 15938
        .pgmrsrc2 0x7081fb
        .dims yz, z
        .setupargs
        .arg a0, double3*, local
    .control_directive
        .fill 128, 1, 0xf3
    .text
        v_add_f32 v49, v1, v2
        s_mov_b32 s41, s12
        v_mov_b32 v62, v12
        v_mov_b32 v14, gd1//0x100000000
        s_mov_b32 s51, s31
        v_mov_b32 v12, gd0&0xffffffff
        v_mov_b32 v17, gd2&0xffffffff
        s_endpgm
.kernel k2
s_mov_b32 s73, 0
.p2align 2
v_mov_b32 v38, 0
s_nop 0
.rwdata
s_nop 0
.rwdata
