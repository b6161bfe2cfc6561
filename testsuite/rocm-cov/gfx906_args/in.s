# Many argument kinds (global pointers with qualifiers, values, a struct,
# an image, a sampler, a dynamic LDS pointer, hidden arguments), the
# OpenCL language, a required work-group size, three dimensions, the
# dispatch pointer; target ID with sramecc on and xnack off.
.rocm
.gpu GFX906
.amdgcn_target "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-"
.kernel args
    .config
        .dims xyz
        .use_private_segment_buffer
        .use_dispatch_ptr
        .use_kernarg_segment_ptr
        .md_language "OpenCL C", 1, 2
        .reqd_work_group_size 64, 1, 1
        .arg a, "float*", 8, , globalbuf, f32, global, default const restrict
        .arg n, "int", 4, , value, i32
        .arg s, "struct S", 12, 4, value, struct
        .arg img, "image2d_t", 8, , image, struct, read_only
        .arg smp, "sampler_t", 8, , sampler, struct
        .arg lds, "float*", 4, , dynshptr, f32, 4, local
        .arg , "", 8, , gox, i64
        .arg , "", 8, , goy, i64
        .arg , "", 8, , goz, i64
        .arg , "", 8, , printfbuf, i8
        .arg , "", 8, , none, i8
.text
args:
    s_load_dwordx2 s[12:13], s[6:7], 0x0
    s_load_dword s14, s[6:7], 0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v3, s14
    v_mov_b32 v4, s12
    v_mov_b32 v5, s13
    global_store_dword v[4:5], v3, off
    s_endpgm
