.format rocm
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.globaldata
gd0:
.int 74, 33
.gotsym gd0, got_gd0
.kernel k0
.kernel k1
.text
.global k0
k0:
.skip 256
    s_nop 5
    s_mov_b32 vcc_lo, s73
    s_endpgm
.p2align 8
k1:
.skip 256
    s_nop 7
    v_add_f32 v254, v36, v125
    v_mov_b32 v205, v244
    s_endpgm
