.rocm
.globaldata
g:  .int 1
.kernel k
    .config
.text
k:  .skip 256
    .int g
    s_load_dword s0, s[0:1], g-k
    s_branch g
    s_endpgm
