v_mov_b32 v31, s59
