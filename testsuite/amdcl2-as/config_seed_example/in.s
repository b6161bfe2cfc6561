.amdcl2
.64bit
.gpu Bonaire
.driver_version 191205
.compile_options "-I ./ -cl-std=CL2.0"
.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)"
.kernel DCT
    .config
        .dims xy
        .useargs
        .usesetup
        .setupargs
        .arg output,float*,global
        .arg input,float*,global
        .arg dct8x8,float*,global
        .arg dct8x8_trans,float*,global
        .arg inter,float*,local
        .arg width,uint
        .arg blockWidth,uint
        .arg inverse,uint
    .text
        s_load_dword    s0, s[4:5], 0x1
        v_mov_b32 v1, s0
        s_endpgm
