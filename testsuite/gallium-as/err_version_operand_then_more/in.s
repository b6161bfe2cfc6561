# a bad operand of .llvm_version and .driver_version: the preprocessor leaves them to the assembler, which reports every error
.gallium
.llvm_version
.driver_version x
.kernel k
.arg scalar, 4
.text
k:
  s_endpgm
