.amdcl2
.gpu Hawaii
.kernel a
    .config
        .sgprsnum 50
        .useenqueue
    .text
        s_endpgm
.kernel b
    .config
        .sgprsnum 1
    .text
        s_endpgm
.kernel c
    .hsaconfig
        .sgprsnum 30
    .text
        s_endpgm
