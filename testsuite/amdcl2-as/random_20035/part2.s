.kernel k0
    .hsaconfig
        .dims xy
        .default_hsa_features
        .vectypehint double8
        .setupargs
        .arg a0, short
        .arg a1, sampler
        .arg a2, "myt", image1d_buffer, rdonly
    .text
        v_mov_b32 v48, v30
        s_nop 7
        v_mov_b32 v18, (gd1+8)>>32
        s_mov_b32 s47, s39
        s_endpgm
