# a symbol that expressions used becomes a register range: the
# expressions keep its earlier pending definitions
.int aa0
aa1=aa2
aa0=aa1
aa1=bb2
bb0=aa1
aa1=%v[1:2]
aa2=6
bb2=11
.int bb0
v_mov_b32 aa1[1], v0
