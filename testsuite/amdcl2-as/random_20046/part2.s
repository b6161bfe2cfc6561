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
