helper:
    s_nop 1
    s_nop 2
helper_end:
