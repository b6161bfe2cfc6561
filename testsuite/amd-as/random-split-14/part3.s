.kernel k1
.text
s_and_b32 s45, s22, 0xa14f0
