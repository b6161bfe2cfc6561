.rocm
.md_version 1, 0
.printf 1, 4, 8, "id one %d %ld"
.printf , 4, "next free: %d"
.printf 7, "no args"
.printf , "colon: and \"quote\" and tab\t and \x01\x34"
.kernel kx
    .config
        .dims x
        .md_symname "kx@kd"
        .md_language "OpenCL C", 2, 0
        .reqd_work_group_size 8, 4, 2
        .work_group_size_hint 16, 1
        .fixed_work_group_size 4
        .vectypehint float4
        .runtime_handle "rt_handle"
        .spilledsgprs 3
        .spilledvgprs 9
        .md_kernarg_segment_size 200
        .md_kernarg_segment_align 16
        .md_group_segment_fixed_size 1024
        .md_private_segment_fixed_size 48
        .md_wavefront_size 64
        .md_sgprsnum 30
        .md_vgprsnum 20
        .max_flat_work_group_size 512
        .arg n, "uint", 4, , value, u32
        .arg x0, "char", 1, , value, char
        .arg x1, "uchar", 1, 1, value, uchar
        .arg x2, "short", 2, , value, short
        .arg x3, "ushort", 2, , value, ushort
        .arg x4, "int", 4, , value, int
        .arg x5, "uint", 4, , value, uint
        .arg x6, "long", 8, , value, long
        .arg x7, "ulong", 8, , value, ulong
        .arg x8, "half", 2, , value, half
        .arg x9, "float", 4, , value, float
        .arg x10, "double", 8, , value, double
        .arg x11, "s", 12, , value, struct
        .arg y0, "", 1, , value, i8
        .arg y1, "", 1, , value, u8
        .arg y2, "", 2, , value, i16
        .arg y3, "", 2, , value, u16
        .arg y4, "", 2, , value, f16
        .arg y5, "", 4, , value, i32
        .arg y6, "", 4, , value, u32
        .arg y7, "", 4, , value, f32
        .arg y8, "", 8, , value, i64
        .arg y9, "", 8, , value, u64
        .arg y10, "", 8, , value, f64
        .arg g0, "float*", 8, , globalbuf, f32, global, default const restrict volatile
        .arg g1, "float*", 8, 8, globalbuf, f32, constant, read_only
        .arg g2, "float*", 8, , globalbuf, f32, generic, rdonly
        .arg g3, "float*", 8, , globalbuf, f32, region, write_only
        .arg g4, "float*", 8, , globalbuf, f32, private, wronly
        .arg g5, "float*", 8, , globalbuf, f32, local, read_write
        .arg g6, "float*", 8, , globalbuf, f32, global, rdwr
        .arg g7, "float*", 8, , globalbuf, f32, global
        .arg d0, "int*", 4, , dynshptr, i32, 16, local
        .arg d1, "int*", 4, , dynshptr, i32, 1, private
        .arg i0, "image2d_t", 8, , image, struct, read_only, default
        .arg i1, "image2d_t", 8, , image, struct, write_only
        .arg i2, "image3d_t", 8, , image, struct
        .arg p0, "pipe", 8, , pipe, struct, rdwr, rdonly pipe
        .arg p1, "pipe", 8, , pipe, struct
        .arg s0, "sampler_t", 4, , sampler, struct
        .arg q0, "queue_t", 8, , queue, struct
        .arg , "", 8, , gox, i64
        .arg , "", 8, , goy, i64
        .arg , "", 8, , goz, i64
        .arg , "", 8, , globaloffsetx, i64
        .arg , "", 8, , globaloffsety, i64
        .arg , "", 8, , globaloffsetz, i64
        .arg , "", 8, , none, i8
        .arg , "", 8, , printfbuf, i8
        .arg , "", 8, , defqueue, i8
        .arg , "", 8, , complact, i8
        .arg , "", 8, , multigridsyncarg, i8
        .arg CASE, "", 4, , VALUE, INT
.kernel ky
    .config
.text
kx: .skip 256
    s_endpgm
.p2align 8
ky: .skip 256
    s_endpgm
