.compile_options "-cl-std=CL2.0"
.globaldata
gd0: .int 953
gd1: .int 403,612,471,48
gd2: .int 470,844,453
.quad 0,0,0,0
.global gd1
.global gd2
.kernel k0
    .hsaconfig
        .sgprsnum 10
        .use_private_segment_size
        .tgsize
        .use_grid_workgroup_count xyz
        .arg a0, "image2d_t", image2d, rdonly
        .arg a1, double3
        .arg a2, short3*, constant
        .arg a3, "myt", image3d, 
    .text
.global cl912936
cl912936:
        s_load_dwordx4 s[24:27], s[4:5], 0
        v_mov_b32 v1, v28
        s_mov_b32 s4, s8
        s_endpgm
.kernel k1
    .config
        .pgmrsrc2 0xd6fba6
        .localsize 11509
        .usesetup
        .dims z
        .setupargs
        .arg a0, int2
        .arg a1, pipe
        .arg a2, sampler, 1
        .arg a3, pipe
        .arg a4, clkevent
    .text
        v_mov_b32 v69, v10
        s_mov_b32 s38, s22
        v_mov_b32 v11, (gd1+8)>>32
        v_mov_b32 v37, v26
        s_endpgm
