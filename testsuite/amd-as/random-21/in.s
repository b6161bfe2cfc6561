.globaldata
.int 175
.int 13
.int 0xc9a0dd0a
.int 4
.kernel k0
.config
    .tgsize
    .userdata PTR_SAMPLER_TABLE, 0, 0, 5
    .userdata IMM_SAMPLER, 2, 4, 8
    .hwlocal 17874
.text
s_and_b32 s24, s66, 0x1d253
s_mov_b32 s4, 31
s_endpgm
