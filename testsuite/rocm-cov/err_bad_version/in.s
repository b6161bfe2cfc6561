.rocm
.gpu GFX900
.amdhsa_code_object_version 3
.kernel k
    .config
.text
k:
    s_endpgm
