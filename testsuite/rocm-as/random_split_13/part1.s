.format rocm
.arch_minor 6
.arch_stepping 0
.eflags 46
.target "x"
.md_version 0, 2
.kernel k0
    .config
        .codeversion 3, 3
        .private_elem_size 16
        .md_kernarg_segment_align 32
        .md_wavefront_size 128
        .arg ptr_2, "int4", 12, , globaloffsetz, uchar
        .arg ptr_2, "float*", 8, , defqueue, i32 const pipe
