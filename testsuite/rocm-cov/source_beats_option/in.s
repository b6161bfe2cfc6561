# The code object version in the source (5) beats the command line's
# -mcode-object-version=4 (args): the output is a code object v5.
.rocm
.gpu GFX900
.amdhsa_code_object_version 5     # beats -mcode-object-version=4 (args)
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
