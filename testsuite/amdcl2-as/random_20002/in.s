.hsalayout
.globaldata
gd0: .int 396,92
gd1: .int 707
gd2: .int 224,540,433,840,86
gd3: .int 585,324,568
.quad 0,0,0,0
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .config
        .tgsize
        .exceptions 0xe1
        .sgprsnum 99
        .ieeemode
        .dims y
        .localsize 23381
        .scratchbuffer 139
        .arg a0, uchar16
        .arg a1, int3
.text
.p2align 8
k0:
.skip 256
        v_mov_b32 v22, v3
        s_mov_b32 s13, gd1//0x100000000
        s_endpgm
.inner
.section .ala
.text
.byte 104
s_nop 0
s_mov_b32 s69, 0
