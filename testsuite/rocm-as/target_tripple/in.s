.rocm
.arch_minor 3
.arch_stepping 7
.tripple "amdgcn-amd-amdhsa"
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
