.kernel k0
.text
.config
    .arg a7,  sampler
    .arg a4,  long
    .arg a0,  long*, global, const volatile
    .arg a6,  ulong3*, constant
    .arg a5,  sampler
    .cws 56, 7, 2
    .exceptions 6
    .arg a3,  counter32, 0
    .useconstdata
    .arg a1,  uint*, constant, const volatile
    .arg a2,  uchar
.data
.fill 14, 1, 156
.p2align 0
kd0: .int 3
.text
s_endpgm
.kernel k1
.config
    .cws 12, 3, 3
    .arg a1,  sampler
    .ieeemode
    .arg a0,  uchar*, local, , unused
    .dims xyz
    .arg a2, "uint", counter32, 6, unused
    .vgprsnum 41
    .reqd_work_group_size 99
.text
s_and_b32 s3, s90, 0x9d75f
v_add_f32 v181, v173, v97
v_mov_b32 v82, s91
v_mov_b32 v91, s60
s_mov_b32 s86, 10
s_endpgm
