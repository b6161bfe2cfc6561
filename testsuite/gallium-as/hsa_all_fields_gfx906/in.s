# LLVM 4.0: every HSA header pseudo-op, GCN 1.4.1, 64-bit
.kernel k
  .config
    .dims x

    .codeversion 1, 2
    .machine 1, 8, 0, 3
    .kernel_code_entry_offset 256
    .kernel_code_prefetch_offset 0x100
    .kernel_code_prefetch_size 0x2000
    .max_scratch_backing_memory 0x10000
    .use_private_segment_buffer
    .use_dispatch_ptr
    .use_queue_ptr
    .use_kernarg_segment_ptr
    .use_dispatch_id
    .use_flat_scratch_init
    .use_private_segment_size
    .use_grid_workgroup_count xyz
    .use_ordered_append_gds
    .private_elem_size 16
    .use_ptr64
    .use_dynamic_call_stack
    .use_debug_enabled
    .use_xnack_enabled
    .workitem_private_segment_size 48
    .workgroup_group_segment_size 1024
    .gds_segment_size 64
    .kernarg_segment_size 88
    .workgroup_fbarrier_count 3
    .wavefront_sgpr_count 40
    .workitem_vgpr_count 20
    .reserved_vgprs 10, 13
    .reserved_sgprs 20, 21
    .debug_wavefront_private_segment_offset_sgpr 30
    .debug_private_segment_buffer_sgpr 32
    .kernarg_segment_align 64
    .group_segment_align 128
    .private_segment_align 32
    .wavefront_size 64
    .call_convention 0x11
    .runtime_loader_kernel_symbol 0x123456789a

.text
k:
  .skip 256
  s_endpgm
