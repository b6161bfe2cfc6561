.amdcl2
.gpu Carrizo
.kernel h
    .hsaconfig
        .dims xy
        .sgprsnum 40
        .vgprsnum 20
        .pgmrsrc1 0x400000
        .pgmrsrc2 0x100
        .floatmode 0x1f0
        .priority 1
        .exceptions 0xff
        .userdatanum 6
        .localsize 512
        .gdssize 64
        .scratchbuffer 16
        .ieeemode
        .dx10clamp
        .debugmode
        .privmode
        .tgsize
        .codeversion 2, 1
        .machine 2, 8, 1, 3
        .kernel_code_entry_offset 256
        .kernel_code_prefetch_offset 16
        .kernel_code_prefetch_size 32
        .max_scratch_backing_memory 48
        .use_private_segment_buffer
        .use_dispatch_ptr
        .use_queue_ptr
        .use_kernarg_segment_ptr
        .use_dispatch_id
        .use_flat_scratch_init
        .use_private_segment_size
        .use_grid_workgroup_count xz
        .use_ordered_append_gds
        .private_elem_size 8
        .use_ptr64
        .use_dynamic_call_stack
        .use_debug_enabled
        .use_xnack_enabled
        .workitem_private_segment_size 40
        .workgroup_group_segment_size 1024
        .gds_segment_size 128
        .kernarg_segment_size 96
        .workgroup_fbarrier_count 3
        .wavefront_sgpr_count 44
        .workitem_vgpr_count 22
        .reserved_sgprs 10, 12
        .reserved_vgprs 5, 9
        .debug_wavefront_private_segment_offset_sgpr 7
        .debug_private_segment_buffer_sgpr 8
        .kernarg_segment_align 32
        .group_segment_align 64
        .private_segment_align 128
        .wavefront_size 32
        .call_convention 5
        .runtime_loader_kernel_symbol 0x1234
        .cws 4
        .vectypehint int
        .setupargs
        .arg a, long*, global
        .arg b, double
    .control_directive
        .fill 128, 1, 0x5a
    .text

        s_load_dwordx2 s[0:1], s[4:5], 0
        s_waitcnt lgkmcnt(0)
        v_mov_b32 v1, s0
        v_add_f32 v2, v1, v0
        s_endpgm
