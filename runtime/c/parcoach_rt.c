/* parcoach runtime checks: the CC function of PARCOACH (seed 000, Algorithm 14), done so that
 * every process learns the outcome, with the message naming what each process was about to do.
 *
 * `parcoach cc --instrument` splices calls to these functions into the LLVM IR of the program:
 *
 *   parcoach_rt_check   before an MPI collective: the collective's kind (a "color"), its
 *                       communicator and, where the standard requires them to match on every
 *                       process, its root, its reduction operation and its size in bytes;
 *   parcoach_rt_leave   before the returns of an instrumented function (color 0), on the
 *                       communicators of its collectives;
 *   ..._f               the same for the Fortran binding (every argument by reference).
 *
 * Each call is one MPI_Allreduce of (max, -min) of those values on a private duplicate of the
 * communicator. When the values differ, every process knows it: they gather one line each on
 * the first process of the communicator, which prints
 *
 *   DYNAMIC-CHECK: ranks {1,3} are about to call MPI_Bcast (f.c:59) while ranks {0,2} leave f() (f.c:70); see conditional f.c:56
 *
 * on stderr and calls MPI_Abort, before the real collective can deadlock. When they agree, the
 * program goes on unchanged (seed 000 Lemma 2: in a correct program every process executes the
 * same checks in the same order, so the checks cannot deadlock).
 *
 * The site table is a constant string emitted into each instrumented module: one line per
 * site, fields separated by tabs:
 *
 *   C<TAB>MPI_Bcast<TAB>f.c:59<TAB>f<TAB>f.c:56,f.c:58     a check before a collective
 *   L<TAB>f()<TAB>f.c:70<TAB>f<TAB>f.c:56                 a check before leaving a function
 *
 * Environment: PARCOACH_RT=off disables every check (the program runs as if uninstrumented);
 * PARCOACH_RT_VERBOSE=1 prints each check on stderr; a process that waits longer than
 * PARCOACH_RT_TIMEOUT seconds (default 300; 0: no deadline) in one check reports where it waits
 * and aborts (the checks of processes blocked on different communicators cannot meet: a
 * deadlock the collectives themselves would have had).
 *
 * Thread safety: checks on different communicators may run concurrently (MPI_THREAD_MULTIPLE);
 * two threads calling collectives on one communicator at the same time is erroneous MPI
 * whatever the checks do. Inside an OpenMP parallel region of several threads, the leave checks
 * are done by thread 0 of the team only.
 */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "parcoach_rt_table.h"

/* The checks' own MPI calls go to the profiling interface, so that a PMPI layer in the program
 * (parcoach's runtime monitor, linked by `parcoach cc --instrument`, or another tool) does not
 * take them for the program's (a duplicated communicator never freed, ...). */
#define MPI_Abort PMPI_Abort
#define MPI_Allreduce PMPI_Allreduce
#define MPI_Barrier PMPI_Barrier
#define MPI_Comm_create_group PMPI_Comm_create_group
#define MPI_Comm_create_keyval PMPI_Comm_create_keyval
#define MPI_Comm_dup PMPI_Comm_dup
#define MPI_Comm_free PMPI_Comm_free
#define MPI_Comm_get_attr PMPI_Comm_get_attr
#define MPI_Comm_group PMPI_Comm_group
#define MPI_Comm_idup PMPI_Comm_idup
#define MPI_Comm_rank PMPI_Comm_rank
#define MPI_Comm_set_attr PMPI_Comm_set_attr
#define MPI_Comm_set_errhandler PMPI_Comm_set_errhandler
#define MPI_Comm_size PMPI_Comm_size
#define MPI_Comm_test_inter PMPI_Comm_test_inter
#define MPI_Finalized PMPI_Finalized
#define MPI_Gather PMPI_Gather
#define MPI_Group_free PMPI_Group_free
#define MPI_Group_incl PMPI_Group_incl
#define MPI_Group_size PMPI_Group_size
#define MPI_Group_translate_ranks PMPI_Group_translate_ranks
#define MPI_Iallreduce PMPI_Iallreduce
#define MPI_Initialized PMPI_Initialized
#define MPI_Test PMPI_Test
#define MPI_Type_get_name PMPI_Type_get_name
#define MPI_Type_size PMPI_Type_size
#define MPI_Win_create_keyval PMPI_Win_create_keyval
#define MPI_Win_get_attr PMPI_Win_get_attr
#define MPI_Win_get_group PMPI_Win_get_group
#define MPI_Win_set_attr PMPI_Win_set_attr
#define MPI_Wtime PMPI_Wtime

#define PARCOACH_W_ROOT 1
#define PARCOACH_W_OP 2
#define PARCOACH_W_COUNT 4
#define PARCOACH_W_WORLD 8

#define PARCOACH_REC 2048 /* bytes per process in the gathered report */

/* OpenMP is optional: these resolve to NULL when the program is not linked with it. */
extern int omp_in_parallel(void) __attribute__((weak));
extern int omp_get_thread_num(void) __attribute__((weak));
extern int omp_get_num_threads(void) __attribute__((weak));

static int parcoach_keyval = MPI_KEYVAL_INVALID;
static volatile int parcoach_lock_word;
static int parcoach_mode = -1; /* -1 unknown, 0 off, 1 on, 2 verbose */
static double parcoach_timeout = -1; /* seconds; 0: wait forever */
#define PARCOACH_DEFAULT_TIMEOUT 300.0  /* seconds, when PARCOACH_RT_TIMEOUT is not set */

static void parcoach_lock(void)
{
    while (__atomic_exchange_n(&parcoach_lock_word, 1, __ATOMIC_ACQUIRE))
        ;
}

static void parcoach_unlock(void) { __atomic_store_n(&parcoach_lock_word, 0, __ATOMIC_RELEASE); }

static int parcoach_enabled(void)
{
    int m = __atomic_load_n(&parcoach_mode, __ATOMIC_RELAXED);
    if (m < 0) {
        const char *v = getenv("PARCOACH_RT_VERBOSE");
        m = 1;
        if (parcoach_rt_off())
            m = 0;
        else if (v && *v && strcmp(v, "0"))
            m = 2;
        {
            /* The watchdog is on by default with a generous deadline: a hang names where
             * each process waits instead of lasting until the batch system's limit. */
            const char *t = getenv("PARCOACH_RT_TIMEOUT");
            double d = t && *t ? atof(t) : PARCOACH_DEFAULT_TIMEOUT;
            parcoach_timeout = d > 0 ? d : 0;
        }
        if (m == 2) {
            if (parcoach_timeout > 0)
                fprintf(stderr, "parcoach: runtime checks on, deadline %.0f s per check (PARCOACH_RT_TIMEOUT)\n",
                        parcoach_timeout);
            else
                fprintf(stderr, "parcoach: runtime checks on, no deadline (PARCOACH_RT_TIMEOUT=0)\n");
        }
        __atomic_store_n(&parcoach_mode, m, __ATOMIC_RELEASE);
    }
    return m;
}

/* MPI is usable: initialised and not finalised. */
/* parcoach's runtime monitor (internal/monitor), when it is in the process with its global
 * checks on (`parcoach cc --instrument=all`, `parcoach run`): it compares every collective on
 * every communicator itself, with deadlock detection, so these checks step aside (two checks
 * of different communicators waiting for each other would hang where the monitor reports). */
extern int parcoach_monitor_global(void) __attribute__((weak));

static int parcoach_live(void)
{
    int init = 0, fin = 0;
    MPI_Initialized(&init);
    if (!init)
        return 0;
    if (parcoach_monitor_global && parcoach_monitor_global())
        return 0;
    MPI_Finalized(&fin);
    return !fin;
}

static void parcoach_waited(MPI_Comm cc, const char *tab, int idx, double waited);
static void parcoach_wait(MPI_Request *req, MPI_Comm cc, const char *tab, int idx);

static int parcoach_delete_dup(MPI_Comm comm, int keyval, void *val, void *extra)
{
    MPI_Comm *dup = (MPI_Comm *)val;
    (void)comm;
    (void)keyval;
    (void)extra;
    if (dup) {
        if (*dup != MPI_COMM_NULL)
            MPI_Comm_free(dup);
        free(dup);
    }
    return MPI_SUCCESS;
}

/* The private duplicate of comm the checks run on, so that their messages never mix with the
 * program's. It is created on the first check on comm (a collective over comm, at a point all
 * its processes reach together in a correct program), cached as an attribute of comm, and freed
 * with it. */
static MPI_Comm parcoach_check_comm(MPI_Comm comm, const char *tab, int idx)
{
    void *val = NULL;
    int flag = 0;
    MPI_Comm *dup;

    if (parcoach_keyval == MPI_KEYVAL_INVALID) {
        parcoach_lock();
        if (parcoach_keyval == MPI_KEYVAL_INVALID) {
            int kv;
            MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, parcoach_delete_dup, &kv, NULL);
            __atomic_store_n(&parcoach_keyval, kv, __ATOMIC_RELEASE);
        }
        parcoach_unlock();
    }
    MPI_Comm_get_attr(comm, parcoach_keyval, &val, &flag);
    if (flag && val)
        return *(MPI_Comm *)val;
    dup = (MPI_Comm *)malloc(sizeof *dup);
    if (!dup)
        return MPI_COMM_NULL;
    if (parcoach_timeout > 0) {
        MPI_Request req;
        MPI_Comm_idup(comm, dup, &req);
        parcoach_wait(&req, comm, tab, idx);
    } else {
        MPI_Comm_dup(comm, dup);
    }
    MPI_Comm_set_errhandler(*dup, MPI_ERRORS_ARE_FATAL);
    MPI_Comm_set_attr(comm, parcoach_keyval, dup);
    return *dup;
}

static int parcoach_win_keyval = MPI_KEYVAL_INVALID;

static int parcoach_delete_win_comm(MPI_Win win, int keyval, void *val, void *extra)
{
    return parcoach_delete_dup(MPI_COMM_NULL, keyval, val, extra) + 0 * (win == MPI_WIN_NULL);
}

/* The communicator the checks of a window's collectives run on: one over the window's group,
 * created on the first check (MPI_Comm_create_group is collective over that group only),
 * cached as an attribute of the window and freed with it. */
static MPI_Comm parcoach_win_comm(MPI_Win win)
{
    void *val = NULL;
    int flag = 0;
    MPI_Comm *comm;
    MPI_Group group;

    if (parcoach_win_keyval == MPI_KEYVAL_INVALID) {
        parcoach_lock();
        if (parcoach_win_keyval == MPI_KEYVAL_INVALID) {
            int kv;
            MPI_Win_create_keyval(MPI_WIN_NULL_COPY_FN, parcoach_delete_win_comm, &kv, NULL);
            __atomic_store_n(&parcoach_win_keyval, kv, __ATOMIC_RELEASE);
        }
        parcoach_unlock();
    }
    MPI_Win_get_attr(win, parcoach_win_keyval, &val, &flag);
    if (flag && val)
        return *(MPI_Comm *)val;
    comm = (MPI_Comm *)malloc(sizeof *comm);
    if (!comm)
        return MPI_COMM_NULL;
    MPI_Win_get_group(win, &group);
    {
        /* The same group rebuilt from MPI_COMM_WORLD's (mpich 4.0 crashes in
         * MPI_Comm_create_group on the group a window returns). */
        int n = 0;
        MPI_Group world, same;
        MPI_Group_size(group, &n);
        int *in = (int *)malloc(sizeof(int) * (size_t)(n > 0 ? n : 1));
        int *out = (int *)malloc(sizeof(int) * (size_t)(n > 0 ? n : 1));
        for (int i = 0; i < n && in; i++)
            in[i] = i;
        MPI_Comm_group(MPI_COMM_WORLD, &world);
        if (in && out)
            MPI_Group_translate_ranks(group, n, in, world, out);
        MPI_Group_incl(world, (in && out) ? n : 0, out, &same);
        MPI_Comm_create_group(MPI_COMM_WORLD, same, 0x50c0, comm);
        MPI_Group_free(&same);
        MPI_Group_free(&world);
        free(in);
        free(out);
    }
    MPI_Group_free(&group);
    if (*comm != MPI_COMM_NULL)
        MPI_Comm_set_errhandler(*comm, MPI_ERRORS_ARE_FATAL);
    MPI_Win_set_attr(win, parcoach_win_keyval, comm);
    return *comm;
}

/* The values every process of a communicator must agree on at one check. */
struct parcoach_args {
    int what;
    int root;
    MPI_Fint op;
    MPI_Datatype dtype;
    int count;
    int64_t bytes;
};

static const char *parcoach_op_name(MPI_Op op)
{
    static const struct {
        MPI_Op op;
        const char *name;
    } ops[] = {
        {MPI_MAX, "MPI_MAX"},   {MPI_MIN, "MPI_MIN"},       {MPI_SUM, "MPI_SUM"},   {MPI_PROD, "MPI_PROD"},
        {MPI_LAND, "MPI_LAND"}, {MPI_BAND, "MPI_BAND"},     {MPI_LOR, "MPI_LOR"},   {MPI_BOR, "MPI_BOR"},
        {MPI_LXOR, "MPI_LXOR"}, {MPI_BXOR, "MPI_BXOR"},     {MPI_MAXLOC, "MPI_MAXLOC"},
        {MPI_MINLOC, "MPI_MINLOC"}, {MPI_REPLACE, "MPI_REPLACE"},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].op == op)
            return ops[i].name;
    return "a user-defined op";
}

/* parcoach_record writes what this process was about to do, for the report:
 *   <world rank>\t<kind>\t<object>\t<pos>\t<conds>\t<root>\t<op>\t<size>
 */
static void parcoach_record(char *rec, const char *tab, int idx, const struct parcoach_args *a)
{
    char kind[8], obj[256], pos[256], conds[400], root[32] = "", op[64] = "", size[160] = "";
    int wrank = -1;
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    parcoach_table_field(tab, idx, 0, kind, sizeof kind);
    parcoach_table_field(tab, idx, 1, obj, sizeof obj);
    parcoach_table_field(tab, idx, 2, pos, sizeof pos);
    parcoach_table_field(tab, idx, 4, conds, sizeof conds);
    if (a->what & PARCOACH_W_ROOT)
        snprintf(root, sizeof root, "root %d", a->root);
    if (a->what & PARCOACH_W_OP)
        snprintf(op, sizeof op, "op %s", parcoach_op_name(MPI_Op_f2c(a->op)));
    if (a->what & PARCOACH_W_COUNT) {
        char tname[MPI_MAX_OBJECT_NAME] = "";
        int len = 0;
        MPI_Type_get_name(a->dtype, tname, &len);
        if (len == 0)
            snprintf(tname, sizeof tname, "a derived datatype");
        snprintf(size, sizeof size, "%d x %s (%lld bytes)", a->count, tname, (long long)a->bytes);
    }
    snprintf(rec, PARCOACH_REC, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s", wrank, kind, obj, pos, conds, root, op, size);
}

/* A group of processes that did the same thing, for the report. */
struct parcoach_group {
    char key[PARCOACH_REC];
    char ranks[512];
    int n;
};

static void parcoach_add_rank(struct parcoach_group *g, const char *rank)
{
    size_t len = strlen(g->ranks);
    if (len + strlen(rank) + 8 >= sizeof g->ranks) {
        if (!strstr(g->ranks, "..."))
            strcat(g->ranks, ",...");
        g->n++;
        return;
    }
    if (g->n > 0)
        strcat(g->ranks, ",");
    strcat(g->ranks, rank);
    g->n++;
}

static void parcoach_subject(char *out, size_t size, const struct parcoach_group *g)
{
    if (g->n == 1)
        snprintf(out, size, "rank %s", g->ranks);
    else
        snprintf(out, size, "ranks {%s}", g->ranks);
}

/* fields splits a record (modified in place) into at most n tab-separated fields. */
static int parcoach_fields(char *rec, char **f, int n)
{
    int k = 0;
    f[k++] = rec;
    for (char *p = rec; *p && k < n; p++)
        if (*p == '\t') {
            *p = 0;
            f[k++] = p + 1;
        }
    for (int i = k; i < n; i++)
        f[i] = "";
    return k;
}

static void parcoach_add_conds(char *all, size_t size, const char *conds)
{
    char buf[400];
    snprintf(buf, sizeof buf, "%s", conds);
    for (char *c = strtok(buf, ","); c; c = strtok(NULL, ",")) {
        size_t len = strlen(c);
        const char *p = all;
        int seen = 0;
        while ((p = strstr(p, c)) != NULL) {
            if ((p == all || p[-1] == ' ') && (p[len] == 0 || p[len] == ','))
                seen = 1;
            p += len;
        }
        if (seen || strlen(all) + len + 3 >= size)
            continue;
        if (*all)
            strcat(all, ", ");
        strcat(all, c);
    }
}

/* parcoach_report prints, on the first process of the check communicator, what each process was
 * about to do, then aborts the program. field selects what differed: 0 the collective (or
 * leaving), 5 the root, 6 the op, 7 the size. */
static void parcoach_report(MPI_Comm cc, const char *tab, int idx, const struct parcoach_args *a, int field)
{
    char rec[PARCOACH_REC];
    char *all = NULL;
    int rank = 0, size = 1;

    memset(rec, 0, sizeof rec);
    parcoach_record(rec, tab, idx, a);
    MPI_Comm_rank(cc, &rank);
    MPI_Comm_size(cc, &size);
    if (rank == 0)
        all = (char *)calloc((size_t)size, PARCOACH_REC);
    MPI_Gather(rec, PARCOACH_REC, MPI_CHAR, all, PARCOACH_REC, MPI_CHAR, 0, cc);
    if (rank != 0) {
        /* Wait to be killed by the first process's MPI_Abort, so that it prints first. */
        MPI_Barrier(cc);
        MPI_Abort(MPI_COMM_WORLD, 1);
        return;
    }

    struct parcoach_group *groups = (struct parcoach_group *)calloc((size_t)size, sizeof *groups);
    int ngroups = 0;
    char conds[1024] = "";
    char msg[8192];
    char name[256] = "", pos[256] = "";

    for (int i = 0; i < size && groups && all; i++) {
        char *f[8];
        char key[PARCOACH_REC];
        parcoach_fields(all + (size_t)i * PARCOACH_REC, f, 8);
        if (field == 0)
            snprintf(key, sizeof key, "%s\t%s\t%s", f[1], f[2], f[3]);
        else
            snprintf(key, sizeof key, "%s", f[field]);
        if (f[1][0] == 'C' && field != 0 && !name[0]) {
            snprintf(name, sizeof name, "%s", f[2]);
            snprintf(pos, sizeof pos, "%s", f[3]);
        }
        parcoach_add_conds(conds, sizeof conds, f[4]);
        int g = 0;
        while (g < ngroups && strcmp(groups[g].key, key))
            g++;
        if (g == ngroups) {
            snprintf(groups[g].key, sizeof groups[g].key, "%s", key);
            ngroups++;
        }
        parcoach_add_rank(&groups[g], f[0]);
    }

    size_t len = 0;
    len += snprintf(msg + len, sizeof msg - len, "DYNAMIC-CHECK: ");
    if (field == 0) {
        for (int g = 0; g < ngroups && len < sizeof msg; g++) {
            char subject[600], *f[3];
            char key[PARCOACH_REC];
            snprintf(key, sizeof key, "%s", groups[g].key);
            parcoach_fields(key, f, 3);
            parcoach_subject(subject, sizeof subject, &groups[g]);
            const char *sep = g == 0 ? "" : (g == 1 ? " while " : " and ");
            if (f[0][0] == 'C')
                len += snprintf(msg + len, sizeof msg - len, "%s%s %s about to call %s (%s)", sep, subject,
                                groups[g].n == 1 ? "is" : "are", f[1], f[2]);
            else
                len += snprintf(msg + len, sizeof msg - len, "%s%s %s %s (%s)", sep, subject,
                                groups[g].n == 1 ? "leaves" : "leave", f[1], f[2]);
        }
    } else {
        const char *what = field == 5 ? "roots" : (field == 6 ? "reduction operations" : "sizes");
        len += snprintf(msg + len, sizeof msg - len, "%s (%s) is called with different %s: ", name, pos, what);
        for (int g = 0; g < ngroups && len < sizeof msg; g++) {
            char subject[600];
            parcoach_subject(subject, sizeof subject, &groups[g]);
            len += snprintf(msg + len, sizeof msg - len, "%s%s by %s", g == 0 ? "" : (g == ngroups - 1 ? " and " : ", "),
                            groups[g].key, subject);
        }
    }
    if (conds[0] && len < sizeof msg)
        len += snprintf(msg + len, sizeof msg - len, "; see conditional%s %s", strchr(conds, ',') ? "s" : "", conds);
    if (len >= sizeof msg)
        len = sizeof msg - 1;
    msg[len] = 0;
    fflush(stdout);
    fprintf(stderr, "%s\n", msg);
    fflush(stderr);
    {
        /* Give the launcher time to forward the message before MPI_Abort kills everything. */
        struct timespec ts = {0, 200 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    MPI_Abort(MPI_COMM_WORLD, 1);
}

/* parcoach_waited reports a check that did not complete within PARCOACH_RT_TIMEOUT seconds. */
static void parcoach_waited(MPI_Comm cc, const char *tab, int idx, double waited)
{
    char kind[8], obj[256], pos[256], conds[400];
    int wrank = -1, size = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
    MPI_Comm_size(cc, &size);
    parcoach_table_field(tab, idx, 0, kind, sizeof kind);
    parcoach_table_field(tab, idx, 1, obj, sizeof obj);
    parcoach_table_field(tab, idx, 2, pos, sizeof pos);
    parcoach_table_field(tab, idx, 4, conds, sizeof conds);
    fflush(stdout);
    fprintf(stderr,
            "DYNAMIC-CHECK: rank %d has waited %.0f s in the check before %s %s (%s) on a communicator of %d processes: "
            "not all of them reached a check on it (are some blocked on another communicator?)%s%s "
            "[deadline PARCOACH_RT_TIMEOUT=%.0f s; 0 removes it]\n",
            wrank, waited, kind[0] == 'C' ? "calling" : "leaving", obj, pos, size, conds[0] ? "; see conditional " : "",
            conds, parcoach_timeout);
    fflush(stderr);
    {
        struct timespec ts = {0, 200 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    MPI_Abort(MPI_COMM_WORLD, 1);
}

/* parcoach_wait completes req, or reports and aborts after PARCOACH_RT_TIMEOUT seconds. */
static void parcoach_wait(MPI_Request *req, MPI_Comm cc, const char *tab, int idx)
{
    int done = 0;
    long polls = 0;
    double start = MPI_Wtime();
    for (;;) {
        MPI_Test(req, &done, MPI_STATUS_IGNORE);
        if (done)
            return;
        if (++polls > 1000) {
            struct timespec ts = {0, 100 * 1000};
            nanosleep(&ts, NULL);
            if (MPI_Wtime() - start > parcoach_timeout)
                parcoach_waited(cc, tab, idx, MPI_Wtime() - start);
        }
    }
}

/* parcoach_run is Algorithm 14 with MPI_Allreduce: every process learns whether all agree.
 * cc is the communicator the check runs on, or MPI_COMM_NULL to use comm's duplicate. */
static void parcoach_run(const char *tab, int idx, int color, MPI_Comm comm, MPI_Comm cc, struct parcoach_args *a)
{
    int64_t v[8], r[8];

    if (cc == MPI_COMM_NULL) {
        int inter = 0;
        if (comm == MPI_COMM_NULL)
            return;
        MPI_Comm_test_inter(comm, &inter);
        if (inter)
            return; /* intercommunicators are not checked */
        cc = parcoach_check_comm(comm, tab, idx);
        if (cc == MPI_COMM_NULL)
            return;
    }
    v[0] = color;
    v[1] = -(int64_t)color;
    v[2] = a->root;
    v[3] = -(int64_t)a->root;
    v[4] = a->op;
    v[5] = -(int64_t)a->op;
    v[6] = a->bytes;
    v[7] = -a->bytes;
    if (parcoach_enabled() == 2) {
        char obj[256], pos[256];
        int wrank = -1;
        MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
        parcoach_table_field(tab, idx, 1, obj, sizeof obj);
        parcoach_table_field(tab, idx, 2, pos, sizeof pos);
        fprintf(stderr, "parcoach: rank %d checks %s (%s)\n", wrank, obj, pos);
    }
    if (parcoach_timeout > 0) {
        /* The same reduction, waited for with a deadline. */
        MPI_Request req;
        MPI_Iallreduce(v, r, 8, MPI_INT64_T, MPI_MAX, cc, &req);
        parcoach_wait(&req, cc, tab, idx);
    } else {
        MPI_Allreduce(v, r, 8, MPI_INT64_T, MPI_MAX, cc);
    }
    if (r[0] != -r[1])
        parcoach_report(cc, tab, idx, a, 0);
    else if (r[2] != -r[3])
        parcoach_report(cc, tab, idx, a, 5);
    else if (r[4] != -r[5])
        parcoach_report(cc, tab, idx, a, 6);
    else if (r[6] != -r[7])
        parcoach_report(cc, tab, idx, a, 7);
}

static int parcoach_leave_skipped(void)
{
    /* Inside a parallel region of several threads, one thread per process does the check. */
    if (omp_in_parallel && omp_get_thread_num && omp_get_num_threads && omp_in_parallel() &&
        omp_get_num_threads() > 1 && omp_get_thread_num() != 0)
        return 1;
    return 0;
}

void parcoach_rt_check(const char *tab, int idx, int color, MPI_Comm comm, int what, int root, MPI_Op op,
                       int count, MPI_Datatype dtype)
{
    struct parcoach_args a;
    if (!parcoach_enabled() || !parcoach_live())
        return;
    if (what & PARCOACH_W_WORLD)
        comm = MPI_COMM_WORLD;
    memset(&a, 0, sizeof a);
    a.what = what;
    if (what & PARCOACH_W_ROOT)
        a.root = root;
    if (what & PARCOACH_W_OP)
        a.op = MPI_Op_c2f(op);
    if (what & PARCOACH_W_COUNT) {
        int sz = 0;
        if (dtype == MPI_DATATYPE_NULL) {
            a.what &= ~PARCOACH_W_COUNT;
        } else {
            MPI_Type_size(dtype, &sz);
            a.dtype = dtype;
            a.count = count;
            a.bytes = (int64_t)count * sz;
        }
    }
    parcoach_run(tab, idx, color, comm, MPI_COMM_NULL, &a);
}

void parcoach_rt_check_win(const char *tab, int idx, int color, MPI_Win win)
{
    struct parcoach_args a;
    MPI_Comm cc;
    if (!parcoach_enabled() || !parcoach_live() || win == MPI_WIN_NULL)
        return;
    cc = parcoach_win_comm(win);
    if (cc == MPI_COMM_NULL)
        return;
    memset(&a, 0, sizeof a);
    parcoach_run(tab, idx, color, MPI_COMM_NULL, cc, &a);
}

void parcoach_rt_leave(const char *tab, int idx, int what, MPI_Comm comm)
{
    struct parcoach_args a;
    if (!parcoach_enabled() || !parcoach_live() || parcoach_leave_skipped())
        return;
    if (what & PARCOACH_W_WORLD)
        comm = MPI_COMM_WORLD;
    memset(&a, 0, sizeof a);
    parcoach_run(tab, idx, 0, comm, MPI_COMM_NULL, &a);
}

/* Fortran binding: handles are MPI_Fint passed by reference; a NULL pointer is an absent value. */
void parcoach_rt_check_f(const char *tab, int idx, int color, const MPI_Fint *comm, int what, const MPI_Fint *root,
                         const MPI_Fint *op, const MPI_Fint *count, const MPI_Fint *dtype)
{
    MPI_Comm c = MPI_COMM_WORLD;
    if (!parcoach_enabled() || !parcoach_live())
        return;
    if (!(what & PARCOACH_W_WORLD)) {
        if (!comm)
            return;
        c = MPI_Comm_f2c(*comm);
    }
    if (!root)
        what &= ~PARCOACH_W_ROOT;
    if (!op)
        what &= ~PARCOACH_W_OP;
    if (!count || !dtype)
        what &= ~PARCOACH_W_COUNT;
    parcoach_rt_check(tab, idx, color, c, what, root ? *root : 0, op ? MPI_Op_f2c(*op) : MPI_OP_NULL,
                      count ? *count : 0, dtype ? MPI_Type_f2c(*dtype) : MPI_DATATYPE_NULL);
}

void parcoach_rt_leave_f(const char *tab, int idx, int what, const MPI_Fint *comm)
{
    MPI_Comm c = MPI_COMM_WORLD;
    if (!(what & PARCOACH_W_WORLD)) {
        if (!comm)
            return;
        if (!parcoach_enabled() || !parcoach_live())
            return;
        c = MPI_Comm_f2c(*comm);
    }
    parcoach_rt_leave(tab, idx, what, c);
}

/* parcoach_rt_mpi_abort ends an MPI program after an OpenMP check failed (parcoach_rt_omp.c
 * calls it when this file is linked): MPI_Abort when MPI is running. */
void parcoach_rt_mpi_abort(void)
{
    int init = 0, fin = 0;
    MPI_Initialized(&init);
    MPI_Finalized(&fin);
    if (init && !fin)
        MPI_Abort(MPI_COMM_WORLD, 1);
}

/* The MPI-RMA check (issue 17): a load or store (or memory intrinsic) the static RMA analysis
 * could not prove safe, of size bytes at addr. The runtime monitor linked into the program
 * (libparcoach_monitor, pcm_rma.c) checks it against the one-sided operations in progress; without
 * the monitor, nothing is checked. */
extern void pcm_rma_access(const void *p, long long n, int write, const char *site) __attribute__((weak));

struct parcoach_rma_site {
    const char *tab;
    int idx;
    char pos[112];
};
static struct parcoach_rma_site parcoach_rma_sites[256];

void parcoach_rt_check_rma(const char *tab, int idx, const void *addr, int64_t size, int write)
{
    char pos[112], buf[1024];
    const char *site = pos;
    if (!pcm_rma_access || parcoach_rt_off())
        return;
    unsigned h = ((unsigned)(uintptr_t)tab ^ (unsigned)idx * 2654435761u) % 256;
    struct parcoach_rma_site *s = &parcoach_rma_sites[h];
    if (__atomic_load_n(&s->tab, __ATOMIC_ACQUIRE) == tab && s->idx == idx) {
        site = s->pos;
    } else {
        const char *b;
        parcoach_table_field(tab, idx, 2, buf, sizeof buf);
        b = strrchr(buf, '/');
        snprintf(pos, sizeof pos, "%s", b ? b + 1 : buf);
        if (!__atomic_load_n(&s->tab, __ATOMIC_ACQUIRE)) {
            s->idx = idx;
            memcpy(s->pos, pos, sizeof pos);
            __atomic_store_n(&s->tab, tab, __ATOMIC_RELEASE);
        }
    }
    pcm_rma_access(addr, (long long)size, write, site);
}
