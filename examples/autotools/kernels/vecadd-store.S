# vecadd-store.S - kernel vecadd, part 2 of its code: store the sum (v6) to
# c[i] (c in s[8:9], the byte offset of i in v1) and leave through the
# common exit of the helper library.
.text
.global vecadd_store
vecadd_store:
        v_mov_b32 v3, s9
        v_add_u32 v2, vcc, s8, v1
        v_addc_u32 v3, vcc, 0, v3, vcc
        flat_store_dword v[2:3], v6
        s_branch kernel_exit            # helpers/exit.S, from libhelpers.a
