.text
k0:
.skip 256
    s_endpgm
