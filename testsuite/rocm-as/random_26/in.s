.format rocm
.arch_stepping 9
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.globaldata
gd0:
.int 76, 14, 28
gd1:
.int 48, 47, 55
.global gd2
gd2:
.int 96, 74, 16, 5
.gotsym gd2, got_gd0
.kernel k0
    .config
        .pgmrsrc1 0x715e1e3d
        .max_scratch_backing_memory 6100
        .codeversion 0, 3
        .pgmrsrc1 0xa8c26b0e
        .sgprsnum 13
        .runtime_loader_kernel_symbol 0x5ab76340c8
        .dx10clamp
        .workitem_vgpr_count 190
        .sgprsnum 46
        .md_private_segment_fixed_size 3709
        .vectypehint d_x
        .md_private_segment_fixed_size 211
        .arg buf, "int4", 24, 8, printfbuf, float restrict restrict volatile
        .arg , 16, 8, image, u8, wronly, rdwr
.text
k0:
.skip 256
    s_endpgm
