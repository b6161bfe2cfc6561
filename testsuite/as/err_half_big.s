.half 65504
.half 65520
