.format rocm
.llvm10binfmt
.target ""
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.printf , 8, 1, "\\c"
.printf 1, "YX'-:_X!"
.printf , " &&Z a%c:"

.text
.p2align 8
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 81, 63, 95, 59
.global ls0, ls1
ls0 = k0 - gd0
ls1 = k0 + (k0 - gd0)
.kernel k0
    .config
        .machine 17, 4, 19, 17
        .exceptions 0x25
        .workgroup_group_segment_size 18235
        .private_segment_align 64
        .reserved_vgprs 139, 178
        .dims y, y
        .vectypehint d_x
        .spilledsgprs 100
        .arg buf, "int4", 24, 2, pipe, ushort, rdonly, read_write
        .arg x1, "float*", 12, 1, sampler, i8
        .arg , 2, , multigridsyncarg, u32 restrict

.text
.p2align 8
.text
.global k0
k0:
.skip 256
    s_mov_b32 s53, (gd0 - .) & 0xffff
    v_add_f32 v155, v170, v246
    .int . - gd0
    .int (gd0 - .)*3
    s_nop 1
    s_mov_b32 s100, s17
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
