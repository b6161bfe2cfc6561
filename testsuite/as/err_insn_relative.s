s_nop 0
lab: s_mov_b32 s0, lab
