.compile_options ""
