.compile_options "-I ./"
.globaldata
gd0: .int 609,556,50,549,634
.quad 0,0,0,0
.kernel k0
    .config
        .scratchbuffer 404
        .cws 50, 5, 3
        .vectypehint double8
        .useenqueue
        .setupargs
        .arg a0, pipe
        .arg a1, clkevent
    .text
.localsize 70000
        s_mov_b32 s41, s21
        v_mov_b32 v20, gd0>>32
        s_load_dwordx4 s[32:35], s[4:5], 0
        v_add_i32 v30, vcc, v1, v2
        s_mov_b32 s17, s20
        s_endpgm
