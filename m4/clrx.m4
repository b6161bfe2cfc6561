# clrx.m4 - autoconf support for projects that build AMD GCN kernels with
# clrx-tools.                                             -*- Autoconf -*-
#
# CLRX_PROG_CCAS([MIN-VERSION])
#
# Find clrx-cc, check that its version is at least MIN-VERSION, and make it
# the assembler driver of automake's assembler support: CCAS is set to it
# unless the user set CCAS.  Use it before AM_PROG_AS:
#
#     CLRX_PROG_CCAS([0.1.0])
#     AM_PROG_AS
#
# and list `.S` sources in a program's _SOURCES; link with
#     prog_LINK = $(CCAS) $(AM_CCASFLAGS) $(CCASFLAGS) -o $@
#
# Dependency tracking: automake chooses the dependency mode at configure
# time by compiling a small C file full of `#include "..."` lines through
# $CCAS and checking the dependency file it writes.  clrx-cc preprocesses
# assembly, not C, so it cannot pass that probe; it does, however, write
# dependency files exactly as gcc 3 and later do (-MD -MP -MF FILE -MT
# TARGET).  So this macro presets automake's cached answer,
# am_cv_CCAS_dependencies_compiler_type, to gcc3 (the documented cache
# variable; a user can still override it on the configure command line),
# and depcomp then runs `$(CCAS) ... -MT $@ -MD -MP -MF $(DEPDIR)/x.Tpo -c`.
AC_DEFUN([CLRX_PROG_CCAS],
[AC_ARG_VAR([CCAS], [assembler driver (default: clrx-cc)])dnl
AC_ARG_VAR([CCASFLAGS], [flags for the assembler driver])dnl
if test -z "$CCAS"; then
  AC_PATH_PROG([CLRX_CC], [clrx-cc], [no])
  if test "x$CLRX_CC" = xno; then
    AC_MSG_ERROR([clrx-cc was not found in PATH; install clrx-tools or set CCAS])
  fi
  CCAS=$CLRX_CC
fi
AC_MSG_CHECKING([the version of $CCAS])
clrx_version=`$CCAS --version 2>/dev/null | sed -n '1s/^clrx-cc ([[^)]]*) //p'`
if test -z "$clrx_version"; then
  AC_MSG_RESULT([unknown])
  AC_MSG_ERROR([$CCAS is not clrx-cc (its --version says nothing known)])
fi
AC_MSG_RESULT([$clrx_version])
m4_ifval([$1], [AS_VERSION_COMPARE([$clrx_version], [$1],
  [AC_MSG_ERROR([clrx-cc $clrx_version is older than the required $1])])])
CLRX_CC_VERSION=$clrx_version
AC_SUBST([CLRX_CC_VERSION])
dnl CCASFLAGS: AM_PROG_AS would copy CFLAGS; without a C compiler it is empty.
: ${CCASFLAGS=""}
am_cv_CCAS_dependencies_compiler_type=gcc3
])
