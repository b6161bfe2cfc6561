.int r
s_nop 0
r = %s1
