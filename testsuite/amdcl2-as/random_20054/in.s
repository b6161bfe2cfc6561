.compile_options "-cl-std=CL2.0"
.acl_version ""
.globaldata
gd0: .int 650,807,256,966,685
.quad 0,0,0,0
.sampler 18716, 16957
.samplerreloc 0, 0
.samplerreloc 8, 1
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .config
        .vectypehint float4
        .exceptions 0x2
        .sgprsnum 100
        .dims x
        .localsize 24394
        .scratchbuffer 425
        .arg a0, char*, local
        .arg a1, long8*, local
        .sampler 0, 1
    .text
        s_nop 6
        s_nop 2
        s_nop 7
        v_mov_b32 v20, gd0&0xffffffff
        v_mov_b32 v70, v27
        s_nop 2
        s_endpgm
.kernel k1
    .hsaconfig
        .cws 28, 8, 3
        .vgprsnum 9
        .kernarg_segment_size 582
        .sgprsnum 30
        .reserved_vgprs 44, 46
        .pgmrsrc1 0xf07e
        .floatmode 0x193
        .use_xnack_enabled
        .arg a0, counter32
        .arg a1, char4
    .text
.global cl360002
cl360002:
        s_nop 0
        s_mov_b32 s56, s9
        v_mov_b32 v25, v9
        s_mov_b32 s16, s20
        s_endpgm
.p2align 2
.rwdata
v_mov_b32 v129, 0
