# register-range symbols
rs = %s[4:7]
rv = %v[10:13]
one = %v1
s_and_b64 rs[0:1], s[0:1], rs[2:3]
v_add_f32 one, rv[1], rv[3]
.set rx, %s9
s_mov_b32 rx, 1
zz = 10
v_xor_b32 rv[zz-9], rv[zz-8], v[zz]
