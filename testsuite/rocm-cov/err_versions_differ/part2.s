.rocm
.gpu GFX900
.amdhsa_code_object_version 5
.text
k:
    s_endpgm
