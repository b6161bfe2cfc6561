# .get_* pseudo-ops
.get_64bit b64
.get_arch arch
.get_format fmt
.get_gpu gpu
.get_version ver
.get_policy pol
.byte b64, arch, fmt, gpu
.int ver, pol
.gpu tonga
.get_gpu gpu2
.get_arch arch2
.arch gcn1.4
.get_gpu gpu3
.get_arch arch3
.policy 200
.get_policy pol2
.byte gpu2, arch2, gpu3, arch3
.int pol2
