# expected by hand: the ranges of code and the kernels each belongs to
# .kcode regions in the Gallium format: the register counts of each kernel
# cover the code that belongs to it (labels, nested regions, +, -); the
# ranges in `.kcode +` carry flag 0x1000 (also the kernels of the objects
# linked before this one)
.gallium
.gpu CapeVerde
.kernel a
.kernel b
.kernel c
.text
a:  s_mov_b32 s5, 1
.kcode b
    v_mov_b32 v9, 0
.kcode +c, -b
    s_mov_b32 s20, 0
.kcodeend
    v_mov_b32 v3, 0
.kcodeend
    s_endpgm
b:  s_mov_b32 s2, 0
.kcode +
    v_mov_b32 v1, 0
.kcode -a, -b
    s_mov_b32 s11, 0
    v_mov_b32 v14, 0
.kcodeend
.kcodeend
    s_endpgm
c:  s_endpgm
