# v5's hidden arguments do not exist in code object v4
.rocm
.gpu GFX900
.amdhsa_code_object_version 4
.kernel k
    .config
        .dims x
        .arg , "", 4, , hidden_block_count_x, i32
.text
k:
    s_endpgm
