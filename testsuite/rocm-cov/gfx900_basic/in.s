# One kernel with a global pointer, written as for clrxasm's ROCm format but
# without the '.skip 256' placeholder; the code object version comes from
# the command line (-mcode-object-version=N).
.rocm
.gpu GFX900
.kernel k
    .config
        .dims x
        .use_private_segment_buffer
        .use_kernarg_segment_ptr
        .arg out, "int*", 8, , globalbuf, i32, global, default
.text
k:
    s_load_dwordx2 s[0:1], s[4:5], 0x0
    v_mov_b32 v1, 0
    s_endpgm
