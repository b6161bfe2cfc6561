# .proginfo with three .entry (the manual's DCT sample)
.gallium
.gpu Pitcairn
.kernel DCT
    .args
        .arg global, 8, 8, 8, zext, general
        .arg global, 8, 8, 8, zext, general
        .arg local, 4, 4, 4, zext, general
        .arg scalar, 4, 4, 4, zext, griddim
        .arg scalar, 4, 4, 4, zext, gridoffset
    .proginfo
        .entry 0x0000b848, 0x000c0183
        .entry 0x0000b84c, 0x00001788
        .entry 0x0000b860, 0x00000000
.text
DCT:
    s_load_dword    s6, s[0:1], 0x6
    s_load_dword    s7, s[0:1], 0x7
    s_endpgm
