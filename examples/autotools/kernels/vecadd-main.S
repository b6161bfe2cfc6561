# vecadd-main.S - kernel vecadd, part 1 of its code: c[i] = a[i] + b[i],
# with i the global id.  Loads both operands and adds them; the store is in
# vecadd-store.S, the common exit in the helper library (helpers/exit.S).
.include "kernel-macros.inc"

.text
vecadd:
        load_args 4, 4, 0               # s[4:5] = a, s[6:7] = b
        load_args 8, 2, 16              # s[8:9] = c
        global_id 0, 2                  # v0 = global id
        v_lshlrev_b32 v1, 2, v0         # v1 = its byte offset
        s_waitcnt lgkmcnt(0)
        address64 2, 4, 1               # v[2:3] = &a[i]
        address64 4, 6, 1               # v[4:5] = &b[i]
        flat_load_dword v6, v[2:3]
        flat_load_dword v7, v[4:5]
        s_waitcnt vmcnt(0) & lgkmcnt(0)
        v_add_f32 v6, v6, v7
        s_branch vecadd_store           # vecadd-store.S
