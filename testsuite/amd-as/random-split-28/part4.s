.kernel k0
.text
.text
s_and_b32 s20, s47, 0x58728
s_endpgm
