/* every form of .arg (docs/formats/amd.md, 6 and 8) */
.globaldata
    .int 1, 2, 3, 4, 5
.kernel allargs
    .config
    .arg v0, char
    .arg v1, "double_t", double
    .arg v2, uchar2
    .arg v3, short3
    .arg v4, ushort4
    .arg v5, int8
    .arg v6, uint16
    .arg v7, long3
    .arg v8, ulong2, unused
    .arg v9, float3
    .arg v10, double16
    .arg v11, void
    .arg v12, sampler
    .arg v13, sampler, unused
    .arg v14, structure, 24
    .arg v15, structure, 44, unused
    .arg v16, counter32
    .arg v17, counter32, 5
    .arg v18, counter32, 3, unused
    .arg v19, image
    .arg v20, image1d, read_only
    .arg v21, image1d_array, write_only
    .arg v22, image1d_buffer, rdonly, 9
    .arg v23, image2d, wronly, 4
    .arg v24, image2d_array, , 77
    .arg v25, "myimg", image3d, write_only, , unused
    .arg v26, image2d,
    .arg v27, void*, global
    .arg v28, uchar8*, global, const
    .arg v29, double3*, global, restrict volatile
    .arg v30, ulong16*, global, , 40
    .arg v31, float*, global, const, , unused
    .arg v32, float*, global, , , unused
    .arg v33, structure*, 0, global
    .arg v34, structure*, 14, global, const restrict, 42
    .arg v35, int*, local
    .arg v36, float4*, local, volatile
    .arg v37, structure*, 78, local, restrict, unused
    .arg v38, float*, constant
    .arg v39, float*, constant, const
    .arg v40, int2*, constant, , 40
    .arg v41, uint*, constant, , 40, 20
    .arg v42, structure*, 19, constant, , , , unused
    .arg v43, char16*, constant, volatile, 128
    .text
    s_mov_b32 s20, 1
    v_mov_b32 v7, 0
    s_endpgm
