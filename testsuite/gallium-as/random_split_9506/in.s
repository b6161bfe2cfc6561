# random program (seed 9506) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_minor 7
.kernel k0
  .args
  .config
    .workitem_vgpr_count 216
    .priority 1
    .localsize 21006
    .kernel_code_prefetch_size 240
    .spilledvgprs 6
    .use_dispatch_id
    .floatmode 0xb5
    .scratchbuffer 99560
    .exceptions 0x9
    .privmode
    .dims y, 
    .pgmrsrc2 0xfc28325
    .private_elem_size 16
.kernel k1
  .args
    .arg scalar, 4
    .arg gridoffset, 4
    .arg scalar, 16, 4, 8
    .arg scalar, 8, 4
  .config
    .dx10clamp
    .use_ptr64
    .floatmode 0x47
    .reserved_sgprs 50, 59
    .sgprsnum 94
    .kernel_code_entry_offset 2304
    .ieeemode
    .wavefront_sgpr_count 81
    .dims xz
.globaldata
gd: .int 668, 255
.text
.p2align 8
k0:
  .skip 256
  s_nop 0
  v_mov_b32 v73, 0
  s_mov_b32 s48, 46
  s_nop 0
  s_endpgm
k1:
  .kcode -k1
  s_mov_b32 s16, 1
  v_mov_b32 v106, 1
  .kcodeend
  .skip 256
  v_add_i32 v56, vcc, v1, v2
  v_mov_b32 v75, 0
  s_endpgm

