.rocm
.eflags 13
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.globaldata
.global gd0
gd0:
.int 49, 28, 8
.global gd1
gd1:
.int 46, 60, 85
.kernel k0
    .config
        .sgprsnum 104
        .reserved_vgprs 130, 143
        .pgmrsrc2 0x1d58b898
        .spilledsgprs 73
        .arg buf, "uint", 4, 4, globalbuf, int, region, read_write
.text
k0:
.skip 256
    s_nop 2
    s_endpgm
.size k0, 36
