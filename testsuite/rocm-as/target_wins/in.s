.rocm
.newbinfmt
.eflags 9
.tripple "ignored"
.target "amdgcn--amdhsa-gfx803"
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
