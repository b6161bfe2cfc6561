/* test_thread.c - unit tests of libcommon/thread.c: a thread started with
 * thread_start runs its function with its argument, returns its value, and
 * may run on any of the process's cores once it runs (the core it was
 * asked to start on is not kept); a process allowed one core gets a thread
 * all the same. */
#include <CUnit/CUnit.h>
#include <sched.h>
#include <stdint.h>
#include <string.h>

#include "thread.h"
#include "unitmain.h"

typedef struct Seen {
    int arg;
    cpu_set_t mask;            /* the thread's affinity as its function runs */
    int mask_ok;
} Seen;

static void *record(void *p)
{
    Seen *s = p;
    s->arg *= 2;
    s->mask_ok = pthread_getaffinity_np(pthread_self(), sizeof s->mask, &s->mask) == 0;
    return (void *)(intptr_t)(s->arg + 1);
}

static void run_one(unsigned nth, const cpu_set_t *process)
{
    Seen s = { .arg = 21 };
    pthread_t th;
    CU_ASSERT_TRUE_FATAL(thread_start(&th, record, &s, nth));
    void *ret = NULL;
    CU_ASSERT_EQUAL(pthread_join(th, &ret), 0);
    CU_ASSERT_EQUAL(s.arg, 42);
    CU_ASSERT_PTR_EQUAL(ret, (void *)(intptr_t)43);
    CU_ASSERT_TRUE(s.mask_ok);
    /* the thread may run wherever the process may */
    CU_ASSERT_TRUE(CPU_EQUAL(&s.mask, process));
}

static void test_thread_start(void)
{
    cpu_set_t process;
    CU_ASSERT_EQUAL_FATAL(sched_getaffinity(0, sizeof process, &process), 0);
    CU_ASSERT_EQUAL(thread_cpus(), (unsigned)CPU_COUNT(&process));
    for (unsigned nth = 0; nth < 4; nth++)
        run_one(nth, &process);
}

static void test_thread_one_core(void)
{
    cpu_set_t process, one;
    CU_ASSERT_EQUAL_FATAL(sched_getaffinity(0, sizeof process, &process), 0);
    int first = -1;
    for (int c = 0; c < CPU_SETSIZE && first < 0; c++)
        if (CPU_ISSET(c, &process))
            first = c;
    CU_ASSERT_TRUE_FATAL(first >= 0);
    CPU_ZERO(&one);
    CPU_SET(first, &one);
    CU_ASSERT_EQUAL_FATAL(sched_setaffinity(0, sizeof one, &one), 0);
    CU_ASSERT_EQUAL(thread_cpus(), 1);
    run_one(0, &one);
    run_one(1, &one);
    CU_ASSERT_EQUAL(sched_setaffinity(0, sizeof process, &process), 0);
}

const UnitTest thread_tests[] = {
    { "thread_start", test_thread_start },
    { "thread_start on one core", test_thread_one_core },
    { NULL, NULL },
};
