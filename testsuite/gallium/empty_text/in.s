# no kernels, an empty .text: the smallest binary
.gallium
.text
