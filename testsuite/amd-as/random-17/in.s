.kernel k0
.header
.fill 40, 1, 138
.persistentbuffers
.int 0x397dd8e0
.uav
.subconstantbuffers
nl848796831: .int nl848796831+2, 7
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.text
v_add_f32 v165, v117, v201
s_mov_b32 s55, 21
s_endpgm
.kernel k1
.config
    .dims x
    .ieeemode
    .hwlocal 22827
    .arg a0,  structure, 60
    .userdata PTR_SAMPLER_TABLE, 2, 7, 9
.text
s_endpgm
