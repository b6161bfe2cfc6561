.rocm
.arch_minor 0
.arch_stepping 8
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.kernel k0
.text
k0:
.skip 256
    v_mov_b32 v169, v233
    s_mov_b32 vcc_lo, s16
    v_mov_b32 v122, v153
    s_mov_b32 s50, s83
    s_endpgm
