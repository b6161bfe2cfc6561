.kernel k0
.text
.kernel k1
.config
    .arg a0,  ulong4
    .localsize 14898
    .ieeemode
    .userdata IMM_SCRATCH_BUFFER, 3, 12, 3
    .cws 6, 3, 2
.section .kextra, "a", @nobits
.int 7
.align 16
kx1: .byte 1
.text
