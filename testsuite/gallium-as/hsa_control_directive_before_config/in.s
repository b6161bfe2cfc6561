# .control_directive before .config (the kernel named again before .config)
.kernel k
  .control_directive
    .fill 128, 1, 0xee
.kernel k
  .config
    .dims xyz
    .tgsize
.text
k:
  .skip 256
  v_mov_b32 v5, 0
  s_endpgm
