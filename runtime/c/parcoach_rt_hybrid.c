/*
 * parcoach_rt_hybrid.c: the hybrid MPI+OpenMP runtime check of parcoach (seed 000 §2.1.2 and
 * §4.1.3, Algorithms 10-11 and 20-21).
 *
 * `parcoach cc --instrument` inserts parcoach_rt_hybrid_check(table, site) before, and
 * parcoach_rt_hybrid_done(table, site) after, each MPI call the static hybrid analysis reported
 * (mpi-thread-level, mpi-collective-multithreaded, mpi-concurrent-collectives). The check uses
 * the thread level MPI provides (MPI_Query_thread) and the team the call runs in:
 *
 *   CC_ipw (Algorithm 11), only in an active parallel region (a team of more than one thread):
 *     MPI_THREAD_SINGLE      any MPI call is an error;
 *     MPI_THREAD_FUNNELED    a call from a thread other than the main one (MPI_Is_thread_main);
 *     MPI_THREAD_SERIALIZED  two threads inside reported MPI calls at the same time (a counter
 *                            incremented by the check and decremented after the call).
 *   CC_cc (Algorithm 21, restricted): a collective the static analysis found at team level
 *     (every thread of the team reaches it: site kind 'A') that runs in a team of more than one
 *     thread.
 *
 * On an error one thread prints one DYNAMIC-CHECK line and calls MPI_Abort; the others wait
 * for the abort instead of entering MPI. The check adds no synchronisation, so a correct
 * program runs as before. Limits: concurrency under SERIALIZED is seen only when it happens
 * in this run; a team-level collective under a condition that lets only one thread call it is
 * reported when the team has more than one thread.
 *
 * Compiled with -fopenmp by the MPI C compiler.
 */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "parcoach_rt_table.h"

/* C linkage if a C++ driver compiles this file. */
#ifdef __cplusplus
extern "C" {
#endif

static int parcoach_hybrid_inside;  /* threads inside reported MPI calls (atomic) */
static int parcoach_hybrid_failed;  /* 1 once a check failed (atomic) */

static const char *parcoach_hybrid_level(int level)
{
    switch (level) {
    case MPI_THREAD_SINGLE:
        return "MPI_THREAD_SINGLE";
    case MPI_THREAD_FUNNELED:
        return "MPI_THREAD_FUNNELED";
    case MPI_THREAD_SERIALIZED:
        return "MPI_THREAD_SERIALIZED";
    }
    return "MPI_THREAD_MULTIPLE";
}

static void parcoach_hybrid_fail(const char *tab, int idx, const char *why)
{
    if (__atomic_exchange_n(&parcoach_hybrid_failed, 1, __ATOMIC_SEQ_CST)) {
        for (;;)
            sleep(1); /* another thread reports and aborts */
    }
    char what[256], pos[512], see[512];
    parcoach_table_field(tab, idx, 1, what, sizeof what);
    parcoach_table_field(tab, idx, 2, pos, sizeof pos);
    parcoach_table_field(tab, idx, 4, see, sizeof see);
    char *comma = strchr(see, ',');
    if (comma)
        *comma = 0;
    fflush(stdout);
    fprintf(stderr, "DYNAMIC-CHECK: %s (%s) is called by thread %d of a team of %d %s%s%s\n", what, pos,
            omp_get_thread_num(), omp_get_num_threads(), why, see[0] ? "; see " : "", see);
    fflush(stderr);
    {
        /* Give the launcher time to forward the message before MPI_Abort kills everything. */
        struct timespec ts = {0, 200 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    MPI_Abort(MPI_COMM_WORLD, 1);
    _exit(1);
}

/* parcoach_hybrid_off reports whether PARCOACH_RT=off disables the checks. */
static int parcoach_hybrid_off(void)
{
    static int off = -1; /* -1 unknown (atomic) */
    int v = __atomic_load_n(&off, __ATOMIC_RELAXED);
    if (v < 0) {
        const char *e = getenv("PARCOACH_RT");
        v = e && strcmp(e, "off") == 0;
        __atomic_store_n(&off, v, __ATOMIC_RELAXED);
    }
    return v;
}

void parcoach_rt_hybrid_check(const char *tab, int idx)
{
    __atomic_add_fetch(&parcoach_hybrid_inside, 1, __ATOMIC_SEQ_CST);
    if (parcoach_hybrid_off())
        return;
    if (!omp_in_parallel() || omp_get_num_threads() <= 1)
        return; /* P1: a one-thread team is sequential */
    int init = 0, fin = 0;
    MPI_Initialized(&init);
    if (!init)
        return;
    MPI_Finalized(&fin);
    if (fin)
        return;
    int level = MPI_THREAD_SINGLE;
    MPI_Query_thread(&level);
    char kind[8], why[256];
    parcoach_table_field(tab, idx, 0, kind, sizeof kind);
    if (kind[0] == 'A') {
        parcoach_hybrid_fail(tab, idx, "while every thread of the team reaches this collective: each thread's call is a separate collective");
        return;
    }
    switch (level) {
    case MPI_THREAD_SINGLE:
        snprintf(why, sizeof why, "while %s allows no MPI call in an active parallel region", parcoach_hybrid_level(level));
        parcoach_hybrid_fail(tab, idx, why);
        return;
    case MPI_THREAD_FUNNELED: {
        int main = 0;
        MPI_Is_thread_main(&main);
        if (!main) {
            snprintf(why, sizeof why, "while %s allows only the main thread", parcoach_hybrid_level(level));
            parcoach_hybrid_fail(tab, idx, why);
        }
        return;
    }
    case MPI_THREAD_SERIALIZED:
        if (__atomic_load_n(&parcoach_hybrid_inside, __ATOMIC_SEQ_CST) > 1) {
            snprintf(why, sizeof why, "while another thread is inside MPI and %s allows one thread at a time",
                     parcoach_hybrid_level(level));
            parcoach_hybrid_fail(tab, idx, why);
        }
        return;
    }
}

void parcoach_rt_hybrid_done(const char *tab, int idx)
{
    (void)tab;
    (void)idx;
    __atomic_sub_fetch(&parcoach_hybrid_inside, 1, __ATOMIC_SEQ_CST);
}

#ifdef __cplusplus
}
#endif
