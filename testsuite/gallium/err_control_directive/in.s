# the control directive must be exactly 128 bytes
.gallium
.kernel k
    .config
        .dims x
    .control_directive
        .fill 64, 1, 1
.text
k:      .skip 256
        s_endpgm
