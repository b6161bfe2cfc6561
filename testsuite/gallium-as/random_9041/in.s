# random program (seed 9041 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 1
.kernel k0
  .args
    .arg global, 2
    .arg global, 2
  .proginfo
    .entry 0x1eb7, 0x8ae6a4b5
.kernel k1
  .config
    .private_elem_size 2
    .sgprsnum 8
    .privmode
    .use_dispatch_id
    .scratchbuffer 92987
    .priority 0
    .kernarg_segment_align 32
    .pgmrsrc2 0x4881f1b0
    .dims xy, zx
    .call_convention 2399726906
    .machine 0, 4, 5, 8
    .gds_segment_size 28862
    .floatmode 0xa8
    .exceptions 0x3c
.globaldata
gd: .int 995, 587
.text
.section .comment
.ascii "hello comment"
.section .usr, "aw"
usrlab: .byte 1,2,3
.weak wsym
wsym = 0x1234
.text
k1:
  .skip 256
  s_nop 0
  v_mov_b32 v175, 0
  v_add_i32 v93, vcc, v1, v2
  v_mov_b32 v231, 0
  v_add_i32 v56, vcc, v1, v2
  s_endpgm
k0:
  v_add_i32 v19, vcc, v1, v2
  v_mov_b32 v93, 0
  s_nop 0
  s_endpgm
