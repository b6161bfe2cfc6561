.compile_options ""
.globaldata
gd0: .int 572
gd1: .int 618,64
.quad 0,0,0,0
.bssdata align=16
bs0: .skip 15
bs1: .skip 38
.section .ala
.global ala0
ala0: .byte 1,2,3
.kernel k0
    .config
        .localsize 20878
        .debugmode
        .floatmode 0x105
        .vgprsnum 79
    .text
.global cl632381
cl632381:
        s_mov_b32 s3, s9
        v_mov_b32 v57, v21
        s_mov_b64 s[60:61], vcc
        .p2align 4
        s_mov_b32 s8, s11
        s_endpgm
.kernel k1
    .hsaconfig
        .kernarg_segment_align 64
        .use_dispatch_ptr
        .kernel_code_prefetch_size 25
        .use_flat_scratch_init
        .private_elem_size 16
        .sgprsnum 22
        .workitem_vgpr_count 69
        .setupargs
        .arg a0, structure, 43
        .arg a1, "image2d_t", image1d_buffer, rdonly
    .text
        s_load_dwordx4 s[8:11], s[4:5], 0
        s_mov_b32 s31, s11
        s_endpgm
