# .get_driver_version/.get_llvm_version stored in symbols, used in data and .if
.get_driver_version dv
.get_llvm_version lv
.kernel k
  .config
    .dims x
.globaldata
  .int dv, lv
.text
k:
.if lv >= 40000
  .skip 256
.endif
.if dv >= 170000
  s_mov_b32 s40, 0
.else
  s_mov_b32 s10, 0
.endif
  s_endpgm
