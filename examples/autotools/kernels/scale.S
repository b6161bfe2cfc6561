# scale.S - kernel scale: out[i] = clamp(in[i] * factor, 0, 1), with i the
# global id.  Configuration and code in one file; the clamped store is in
# the helper library (helpers/store-clamped.S).
.include "kernel-macros.inc"

.iffmt gallium
.kernel scale
    .args
        .arg global, 8                          # const float *in
        .arg global, 8                          # float *out
        .arg scalar, 4                          # float factor
        .arg scalar, 4, 4, 4, zext, griddim
        .arg scalar, 4, 4, 4, zext, gridoffset
    .config
        .dims x
        .tgsize
.endif

.text
scale:
        load_args 4, 4, 0               # s[4:5] = in, s[6:7] = out
        load_args 8, 1, 16              # s8 = factor
        global_id 0, 2                  # v0 = global id
        v_lshlrev_b32 v1, 2, v0         # v1 = its byte offset
        s_waitcnt lgkmcnt(0)
        address64 2, 4, 1               # v[2:3] = &in[i]
        flat_load_dword v6, v[2:3]
        s_waitcnt vmcnt(0) & lgkmcnt(0)
        v_mul_f32 v6, s8, v6
        address64 2, 6, 1               # v[2:3] = &out[i]
        s_branch store_clamped          # helpers/store-clamped.S
