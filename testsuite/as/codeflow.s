# code-flow annotations for a register allocator: targets in this section,
# defined before or after, several per line
.cf_start
start:
s_nop 0
.cf_jump next, start
.cf_cjump next + 4
.cf_call 1f, .
next:
s_nop 1
1:
.cf_ret
.cf_end
s_endpgm
