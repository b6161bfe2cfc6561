.compile_options "-cl-std=CL2.0"
.acl_version "abc"
.arch_stepping 1
.globaldata
.global gd0
gd0: .int 954,447,855
.p2align 0
.global gd1
gd1: .int 618,644,619,176,823
.p2align 2
.global gd2
gd2: .int 158,38,488
.quad 0,0,0,0
.kernel k0
    .config
        .sgprsnum 93
        .pgmrsrc2 0x3eedbe
        .debugmode
        .scratchbuffer 401
        .ieeemode
        .usesetup
        .setupargs
        .arg a0, structure, 43
        .arg a1, uchar16
        .arg a2, structure*, 5, global, const restrict
        .arg a3, int2*, local
        .arg a4, clkevent
    .text
        v_mov_b32 v19, gd2%%0x100000000
        v_mad_f32 v5, v1, s3, v4
        s_nop 2
        s_mov_b32 s29, s13
        s_mov_b32 s53, s13
        s_endpgm
.kernel k1
    .config
        .dims x
        .usesetup
        .scratchbuffer 516
        .cws 5, 8, 3
        .setupargs
        .arg a0, long
        .arg a1, void*, local
    .text
        s_mov_b32 s54, s30
        s_nop 4
        v_mov_b32 v19, gd1%%0x100000000
        s_mov_b64 s[4:5], vcc
        s_endpgm
