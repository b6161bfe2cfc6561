# without .dims the dimensions come from .pgmrsrc2 (TGID bits and TIDIG_COMP_CNT)
.kernel p1
  .config
    .pgmrsrc2 0x00000380
.kernel p2
  .config
    .pgmrsrc2 0x00001100
.kernel p3
  .config
    .pgmrsrc2 0xffffffff
.kernel p4
  .config
    .pgmrsrc2 0xffffffff
    .dims x
.kernel p5
  .config
    .pgmrsrc1 0xffffffff
.text
p1: s_endpgm
p2: s_endpgm
p3: s_endpgm
p4: s_endpgm
p5: s_endpgm
