# three objects: a.desc configures three kernels and holds k1's code with a
# .kcode region for k2 and k3; b.desc adds to k2's configuration and holds
# its code with a .kcode + region (every kernel); c.desc holds k3's code.
.gallium
.kernel k1
    .config
        .dims x
.kernel k2
    .config
        .dims x
.kernel k3
    .config
        .dims x
.text
k1:
        s_mov_b32 s10, 0
    .kcode k2, k3
        v_mov_b32 v20, 0
    .kcodeend
        s_endpgm
# --- b.desc
.kernel k2
    .config
        .tgsize
.text
.p2align 8
k2:
        s_mov_b32 s3, 0
    .kcode +
        s_mov_b32 s17, 0
    .kcodeend
        s_endpgm
# --- c.desc
.p2align 8
k3:
        v_mov_b32 v2, 0
        s_endpgm
