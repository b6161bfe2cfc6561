# random program (seed 9022 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .config
    .use_flat_scratch_init
    .reserved_sgprs 22, 23
    .use_ptr64
    .use_dispatch_id
    .exceptions 0x14
    .floatmode 0x15
    .debugmode
    .use_private_segment_size
    .dims xy
    .kernel_code_prefetch_size 838
    .scratchbuffer 42929
    .use_ordered_append_gds
  .control_directive
    .fill 32, 4, 0x38962039
.kernel k1
  .config
    .kernarg_segment_size 317
    .hsa_tgsize
    .use_dynamic_call_stack
    .debug_private_segment_buffer_sgpr 61
    .hsa_sgprsnum 99
    .kernel_code_entry_offset 4026
    .hsa_priority 2
    .spilledsgprs 23
    .vgprsnum 108
.globaldata
gd: .int 865, 662
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.weak wsym
wsym = 0x1234
.text
k1:
  .skip 256
  v_mov_b32 v89, 0
  v_add_i32 v10, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  .kcode -k1, k0
  s_mov_b32 s60, 1
  v_mov_b32 v82, 1
  .kcodeend
  .skip 256
  s_mov_b32 s32, 98
  s_mov_b32 s16, 21
  v_mov_b32 v6, 0
  s_endpgm
