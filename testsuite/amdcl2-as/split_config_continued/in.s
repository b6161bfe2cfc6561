.kernel k
    .config
        .dims x
        .setupargs
        .arg a, int*, global
.kernel k
    .config
        .arg b, float
        .localsize 512
    .text
        s_endpgm
