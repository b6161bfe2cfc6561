.rocm
.eflags 26
.printf , "X%\"0 :*\x6a"
.globaldata
gd0:
.int 7
.kernel k0
    .fkernel
    .config
        .runtime_loader_kernel_symbol 0x37020410a2
        .debug_private_segment_buffer_sgpr 98
        .group_segment_fixed_size 31593
        .vgprsnum 126
        .priority 2
        .kernel_code_prefetch_offset 9822
        .md_language " '__a", 3, 1
        .md_vgprsnum 73
        .runtime_handle "%%@: \t0c\\\t"
        .md_vgprsnum 239
        .md_vgprsnum 62
        .arg ptr_2, "float*", 2, 4, multigridsyncarg, struct volatile restrict restrict
        .arg buf, "int4", 8, , gox, u8 volatile const volatile
        .arg buf, 1, 2, dynshptr, ushort, 1, local pipe const
.text
.global k0
k0:
.skip 256
    s_mov_b32 s49, gd0 - k0
    v_add_f32 v96, v16, v6
    .int . - gd0
    s_mov_b32 s17, gd0 - k0
    s_mov_b32 vcc_lo, s81
    s_nop 6
    s_mov_b32 s57, . - gd0
    v_add_f32 v14, v121, v245
    s_endpgm
