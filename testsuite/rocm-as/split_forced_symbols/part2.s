.text
k:  .skip 256
.global c2
c2: s_endpgm
