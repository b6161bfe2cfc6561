.amdcl2
.64bit
.gpu Bonaire
.driver_version 191205
.hsalayout
.compile_options "-I ./ -cl-std=CL2.0"
.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)"
.kernel DCT
    .config
        .dims xy
        .useargs
        .usesetup
        .setupargs
        .arg output,float*,global
        .arg width,uint
.kernel DCT2
    .config
        .dims xy
        .useargs
        .setupargs
        .arg output,float*,global
.text
DCT:
.skip 256
        s_load_dword    s0, s[4:5], 0x1
        v_mov_b32 v5, s0
        s_endpgm
.p2align 8
DCT2:
.skip 256
        s_load_dword    s0, s[4:5], 0x1
        s_endpgm
