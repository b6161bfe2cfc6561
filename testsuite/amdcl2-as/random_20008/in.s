.acl_version ""
.arch_stepping 1
.rwdata
.global rw0
rw0: .byte 143,56,59,113
.global rw1
rw1: .byte 234,121,117,80,233,242,78,108
.sampler 48906, 18304
.kernel k0
    .metadata
    .byte 51,69,166,21,82,224,223,61,8,5,221,15,123,35,99,238,80,117,83
    .setup
    .byte 224,176,94,42,82,66,216,178,143,72,241,147,253
    .text
        s_nop 4
        s_mov_b64 s[38:39], vcc
        s_endpgm
