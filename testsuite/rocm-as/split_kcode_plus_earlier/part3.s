# declared after the .kcode + of the object before: not in its set
.kernel k2
    .config
        .dims x
.text
k2:
.skip 256
    s_endpgm
