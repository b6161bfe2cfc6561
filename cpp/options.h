/* options.h - the command line of clrx-cpp (options.c). */
#ifndef CLRX_CPP_OPTIONS_H
#define CLRX_CPP_OPTIONS_H

#include "cpp.h"

typedef struct CppOptions {
    AsmOptions asmopts;        /* clrxasm options, inputs, -o */
    bool deps_only;            /* -M / -MM */
    bool deps_file;            /* -MD / -MMD */
    const char *deps_out;      /* -MF */
    const char **targets;      /* -MT / -MQ (quoted as given) */
    size_t ntargets;
    bool phony;                /* -MP */
    bool vpath_include;        /* look beside the including file (default) */
    bool inline_diags;         /* --inline-diagnostics */
    bool help, version;
} CppOptions;

void cppopts_init(CppOptions *o);
void cppopts_free(CppOptions *o);
/* 0, or 2 after a usage error (reported) */
int cppopts_parse(CppOptions *o, int argc, char **argv);
extern const char cppopts_help[];

#endif
