# configuration produced by .macro, .rept, .irp and symbols
.set LDS, 3000
.macro kargs n
  .args
  .rept \n
    .arg scalar, 4
  .endr
    .arg griddim, 4
    .arg gridoffset, 4
.endm
.get_llvm_version lv
.irp name, ka, kb
.kernel \name
  kargs 3
  .config
    .dims x
    .localsize LDS
  .if lv >= 30900
    .spilledvgprs 2
  .endif
.endr
.text
ka:
  s_endpgm
.p2align 8
kb:
  .rept 4
  s_nop 0
  .endr
  s_endpgm
