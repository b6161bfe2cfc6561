.amdcl2
.gpu Tonga
.kernel k1
    .config
        .dims xyz, xy
        .cws 8, 4, 2
        .work_group_size_hint 16, 2
        .vectypehint float4
        .pgmrsrc1 0x1000000
        .pgmrsrc2 0x80000000
        .floatmode 0xc3
        .priority 2
        .exceptions 0x21
        .localsize 1024
        .gdssize 256
        .scratchbuffer 400
        .ieeemode
        .dx10clamp
        .debugmode
        .privmode
        .tgsize
        .useargs
        .usesetup
        .setupargs
        .arg n, uint
        .arg x, "float_t", float
        .arg v, double3
        .arg in, int*, global, const restrict volatile
        .arg out, uint4*, global, , wronly
        .arg c, float*, constant, const, rdonly
        .arg l, char*, local
        .arg s, structure, 20
        .arg sp, structure*, 24, global
        .arg vp, void*, global, restrict, unused
        .arg img, image2d, read_only
        .arg wimg, image3d, write_only, 5
        .arg rwimg, image1d_buffer, read_write
        .arg smp, sampler
        .arg smp2, sampler, 7
        .arg q, queue
        .arg ev, clkevent
        .arg p, pipe
        .arg cnt, counter32, unused
        .arg b, char
        .arg sh, short3
        .arg lo, long
        .arg ul, ulong16
    .text

        s_load_dwordx2 s[0:1], s[4:5], 0
        s_waitcnt lgkmcnt(0)
        v_mov_b32 v1, s0
        v_add_f32 v2, v1, v0
        s_endpgm
