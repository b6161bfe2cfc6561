.acl_version ""
.globaldata
gd0: .int 248,14
.quad 0,0,0,0
.bssdata
bs0: .skip 5
bs1: .skip 2
bs2: .skip 24
.samplerinit
.quad 100,65
.samplerreloc 0, 0
.samplerreloc 8, 1
.global absx
absx = 82
.kernel k0
    .hsaconfig
        .ieeemode
        .workgroup_fbarrier_count 5
        .debugmode
        .default_hsa_features
        .dims y
        .use_kernarg_segment_ptr
        .use_dynamic_call_stack
        .vectypehint double8
        .dx10clamp
        .setupargs
    .text
        v_mov_b32 v62, v11
        s_nop 4
        s_mov_b32 s3, (bs2+8)>>32
        s_mov_b32 s16, s20
        s_nop 3
        s_endpgm
.kernel k1
    .hsaconfig
        .kernel_code_prefetch_offset 95
        .vectypehint double8
        .private_segment_align 16
        .reserved_vgprs 27, 28
        .userdatanum 4
        .dims z
        .setupargs
        .arg a0, queue
        .arg a1, long
        .arg a2, uchar16
        .arg a3, "myt", image2d, read_only
        .arg a4, structure, 36
        .sampler 0, 0
    .text
.global cl878518
cl878518:
        s_mov_b32 s10, s33
        v_mov_b32 v0, (gd0+8)>>32
        s_mov_b32 s31, s15
        s_load_dwordx4 s[12:15], s[4:5], 0
        s_endpgm
