# an expression waits for a symbol that becomes a register range: the
# expression is reported first
b = aa1 + 1
aa1=%v[1:2]
