.amd3
.md_version 0, 0
.printf , 8, 2, 4, ""
.printf , 1, 8, "c"
.printf , 4, 2, 4, "%& 11@_-0"
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 93, 32, 19
.global gd1
gd1:
.int 84, 46
.kernel k0
    .config
        .workgroup_fbarrier_count 5688
        .kernel_code_prefetch_size 1418
        .kernel_code_prefetch_offset 776
        .max_flat_work_group_size 420
        .md_group_segment_fixed_size 3575
        .fixed_work_group_size 105, 78, 
        .md_kernarg_segment_align 16
        .arg a, "", 8, 46, queue, uint volatile const restrict
        .arg buf, 12, 20, globaloffsetz, u8 volatile
        .arg n, "", 4, 54, goz, float
