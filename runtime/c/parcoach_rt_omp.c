/*
 * parcoach_rt_omp.c: the OpenMP runtime check of parcoach (seed 000 §3.2.3, Algorithms 16-17)
 * and the execution parallelism words the hybrid check uses (seed 000 §4.1.3, Algorithm 21).
 *
 * `parcoach cc --instrument` inserts parcoach_rt_omp_check(table, site) before each barrier,
 * each worksharing construct and each return of the functions holding an OpenMP site the static
 * pass could not prove. Each thread of the team writes its site into a slot of the team, meets
 * the others at a team barrier, and compares the slots: when the threads are not about to reach
 * the same construct, one prints a DYNAMIC-CHECK line and the program aborts (MPI_Abort when the
 * MPI part of the runtime is linked and MPI is running) before the real barriers can deadlock.
 * A second barrier keeps the slots until every thread has read them.
 *
 * The threads of a team make the same sequence of checks exactly when they reach the same
 * sequence of constructs, so the extra barriers match in a correct program. A thread that is
 * at a barrier that is not checked (in a function without a site) meets the check's barrier
 * with an empty slot, which is reported too.
 *
 * Teams are followed through the OpenMP tools interface (OMPT, OpenMP 5.1 chapter 19), which
 * libomp implements: this file is an OMPT tool (ompt_start_tool). Each implicit task gets a
 * frame: its team, its thread number, the number of barriers it has passed, and the stack of
 * one-thread constructs it is in (S single, M masked/master, C critical or ordered). From that:
 *   - every team, nested ones included, has its own slots;
 *   - a check inside a one-thread construct is not a team check (the other threads are not
 *     there): a barrier or worksharing construct reached there is reported at once as invalid
 *     nesting (a barrier inside critical would otherwise deadlock on the lock before any check
 *     could meet the other threads), the other checks return;
 *   - the execution parallelism word of a thread (P<n> per enclosing team, P1 for a team of one
 *     thread, then S/M/C) is what the hybrid part checks against the provided thread level, and
 *     parcoach_rt_omp_claim tells when two threads reach MPI calls between the same two
 *     barriers (seed 000 Algorithm 21's collective_lock, reset at the next barrier).
 * When no OMPT tool runs (OMP_TOOL=disabled, another OpenMP runtime), the check falls back to
 * the outermost active team only and the word is unknown.
 *
 * Compiled with -fopenmp by the C compiler that compiles the instrumented IR; it does not need
 * MPI. The OMPT declarations below are the subset of the interface this file uses, written
 * from the OpenMP specification so that no omp-tools.h is needed.
 */
#include <omp.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "parcoach_rt_table.h"

/* C linkage when the C++ driver (clang++) compiles this file as C++. */
#ifdef __cplusplus
extern "C" {
#endif

/* ---- The OMPT interface (OpenMP 5.1 §19), the part used here ---- */

typedef union pc_ompt_data {
    uint64_t value;
    void *ptr;
} pc_ompt_data_t;

typedef void (*pc_ompt_interface_fn_t)(void);
typedef pc_ompt_interface_fn_t (*pc_ompt_function_lookup_t)(const char *name);
typedef void (*pc_ompt_callback_t)(void);
typedef int (*pc_ompt_set_callback_t)(int event, pc_ompt_callback_t callback);
typedef int (*pc_ompt_get_task_info_t)(int ancestor_level, int *flags, pc_ompt_data_t **task_data, void **task_frame,
                                       pc_ompt_data_t **parallel_data, int *thread_num);

typedef struct pc_ompt_start_tool_result {
    int (*initialize)(pc_ompt_function_lookup_t lookup, int initial_device_num, pc_ompt_data_t *tool_data);
    void (*finalize)(pc_ompt_data_t *tool_data);
    pc_ompt_data_t tool_data;
} pc_ompt_start_tool_result_t;

enum {
    PC_CB_PARALLEL_BEGIN = 3,
    PC_CB_PARALLEL_END = 4,
    PC_CB_TASK_CREATE = 5,
    PC_CB_IMPLICIT_TASK = 7,
    PC_CB_MUTEX_RELEASED = 17,
    PC_CB_WORK = 20,
    PC_CB_MASKED = 21,
    PC_CB_SYNC_REGION = 23,
    PC_CB_MUTEX_ACQUIRED = 27,
};
enum { PC_SCOPE_BEGIN = 1, PC_SCOPE_END = 2 };
enum { PC_WORK_SINGLE_EXECUTOR = 3 };
enum { PC_MUTEX_CRITICAL = 5, PC_MUTEX_ORDERED = 7 };
enum { PC_TASK_INITIAL = 1, PC_TASK_IMPLICIT = 2, PC_TASK_EXPLICIT = 4 };
/* ompt_sync_region_taskwait and ompt_sync_region_taskgroup: the encountering task's child
 * tasks (all its descendants, for taskgroup) are complete at their end. */
static int pc_is_taskwait(int kind)
{
    return kind == 5 || kind == 6;
}
/* Barrier kinds of ompt_sync_region_t: barrier, barrier_implicit, barrier_explicit,
 * barrier_implementation, barrier_implicit_workshare, barrier_implicit_parallel. */
static int pc_is_barrier(int kind)
{
    return (kind >= 1 && kind <= 4) || kind == 8 || kind == 9;
}

/* ---- Teams and frames ---- */

#define PARCOACH_OMP_MAX 1024 /* threads per team in the fallback */
#define PC_DEPTH 32           /* one-thread constructs nested in one implicit task */
#define PC_CLAIMS 16          /* communicators claimed per team between two barriers */

/* Defined in parcoach_rt.c (the MPI part) when it is linked: MPI_Abort if MPI is running. */
extern void parcoach_rt_mpi_abort(void) __attribute__((weak));

struct parcoach_omp_slot {
    const char *tab; /* the site table of the module */
    int idx;         /* the site in it */
    int set;         /* 1 between the write and the end of the check */
    char pad[64 - sizeof(const char *) - 2 * sizeof(int)];
};

struct pc_frame;

/* A claim: a thread reached an MPI call between two barriers of a team (Algorithm 21). */
struct pc_claim {
    int used;
    unsigned epoch;    /* the barriers the claiming thread had passed */
    int tid;           /* its thread number in the team */
    char kind;         /* where it was at this level: 'S', 'M', 'T' (explicit task) or 0 */
    uintptr_t instance; /* which one: per thread for S and M, the task for T */
    unsigned seq;      /* tasks the claiming thread had created in the team before the claim */
    int ctid;          /* for T: the thread that created the task, and its creation number */
    unsigned cseq;
    int crit;          /* in a critical region (calls in critical regions are serialised) */
    int any;           /* every MPI call counts (MPI_THREAD_SERIALIZED), not one communicator */
    long comm;         /* the communicator's handle */
    const char *tab;   /* the site */
    int idx;
};

struct pc_team {
    int cap;                        /* slots */
    struct parcoach_omp_slot *slots;
    struct pc_frame *parent;        /* the frame of the thread that created the team */
    pthread_mutex_t mu;             /* guards claims */
    struct pc_claim claims[PC_CLAIMS];
};

struct pc_frame {
    struct pc_team *team; /* NULL for the initial task */
    int size;             /* threads in the team (1 for the initial task) */
    int tid;
    unsigned epoch;       /* barriers passed in this team, parcoach's own excluded */
    unsigned instances;   /* one-thread constructs begun */
    unsigned created;     /* explicit tasks created */
    int depth;            /* entries of ctx in use (may exceed PC_DEPTH: then not recorded) */
    char ctx[PC_DEPTH];   /* 'S', 'M', 'C' from outermost to innermost */
    unsigned inst[PC_DEPTH];
};

static struct parcoach_omp_slot parcoach_omp_slots[PARCOACH_OMP_MAX]; /* the fallback's team */
static int parcoach_omp_failed;
static int pc_tracking;                      /* 1 once the OMPT tool is initialised */
static pc_ompt_get_task_info_t pc_task_info; /* ompt_get_task_info */
static __thread int pc_in_check;             /* inside parcoach's own barriers */

/* The data of an implicit task holds its frame; the data of an explicit task holds, with its
 * low bit set so that it is never taken for a frame, who created it:
 * creation number << 32 | creating thread << 1 | 1. */
static struct pc_frame *pc_frame_of(pc_ompt_data_t *d)
{
    if (!d || (d->value & 1))
        return NULL;
    return (struct pc_frame *)d->ptr;
}

/* pc_current returns the frame of the implicit task the calling thread runs, walking out of
 * explicit tasks (*in_task is set when it had to), or NULL when teams are not followed. */
static struct pc_frame *pc_current(int *in_task)
{
    if (in_task)
        *in_task = 0;
    if (!__atomic_load_n(&pc_tracking, __ATOMIC_ACQUIRE) || !pc_task_info)
        return NULL;
    for (int level = 0; level < 64; level++) {
        int flags = 0, tn = 0;
        pc_ompt_data_t *td = NULL, *pd = NULL;
        void *fr = NULL;
        if (pc_task_info(level, &flags, &td, &fr, &pd, &tn) != 2)
            return NULL;
        if (flags & (PC_TASK_IMPLICIT | PC_TASK_INITIAL))
            return pc_frame_of(td);
        if (in_task)
            *in_task = 1;
    }
    return NULL;
}

static void pc_parallel_begin(pc_ompt_data_t *encountering, const void *frame, pc_ompt_data_t *parallel,
                              unsigned int requested, int flags, const void *ra)
{
    (void)frame;
    (void)flags;
    (void)ra;
    (void)encountering;
    int cap = requested > 0 ? (int)requested : 1;
    struct pc_team *t = (struct pc_team *)calloc(1, sizeof *t);
    struct parcoach_omp_slot *s = (struct parcoach_omp_slot *)calloc((size_t)cap, sizeof *s);
    if (!t || !s) {
        free(t);
        free(s);
        parallel->ptr = NULL;
        return;
    }
    t->cap = cap;
    t->slots = s;
    t->parent = pc_current(NULL);
    pthread_mutex_init(&t->mu, NULL);
    parallel->ptr = t;
}

static void pc_parallel_end(pc_ompt_data_t *parallel, pc_ompt_data_t *encountering, int flags, const void *ra)
{
    (void)encountering;
    (void)flags;
    (void)ra;
    struct pc_team *t = (struct pc_team *)parallel->ptr;
    if (!t)
        return;
    parallel->ptr = NULL;
    pthread_mutex_destroy(&t->mu);
    free(t->slots);
    free(t);
}

static void pc_implicit_task(int endpoint, pc_ompt_data_t *parallel, pc_ompt_data_t *task, unsigned int actual,
                             unsigned int index, int flags)
{
    if (endpoint == PC_SCOPE_END) {
        free(task->ptr);
        task->ptr = NULL;
        return;
    }
    struct pc_frame *f = (struct pc_frame *)calloc(1, sizeof *f);
    if (!f)
        return;
    if (flags & PC_TASK_INITIAL) {
        f->size = 1;
    } else {
        f->team = parallel ? (struct pc_team *)parallel->ptr : NULL;
        f->size = actual > 0 ? (int)actual : 1;
        f->tid = (int)index;
    }
    task->ptr = f;
}

static void pc_task_create(pc_ompt_data_t *encountering, const void *frame, pc_ompt_data_t *task, int flags,
                           int has_dependences, const void *ra)
{
    (void)encountering;
    (void)frame;
    (void)has_dependences;
    (void)ra;
    if (!(flags & PC_TASK_EXPLICIT))
        return;
    struct pc_frame *f = pc_current(NULL);
    if (!f)
        return;
    unsigned seq = ++f->created;
    task->value = (uint64_t)seq << 32 | (uint64_t)(f->tid & 0x7fffffff) << 1 | 1;
}

static void pc_push(struct pc_frame *f, char kind)
{
    if (!f)
        return;
    if (f->depth < PC_DEPTH) {
        f->ctx[f->depth] = kind;
        f->inst[f->depth] = ++f->instances;
    }
    f->depth++;
}

static void pc_pop(struct pc_frame *f)
{
    if (f && f->depth > 0)
        f->depth--;
}

static void pc_work(int wstype, int endpoint, pc_ompt_data_t *parallel, pc_ompt_data_t *task, uint64_t count,
                    const void *ra)
{
    (void)parallel;
    (void)count;
    (void)ra;
    if (wstype != PC_WORK_SINGLE_EXECUTOR)
        return;
    if (endpoint == PC_SCOPE_BEGIN)
        pc_push(pc_frame_of(task), 'S');
    else if (endpoint == PC_SCOPE_END)
        pc_pop(pc_frame_of(task));
}

static void pc_masked(int endpoint, pc_ompt_data_t *parallel, pc_ompt_data_t *task, const void *ra)
{
    (void)parallel;
    (void)ra;
    if (endpoint == PC_SCOPE_BEGIN)
        pc_push(pc_frame_of(task), 'M');
    else if (endpoint == PC_SCOPE_END)
        pc_pop(pc_frame_of(task));
}

static void pc_mutex_acquired(int kind, uint64_t wait_id, const void *ra)
{
    (void)wait_id;
    (void)ra;
    int in_task = 0;
    struct pc_frame *f = pc_current(&in_task);
    /* A critical region inside an explicit task is not recorded: the frame found is that of
     * the code that created the task, which another thread may be running. */
    if ((kind == PC_MUTEX_CRITICAL || kind == PC_MUTEX_ORDERED) && !in_task)
        pc_push(f, 'C');
}

static void pc_mutex_released(int kind, uint64_t wait_id, const void *ra)
{
    (void)wait_id;
    (void)ra;
    int in_task = 0;
    struct pc_frame *f = pc_current(&in_task);
    if ((kind == PC_MUTEX_CRITICAL || kind == PC_MUTEX_ORDERED) && !in_task)
        pc_pop(f);
}

static void pc_sync_region(int kind, int endpoint, pc_ompt_data_t *parallel, pc_ompt_data_t *task, const void *ra)
{
    (void)parallel;
    (void)ra;
    if (endpoint != PC_SCOPE_END || pc_in_check)
        return;
    if (pc_is_taskwait(kind)) {
        /* The tasks this thread created are complete: their claims order nothing any more. */
        struct pc_frame *f = pc_current(NULL);
        if (f && f->team) {
            pthread_mutex_lock(&f->team->mu);
            for (int i = 0; i < PC_CLAIMS; i++) {
                struct pc_claim *cl = &f->team->claims[i];
                if (cl->used && cl->kind == 'T' && cl->ctid == f->tid)
                    cl->used = 0;
            }
            pthread_mutex_unlock(&f->team->mu);
        }
        return;
    }
    if (!pc_is_barrier(kind))
        return;
    struct pc_frame *f = pc_frame_of(task);
    if (f)
        f->epoch++;
}

static int pc_initialize(pc_ompt_function_lookup_t lookup, int device, pc_ompt_data_t *tool)
{
    (void)device;
    (void)tool;
    pc_ompt_set_callback_t set = (pc_ompt_set_callback_t)lookup("ompt_set_callback");
    pc_task_info = (pc_ompt_get_task_info_t)lookup("ompt_get_task_info");
    if (!set || !pc_task_info)
        return 0;
    /* ompt_set_always is 5: the events needed for the frames must all be delivered. */
    int ok = set(PC_CB_PARALLEL_BEGIN, (pc_ompt_callback_t)pc_parallel_begin) == 5 &&
             set(PC_CB_PARALLEL_END, (pc_ompt_callback_t)pc_parallel_end) == 5 &&
             set(PC_CB_IMPLICIT_TASK, (pc_ompt_callback_t)pc_implicit_task) == 5 &&
             set(PC_CB_WORK, (pc_ompt_callback_t)pc_work) == 5 && set(PC_CB_MASKED, (pc_ompt_callback_t)pc_masked) == 5 &&
             set(PC_CB_SYNC_REGION, (pc_ompt_callback_t)pc_sync_region) == 5 &&
             set(PC_CB_MUTEX_ACQUIRED, (pc_ompt_callback_t)pc_mutex_acquired) == 5 &&
             set(PC_CB_MUTEX_RELEASED, (pc_ompt_callback_t)pc_mutex_released) == 5 &&
             set(PC_CB_TASK_CREATE, (pc_ompt_callback_t)pc_task_create) == 5;
    if (ok)
        __atomic_store_n(&pc_tracking, 1, __ATOMIC_RELEASE);
    /* Keep the tool even when an event is missing: the checks then use the fallback. */
    return 1;
}

static void pc_finalize(pc_ompt_data_t *tool)
{
    (void)tool;
    __atomic_store_n(&pc_tracking, 0, __ATOMIC_RELEASE);
}

/* ompt_start_tool: libomp calls it when it starts. PARCOACH_RT=off leaves OMPT alone. */
pc_ompt_start_tool_result_t *ompt_start_tool(unsigned int omp_version, const char *runtime_version)
{
    (void)omp_version;
    (void)runtime_version;
    static pc_ompt_start_tool_result_t result = {pc_initialize, pc_finalize, {0}};
    return parcoach_rt_off() ? NULL : &result;
}

/* ---- The parallelism word ---- */

/* pc_chain lists the frames from the innermost (out[0]) outwards; it returns their number. */
static int pc_chain(struct pc_frame *f, struct pc_frame **out, int max)
{
    int n = 0;
    while (f && n < max) {
        out[n++] = f;
        f = f->team ? f->team->parent : NULL;
    }
    return n;
}

/* pc_word writes the execution parallelism word of frame f: P<n> for each enclosing team
 * (P1 for a team of one thread), each followed by the one-thread constructs the thread is in. */
static void pc_word(struct pc_frame *f, char *out, size_t size)
{
    struct pc_frame *chain[64];
    int n = pc_chain(f, chain, 64);
    size_t len = 0;
    out[0] = 0;
    for (int i = n - 1; i >= 0 && len < size; i--) {
        struct pc_frame *c = chain[i];
        if (c->team)
            len += snprintf(out + len, size - len, "%sP%d", len ? " " : "", c->size);
        int d = c->depth < PC_DEPTH ? c->depth : PC_DEPTH;
        for (int k = 0; k < d && len < size; k++)
            len += snprintf(out + len, size - len, "%s%c", len ? " " : "", c->ctx[k]);
    }
    if (len == 0)
        snprintf(out, size, "(sequential)");
}

static const char *pc_letter_name(char k)
{
    switch (k) {
    case 'T':
        return "an explicit task";
    case 'S':
        return "a single region";
    case 'M':
        return "a masked (master) region";
    case 'C':
        return "a critical (or ordered) region";
    }
    return "a one-thread region";
}

/* ---- Reports ---- */

static void pc_abort(const char *msg)
{
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

/* pc_hold keeps a thread that found an error but does not report it until the reporter aborts. */
static void pc_hold(void)
{
    for (;;) {
        struct timespec ts = {1, 0};
        nanosleep(&ts, NULL);
    }
}

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
        snprintf(out, size, "%s %s (%s)", many ? "leave" : "leaves", what, pos);
    else if (kind[0] == 'V')
        snprintf(out, size, "%s about to call %s (%s)", many ? "are" : "is", what, pos);
    else
        snprintf(out, size, "%s about to reach %s (%s)", many ? "are" : "is", what, pos);
}

static void parcoach_omp_report(int n, struct parcoach_omp_slot *slots)
{
    char msg[8192];
    char conds[1024] = "";
    size_t len = 0;
    int *done = (int *)calloc((size_t)n, sizeof *done);
    struct parcoach_omp_slot *snap = (struct parcoach_omp_slot *)calloc((size_t)n, sizeof *snap);
    int ngroups = 0;
    if (!done || !snap)
        pc_abort("DYNAMIC-CHECK: the threads of a team are not about to reach the same OpenMP construct");
    for (int i = 0; i < n; i++) {
        snap[i].set = __atomic_load_n(&slots[i].set, __ATOMIC_ACQUIRE);
        snap[i].tab = snap[i].set ? __atomic_load_n(&slots[i].tab, __ATOMIC_RELAXED) : NULL;
        snap[i].idx = snap[i].set ? __atomic_load_n(&slots[i].idx, __ATOMIC_RELAXED) : -1;
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
    if (conds[0] && len < sizeof msg)
        len += snprintf(msg + len, sizeof msg - len, "; see conditional%s %s", strchr(conds, ',') ? "s" : "", conds);
    if (len >= sizeof msg)
        len = sizeof msg - 1;
    msg[len] = 0;
    pc_abort(msg);
}

/* pc_report_nesting reports a barrier or worksharing construct reached where the rest of the
 * team cannot reach it: inside a one-thread construct or an explicit task. */
static void pc_report_nesting(struct pc_frame *f, const char *tab, int idx, const char *where)
{
    if (__atomic_exchange_n(&parcoach_omp_failed, 1, __ATOMIC_ACQ_REL))
        pc_hold();
    char what[256], pos[256], conds[400], word[256], msg[2048];
    parcoach_table_field(tab, idx, 1, what, sizeof what);
    parcoach_table_field(tab, idx, 2, pos, sizeof pos);
    parcoach_table_field(tab, idx, 4, conds, sizeof conds);
    pc_word(f, word, sizeof word);
    snprintf(msg, sizeof msg,
             "DYNAMIC-CHECK: thread %d of a team of %d is about to reach %s (%s) inside %s (parallelism word %s): "
             "the other threads of the team cannot reach it there (invalid nesting)%s%s",
             f->tid, f->size, what, pos, where, word, conds[0] ? "; see " : "", conds);
    pc_abort(msg);
}

/* ---- The check ---- */

/* pc_team_check compares the sites of the n threads of a team through slots. */
static void pc_team_check(struct parcoach_omp_slot *slots, int n, int me, const char *tab, int idx)
{
    struct parcoach_omp_slot *s = &slots[me];
    __atomic_store_n(&s->tab, tab, __ATOMIC_RELAXED);
    __atomic_store_n(&s->idx, idx, __ATOMIC_RELAXED);
    __atomic_store_n(&s->set, 1, __ATOMIC_RELEASE);
    pc_in_check = 1;
#pragma omp barrier
    int bad = 0;
    for (int i = 0; i < n && !bad; i++) {
        struct parcoach_omp_slot *o = &slots[i];
        if (!__atomic_load_n(&o->set, __ATOMIC_ACQUIRE) || __atomic_load_n(&o->tab, __ATOMIC_RELAXED) != tab ||
            __atomic_load_n(&o->idx, __ATOMIC_RELAXED) != idx)
            bad = 1;
    }
    if (bad) {
        if (__atomic_exchange_n(&parcoach_omp_failed, 1, __ATOMIC_ACQ_REL) == 0)
            parcoach_omp_report(n, slots);
        pc_hold(); /* the reporting thread aborts the process */
    }
#pragma omp barrier
    pc_in_check = 0;
    __atomic_store_n(&s->set, 0, __ATOMIC_RELEASE);
}

void parcoach_rt_omp_check(const char *tab, int idx)
{
    if (parcoach_rt_off())
        return;
    int in_task = 0;
    struct pc_frame *f = pc_current(&in_task);
    if (!f) {
        /* Teams are not followed: the outermost active team only. */
        if (omp_get_active_level() != 1)
            return;
        int n = omp_get_num_threads();
        if (n <= 1 || n > PARCOACH_OMP_MAX)
            return;
        pc_team_check(parcoach_omp_slots, n, omp_get_thread_num(), tab, idx);
        return;
    }
    if (f->size <= 1)
        return; /* P1: a team of one thread has nothing to compare */
    if (in_task || f->depth > 0) {
        /* Not every thread of the team is here: not a team check. A construct reached here
         * is invalid nesting; a call or a return is only checked inside the callee. */
        char kind[4];
        parcoach_table_field(tab, idx, 0, kind, sizeof kind);
        if (kind[0] == 'B') {
            char where[96];
            if (in_task)
                snprintf(where, sizeof where, "an explicit task");
            else if (f->depth <= PC_DEPTH)
                snprintf(where, sizeof where, "%s", pc_letter_name(f->ctx[f->depth - 1]));
            else
                snprintf(where, sizeof where, "a one-thread region");
            pc_report_nesting(f, tab, idx, where);
        }
        return;
    }
    struct pc_team *t = f->team;
    if (!t || f->size > t->cap || f->tid >= f->size)
        return;
    pc_team_check(t->slots, f->size, f->tid, tab, idx);
}

/* ---- What the hybrid part asks ---- */

/* parcoach_rt_omp_state describes the calling thread: it returns 1 when teams are followed
 * (then word holds its execution parallelism word, *active tells whether an enclosing team has
 * more than one thread, *single whether, in such a team, the thread is in a single region and
 * not in a masked one inside it, so that which thread runs the code is the runtime's choice),
 * 0 otherwise. The word ends with T inside an explicit task. */
int parcoach_rt_omp_state(char *word, size_t size, int *active, int *single)
{
    *active = 0;
    *single = 0;
    if (size)
        word[0] = 0;
    int in_task = 0;
    struct pc_frame *f = pc_current(&in_task);
    if (!f)
        return 0;
    struct pc_frame *chain[64];
    int n = pc_chain(f, chain, 64);
    /* At each level of more than one thread: inside a masked region inside a single region the
     * thread is the team's primary thread, inside a single region it is any thread. A masked
     * region of an inner team does not undo a single region of an outer one: the inner team's
     * primary thread is the one that ran the outer single (PSPM is not in (PB*M)+). */
    for (int i = n - 1; i >= 0; i--) {
        struct pc_frame *c = chain[i];
        if (c->size > 1) {
            *active = 1;
            int d = c->depth < PC_DEPTH ? c->depth : PC_DEPTH;
            int any = 0;
            for (int k = 0; k < d; k++) {
                if (c->ctx[k] == 'S')
                    any = 1;
                else if (c->ctx[k] == 'M')
                    any = 0;
            }
            *single = *single || any;
        }
    }
    pc_word(f, word, size);
    if (in_task) {
        size_t len = strlen(word);
        snprintf(word + len, size - len, " T");
    }
    return 1;
}

/* pc_claim_level records a claim in team t for frame c (at that level) and returns the claim it
 * conflicts with, or NULL: an earlier claim on the same communicator (or any, under
 * SERIALIZED), between the same two barriers, by another thread, or by the same thread in
 * another one-thread construct when one of the two is a single region (another thread may run
 * it next time), unless both are in critical regions. */
static int pc_claim_level(struct pc_team *t, struct pc_frame *c, uintptr_t task, uint64_t origin, int any, long comm,
                          const char *tab, int idx, struct pc_claim *conflict)
{
    int ctid = task ? (int)((origin >> 1) & 0x7fffffff) : -1;
    unsigned cseq = task ? (unsigned)(origin >> 32) : 0;
    char kind = 0;
    uintptr_t inst = 0;
    int crit = 0;
    int d = c->depth < PC_DEPTH ? c->depth : PC_DEPTH;
    for (int k = 0; k < d; k++) {
        if (c->ctx[k] == 'C') {
            crit = 1;
        } else if (!kind) {
            kind = c->ctx[k];
            inst = c->inst[k];
        }
    }
    if (task) {
        /* An explicit task may run on any thread of the team, like a single region; the
         * constructs of the frame are those of the code that created it, not its own. */
        kind = 'T';
        inst = task;
        crit = 0;
    }
    int found = 0;
    pthread_mutex_lock(&t->mu);
    struct pc_claim *slot = NULL, *oldest = &t->claims[0];
    for (int i = 0; i < PC_CLAIMS; i++) {
        struct pc_claim *cl = &t->claims[i];
        if (!cl->used) {
            if (!slot)
                slot = cl;
            continue;
        }
        if (cl->epoch < oldest->epoch || !oldest->used)
            oldest = cl;
        if (cl->epoch != c->epoch) {
            if (cl->epoch < c->epoch)
                cl->used = 0; /* a barrier passed since: Algorithm 21's reset of collective_lock */
            if (!slot && !cl->used)
                slot = cl;
            continue;
        }
        if (!(cl->any || any || cl->comm == comm))
            continue;
        int anywhere = cl->kind == 'S' || cl->kind == 'T' || kind == 'S' || kind == 'T';
        int other = cl->tid != c->tid || (cl->instance != inst && anywhere);
        /* A claim its creator made before creating this task happens before the task. */
        if (kind == 'T' && cl->tid == ctid && cl->seq < cseq && cl->kind != 'T')
            other = 0;
        if (other && !(cl->crit && crit)) {
            *conflict = *cl;
            found = 1;
            break;
        }
    }
    if (!found) {
        if (!slot)
            slot = oldest;
        slot->used = 1;
        slot->epoch = c->epoch;
        slot->tid = c->tid;
        slot->kind = kind;
        slot->instance = inst;
        slot->crit = crit;
        slot->any = any;
        slot->comm = comm;
        slot->tab = tab;
        slot->idx = idx;
        slot->seq = c->created;
        slot->ctid = ctid;
        slot->cseq = cseq;
    }
    pthread_mutex_unlock(&t->mu);
    return found;
}

/* parcoach_rt_omp_claim records that the calling thread is about to make the MPI call of site
 * idx (on communicator comm; any: every MPI call counts) and reports whether another thread
 * may make one at the same time: in some enclosing team of more than one thread, a claim of
 * another thread (see pc_claim_level) since the last barrier. On a conflict it writes into
 * other what that thread was about to do and returns 1. Returns 0 when teams are not followed. */
int parcoach_rt_omp_claim(const char *tab, int idx, int any, long comm, char *other, size_t size)
{
    int in_task = 0;
    struct pc_frame *f = pc_current(&in_task);
    if (!f)
        return 0;
    uintptr_t task = 0;
    uint64_t origin = 0;
    if (in_task) {
        int flags = 0, tn = 0;
        pc_ompt_data_t *td = NULL, *pd = NULL;
        void *fr = NULL;
        if (pc_task_info(0, &flags, &td, &fr, &pd, &tn) == 2 && td) {
            /* Tasks are told apart by who created them and when, not by their data's address,
             * which a later task may reuse. */
            origin = td->value;
            task = (uintptr_t)(origin ? origin : (uint64_t)(uintptr_t)td);
        }
    }
    struct pc_frame *chain[64];
    int n = pc_chain(f, chain, 64);
    for (int i = 0; i < n; i++) {
        struct pc_frame *c = chain[i];
        if (c->size <= 1 || !c->team)
            continue;
        struct pc_claim cl;
        if (pc_claim_level(c->team, c, i == 0 ? task : 0, i == 0 ? origin : 0, any, comm, tab, idx, &cl)) {
            char what[256], pos[256];
            parcoach_table_field(cl.tab, cl.idx, 1, what, sizeof what);
            parcoach_table_field(cl.tab, cl.idx, 2, pos, sizeof pos);
            if (cl.tid == c->tid)
                /* The same thread, in another single region or task: another thread may run
                 * one of the two at the same time. */
                snprintf(other, size,
                         "it called %s (%s) in another single region or task since the last barrier, which another "
                         "thread of the team may run at the same time",
                         what, pos);
            else
                snprintf(other, size, "thread %d of the team of %d%s%s called %s (%s) since the last barrier", cl.tid,
                         c->size, cl.kind ? " in " : "", cl.kind ? pc_letter_name(cl.kind) : "", what, pos);
            return 1;
        }
    }
    return 0;
}

/* parcoach_rt_omp_hold lets the hybrid part wait for an abort another thread is reporting. */
void parcoach_rt_omp_hold(void)
{
    pc_hold();
}

#ifdef __cplusplus
}
#endif
