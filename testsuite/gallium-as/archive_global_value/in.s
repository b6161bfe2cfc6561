# archive: part1 uses a global symbol defined by archive member lib2.s
.kernel k
  .config
    .dims x
.text
k:
  s_mov_b32 s0, helper_value
  s_endpgm
.text
.p2align 8
# defines helper_value
.global helper_value
helper_value = 0x1234
.text
  v_mov_b32 v60, 0
  s_endpgm
