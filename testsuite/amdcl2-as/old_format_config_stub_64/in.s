.amdcl2
.gpu Tonga
.kernel s
    .config
        .dims xy
        .localsize 256
        .scratchbuffer 44
        .setupargs
        .arg a, int*, global
        .arg p, pipe
        .arg b, float4
    .text
        s_load_dwordx4 s[8:11], s[4:5], 0
        s_waitcnt lgkmcnt(0)
        buffer_load_dword v1, v0, s[8:11], 0 offen
        ds_write_b32 v0, v1
        v_mov_b32 v3, 0x1234
        s_mov_b32 s12, 0x55aa
        s_cmp_eq_u32 s1, 0x1000
        v_madak_f32 v2, v1, v2, 0x41200000
        flat_load_dword v4, v[2:3]
        s_endpgm
.kernel t
    .config
        .useenqueue
        .arg a, queue
    .text
        s_endpgm
