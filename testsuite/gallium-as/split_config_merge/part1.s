# separate: one kernel's .config settings given in two objects (later ones win)
.kernel k
  .args
    .arg global, 8
  .config
    .dims x
    .localsize 100
    .floatmode 0x30
.text
k:
  s_mov_b32 s10, 0
  s_endpgm
