/*
 * parcoach_rt_omp.c: the OpenMP runtime check of parcoach (seed 000 §3.2.3, Algorithms 16-17).
 *
 * `parcoach cc --instrument` inserts parcoach_rt_omp_check(table, site) before each barrier,
 * each worksharing construct and each return of the functions holding an OpenMP site the static
 * pass could not prove. Each thread of the innermost team writes its site into a slot of the
 * team, meets the others at a team barrier, and compares the slots: when the threads are not
 * about to reach the same construct, one prints a DYNAMIC-CHECK line and the program aborts
 * (MPI_Abort when the MPI part of the runtime is linked and MPI is running) before the real
 * barriers can deadlock. A second barrier keeps the slots until every thread has read them.
 *
 * The threads of a team make the same sequence of checks exactly when they reach the same
 * sequence of constructs, so the extra barriers match in a correct program. A thread that is
 * at a barrier that is not checked (in a function without a site) meets the check's barrier
 * with an empty slot, which is reported too.
 *
 * Limits: only the outermost active team is checked (omp_get_active_level() == 1, at most
 * PARCOACH_OMP_MAX threads); a check in a nested active region returns at once, as every thread
 * of that team does, so the barriers still match.
 *
 * Compiled with -fopenmp by the C compiler that compiles the instrumented IR; it does not need
 * MPI.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "parcoach_rt_table.h"

/* C linkage when the C++ driver (clang++) compiles this file as C++. */
#ifdef __cplusplus
extern "C" {
#endif

#define PARCOACH_OMP_MAX 1024

/* Defined in parcoach_rt.c (the MPI part) when it is linked: MPI_Abort if MPI is running. */
extern void parcoach_rt_mpi_abort(void) __attribute__((weak));

struct parcoach_omp_slot {
    const char *tab; /* the site table of the module */
    int idx;         /* the site in it */
    int set;         /* 1 between the write and the end of the check */
    char pad[64 - sizeof(const char *) - 2 * sizeof(int)];
};

static struct parcoach_omp_slot parcoach_omp_slots[PARCOACH_OMP_MAX];
static int parcoach_omp_failed;

/* parcoach_omp_describe writes what a thread at slot s is about to do, for verb "is"/"are". */
static void parcoach_omp_describe(char *out, size_t size, const char *tab, int idx, int set, int many)
{
    char kind[8], what[256], pos[256];
    if (!set) {
        snprintf(out, size, "%s at a barrier or construct that is not checked (or have not arrived)",
                 many ? "are" : "is");
        return;
    }
    parcoach_table_field(tab, idx, 0, kind, sizeof kind);
    parcoach_table_field(tab, idx, 1, what, sizeof what);
    parcoach_table_field(tab, idx, 2, pos, sizeof pos);
    if (kind[0] == 'E')
        snprintf(out, size, "%s (%s)", what, pos);
    else if (kind[0] == 'V')
        snprintf(out, size, "%s about to call %s (%s)", many ? "are" : "is", what, pos);
    else
        snprintf(out, size, "%s about to reach %s (%s)", many ? "are" : "is", what, pos);
}

static void parcoach_omp_report(int n, const char *mytab, int myidx)
{
    char msg[8192];
    char conds[1024] = "";
    size_t len = 0;
    int done[PARCOACH_OMP_MAX];
    struct parcoach_omp_slot snap[PARCOACH_OMP_MAX];
    int ngroups = 0;
    for (int i = 0; i < n; i++) {
        snap[i].set = __atomic_load_n(&parcoach_omp_slots[i].set, __ATOMIC_ACQUIRE);
        snap[i].tab = snap[i].set ? __atomic_load_n(&parcoach_omp_slots[i].tab, __ATOMIC_RELAXED) : NULL;
        snap[i].idx = snap[i].set ? __atomic_load_n(&parcoach_omp_slots[i].idx, __ATOMIC_RELAXED) : -1;
        done[i] = 0;
    }
    len += snprintf(msg + len, sizeof msg - len, "DYNAMIC-CHECK: ");
    for (int i = 0; i < n && len < sizeof msg; i++) {
        if (done[i])
            continue;
        char threads[1024];
        size_t tl = 0;
        int count = 0;
        tl += snprintf(threads + tl, sizeof threads - tl, "{");
        for (int j = i; j < n; j++) {
            if (done[j] || snap[j].set != snap[i].set || snap[j].tab != snap[i].tab || snap[j].idx != snap[i].idx)
                continue;
            done[j] = 1;
            if (tl < sizeof threads)
                tl += snprintf(threads + tl, sizeof threads - tl, "%s%d", count ? "," : "", j);
            count++;
        }
        if (tl < sizeof threads)
            snprintf(threads + tl, sizeof threads - tl, "}");
        char what[700];
        if (snap[i].set && snap[i].tab) {
            char c[400];
            parcoach_table_field(snap[i].tab, snap[i].idx, 4, c, sizeof c);
            if (c[0] && !strstr(conds, c) && strlen(conds) + strlen(c) + 2 < sizeof conds) {
                if (conds[0])
                    strcat(conds, ",");
                strcat(conds, c);
            }
        }
        parcoach_omp_describe(what, sizeof what, snap[i].tab, snap[i].idx, snap[i].set, count > 1);
        len += snprintf(msg + len, sizeof msg - len, "%s%s %s %s", ngroups == 0 ? "" : (ngroups == 1 ? " while " : " and "),
                        count > 1 ? "threads" : "thread", threads, what);
        ngroups++;
    }
    (void)mytab;
    (void)myidx;
    if (conds[0] && len < sizeof msg)
        len += snprintf(msg + len, sizeof msg - len, "; see conditional%s %s", strchr(conds, ',') ? "s" : "", conds);
    if (len >= sizeof msg)
        len = sizeof msg - 1;
    msg[len] = 0;
    fflush(stdout);
    fprintf(stderr, "%s\n", msg);
    fflush(stderr);
    if (parcoach_rt_mpi_abort) {
        struct timespec ts = {0, 200 * 1000 * 1000};
        nanosleep(&ts, NULL);
        parcoach_rt_mpi_abort();
    }
    abort();
}

void parcoach_rt_omp_check(const char *tab, int idx)
{
    static int off = -1; /* PARCOACH_RT=off disables the checks, as in parcoach_rt.c */
    int o = __atomic_load_n(&off, __ATOMIC_RELAXED);
    if (o < 0) {
        const char *e = getenv("PARCOACH_RT");
        o = e && !strcmp(e, "off");
        __atomic_store_n(&off, o, __ATOMIC_RELAXED);
    }
    if (o || omp_get_active_level() != 1)
        return;
    int n = omp_get_num_threads();
    if (n <= 1 || n > PARCOACH_OMP_MAX)
        return;
    int me = omp_get_thread_num();
    struct parcoach_omp_slot *s = &parcoach_omp_slots[me];
    __atomic_store_n(&s->tab, tab, __ATOMIC_RELAXED);
    __atomic_store_n(&s->idx, idx, __ATOMIC_RELAXED);
    __atomic_store_n(&s->set, 1, __ATOMIC_RELEASE);
#pragma omp barrier
    int bad = 0;
    for (int i = 0; i < n && !bad; i++) {
        struct parcoach_omp_slot *o = &parcoach_omp_slots[i];
        if (!__atomic_load_n(&o->set, __ATOMIC_ACQUIRE) || __atomic_load_n(&o->tab, __ATOMIC_RELAXED) != tab ||
            __atomic_load_n(&o->idx, __ATOMIC_RELAXED) != idx)
            bad = 1;
    }
    if (bad) {
        if (__atomic_exchange_n(&parcoach_omp_failed, 1, __ATOMIC_ACQ_REL) == 0)
            parcoach_omp_report(n, tab, idx);
        for (;;) { /* the reporting thread aborts the process */
            struct timespec ts = {1, 0};
            nanosleep(&ts, NULL);
        }
    }
#pragma omp barrier
    __atomic_store_n(&s->set, 0, __ATOMIC_RELEASE);
}

#ifdef __cplusplus
}
#endif
