.rocm
.arch_minor 0
.globaldata
.global gd0
gd0:
.int 92, 35
.kernel k0
    .config
        .dims xy
        .arg n, "", 4, 16, multigridsyncarg, long
        .arg n, 1, , value, f32
        .arg n, "float*", 12, 16, multigridsyncarg, f32
.text
k0:
.skip 256
    s_mov_b32 s78, gd0 - k0
    v_mov_b32 v32, v170
    s_add_u32 s0, s20, 59
    s_mov_b32 s11, s38
    v_mov_b32 v132, v159
    s_mov_b32 s65, . - gd0
    v_mov_b32 v123, v79
    s_endpgm
.section .comment
.ascii "@%9X@:*c "
