/*
 * parcoach_rt_hybrid.c: the hybrid MPI+OpenMP runtime check of parcoach (seed 000 §2.1.2 and
 * §4.1.3, Algorithms 10-11 and 20-21).
 *
 * `parcoach cc --instrument` inserts parcoach_rt_hybrid_check(table, site, commKind, comm)
 * before, and parcoach_rt_hybrid_done(table, site) after, each MPI call the static hybrid
 * analysis reported (mpi-thread-level, mpi-collective-multithreaded, mpi-concurrent-collectives).
 * The check compares the execution parallelism word of the calling thread, which the OpenMP part
 * of the runtime follows through OMPT (parcoach_rt_omp.c: P<n> per enclosing team, P1 for a
 * team of one thread, S single, M masked, C critical), with the thread level MPI provides
 * (MPI_Query_thread):
 *
 *   CC_ipw (Algorithms 10 and 21), only when an enclosing team has more than one thread (a
 *   word made of P1, S, M and C letters is sequential):
 *     MPI_THREAD_SINGLE      any MPI call is an error;
 *     MPI_THREAD_FUNNELED    a call from a thread other than the main one (MPI_Is_thread_main),
 *                            or from a single region: the thread that runs it is the OpenMP
 *                            runtime's choice, so the main thread runs it only by chance;
 *     MPI_THREAD_SERIALIZED  two threads inside reported MPI calls at the same time (a counter
 *                            incremented by the check and decremented after the call), and
 *                            CC_cc below for every MPI call;
 *   CC_cc (Algorithm 21's collective_lock): two threads of a team (or two single regions)
 *     reaching MPI calls between the same two barriers, which nothing orders: under
 *     MPI_THREAD_MULTIPLE only collectives on the same communicator count (MPI requires the
 *     collectives of a communicator to be issued in the same order by every process), under
 *     MPI_THREAD_SERIALIZED every call; calls inside critical regions are serialised and do not
 *     count against each other. The "lock" is reset by the next barrier of the team, so the
 *     verdict does not depend on how the threads were scheduled in this run.
 *
 * On an error one thread prints one DYNAMIC-CHECK line and calls MPI_Abort; the others wait
 * for the abort instead of entering MPI. The check adds no synchronisation, so a correct
 * program runs as before. When teams are not followed (no OMPT), CC_ipw uses the innermost team
 * only and CC_cc is reduced to a collective every thread of the team reaches (site kind 'A').
 *
 * Compiled with -fopenmp by the MPI C compiler; parcoach_rt_omp.c is linked with it.
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

/* In parcoach_rt_omp.c. */
int parcoach_rt_omp_state(char *word, size_t size, int *active, int *single);
int parcoach_rt_omp_claim(const char *tab, int idx, int any, long comm, char *other, size_t size);

/* The commKind argument of the check. */
enum { PARCOACH_NO_COMM = 0, PARCOACH_COMM = 1, PARCOACH_WORLD = 2 };
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

static void parcoach_hybrid_fail(const char *tab, int idx, const char *word, const char *why)
{
    if (__atomic_exchange_n(&parcoach_hybrid_failed, 1, __ATOMIC_SEQ_CST)) {
        for (;;)
            sleep(1); /* another thread reports and aborts */
    }
    char what[256], pos[512], see[512], pw[300] = "";
    parcoach_table_field(tab, idx, 1, what, sizeof what);
    parcoach_table_field(tab, idx, 2, pos, sizeof pos);
    parcoach_table_field(tab, idx, 4, see, sizeof see);
    char *comma = strchr(see, ',');
    if (comma)
        *comma = 0;
    if (word && word[0])
        snprintf(pw, sizeof pw, " (parallelism word %s)", word);
    fflush(stdout);
    fprintf(stderr, "DYNAMIC-CHECK: %s (%s) is called by thread %d of a team of %d%s %s%s%s\n", what, pos,
            omp_get_thread_num(), omp_get_num_threads(), pw, why, see[0] ? "; see " : "", see);
    fflush(stderr);
    {
        /* Give the launcher time to forward the message before MPI_Abort kills everything. */
        struct timespec ts = {0, 200 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    MPI_Abort(MPI_COMM_WORLD, 1);
    _exit(1);
}

static long parcoach_hybrid_key(MPI_Comm c)
{
    long k = 0;
    memcpy(&k, &c, sizeof c < sizeof k ? sizeof c : sizeof k);
    return k;
}

void parcoach_rt_hybrid_check(const char *tab, int idx, int comm_kind, MPI_Comm comm)
{
    __atomic_add_fetch(&parcoach_hybrid_inside, 1, __ATOMIC_SEQ_CST);
    if (parcoach_rt_off())
        return;
    int init = 0, fin = 0;
    MPI_Initialized(&init);
    if (!init)
        return;
    MPI_Finalized(&fin);
    if (fin)
        return;
    int level = MPI_THREAD_SINGLE;
    MPI_Query_thread(&level);
    char word[256], why[1024], other[600];
    int active = 0, single = 0;
    int tracked = parcoach_rt_omp_state(word, sizeof word, &active, &single);
    if (!tracked) {
        /* Teams are not followed (no OMPT): the innermost team only. */
        char kind[8];
        active = omp_in_parallel() && omp_get_num_threads() > 1;
        word[0] = 0;
        parcoach_table_field(tab, idx, 0, kind, sizeof kind);
        if (active && kind[0] == 'A')
            parcoach_hybrid_fail(tab, idx, word,
                                 "while every thread of the team reaches this collective: each thread's call is a "
                                 "separate collective");
    }
    if (!active)
        return; /* sequential, or teams of one thread (P1) */
    switch (level) {
    case MPI_THREAD_SINGLE:
        snprintf(why, sizeof why, "while %s allows no MPI call in an active parallel region", parcoach_hybrid_level(level));
        parcoach_hybrid_fail(tab, idx, word, why);
        return;
    case MPI_THREAD_FUNNELED: {
        int main = 0;
        MPI_Is_thread_main(&main);
        if (single) {
            snprintf(why, sizeof why,
                     "in a single region while %s allows only the main thread: which thread runs a single region is "
                     "the OpenMP runtime's choice (use masked/master)",
                     parcoach_hybrid_level(level));
            parcoach_hybrid_fail(tab, idx, word, why);
        }
        if (!main) {
            snprintf(why, sizeof why, "while %s allows only the main thread", parcoach_hybrid_level(level));
            parcoach_hybrid_fail(tab, idx, word, why);
        }
        return;
    }
    case MPI_THREAD_SERIALIZED:
        if (__atomic_load_n(&parcoach_hybrid_inside, __ATOMIC_SEQ_CST) > 1) {
            snprintf(why, sizeof why, "while another thread is inside MPI and %s allows one thread at a time",
                     parcoach_hybrid_level(level));
            parcoach_hybrid_fail(tab, idx, word, why);
        }
        if (tracked && parcoach_rt_omp_claim(tab, idx, 1, 0, other, sizeof other)) {
            snprintf(why, sizeof why,
                     "while %s, and no barrier orders the two calls: %s allows one thread in MPI at a time",
                     other, parcoach_hybrid_level(level));
            parcoach_hybrid_fail(tab, idx, word, why);
        }
        return;
    }
    if (!tracked)
        return;
    if (comm_kind == PARCOACH_NO_COMM)
        return; /* MULTIPLE: only collectives on one communicator must be ordered */
    long key = parcoach_hybrid_key(comm_kind == PARCOACH_WORLD ? MPI_COMM_WORLD : comm);
    if (parcoach_rt_omp_claim(tab, idx, 0, key, other, sizeof other)) {
        snprintf(why, sizeof why,
                 "while %s, and no barrier orders the two: the collectives of a communicator must be issued in the "
                 "same order by every process, so each thread's call is a separate collective in an order the "
                 "threads decide",
                 other);
        parcoach_hybrid_fail(tab, idx, word, why);
    }
}

void parcoach_rt_hybrid_check_f(const char *tab, int idx, int comm_kind, const MPI_Fint *comm)
{
    MPI_Comm c = MPI_COMM_NULL;
    if (comm_kind == PARCOACH_COMM && comm)
        c = MPI_Comm_f2c(*comm);
    else if (comm_kind == PARCOACH_COMM)
        comm_kind = PARCOACH_NO_COMM;
    parcoach_rt_hybrid_check(tab, idx, comm_kind, c);
}

void parcoach_rt_hybrid_done(const char *tab, int idx)
{
    (void)tab;
    (void)idx;
    __atomic_sub_fetch(&parcoach_hybrid_inside, 1, __ATOMIC_SEQ_CST);
}

/* In parcoach_rt.c (the MPI part), linked whenever a leave check is: the module that calls
 * parcoach_rt_leave_team also checks a collective. Weak, so that a program with hybrid checks
 * only links without it. */
void parcoach_rt_leave(const char *tab, int idx, int what, MPI_Comm comm) __attribute__((weak));
void parcoach_rt_leave_f(const char *tab, int idx, int what, const MPI_Fint *comm) __attribute__((weak));

/* parcoach_rt_leave_team is the leave check at the end of a parallel region body that holds
 * unproven collectives (seed 000 Algorithm 20: the check is made once for the team). The team
 * meets at a barrier first, so that no thread of it is still inside a check of the region when
 * the primary thread makes the leave check; the region's own join barrier follows. A thread
 * stuck in a check of the region (its collective is not matched on another process) keeps the
 * others at that barrier, and the other processes' leave checks meet its check and report. */
void parcoach_rt_leave_team(const char *tab, int idx, int what, MPI_Comm comm)
{
#pragma omp barrier
    if (omp_get_thread_num() == 0 && parcoach_rt_leave)
        parcoach_rt_leave(tab, idx, what, comm);
}

void parcoach_rt_leave_team_f(const char *tab, int idx, int what, const MPI_Fint *comm)
{
#pragma omp barrier
    if (omp_get_thread_num() == 0 && parcoach_rt_leave_f)
        parcoach_rt_leave_f(tab, idx, what, comm);
}

#ifdef __cplusplus
}
#endif
