# kernels.s - the kernel table of a ROCm code object whose code and data
# live in other files (vadd.s, scale.s, table.s): each kernel's
# configuration and the metadata the runtime reads (its arguments).
# Build the files separately and link them:
#   clrx-cc -b rocm -g gfx900 -c kernels.s vadd.s scale.s table.s
#   clrx-cc -b rocm -g gfx900 -o vadd.hsaco kernels.o vadd.o scale.o table.o
.rocm
.newbinfmt
.tripple "amdgcn-amd-amdhsa"
.md_version 1, 0
.kernel vadd                    # c[i] = a[i] + b[i] for i < n
    .config
        .dims x
        .default_hsa_features   # s[0:3] scratch, s[4:5] dispatch, s[6:7] kernargs
        .md_language "OpenCL C", 1, 2
        .arg a, "float*", 8, , globalbuf, f32, global, default const
        .arg b, "float*", 8, , globalbuf, f32, global, default const
        .arg c, "float*", 8, , globalbuf, f32, global, default
        .arg n, "uint", 4, , value, u32
.kernel scale                   # c[i] *= table[k] for i < n
    .config
        .dims x
        .default_hsa_features
        .md_language "OpenCL C", 1, 2
        .arg c, "float*", 8, , globalbuf, f32, global, default
        .arg k, "uint", 4, , value, u32
        .arg n, "uint", 4, , value, u32
