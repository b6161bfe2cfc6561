# every setting of .config (LLVM 3.9: five ProgInfo entries), ProgInfo
# kernels with fewer entries, a kernel with no configuration, masks
.gallium
.llvm_version 30900
.kernel all
    .config
        .dims xz
        .debugmode
        .dx10clamp
        .exceptions 0xff
        .floatmode 0x13c
        .ieeemode
        .localsize 1000
        .pgmrsrc1 0x3000000
        .pgmrsrc2 0x80002000
        .priority 6
        .privmode
        .scratchbuffer 100
        .sgprsnum 30
        .vgprsnum 40
        .spilledsgprs 7
        .spilledvgprs 9
        .tgsize
        .userdatanum 6
.kernel fromrsrc2
    .config
        .pgmrsrc2 0x1900
        .userdatanum 2
.kernel noconfig
.kernel pinfo3
    .proginfo
        .entry 0x1111, 0x2222
.kernel pinfo5
    .proginfo
        .entry 0xb848, 0x1
        .entry 0xb84c, 0x2
        .entry 0xb860, 0x3
        .entry 0x4, 0x4
        .entry 0x8, 0x5
.text
all:
        s_mov_b32 s5, s3
        v_mov_b32 v7, v1
        s_endpgm
.p2align 8
fromrsrc2:
        s_mov_b32 s20, 0
        s_endpgm
.p2align 8
noconfig:
pinfo3:
pinfo5:
        s_endpgm
