# random program (seed 9012 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 3
.kernel k0
  .args
    .arg image2d_rd, 1
    .arg constant, 4, 4, 32, zext, general
  .config
    .ieeemode
    .spilledvgprs 11
    .localsize 3726
    .dims yxz
    .reserved_vgprs 97, 102
    .exceptions 0x23
    .hsa_pgmrsrc2 3627335339
    .reserved_sgprs 10, 23
    .floatmode 0x49
    .use_dynamic_call_stack
    .sgprsnum 75
    .wavefront_sgpr_count 79
    .use_debug_enabled
    .default_hsa_features
    .userdatanum 3
.kernel k1
  .config
    .dims 
    .debugmode
    .hsa_exceptions 119
    .scratchbuffer 77211
    .use_private_segment_size
    .wavefront_sgpr_count 74
    .ieeemode
    .hsa_tgsize
    .machine 0, 8, 0, 7
    .kernel_code_prefetch_size 2503
    .spilledvgprs 28
    .max_scratch_backing_memory 773544028294
    .hsa_ieeemode
.kernel k2
  .args
  .config
    .reserved_sgprs 32, 43
    .sgprsnum 21
    .reserved_vgprs 82, 101
    .privmode
    .pgmrsrc1 0x7b2c2de0
    .use_kernarg_segment_ptr
    .dx10clamp
    .vgprsnum 32
    .kernel_code_entry_offset 1892
.kernel k3
  .config
    .userdatanum 15
    .debugmode
    .reserved_vgprs 90, 109
    .priority 1
    .spilledvgprs 23
    .hsa_exceptions 62
    .default_hsa_features
    .hsa_debugmode
    .dims , xy
    .dx10clamp
    .use_private_segment_buffer
    .hsa_vgprsnum 242
    .pgmrsrc2 0xb762f67c
    .floatmode 0x1a
    .localsize 21404
    .use_private_segment_size
.globaldata
gd: .int 427, 201
.scratchsym scr
.text
.section .comment
.ascii "hello comment"
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k3:
  .skip 256
  s_nop 0
  s_endpgm
k1:
  .skip 256
  v_add_u32 v48, vcc, v1, v2
  v_add_u32 v31, vcc, v1, v2
  s_mov_b32 s18, scr&0xffffffff
  s_endpgm
k2:
  .kcode -k1, k0, k3, -k2
  s_mov_b32 s44, 1
  v_mov_b32 v3, 1
  .kcodeend
  .skip 256
  v_add_u32 v50, vcc, v1, v2
  s_nop 0
  s_mov_b32 s5, scr&0xffffffff
  s_endpgm
k0:
  .kcode -k3
  s_mov_b32 s6, 1
  v_mov_b32 v0, 1
  .kcodeend
  .skip 256
  v_mov_b32 v221, 0
  s_mov_b32 s73, 83
  v_add_u32 v91, vcc, v1, v2
  s_endpgm
