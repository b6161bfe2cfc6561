.compile_options ""
s_mov_b32 s66, 52
s_endpgm
