# values needed before linking (.fill, .skip, .org, .align) that depend on another object's labels
.text
.set len, fn_end - fn
.fill len, 1, 0
.skip fn_end - fn
.org fn_end - fn
.align len
.text
.p2align 8
.text
.global fn, fn_end
fn:
 s_nop 0
fn_end:
