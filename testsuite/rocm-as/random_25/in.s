.format rocm
.llvm10binfmt
.arch_minor 0
.target "x"
.md_version 0, 1
.printf , 8, 2, "c%X"
.printf , 1, "-a\t&**b% -!%"
.globaldata
.fill 128, 1, 0
.kernel k0
    .config
        .use_grid_workgroup_count xyz
        .pgmrsrc2 0xaedbe24f
        .wavefront_size 32
        .use_dispatch_ptr
        .codeversion 0, 2
        .vectypehint d_x
        .md_kernarg_segment_align 8
        .md_symname "0-"
        .arg ptr_2, 24, 8, printfbuf, u16
        .arg n, "int4", 12, 8, globalbuf, short, region, read_only const
.kernel k1
    .config
        .localsize 11097
        .kernel_code_entry_offset 256
        .codeversion 2, 3
        .workgroup_fbarrier_count 3725
        .pgmrsrc1 0x77b780d6
        .kernel_code_entry_offset 512
        .use_grid_workgroup_count xy
        .md_private_segment_fixed_size 2918
        .md_kernarg_segment_size 298
        .arg buf, "int4", 4, , goz, i16 const restrict const
        .arg , "int4", 2, 1, globaloffsetx, f32 pipe
        .arg a, "image2d_t", 4, 2, sampler, i32 pipe
        .arg n, "", 8, , pipe, u8
        .arg ptr_2, "uint", 16, , globalbuf, double, generic, default
.text
k0:
.skip 256
    v_mov_b32 v105, v177
    v_add_f32 v41, v238, v92
    s_endpgm
.p2align 8
k1:
.skip 256
    s_nop 4
    s_nop 6
    v_add_f32 v245, v73, v162
    s_add_u32 s70, s44, 16
    s_endpgm
