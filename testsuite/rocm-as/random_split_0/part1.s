.format rocm
.eflags 11
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.printf , "@"
.kernel k0
    .config
        .wavefront_sgpr_count 8
        .md_wavefront_size 32
        .md_sgprsnum 66
        .md_symname "@@&a\"0 'b\xd3"
        .arg a, "float*", 4, , image, u32, wronly, read_only
        .arg buf, "", 1, 8, sampler, f64
        .arg a, "", 12, 4, sampler, i8 volatile pipe restrict
        .arg , "", 12, 2, goy, struct restrict
        .arg n, "", 24, 1, goy, f32
