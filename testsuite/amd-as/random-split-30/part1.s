.globaldata
.int 0xbbb8f33d
.int 54500
v_mov_b32 v105, s80
v_mov_b32 v180, s42
s_endpgm
.kernel k0
.config
    .arg a0,  image, rdonly
    .arg a2,  structure, 71
    .useprintf
    .arg a1, "x y", void*, constant, 
    .uavprivate 11
    .dims zyx
    .condout 2
.text
s_and_b32 s24, s27, 0xecdc4
.int 0x58cec82d
s_nop 1
s_mov_b32 s4, 26
v_mov_b32 v127, s27
