# .struct/.offset: labels in the absolute section (referenced before: raw
# code cannot return from the absolute section)
.byte f_a, f_b, f_c, f_end, g_x, g_y, h, i
.struct 0
f_a: .skip 4
f_b: .skip 2
f_c: .skip 8
f_end:
.offset 100
g_x: .skip 1
g_y:
.struct 16
h: .skip 5
i:
. = 40
j: .skip 1
