.rocm
.newbinfmt
.globaldata
.global g1
g1: .int 1, 2
.global g2
g2: .int 3
.gotsym g2
.gotsym g1, g1.got
.gotsym fn, fn.got
.global fn
.kernel k
    .config
        .dims x
.text
k:  .skip 256
    s_getpc_b64 s[0:1]
    s_add_u32 s0, s0, g1.got - . + 4
    s_addc_u32 s1, s1, (g1.got - . + 4) >> 32
    s_endpgm
fn: s_setpc_b64 s[30:31]
