# .config and .proginfo for one kernel (here from two objects): refused
.gallium
.kernel k
    .config
        .dims x
.kernel k
    .proginfo
        .entry 0xb848, 0
.text
k:      s_endpgm
