.globaldata
.global gd0
gd0: .int 917
.global gd1
gd1: .int 213,589,231,664,268
.global gd2
gd2: .int 728,563,189
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 102,103,210,214,208,63,10,120,39
.global rw1
rw1: .byte 97,98,226
.global rw2
rw2: .byte 129,58,192,187,159,106,87,229
.bssdata align=8
.global bs0
bs0: .skip 32
.section .ala
ala0: .byte 1,2,3
.kernel k0
    .config
        .dx10clamp
        .usesetup
        .localsize 28322
        .pgmrsrc2 0x4524fd
        .work_group_size_hint 53, 7
        .ieeemode
        .exceptions 0x88
        .arg a0, sampler
    .text
        s_nop 3
        s_mov_b32 s34, s38
        s_endpgm
.kernel k1
    .config
        .pgmrsrc2 0xf2d890
        .usesetup
        .dims , x
        .vectypehint float4
        .vgprsnum 239
        .arg a0, ulong2
        .arg a1, ushort
    .text
        s_nop 6
        v_mov_b32 v49, v28
        s_mov_b32 s47, s22
        s_endpgm
