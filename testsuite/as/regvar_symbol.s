# a symbol holding a register range of a variable: `x = %rax[4:7]`
.regvar rax:s:8, vbx:v:4
x = %rax[4:7]
y = %vbx
s_load_dwordx4 x, s[2:3], 0
s_mov_b32 x[3], s1
v_mov_b32 y[2], x[0]
v_add_f32 y[3], y[0], v5
