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
