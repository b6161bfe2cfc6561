.policy 300
.kernel k0
.text
s_and_b32 s46, s76, 0xe502d
s_endpgm
