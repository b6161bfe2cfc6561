# a kernel without .config has no descriptor
.rocm
.gpu GFX900
.amdhsa_code_object_version 4
.kernel k
.text
k:
    s_endpgm
