# clrx.m4 - autoconf support for projects that build AMD GCN kernels with
# clrx-tools.                                             -*- Autoconf -*-
#
# Installed by clrx-tools in $(datadir)/aclocal; `autoreconf -i` (aclocal
# --install) copies it into a project's macro directory, so that `make dist`
# tarballs carry it.
#
# CLRX_PROG_CCAS([MIN-VERSION])
# -----------------------------
# Find clrx-cc, check that its version is at least MIN-VERSION, and make it
# the assembler driver of automake's assembler support.  Use it before
# AM_PROG_AS, with a config header:
#
#     AC_CONFIG_HEADERS([config.h])
#     CLRX_PROG_CCAS([0.1.0])
#     AM_PROG_AS
#
# list the `.S` sources in a program's _SOURCES, and link with clrx-cc:
#
#     prog_LINK = $(CCAS) $(AM_CCASFLAGS) $(CCASFLAGS) -o $@
#
# What it does:
#  - CCAS: kept when the user set it (it may be `ccache clrx-cc`, or a
#    clrx-cc elsewhere); otherwise `clrx-cc`, found on PATH and named
#    without its directory, as AC_PROG_CC names gcc (so that ccache's
#    masquerade directory and distcc's server-side lookup work).  In both
#    cases `$CCAS --version` must say it is clrx-cc.
#  - CCASFLAGS: empty unless the user set it.  AM_PROG_AS would copy CFLAGS,
#    which are the C compiler's flags (clrx-cc would accept and ignore
#    `-g -O2`, but flags such as -march= are not its business).
#  - CLRX_CC_VERSION: the version found (AC_SUBST).
#  - Dependency tracking: automake chooses the dependency mode of $CCAS at
#    configure time by preprocessing a C file full of `#include` lines;
#    clrx-cc preprocesses assembly, not C, so it cannot pass that probe.  It
#    writes dependency files exactly as gcc 3 and later do (-MT -MD -MP -MF),
#    so this macro presets automake's cache variable
#    am_cv_CCAS_dependencies_compiler_type to gcc3, unless it is already
#    set (on the configure command line or in a cache file).  The `.S.o`
#    rules then run `$(CCAS) ... -MT $@ -MD -MP -MF $(DEPDIR)/x.Tpo -c`.
#  - DEFS: without a config header, automake passes every AC_DEFINE as a
#    -D option, among them -DPACKAGE_NAME=\"...\" and other strings.
#    clrx-cc takes a -D whose value is not a number as a symbol that is
#    defined (for .ifdef) but has no value: a use of its value is an error
#    that names the option.  Nothing to do here.
AC_DEFUN([CLRX_PROG_CCAS],
[AC_BEFORE([$0], [AM_PROG_AS])dnl
AC_ARG_VAR([CCAS], [assembler driver (default: clrx-cc)])dnl
AC_ARG_VAR([CCASFLAGS], [flags for the assembler driver (default: none)])dnl
if test -z "$CCAS"; then
  AC_CHECK_PROG([CCAS], [clrx-cc], [clrx-cc])
  if test -z "$CCAS"; then
    AC_MSG_ERROR([clrx-cc was not found in PATH; install clrx-tools, add its bin directory to PATH or set CCAS])
  fi
fi
AC_CACHE_CHECK([the version of clrx-cc ($CCAS)], [clrx_cv_cc_version],
  [clrx_cv_cc_version=`$CCAS --version 2>/dev/null | sed -n '1s/^clrx-cc ([[^)]]*) \([[0-9]][[0-9.]]*\).*$/\1/p'`
   test -n "$clrx_cv_cc_version" || clrx_cv_cc_version=unknown])
if test "x$clrx_cv_cc_version" = xunknown; then
  AC_MSG_ERROR([$CCAS is not clrx-cc: its --version does not start with 'clrx-cc (clrx-tools) VERSION'])
fi
m4_ifval([$1], [AS_VERSION_COMPARE([$clrx_cv_cc_version], [$1],
  [AC_MSG_ERROR([clrx-cc $clrx_cv_cc_version is older than the required $1])])])
CLRX_CC_VERSION=$clrx_cv_cc_version
AC_SUBST([CLRX_CC_VERSION])dnl
: ${CCASFLAGS=""}
: ${am_cv_CCAS_dependencies_compiler_type=gcc3}
])# CLRX_PROG_CCAS
