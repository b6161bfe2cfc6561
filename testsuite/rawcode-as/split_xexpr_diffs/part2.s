.text
.global fn, fn_end, wq5
fn:
 s_nop 0
 s_nop 0
fn_end:
wq5 = 77
.int wb7
 s_mov_b32 s0, wb7
