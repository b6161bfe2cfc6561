.kernel k0
.config
    .arg a2,  uchar8*, global, restrict
    .scratchbuffer 1543
    .dims x
    .reqd_work_group_size 93
    .cws 46, 5, 1
    .arg a1,  short4
    .uavprivate 192
    .arg a0,  sampler
    .arg a3,  int
    .arg a4,  ushort
.text
.int 13
s_and_b32 s92, s89, 0xb00ab
s_nop 1
s_endpgm
.kernel k1
.config
    .arg a0,  double*, constant, 
    .userdata IMM_SCRATCH_BUFFER, 0, 8, 4
    .uavid 11
    .userdata IMM_UAV, 2, 12, 4
    .exceptions 84
    .hwregion 644
    .dims , y
    .floatmode 0xac
    .arg a1,  ulong3*, global
.text
s_mov_b32 s98, 31
s_and_b32 s53, s79, 0xaa108
v_mov_b32 v173, s16
s_mov_b32 s43, 22
v_mov_b32 v168, s3
s_mov_b32 s68, 57
.kernel k1
.text
v_mov_b32 v33, s12
s_mov_b32 s65, 32
s_endpgm
