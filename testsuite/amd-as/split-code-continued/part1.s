/* a kernel's code continued by a later object; a global label that the
 * later part branches to */
.globaldata
    .int 1, 2, 3
.kernel k
    .config
    .arg x, int
    .text
    s_mov_b32 s4, 1
    .global loop_k
loop_k:
    s_add_u32 s4, s4, 1
    v_mov_b32 v1, 0
