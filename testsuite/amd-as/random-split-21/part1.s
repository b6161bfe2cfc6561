.kernel k0
.config
    .cws 2, 8, 4
    .dims x
    .arg a1,  short*, global
    .pgmrsrc2 0xe10dc24e
    .arg a2,  structure, 10, unused
    .arg a0,  sampler
.text
