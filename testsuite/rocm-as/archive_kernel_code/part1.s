# archive: kernel k2 declared in part1 with its metadata, its code and a
# global data word in archive member lib1.s; lib2.s is not linked
.rocm
.md_version 1, 0
.kernel k1
    .config
        .dims x
        .arg n, "uint", 4, , value, u32
.kernel k2
    .config
        .dims xy
        .use_kernarg_segment_ptr
        .arg a, "float*", 8, , globalbuf, f32, global
.text
k1:
.skip 256
    s_endpgm
