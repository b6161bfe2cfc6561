abs4 = 6
.global abs4
.weak wk1
wk1 = 5
.size wk1, 3
s_mov_b32 s39, 40
s_endpgm
.get_driver_version drv7
.int drv7
.kernel k0
.config
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 1, 10, 4
    .arg a2,  structure*, 37, global, const volatile, 19
    .arg a3,  structure, 32
    .arg a4,  sampler
    .pgmrsrc2 0x11690768
    .userdata IMM_CONST_BUFFER, 1, 6, 2
    .floatmode 0x29
    .arg a0,  ulong8*, global, volatile
    .vgprsnum 19
    .userdata imm_kernel_arg, 1, 7, 3
    .dims z
    .condout 4
    .cws 5, 7, 4
    .arg a1,  sampler
.text
.int 8
s_mov_b64 vcc, s[84:85]
s_and_b32 s56, s91, 0x7cfd6
s_endpgm
kl0: s_nop 0
.global kl0
.main
.globaldata
gl0: .int gl0+4
.weak gl0
.kernel k1
.config
    .useprintf
    .arg a0,  ushort16
.section .kextra, "x" align=4
.int 7
.align 16
kx1: .byte 1
.text
s_add_u32 s30, s11, s66
s_add_u32 s89, s13, s79
s_and_b32 s9, s49, 0x16bbe
s_mov_b32 s69, 60
s_mov_b32 s33, 43
s_add_u32 s29, s55, s28
.int 13
s_and_b32 s6, s19, 0xa69ad
s_endpgm
.kernel k2
.config
    .hwlocal 4316
    .cws 13, 6, 3
    .sgprsnum 97
    .arg a0,  counter32
.text
s_and_b32 s84, s32, 0xe9c83
s_mov_b32 s20, 5
v_mov_b32 v221, s32
s_and_b32 s8, s62, 0xf76ec
s_mov_b32 s48, 21
s_mov_b32 s46, 42
v_mov_b32 v27, s32
s_endpgm
kl2: s_nop 0
.global kl2
.kernel k3
.header
.fill 27, 1, 224
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.outputs
.int 0x3341e0e5
.proginfo
.entry 0xe435e73d, 12
.entry 90, 0x5ca19939
.text
s_mov_b32 s89, 55
v_mov_b32 v32, s23
s_endpgm
