.amdcl2
.gpu Kalindi
.kernel s
    .config
        .dims x
        .localsize 1000
        .arg a, int*, global
    .text
        s_load_dword s8, s[4:5], 0xff
        s_buffer_load_dword s9, s[8:11], 0x1
        ds_read_b32 v1, v0
        tbuffer_load_format_x v1, v0, s[8:11], 0 offen format:[8,float]
        v_mov_b32 v3, 0x1234
        s_endpgm
