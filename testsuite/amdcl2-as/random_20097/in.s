.bssdata align=8
bs0: .skip 30
bs1: .skip 2
s_mov_b32 s1, gd0*2
bs2: .skip 39
.global bs0
.kernel k0
    .metadata
    .byte 233,239,177,249,119,76
    .setup
    .byte 59,106,236,55,30,164,158,216,205,139,33,138,154,206,209,122,53,87
    .text
        v_mov_b32 v12, bs0
        s_endpgm
