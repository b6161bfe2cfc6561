# a user section's alignment is the align= of its first .section (1 without),
# whatever .p2align inside asks
.rocm
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_endpgm
.section .mya, "a"
.byte 1
.p2align 5
.byte 2
.section .myb, "a", @progbits align=16
.byte 3
.p2align 6
.byte 4
.section .myc align=4
.p2align 3
.byte 5
