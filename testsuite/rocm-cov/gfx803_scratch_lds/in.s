# Two kernels on GFX803 (no xnack, no sramecc): one with scratch and a
# fixed LDS size, one with a dynamic LDS pointer and two dimensions.
.rocm
.gpu Fiji
.kernel fill
    .config
        .dims x
        .use_private_segment_buffer
        .use_kernarg_segment_ptr
        .scratchbuffer 64
        .localsize 1024
        .arg out, "int*", 8, , globalbuf, i32, global, default
        .arg n, "uint", 4, , value, u32
.kernel copy
    .config
        .dims xy
        .use_kernarg_segment_ptr
        .arg src, "int*", 8, , globalbuf, i32, global, default const
        .arg dst, "int*", 8, , globalbuf, i32, global, default
        .arg lds, "int*", 4, , dynshptr, i32, 4, local
.text
fill:
    s_load_dword s8, s[4:5], 0x8
    v_mov_b32 v1, 0
    buffer_store_dword v1, off, s[0:3], s7 offset:4
    s_waitcnt lgkmcnt(0)
    s_endpgm
.p2align 8
copy:
    s_load_dwordx4 s[4:7], s[0:1], 0x0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    flat_load_dword v4, v[2:3]
    v_mov_b32 v2, s6
    v_mov_b32 v3, s7
    s_waitcnt vmcnt(0) & lgkmcnt(0)
    flat_store_dword v[2:3], v4
    s_endpgm
