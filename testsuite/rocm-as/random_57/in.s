.rocm
.metadatav3
.printf , 1, 1, 4, "%a_*&@"
.globaldata
.fill 128, 1, 0
gd0:
.int 6, 66, 62, 48
gd1:
.int 56
.global gd2
gd2:
.int 81
.kernel k0
.kernel k1
    .config
        .max_scratch_backing_memory 8566
        .pgmrsrc1 0x85101e6
        .floatmode 0x4b
        .priority 2
        .pgmrsrc1 0x904f334c
        .ieeemode
        .pgmrsrc2 0x56ed68ea
        .kernarg_segment_size 746
        .kernel_code_entry_offset 256
        .use_grid_workgroup_count yz
        .exceptions 0x9
        .max_scratch_backing_memory 885
        .md_vgprsnum 179
        .md_kernarg_segment_size 396
        .md_vgprsnum 143
        .arg , "", 2, , defqueue, long
        .arg , "", 1, , multigridsyncarg, ushort volatile const
        .arg n, 24, , dynshptr, short, 4, region
        .arg buf, 1, 8, dynshptr, i64, 1, private
        .arg a, "", 24, , value, u8
.text
.global k0
k0:
.skip 256
    v_mov_b32 v40, v60
    s_mov_b32 vcc_lo, s48
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    .int (gd2 - .)*3
    s_mov_b32 vcc_lo, s9
    s_add_u32 s65, s57, 51
    s_endpgm
