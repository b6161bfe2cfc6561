# scratch relocations in a 64-bit inner ELF, two kernels
.scratchsym sc
.kernel a
  .config
    .dims x
.kernel b
  .config
    .dims x
.text
a:
  s_mov_b32 s12, sc
  s_mov_b32 s13, sc>>32
  s_endpgm
.p2align 8
b:
  s_mov_b32 s13, sc/0x100000000
  s_mov_b32 s12, sc&0xffffffff
  s_endpgm
