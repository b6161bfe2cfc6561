# random program (seed 9049 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
  .config
    .tgsize
    .hsa_pgmrsrc1 2682626401
    .use_xnack_enabled
    .dims y
    .use_flat_scratch_init
    .use_ptr64
    .spilledvgprs 37
    .spilledsgprs 41
    .hsa_localsize 5529
    .vgprsnum 109
    .sgprsnum 32
.kernel k1
  .args
  .config
    .spilledsgprs 25
    .privmode
    .tgsize
    .priority 0
    .use_dynamic_call_stack
    .localsize 4742
    .use_flat_scratch_init
    .use_ordered_append_gds
    .pgmrsrc1 0x56c480b5
    .dims y
    .workgroup_fbarrier_count 79
    .exceptions 0x71
.kernel k2
  .args
    .arg image2d_wr, 16
    .arg sampler, 3, 16, 2, sext
  .config
    .hsa_pgmrsrc2 1983952551
    .use_ptr64
    .call_convention 2101937764
    .use_queue_ptr
    .hsa_sgprsnum 66
    .hsa_privmode
    .pgmrsrc2 0x5adbeb66
    .use_dispatch_ptr
    .debugmode
    .hsa_localsize 14682
    .spilledsgprs 1
    .dims y
    .use_flat_scratch_init
    .use_ordered_append_gds
    .reserved_vgprs 37, 50
    .privmode
    .workitem_vgpr_count 167
.globaldata
gd: .int 626, 374
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k0:
  .skip 256
  s_nop 0
  s_endpgm
k1:
  .kcode k0, k2
  s_mov_b32 s44, 1
  v_mov_b32 v23, 1
  .kcodeend
  .skip 256
  s_mov_b32 s86, 47
  s_mov_b32 s46, 11
  v_add_u32 v51, vcc, v1, v2
  s_mov_b32 s71, 24
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_endpgm
k2:
  .kcode k2
  s_mov_b32 s7, 1
  v_mov_b32 v153, 1
  .kcodeend
  .skip 256
  v_mov_b32 v121, 0
  s_endpgm
