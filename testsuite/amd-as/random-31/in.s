.64bit
.compile_options "-cl-std=CL1.2 -x"
.kernel k0
.config
    .privateid 12
    .userdata ptr_so_buffer_table, 0, 3, 3
    .localsize 13708
    .useconstdata
    .arg a0,  sampler
    .arg a1,  ulong*, global, const
    .dims x, xyz
    .cws 21, 2, 1
    .userdata IMM_SAMPLER, 2, 0, 8
.text
s_mov_b64 vcc, s[52:53]
s_mov_b32 s61, 3
s_add_u32 s0, s68, s80
s_endpgm
.kernel k1
.config
    .arg a2,  image1d, rdonly, 0
    .arg a1,  structure, 31
    .dims x, xyz
    .arg a0,  short*, constant, , 132, 127
.section .kextra
.int 7
.text
v_add_f32 v62, v28, v6
s_endpgm
.main
.globaldata
gl1: .int gl1+4
