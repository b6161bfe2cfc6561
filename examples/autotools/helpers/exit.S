# exit.S - helper library: the common exit of the kernels.  Both kernels
# branch here, so the linker takes this member of libhelpers.a for each.
.text
.global kernel_exit
kernel_exit:
        s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)
        s_endpgm
