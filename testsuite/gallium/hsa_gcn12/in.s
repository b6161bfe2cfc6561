# LLVM 4.0 on Fiji, 64-bit ELF: HSA user data from the flags, machine version of the GPU
.gallium
.kernel main
    .args
        .arg global, 8
        .arg gridoffset, 4
    .config
        .dims xy
        .use_private_segment_buffer
        .use_dispatch_ptr
        .use_kernarg_segment_ptr
        .use_grid_workgroup_count y
        .use_ptr64
.kernel aux
    .config
        .dims x
        .userdatanum 3
.text
main:
.skip 256
s_mov_b32 s15, 0
v_mov_b32 v6, 0
s_endpgm
.p2align 8
aux:
.skip 256
s_mov_b32 s1, 0
s_endpgm
