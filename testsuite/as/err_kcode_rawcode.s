# .kcode: not a pseudo-op of the rawcode format
s_endpgm
.kcode
