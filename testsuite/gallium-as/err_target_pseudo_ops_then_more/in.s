# bad target pseudo-ops are the assembler's to report: every later error is reported too
.gallium
.gpu foo
.arch bar
.kernel k
  .config
    .dims x
.64bit
.arg scalar, 4
.text
k:
  s_endpgm
