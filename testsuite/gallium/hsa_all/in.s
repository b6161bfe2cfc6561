# LLVM 4.0: every HSA setting, the merge with the Gallium settings, the control directive, .arch_minor/.arch_stepping, kernel argument segment size
.gallium
.arch_minor 7
.arch_stepping 9
.kernel k1
    .config
        .dims xy
        .hsa_dims z
        .sgprsnum 20
        .hsa_sgprsnum 24
        .hsa_vgprsnum 17
        .hsa_userdatanum 10
        .hsa_pgmrsrc1 0x1000000
        .hsa_pgmrsrc2 0x2000
        .hsa_floatmode 0x3c
        .hsa_priority 2
        .hsa_exceptions 0x5
        .hsa_localsize 2048
        .hsa_scratchbuffer 64
        .hsa_ieeemode
        .hsa_dx10clamp
        .hsa_debugmode
        .hsa_privmode
        .hsa_tgsize
        .kernel_code_entry_offset 0x100
        .kernel_code_prefetch_offset 16
        .kernel_code_prefetch_size 32
        .max_scratch_backing_memory 4096
        .kernarg_segment_size 64
        .runtime_loader_kernel_symbol 0x1234567890
        .gds_segment_size 128
        .workgroup_fbarrier_count 3
        .call_convention 0x11
        .wavefront_sgpr_count 30
        .workitem_vgpr_count 20
        .debug_private_segment_buffer_sgpr 10
        .debug_wavefront_private_segment_offset_sgpr 12
        .kernarg_segment_align 32
        .group_segment_align 64
        .private_segment_align 16
        .wavefront_size 64
        .private_elem_size 8
        .machine 2, 9, 1, 5
        .codeversion 2, 3
        .reserved_sgprs 4, 9
        .reserved_vgprs 10, 12
        .use_private_segment_buffer
        .use_dispatch_ptr
        .use_queue_ptr
        .use_kernarg_segment_ptr
        .use_dispatch_id
        .use_flat_scratch_init
        .use_private_segment_size
        .use_grid_workgroup_count xz
        .use_ordered_append_gds
        .use_ptr64
        .use_dynamic_call_stack
        .use_debug_enabled
        .use_xnack_enabled
.kernel k2
    .config
        .default_hsa_features
        .dims x, xy
        .floatmode 0
        .priority 1
        .hsa_priority 7
        .hsa_exceptions 0xff
        .workgroup_group_segment_size 100
        .workitem_private_segment_size 12
        .localsize 500
        .scratchbuffer 4
    .control_directive
        .fill 32, 4, 0x01020304
.kernel k3
    .args
        .arg global, 8
        .arg scalar, 2, 4, 4, sext
        .arg scalar, 16
        .arg griddim, 4
        .arg gridoffset, 4
        .arg scalar, 4, 4, 32
    .config
        .use_flat_scratch_init
        .use_xnack_enabled
        .use_kernarg_segment_ptr
.kernel k4
    .proginfo
        .entry 0xb848, 0xc0040
.text
k1:
.skip 256
s_mov_b32 s3, 0
v_mov_b32 v5, 0
s_endpgm
.p2align 8
k2:
.skip 256
s_mov_b32 s30, 0
v_cndmask_b32 v1, v2, v3, vcc
s_endpgm
.p2align 8
k3:
.skip 256
s_mov_b32 s11, 0
v_mov_b32 v0, 0
s_endpgm
.p2align 8
k4:
s_mov_b32 s1, 0
s_endpgm
