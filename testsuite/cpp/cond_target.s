# conditions on the target (run with -b rawcode): format, bitness,
# architecture and device; the format may change until the first
# statement that needs it (data, labels, .get_* ...)
.iffmt raw
    r1 = 1
.endif
.format gallium
.iffmt gallium
    r2 = 2
.endif
.64bit
.if64
    r3 = 3
.endif
.32bit
.if32
    r4 = 4
.endif
.rawcode
.64bit
.if32
    r5 = 5
.endif
.ifnfmt amd
    r6 = 6
.endif
.ifarch GCN1.0
    r7 = 7
.endif
.ifgpu capeverde
    r8 = 8
.endif
.gpu Tonga
.ifarch GCN1.2
    r9 = 9
.endif
.ifnarch gcn1.0
    r10 = 10
.endif
.ifngpu tonga
    r11 = 0xee
.elseifgpu TONGA
    r11 = 11
.endif
.arch GCN1.4
.ifgpu gfx900
    r12 = 12
.endif
.get_gpu g
.get_arch a
.get_format f
.get_64bit b
    .byte r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12
    .byte g, a, f, b
