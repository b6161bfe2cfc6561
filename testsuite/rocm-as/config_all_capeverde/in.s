.rocm
.kernel kx
    .config
        .dims xyz, xz
        .vgprsnum 37
        .pgmrsrc1 0x12340000
        .pgmrsrc2 0x3000e000
        .pgmrsrc3 0x5
        .floatmode 0x3f
        .priority 2
        .exceptions 0x55
        .ieeemode
        .dx10clamp
        .debugmode
        .privmode
        .tgsize
        .localsize 1000
        .scratchbuffer 200
        .codeversion 1, 2
        .machine 3, 7, 1, 5
        .kernel_code_entry_offset 0x200
        .kernel_code_prefetch_offset 0x1234
        .kernel_code_prefetch_size 0x4321
        .max_scratch_backing_memory 0x800
        .gds_segment_size 96
        .kernarg_segment_size 48
        .workgroup_fbarrier_count 7
        .wavefront_sgpr_count 21
        .workitem_vgpr_count 33
        .debug_private_segment_buffer_sgpr 103
        .debug_wavefront_private_segment_offset_sgpr 5
        .private_elem_size 8
        .kernarg_segment_align 64
        .group_segment_align 128
        .private_segment_align 32
        .wavefront_size 32
        .call_convention 0x11223344
        .runtime_loader_kernel_symbol 0x123456789a
        .reserved_sgprs 3, 9
        .reserved_vgprs 12, 40
        .use_private_segment_buffer
        .use_dispatch_ptr
        .use_queue_ptr
        .use_kernarg_segment_ptr
        .use_dispatch_id
        .use_flat_scratch_init
        .use_private_segment_size
        .use_grid_workgroup_count yz
        .use_ordered_append_gds
        .use_ptr64
        .use_dynamic_call_stack
        .use_debug_enabled
        .use_xnack_enabled
.text
kx:
    .skip 256
    s_mov_b32 s10, s3
    v_mov_b32 v7, v2
    s_endpgm
