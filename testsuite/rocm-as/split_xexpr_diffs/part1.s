# ROCm: expressions over another object's labels
.kernel k
.text
k:
 s_mov_b32 s0, fn_end - fn
 s_movk_i32 s1, fn_end - fn
 s_mov_b32 s2, (fn_end - fn) / 4
 s_mov_b32 s3, fn_end - fn + 8
 s_mov_b32 s4, (fn_end - k) >> 2
 s_movk_i32 s5, len
 s_movk_i32 s6, len2
 s_add_u32 s0, s1, len * 3
 v_mov_b32 v0, fn_end - fn
 s_branch fn
 s_branch fn + (fn_end - fn)
 s_cbranch_scc0 k + (fn_end - fn) * 4
.byte fn_end - fn
.short fn_end - fn
.hword fn_end - fn
.int fn_end - fn
.word fn_end - fn
.long fn_end - fn
.quad fn_end - fn
.quad (fn_end - fn) << 40
.int (fn_end - fn + 0x100000000) >> 32
.set len, fn_end - fn
len2 = fn_end - fn + 1
.global wb7
wb7 = wq5 + 1
