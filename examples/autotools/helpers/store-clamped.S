# store-clamped.S - helper library: clamp v6 to [0, 1], store it at the
# address in v[2:3], and leave through kernel_exit (exit.S, the other
# member of the library).  Only kernel scale uses it: vecadd.bin does not
# contain it.
.text
.global store_clamped
store_clamped:
        v_max_f32 v6, 0, v6
        v_min_f32 v6, 1.0, v6
        flat_store_dword v[2:3], v6
        s_branch kernel_exit
