.driver_version 112402
.kernel k0
.text
.config
    .scratchbuffer 735
    .userdata IMM_VERTEX_BUFFER, 3, 3, 7
    .dims zyx
    .userdata IMM_VERTEX_BUFFER, 2, 8, 4
    .userdata PTR_CONST_BUFFER_TABLE, 2, 5, 3
    .arg a0,  image2d, 
    .localsize 27676
.data
.fill 28, 1, 247
.p2align 0
kd0: .int 3
.section .kextra align=8
.int 7
.text
