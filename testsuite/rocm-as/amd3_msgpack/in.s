.amd3
.globaldata
.fill 128, 1, 0
.printf 1, 4, "x=%d"
.printf , "y:z"
.md_version 1, 0
.kernel k1
    .config
        .dims xy
        .use_private_segment_buffer
        .use_kernarg_segment_ptr
        .md_symname "k1.kd"
        .md_language "OpenCL C", 2, 0
        .reqd_work_group_size 64
        .work_group_size_hint 32, 2
        .vectypehint uint4
        .arg a, "int*", 8, , globalbuf, i32, global, default const
        .arg b, "int", 4, , value, i32
        .arg , "", 8, 16, gox, i64
        .arg i, "image2d_t", 8, , image, struct, read_only, write_only
        .arg p, "pipe", 8, , pipe, struct, rdwr
        .arg d, "int*", 4, , dynshptr, i32, 4, local
.kernel k2
    .config
        .md_kernarg_segment_align 8
        .md_sgprsnum 12
        .max_flat_work_group_size 128
        .spilledsgprs 1
.text
k1:
    s_mov_b32 s3, 0
    s_endpgm
.p2align 8
k2:
    v_mov_b32 v3, 0
    s_endpgm
