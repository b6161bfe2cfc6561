.kernel k2
.text
.config
    .arg a0,  char*, constant
    .localsize 1331
    .pgmrsrc2 0xf4b1e643
    .arg a3,  image2d_array, , 1
    .dims z
    .arg a7,  float
    .useprintf
    .ieeemode
    .arg a1,  counter32
    .arg a2,  uchar4, unused
    .arg a6,  float*, local, const, unused
    .arg a4,  image
    .arg a5,  char
.text
