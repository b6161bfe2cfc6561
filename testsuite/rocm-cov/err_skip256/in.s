# clrxasm's placeholder for amd_kernel_code_t at the kernel's entry: a code
# object v4+ keeps the descriptor in .rodata, so this is refused.
.rocm
.gpu GFX900
.amdhsa_code_object_version 5
.kernel k
    .config
        .dims x
.text
k:
    .skip 256
    s_endpgm
