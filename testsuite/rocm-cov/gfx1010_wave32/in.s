# GFX1010 (xnack off): a wave32 kernel and a wave64 kernel.  The VGPR
# blocks of a wave64 kernel are 4 registers (LLVM's encoding; clrxasm's
# ROCm binary counts 8 on GCN 1.5 in both modes).
.rocm
.gpu GFX1010
.amdgcn_target "amdgcn-amd-amdhsa--gfx1010:xnack-"
.kernel w32
    .config
        .dims x
        .use_kernarg_segment_ptr
        .use_wave32
        .arg v, "int", 4, , value, i32
.kernel w64
    .config
        .dims x
        .use_kernarg_segment_ptr
        .arg v, "int", 4, , value, i32
.text
w32:
    s_load_dword s2, s[0:1], 0x0
    v_mov_b32 v1, 0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s2
    s_endpgm
.p2align 8
w64:
    s_load_dword s2, s[0:1], 0x0
    v_mov_b32 v1, 0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v5, s2
    s_endpgm
