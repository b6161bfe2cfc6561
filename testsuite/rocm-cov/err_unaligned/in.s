# the second kernel's entry is not 256-byte aligned (no .p2align 8)
.rocm
.gpu GFX900
.amdhsa_code_object_version 5
.kernel a
    .config
.kernel b
    .config
.text
a:
    s_endpgm
b:
    s_endpgm
