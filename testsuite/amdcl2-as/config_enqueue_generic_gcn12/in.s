.amdcl2
.gpu Fiji
.kernel ke
    .config
        .dims x
        .useenqueue
        .setupargs
        .arg a, int*, global
    .text
        s_mov_b32 s30, s1
        v_mov_b32 v20, v1
        s_endpgm
.kernel kg
    .config
        .usegeneric
        .sgprsnum 40
        .vgprsnum 30
    .text
        flat_load_dword v1, v[2:3]
        s_endpgm
