# wave32 code of a kernel declared in another object: .use_wave32 in the
# declaring object's .config, .wave32 in the object of the code
.rocm
.kernel k0
    .config
        .dims x
        .use_wave32
.kernel k1
    .config
        .dims x
