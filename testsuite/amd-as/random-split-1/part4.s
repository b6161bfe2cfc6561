.kernel k0
.text
v_mov_b32 v112, s33
v_mov_b32 v205, s24
v_mov_b32 v223, s89
s_endpgm
.kernel k2
.config
    .dims x, xyz
    .arg a0,  sampler
    .sgprsnum 39
    .userdata IMM_CONST_BUFFER, 1, 6, 9
    .arg a1,  sampler
    .ieeemode
.data
.fill 0, 1, 59
.text
s_mov_b32 s65, 37
s_mov_b32 s15, 48
s_and_b32 s65, s49, 0xe575b
s_mov_b64 vcc, s[12:13]
v_mov_b32 v171, s70
s_mov_b32 s48, 32
s_endpgm
.kernel k3
.config
    .arg a3,  char
    .sampler 198, 7
    .arg a1,  float
    .vgprsnum 176
    .arg a2,  structure, 30
    .arg a0,  int, unused
    .tgsize
    .arg a4, "uint", int*, global, const
.text
v_add_f32 v211, v36, v183
s_nop 1
.int 40474
s_endpgm
