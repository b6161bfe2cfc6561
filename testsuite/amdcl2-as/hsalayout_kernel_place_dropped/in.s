# HSA layout: after `.kernel` the kernel's own place (before any section)
# takes instructions, data and labels; its bytes are no part of the binary
# and its instructions count in no kernel's registers, and a label there is
# its offset, a plain number (as clrxasm does)
.amdcl2
.hsalayout
.kernel k0
        s_mov_b32 s47, 0
        .int 5
inplace:
.text
k0:
        .skip 256
        s_endpgm
        .int inplace
.kernel k0
        v_mov_b32 v40, 0
.main
        .int 0x12345678
