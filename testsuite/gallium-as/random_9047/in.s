# random program (seed 9047 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 0
.kernel k0
  .config
    .hsa_floatmode 12
    .gds_segment_size 24001
    .pgmrsrc2 0x52cc6ad0
    .dx10clamp
    .call_convention 612931759
    .sgprsnum 99
    .exceptions 0x7a
    .localsize 31710
    .dims 
    .codeversion 3, 4
    .hsa_priority 0
    .hsa_scratchbuffer 6605
    .debugmode
.kernel k1
.kernel k2
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k2:
  .kcode +k1, k0
  s_mov_b32 s69, 1
  v_mov_b32 v153, 1
  .kcodeend
  s_nop 0
  s_nop 0
  v_mov_b32 v228, 0
  v_mov_b32 v111, 0
  v_mov_b32 v131, 0
  s_endpgm
k1:
  s_nop 0
  s_endpgm
k0:
  .kcode k0, +k1
  s_mov_b32 s33, 1
  v_mov_b32 v147, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_endpgm
