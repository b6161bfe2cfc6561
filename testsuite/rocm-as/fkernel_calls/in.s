.rocm
.kernel main
    .config
        .dims x
        .use_dispatch_ptr
.kernel helper
    .fkernel
    .config
.text
main: .skip 256
    s_getpc_b64 s[32:33]
    s_add_u32 s32, s32, helper - . + 4
    s_addc_u32 s33, s33, 0
    s_swappc_b64 s[30:31], s[32:33]
    s_endpgm
.p2align 8
helper: .skip 256
    v_mov_b32 v50, 0
    s_setpc_b64 s[30:31]
