.rocm
.newbinfmt
.arch_minor 9
.globaldata
gd0:
.int 49, 68, 82
.global gd1
gd1:
.int 73, 14
gd2:
.int 23
.kernel k0
    .config
        .arg a, 4, 1, printfbuf, i64
.text
.global k0
k0:
.skip 256
    s_add_u32 s84, s39, 47
    s_endpgm
.size gd0, 76
