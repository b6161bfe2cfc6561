.rocm
.globaldata
.global rodata_obj
rodata_obj: .int 1
.weak weak_obj
weak_obj: .int 2
.text
.kernel k
    .config
.text
k:  .skip 256
.global code_obj
code_obj:
    s_endpgm
.global after
after: s_nop 0
.size code_obj, 8
.global abs1
abs1 = 77
.section .mydata, "aw"
.global in_extra
    .byte 1
in_extra: .byte 2, 3
.section .comment
.global in_comment
    .ascii "hello"
in_comment: .byte 0
