# vecadd.s - a raw-code kernel: c[i] = a[i] + b[i] (GCN 1.0, buffer addressing).
# Build:  clrx-cc -b rawcode -g pitcairn -o vecadd.bin vecadd.s
.include "gcnmacros.inc"

UNROLL = 4
        load_args 4, 4, 0           # s[4:7]: buffer resource of a
        load_args 8, 4, 4           # s[8:11]: buffer resource of b
        load_args 12, 4, 8          # s[12:15]: buffer resource of c
        s_waitcnt lgkmcnt(0)
        v_lshlrev_b32 v1, 4, v0     # byte offset of this item's 4 dwords
.irp i, 0, 1, 2, 3
        buffer_load_dword v[2+\i], v1, s[4:7], 0 offen offset:\i*4
        buffer_load_dword v[6+\i], v1, s[8:11], 0 offen offset:\i*4
.endr
        s_waitcnt vmcnt(0)
i = 0
.rept UNROLL
        v_add_f32 v[2+i], v[2+i], v[6+i]
        buffer_store_dword v[2+i], v1, s[12:15], 0 offen offset:i*4
        i = i + 1
.endr
        wait_nops 10
        s_endpgm
