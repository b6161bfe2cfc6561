.text
k:  .skip 256
    s_endpgm
