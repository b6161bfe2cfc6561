.kernel k0
    .config
        .arg a, "", 24, 2, printfbuf, f16
        .arg n, "uint", 2, , gox, f64 const volatile
        .arg , "uint", 4, , queue, u64 volatile
        .arg x1, 4, 2, globalbuf, int, generic pipe
