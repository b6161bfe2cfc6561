.globaldata
.global gd0
gd0: .int 615,674,413
.global gd1
gd1: .int 203,216
.global gd2
gd2: .int 838
.global gd3
gd3: .int 743,400
.quad 0,0,0,0
.section .ala, "aw"
.global ala0
ala0: .byte 1,2,3
.kernel k0
    .config
        .dims x, xy
        .scratchbuffer 470
        .usegeneric
        .usesetup
        .useenqueue
        .pgmrsrc2 0xa07fa5
        .setupargs
        .arg a0, sampler, 10
    .text
        v_mov_b32 v1, gd0//0x100000000
        s_load_dwordx4 s[16:19], s[4:5], 0
        s_load_dwordx4 s[8:11], s[4:5], 0
        v_mov_b32 v14, (gd1+8)>>32
        s_endpgm
