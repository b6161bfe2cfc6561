# kernels.s - a ROCm code object v5 that today's ROCm loads (beyond
# clrxasm): the kernel's configuration and the metadata the runtime reads;
# the code is in saxpy.s.  host.cpp loads it with HIP.
#   clrx-cc -b rocm -g gfx906 -c kernels.s saxpy.s
#   clrx-cc -b rocm -g gfx906 -o saxpy.hsaco kernels.o saxpy.o
# (-mcode-object-version=5 is not needed: the source says it.)
.rocm
.gpu GFX906
.amdhsa_code_object_version 5
.amdgcn_target "amdgcn-amd-amdhsa--gfx906"    # xnack and sramecc: any
.kernel saxpy                   # y[i] = a * x[i] + y[i] for i < n
    .config
        .dims x
        .use_kernarg_segment_ptr
        .md_language "HIP", 1, 0
        .arg x, "const float*", 8, , global_buffer, f32, global, default const
        .arg y, "float*", 8, , global_buffer, f32, global, default
        .arg a, "float", 4, , by_value, f32
        .arg n, "unsigned int", 4, , by_value, u32
        # what HIP's runtime fills after the explicit arguments (v5)
        .arg , "", 4, , hidden_block_count_x, u32
        .arg , "", 4, , hidden_block_count_y, u32
        .arg , "", 4, , hidden_block_count_z, u32
        .arg , "", 2, , hidden_group_size_x, u16
        .arg , "", 2, , hidden_group_size_y, u16
        .arg , "", 2, , hidden_group_size_z, u16
