# .scratchsym relocations on GCN 1.4, more operand forms
.scratchsym sc
.kernel k
  .config
    .dims x
.text
k:
  s_add_u32 s0, s0, sc
  s_addc_u32 s1, s1, sc>>32
  v_add_u32 v0, sc, v1
  s_mov_b32 s2, sc%0x200000000
  s_mov_b32 s3, sc&0xffffffffffffffff
  s_endpgm
