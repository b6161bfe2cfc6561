.hsalayout
.globaldata
.global gd
gd:     .int 1, 2
.kernel a
    .config
        .dims x
        .arg p, int*, global
.kernel b
    .hsaconfig
        .default_hsa_features
