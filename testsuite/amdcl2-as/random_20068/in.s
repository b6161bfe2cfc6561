.bssdata
bs0: .skip 32
.global bs0
.weak bs0
.kernel k0
    .hsaconfig
        .use_dispatch_ptr
        .cws 27, 8, 2
        .vgprsnum 43
        .localsize 29741
        .kernarg_segment_align 32
        .use_private_segment_size
        .dims xyz
    .text
        s_mov_b32 s29, s39
        s_mov_b32 s24, s33
        s_mov_b32 s20, bs0/0x100000000
        v_mov_b32 v19, bs0%%0x100000000
        s_endpgm
