.global gd1
.size gd1, 45
.text
k0:
.skip 256
    s_endpgm
    .int gd0 - k0
.size gd0, 2
