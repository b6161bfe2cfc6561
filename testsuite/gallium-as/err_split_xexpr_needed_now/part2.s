.text
.global fn, fn_end
fn:
 s_nop 0
fn_end:
