# .config while the LLVM version is below 4.0, raised to 4.0 afterwards:
# the kernel gets an HSA header with no HSA configuration (all-ones fields)
.gallium
.kernel a
    .config
        .dims x
        .sgprsnum 12
.llvm_version 40000
.text
a:      .skip 256
        s_endpgm
