# Code object v5 chosen by the source, with the hidden arguments that HIP's
# runtime fills (LLVM's value kinds; offsets given with .metadatav3, the
# others after the previous argument at its natural alignment).
.rocm
.gpu GFX900
.amdhsa_code_object_version 5
.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack-"
.metadatav3
.kernel hip
    .config
        .dims x
        .use_kernarg_segment_ptr
        .arg out, "int*", 8, , global_buffer, i32, global, default
        .arg , "", 4, , hidden_block_count_x, i32
        .arg , "", 4, , hidden_block_count_y, i32
        .arg , "", 4, , hidden_block_count_z, i32
        .arg , "", 2, , hidden_group_size_x, i16
        .arg , "", 2, , hidden_group_size_y, i16
        .arg , "", 2, , hidden_group_size_z, i16
        .arg , "", 2, , hidden_remainder_x, i16
        .arg , "", 2, , hidden_remainder_y, i16
        .arg , "", 2, , hidden_remainder_z, i16
        .arg , "", 8, 48, hidden_global_offset_x, i64
        .arg , "", 8, , hidden_global_offset_y, i64
        .arg , "", 8, , hidden_global_offset_z, i64
        .arg , "", 2, , hidden_grid_dims, i16
        .arg , "", 8, 80, hidden_hostcall_buffer, i8
        .arg , "", 8, 96, hidden_heap_v1, i8
        .arg , "", 4, 120, hidden_dynamic_lds_size, i32
        .arg , "", 4, 192, hidden_private_base, i32
        .arg , "", 4, , hidden_shared_base, i32
        .arg , "", 8, , hidden_queue_ptr, i64
.text
hip:
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_load_dword s6, s[0:1], 0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v1, s6
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    global_store_dword v[2:3], v1, off
    s_endpgm
