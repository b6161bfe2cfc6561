.rocm
.kernel k0
    .config
        .priority 3
        .group_segment_align 32
        .arg buf, "float*", 8, 8, queue, short
        .arg x1, "uint", 24, 8, image, u64, rdonly, wronly pipe
        .arg ptr_2, 24, , multigridsyncarg, uint
        .arg n, "uint", 8, , defqueue, short
        .arg n, "int4", 2, , dynshptr, i8, 4, private const pipe const
.kernel k1
    .config
        .max_scratch_backing_memory 4989
        .call_convention 0x3f12f2a2
        .machine 6, 17, 11, 16
        .localsize 32591
        .debug_wavefront_private_segment_offset_sgpr 12
        .workgroup_fbarrier_count 76
        .runtime_loader_kernel_symbol 0x8a34d88055
        .vgprsnum 254
        .workitem_vgpr_count 243
        .wavefront_size 128
        .md_vgprsnum 11
        .spilledvgprs 86
        .arg , "float*", 12, , dynshptr, u8, 16, global
        .arg a, 1, , pipe, u16, rdonly
        .arg a, 4, 2, globaloffsety, uint
        .arg x1, "uint", 24, 4, sampler, int pipe
    .control_directive
        .fill 128, 1, 0xd7
.text
.global k0
k0:
.skip 256
    s_endpgm
.p2align 8
k1:
.skip 256
    s_endpgm
