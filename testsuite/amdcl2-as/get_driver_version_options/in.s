.amdcl2
.gpu Bonaire
.get_driver_version dv
.driver_version 226400
.get_driver_version dv2
.compile_options "opts"
.acl_version ""
.globaldata
        .int dv, dv2
.kernel k
    .config
    .text
        s_endpgm
