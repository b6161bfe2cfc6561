# expected by hand: instruction operands that name symbols of another
# object become relocations: a branch R_AMDGPU_REL16 (addend: the constant,
# the linker computes (S + A - P - 4) / 4 with P the instruction), a
# 32-bit literal ABS32 (the linker truncates with a warning, as clrxasm
# warns), its dwords `x & 0xffffffff` / `x % 0x100000000` ABS32_LO and
# `x >> 32` / `x / 0x100000000` / `x // 0x100000000` ABS32_HI, `x - .`
# (`.` is the instruction) REL32 / REL32_LO / REL32_HI with P the literal
# (addend: the constant + the literal's offset in the instruction); each use is also an R_AMDGPU_NONE reference, in clrxasm's
# order of "Unresolved symbol" errors (checked against it: lines 20-22 'pc',
# 12-18 'ext', 11 and 19 'br')
s_branch br + 8
s_mov_b32 s0, ext + 1
s_mov_b32 s1, ext & 0xffffffff
s_mov_b32 s2, (ext + 4) % 0x100000000
s_mov_b32 s3, ext >> 32
s_mov_b32 s4, ext / 0x100000000
s_mov_b32 s5, (ext - 2) // 0x100000000
v_add_f32 v0, ext, v0
s_cbranch_vccz br
s_mov_b32 s6, pc - .
s_mov_b32 s7, (pc - . + 4) & 0xffffffff
v_mov_b32 v1, (pc - .) >> 32
