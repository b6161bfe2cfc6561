.amdcl2
.gpu Fiji
.hsalayout
.kernel a
    .hsaconfig
        .default_hsa_features
.kernel b
    .metadata
        .byte 1,2,3
.kernel c
    .setup
        .fill 16, 1, 0xee
.text
c:
        .fill 16, 1, 0
        s_endpgm
.p2align 8
b:
.skip 256
        v_mov_b32 v9, 0
        s_endpgm
.p2align 8
a:
.skip 256
        s_mov_b32 s17, 0
        .kcode b
        v_mov_b32 v40, 0
        .kcodeend
        s_endpgm
