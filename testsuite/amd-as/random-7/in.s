.64bit
.policy 200
abs4 = 3
.global abs4
.weak wk1
wk1 = 5
.size wk1, 3
.kernel k0
.config
    .userdata IMM_UAV, 3, 0, 1
    .arg a1,  ushort
    .dims x
    .vgprsnum 34
    .hwregion 137
    .arg a0,  sampler
    .userdata IMM_UAV, 1, 12, 1
.calnote
.data
.fill 9, 1, 64
.section .kextra, "a", @nobits
.int 7
.text
s_nop 1
s_mov_b32 s72, 43
s_and_b32 s46, s70, 0x742f0
s_mov_b32 s12, 60
s_mov_b32 s12, 63
s_and_b32 s14, s37, 0x89baf
s_endpgm
