.compile_options "x y z"
.globaldata
gd0: .int 915,931,215
.quad 0,0,0,0
.weak gd0
.kernel k0
    .config
        .sgprsnum 38
        .usegeneric
        .dims x, xy
        .floatmode 0xc7
        .setupargs
        .arg a0, queue
        .arg a1, double3*, global
        .arg a2, ushort
        .arg a3, structure, 61
        .arg a4, uint
    .text
        v_mov_b32 v66, v20
        s_mov_b32 s20, s9
        s_nop 1
        s_endpgm
.kernel k1
    .hsaconfig
        .use_debug_enabled
        .use_dynamic_call_stack
        .floatmode 0x1be
        .kernel_code_prefetch_offset 87
        .arg a0, counter32
    .text
        s_load_dwordx4 s[20:23], s[4:5], 0
        s_mov_b32 s12, s40
        v_mov_b32 v19, gd0%0x100000000
        s_nop 6
        s_nop 1
        s_endpgm
.kernel k2
    .metadata
    .byte 174,139,191,142,103,244,195,179,91
    .setup
    .byte 65,242,248,143,34,135,34,102
    .text
        .int (gd0+12)&0xffffffff
        v_mov_b32 v2, gd0/0x100000000
        s_endpgm
