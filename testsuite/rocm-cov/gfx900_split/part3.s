# the code of add2 (part1.s declares it)
.rocm
.gpu GFX900
.text
add2:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_load_dword s6, s[0:1], 0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    global_load_dword v1, v[2:3], off
    s_waitcnt vmcnt(0)
    v_add_u32 v1, s6, v1
    global_store_dword v[2:3], v1, off
    s_endpgm
