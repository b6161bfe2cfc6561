.rocm
.arch_minor 0x100000005
.eflags 0x1ffffffff
.kernel k
    .config
        .pgmrsrc1 0x1ffffffff
        .floatmode 0x1c0
        .priority 7
        .exceptions 0x1ff
        .call_convention 0x1ffffffff
        .gds_segment_size 0x100000010
        .workgroup_fbarrier_count 0x100000002
        .scratchbuffer 0x100000100
        .machine 0x10001, 2, 3, 4
        .codeversion 0x100000001, 0x20005
.text
k:  .skip 256
    s_endpgm
