# values needed before linking (.fill, .skip, .org, .align) that depend on another object's labels
.text
.set len, fn_end - fn
.fill len, 1, 0
.skip fn_end - fn
.org fn_end - fn
.align len
