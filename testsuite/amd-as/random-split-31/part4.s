.driver_version 112402
.kernel k0
.text
v_mov_b32 v53, s32
s_mov_b32 s63, 2
s_mov_b32 s80, 0
s_and_b32 s82, s48, 0xfd3e1
s_endpgm
