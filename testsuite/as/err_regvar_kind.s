.regvar vax:v
v_mov_b32 vax, vax
s_mov_b32 vax, s0
