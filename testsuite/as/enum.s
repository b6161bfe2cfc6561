# .enum
.enum OK, BADFD, FATAL
.enum >8, BitOne, BitTwo
.enum HALO
.scope Result
    .enum NONE, FULL, INVALID
.ends
.enum >, myzero
.byte OK, BADFD, FATAL, BitOne, BitTwo, HALO, Result::NONE, Result::FULL
.byte Result::INVALID, myzero
