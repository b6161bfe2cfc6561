# random program (seed 9048 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 1
.kernel k0
  .args
    .arg image3d_wr, 4
    .arg global, 2
  .config
    .dims x
    .priority 3
    .hsa_ieeemode
    .sgprsnum 66
    .hsa_floatmode 252
    .group_segment_align 64
    .spilledvgprs 49
    .use_debug_enabled
    .ieeemode
    .wavefront_size 1
    .scratchbuffer 51945
    .use_xnack_enabled
.kernel k1
  .args
    .arg global, 12
    .arg global, 4, 4
    .arg constant, 4
  .proginfo
    .entry 0xfd71, 0x8d5badd
    .entry 0x7a85, 0xcd6dd7b6
    .entry 0x4f5e, 0x6fd12fc1
.kernel k2
  .config
    .sgprsnum 23
    .dims , y
    .kernel_code_entry_offset 1916
    .scratchbuffer 78910
    .codeversion 3, 2
    .hsa_tgsize
    .privmode
    .spilledvgprs 23
    .use_ordered_append_gds
    .priority 1
    .use_dispatch_ptr
    .workitem_private_segment_size 2989
    .hsa_floatmode 6
    .hsa_vgprsnum 248
    .pgmrsrc1 0x3169eb0a
    .localsize 28988
.text
.section .comment
.ascii "hello comment"
.text
k0:
  .skip 256
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k1:
  s_nop 0
  v_add_u32 v56, vcc, v1, v2
  s_endpgm
k2:
  .skip 256
  s_nop 0
  s_mov_b32 s72, 51
  s_nop 0
  s_endpgm
