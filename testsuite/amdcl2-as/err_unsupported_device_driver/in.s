.amdcl2
.gpu GFX900
.kernel k
    .text
        s_endpgm
