.text
    s_endpgm
