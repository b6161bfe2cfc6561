.globaldata
.int 6
.int 14
.int 0x5dd3ecf5
.kernel k0
.config
    .arg a2,  sampler
    .arg a7, "x y", structure, 72
    .localsize 14201
    .uavprivate 180
    .arg a5,  sampler
    .arg a0,  structure, 78, unused
    .arg a3,  short3*, constant, , 89, 95, unused
    .arg a4,  uchar
    .arg a1,  structure, 17
    .userdata IMM_CONST_BUFFER, 0, 4, 2
    .userdata IMM_CONST_BUFFER, 3, 7, 9
    .userdata IMM_RESOURCE, 2, 1, 9
    .arg a6,  sampler
    .dims xy, x
.text
s_and_b32 s51, s95, 0x70d80
s_add_u32 s27, s85, s15
s_mov_b32 s15, 3
v_mov_b32 v103, s85
v_add_f32 v186, v106, v65
s_endpgm
.kernel k1
.config
    .arg a0,  structure, 34, unused
    .floatmode 0x19
    .arg a2,  counter32
    .arg a1,  double, unused
    .uavprivate 141
    .dims yz
    .ieeemode
.text
s_and_b32 s93, s83, 0x50ec9
s_endpgm
.kernel k0
.text
s_mov_b32 s24, 13
s_add_u32 s1, s65, s16
s_add_u32 s61, s14, s14
s_and_b32 s57, s35, 0xce4ad
s_endpgm
.kernel k2
.persistentbuffers
.int 43586
.header
.fill 34, 1, 31
.constantbuffers
.cbmask 5, 3181
.text
s_add_u32 s63, s62, s24
s_and_b32 s96, s96, 0x61b87
s_endpgm
.main
.globaldata
gl2: .int gl2+4
.kernel k3
.config
    .arg a4,  image2d, wronly, 6, unused
    .pgmrsrc2 0x5632cdf
    .arg a2, "x y", double4
    .arg a0,  structure, 21, unused
    .arg a6,  sampler
    .arg a1,  long*, global, 
    .arg a3,  ulong, unused
    .sgprsnum 85
    .dims x, xyz
    .cws 48, 8, 3
    .arg a5, "float*", structure, 68
    .arg a7,  sampler, unused
.text
s_add_u32 s93, s24, s17
s_mov_b32 s24, 15
v_add_f32 v255, v156, v94
s_endpgm
.kernel k0
.text
v_mov_b32 v87, s7
v_mov_b32 v128, s9
s_mov_b32 s0, 41
s_mov_b32 s34, 20
s_endpgm
