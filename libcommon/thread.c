/* thread.c - starting a worker thread on a core of its own (thread.h). */
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

#include "thread.h"
#include "util.h"

unsigned thread_cpus(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        int n = CPU_COUNT(&set);
        return n > 0 ? (unsigned)n : 1;
    }
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (unsigned)n : 1;
}

typedef struct Start {
    void *(*fn)(void *);
    void *arg;
    cpu_set_t all;             /* the cores the process may use */
} Start;

/* The new thread, on the core it was asked to start on: it may run on any
 * of the process's cores from now on. */
static void *started(void *p)
{
    Start s = *(Start *)p;
    free(p);
    (void)pthread_setaffinity_np(pthread_self(), sizeof s.all, &s.all);
    return s.fn(s.arg);
}

bool thread_start(pthread_t *th, void *(*fn)(void *), void *arg, unsigned nth)
{
    Start *s = xmalloc(sizeof *s);
    s->fn = fn;
    s->arg = arg;
    /* the nth allowed core other than this one, round the ones there are */
    cpu_set_t one;
    CPU_ZERO(&one);
    bool pin = false;
    int me = sched_getcpu();
    if (me >= 0 && sched_getaffinity(0, sizeof s->all, &s->all) == 0) {
        unsigned others = 0;
        for (int c = 0; c < CPU_SETSIZE; c++)
            others += CPU_ISSET(c, &s->all) && c != me;
        for (int c = 0, k = 0; others && c < CPU_SETSIZE && !pin; c++)
            if (CPU_ISSET(c, &s->all) && c != me && (unsigned)k++ == nth % others) {
                CPU_SET(c, &one);
                pin = true;
            }
    }
    pthread_attr_t attr;
    if (pin && pthread_attr_init(&attr) == 0) {
        /* glibc moves the new thread there before it first runs */
        bool ok = pthread_attr_setaffinity_np(&attr, sizeof one, &one) == 0 &&
                  pthread_create(th, &attr, started, s) == 0;
        pthread_attr_destroy(&attr);
        if (ok)
            return true;
    }
    /* one core, or the request refused (a container's policy): as usual */
    free(s);
    return pthread_create(th, NULL, fn, arg) == 0;
}
