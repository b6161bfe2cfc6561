# the manual's two-kernel sample for LLVM >= 4.0 and Mesa >= 17.0.0
.gallium
.llvm_version 40000         # set LLVM version 4.0.0
.driver_version 170000      # set Mesa version 17.0.0
.gpu CapeVerde
.kernel DCT
    .args
        .arg global, 8, 8, 8, zext, general
        .arg global, 8, 8, 8, zext, general
        .arg local, 4, 4, 4, zext, general
        .arg scalar, 4, 4, 4, zext, griddim
        .arg scalar, 4, 4, 4, zext, gridoffset
    .config
        .dims xyz
        .tgsize
.kernel DCT2
    .args
        .arg global, 8, 8, 8, zext, general
        .arg scalar, 4, 4, 4, zext, griddim
        .arg scalar, 4, 4, 4, zext, gridoffset
    .config
        .dims xyz
        .tgsize
.text
DCT:
.skip 256
    s_load_dword    s6, s[0:1], 0x6
    s_load_dword    s7, s[0:1], 0x7
    s_endpgm
.p2align 8
DCT2:
.skip 256
    s_load_dword    s6, s[0:1], 0x6
    s_endpgm
