# archive: part1 uses a global symbol defined by archive member lib2.s
.kernel k
  .config
    .dims x
.text
k:
  s_mov_b32 s0, helper_value
  s_endpgm
