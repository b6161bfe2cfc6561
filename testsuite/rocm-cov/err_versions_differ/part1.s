# two objects whose sources ask for different code object versions
.rocm
.gpu GFX900
.amdhsa_code_object_version 4
.kernel k
    .config
