# after an error, every use of an undefined symbol is reported too, as clrxasm does at the end
.gallium
.byte 1, 2 3
.text
  s_mov_b32 s0, foo
  .int bar+1
x = baz
