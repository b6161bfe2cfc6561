# random program (seed 9027 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 0
.kernel k0
  .proginfo
    .entry 0x43a8, 0xde6576d8
    .entry 0x242c, 0xb90708a9
    .entry 0x9333, 0x5a6d1ca
    .entry 0xc69e, 0x966869c
    .entry 0xd5b1, 0x6f3cf53
.text
.text
k0:
  v_mov_b32 v218, 0
  s_mov_b32 s52, 62
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
