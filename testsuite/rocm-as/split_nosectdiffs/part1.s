# .nosectdiffs holds in its own object: each object says it
.rocm
.nosectdiffs
.kernel k0
    .config
        .dims x
