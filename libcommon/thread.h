/* thread.h - starting a worker thread on a core of its own.
 *
 * Linux places a new thread on its creator's core when it wakes it, and
 * moves it to an idle core only when the load balancer next looks (on a
 * 2-core virtual machine: 2-4 ms later, while the creator keeps its core
 * busy).  A worker of a job that takes a few milliseconds would start when
 * half of it is done.  thread_start asks the kernel to place the thread on
 * another core the process may use, and the thread gives that request up
 * as soon as it runs, so the scheduler is free again afterwards. */
#ifndef CLRX_THREAD_H
#define CLRX_THREAD_H

#include <pthread.h>
#include <stdbool.h>

/* The number of cores the process may run on (1 at least). */
unsigned thread_cpus(void);

/* pthread_create(th, NULL, fn, arg) on the nth core (counting from 0)
 * other than the calling thread's, among those the process may use, when
 * there is one; else anywhere.  False when no thread could start. */
bool thread_start(pthread_t *th, void *(*fn)(void *), void *arg, unsigned nth);

#endif
