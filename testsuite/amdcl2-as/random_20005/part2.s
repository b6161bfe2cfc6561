.kernel k0
    .hsaconfig
        .localsize 15630
        .private_elem_size 16
        .dims y
        .use_kernarg_segment_ptr
        .pgmrsrc1 0x24a0
        .setupargs
    .text
        s_mov_b64 s[28:29], vcc
        s_mov_b32 s14, s9
        s_mov_b32 s43, s18
        v_mov_b32 v4, v3
        s_mov_b32 s19, rw0
        v_mov_b32 v11, gd0
        s_nop 5
        v_mov_b32 v15, gd0>>32
        s_endpgm
