# kernels.s - the configuration of a two-kernel AMD Catalyst OpenCL 1.2
# program whose code lives in other files (vadd.s, fill.s): dimensions,
# arguments and user data.  Build the three separately and link them:
#   clrx-cc -b amd -g Pitcairn -c kernels.s vadd.s fill.s
#   clrx-cc -b amd -g Pitcairn -o split.bin kernels.o vadd.o fill.o
# The linked binary is what clrxasm writes for the three files in one
# source (docs/formats/amd.md): the metadata, header and CAL notes of each
# kernel are made from this configuration, the register counts from the
# code of the other files.  Arguments are in constant buffer 1, 16 bytes
# each; the global pointers are UAVs 12, 13, 14 (the UAV id is 11).
# The driver the binary is made for (its layout and driver string depend on
# it; without one, -t/--driverVersion, else 0):
.driver_version 164205
.kernel vadd
    .config
    .dims x
    .arg n, uint
    .arg a, float*, global, const
    .arg b, float*, global, const
    .arg c, float*, global
    .userdata PTR_UAV_TABLE, 0, 2, 2
    .userdata IMM_CONST_BUFFER, 0, 4, 4
    .userdata IMM_CONST_BUFFER, 1, 8, 4
.kernel fill
    .config
    .dims x
    .arg out, uint*, global
    .arg value, uint
    .userdata PTR_UAV_TABLE, 0, 2, 2
    .userdata IMM_CONST_BUFFER, 0, 4, 4
    .userdata IMM_CONST_BUFFER, 1, 8, 4
