.rocm
.kernel k
    .config
        .arg a, "int", 0, , value, i32
        .arg b, "int", 4, 3, value, i32
        .arg c, "int", 4, , valu, i32
        .arg d, "int", 4, , value, i33
        .arg e, "int*", 8, , globalbuf, i32, glob
        .arg f, "int*", 8, , dynshptr, i32, 3, local
        .arg g, "int", 4, , value, i32 cons
        .arg h, "img", 8, , image, struct, readonly
        .arg i, "int" 4, , value, i32
        .arg j, "int", 4, , value
        .arg k, "int", 4
        .arg 9l, "int", 4, , value, i32
        .arg m, "int*", 8, , globalbuf, i32
        .arg n, "int", 4, , value, i32 averyveryverylongflagname
.text
k:  .skip 256
    s_endpgm
