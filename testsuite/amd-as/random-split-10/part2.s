.kernel k1
.text
s_mov_b32 s46, 23
s_mov_b64 vcc, s[98:99]
s_endpgm
