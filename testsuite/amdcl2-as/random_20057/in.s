.compile_options "-cl-std=CL2.0"
.globaldata
.global gd0
gd0: .int 195,39
.global gd1
gd1: .int 228,778
.quad 0,0,0,0
.kernel k0
    .config
        .vgprsnum 226
        .tgsize
        .cws 35, 3, 4
        .usegeneric
    .text
        s_mov_b32 s15, s0
        v_mov_b32 v66, v16
        v_mov_b32 v8, gd0%0x100000000
        s_endpgm
.kernel k1
    .hsaconfig
        .machine 4, 0, 1, 0
        .kernel_code_prefetch_size 1
        .scratchbuffer 400
        .arg a0, uchar16
        .arg a1, pipe
        .arg a2, "myt", image3d, 
    .text
        v_mov_b32 v56, v10
        s_mov_b32 s55, s39
        s_endpgm
.kernel k2
    .config
        .pgmrsrc2 0x761672
        .usesetup
        .dims xyz
        .dx10clamp
        .localsize 13296
        .arg a0, "image2d_t", image, write_only
        .arg a1, ushort
    .text
        s_load_dwordx4 s[28:31], s[4:5], 0
        v_mov_b32 v36, v1
        s_mov_b32 s41, s39
        s_mov_b32 s13, gd1
        s_nop 7
        s_endpgm
