.rocm
.nosectdiffs
.md_version 1, 3

.text
.p2align 8
.globaldata
.global gd0
gd0:
.int 55, 49
.global gd1
gd1:
.int 85
.global gd2
gd2:
.int 75, 93, 26, 65

.text
.p2align 8
.kernel k0
    .config
        .arg a, "", 24, 2, printfbuf, f16
        .arg n, "uint", 2, , gox, f64 const volatile
        .arg , "uint", 4, , queue, u64 volatile
        .arg x1, 4, 2, globalbuf, int, generic pipe

.text
.p2align 8
.text
k0:
.skip 256
    s_endpgm
