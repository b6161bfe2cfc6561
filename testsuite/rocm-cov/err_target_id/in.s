# a target ID for another processor
.rocm
.gpu GFX900
.amdhsa_code_object_version 5
.amdgcn_target "amdgcn-amd-amdhsa--gfx906:xnack+"
.kernel k
    .config
.text
k:
    s_endpgm
