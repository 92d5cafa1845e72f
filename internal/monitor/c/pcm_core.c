/* pcm_core.c: the core of parcoach's runtime correctness monitor (issue 15).
 *
 * The wrappers of every MPI function (pcm_wrappers.c, generated from parcoach's MPI registry
 * against the installed mpi.h) call the checks below before passing the call to PMPI_. An error
 * prints one line
 *
 *   DYNAMIC-CHECK <check-id>: rank R: <MPI function> (<file:line or function>): <what is wrong>
 *
 * and aborts the job (MPI_Abort), unless PARCOACH_RT_CONTINUE=1. At MPI_Finalize the handles
 * never freed and the requests never completed are reported as warnings (PARCOACH_RT_LEAKS=0
 * silences them). PARCOACH_RT_TIMEOUT=S prints the blocking call of a process blocked for S
 * seconds (a deadlock suspicion; 0 turns it off).
 *
 * State: a table of the objects the program created (communicators, datatypes, ops, windows,
 * groups, files: live or freed, committed, where created) and a table of the active requests.
 * Both are bounded by the number of live objects; freed handles are remembered until the MPI
 * library reuses their value (at most PCM_FREED_MAX). Thread-safe under one mutex. */
#define _GNU_SOURCE
#include "pcm.h"
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <execinfo.h>
#include <pthread.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

PCM_TLS pcm_tls_t pcm_tls = {0, -1, NULL};
int pcm_on = 1;
int pcm_ready;

static int pcm_state;            /* 0 before MPI_Init, 1 initialized, 2 finalized */
int pcm_f08;                     /* initialised by mpich's mpi_f08 binding (mpi_init_f08_) */
static int pcm_sessions;         /* the sessions model is in use: no init-state check */
static int pcm_continue;         /* PARCOACH_RT_CONTINUE=1 */
static int pcm_leaks = 1;        /* PARCOACH_RT_LEAKS */
static int pcm_rank = -1, pcm_wsize = -1, pcm_tag_ub = 32767;
static unsigned pcm_wsize_u; /* pcm_wsize once known, 0 before: the rank checks' fast path (one unsigned compare) */
static double pcm_timeout;       /* PARCOACH_RT_TIMEOUT seconds, 0 off */
static int pcm_proven_off;       /* PARCOACH_RT_PROVEN=0: the proven entries are the full wrappers */
/* pcm_proven_gate: between MPI_Init and MPI_Finalize, with nothing that tracks every request
 * (the deadlock detector, type matching, the watchdog) and the monitor on: a proven entry may
 * call MPI at once when its arguments are the usual ones (pcm_proven_fast) */
static int pcm_proven_gate;
static int pcm_objs_odd; /* some handle freed or datatype uncommitted (pcm_proven_regate): the type checks' fast path */
static int pcm_proven_base; /* the part of the gate set at MPI_Init and MPI_Finalize */
static int pcm_nwins;       /* windows the RMA checks follow (pcm_rma.c) */
/* pcm_proven_regate: after a change of what the gate depends on (under PCM_LOCK) */
static void pcm_proven_regate(void);
static pthread_mutex_t pcm_mu = PTHREAD_MUTEX_INITIALIZER;
static int pcm_mt = 1; /* more than one thread may call MPI: lock the tables (MPI_THREAD_MULTIPLE) */
#define PCM_LOCK() (pcm_mt ? pthread_mutex_lock(&pcm_mu) : 0)
#define PCM_UNLOCK() (pcm_mt ? pthread_mutex_unlock(&pcm_mu) : 0)
static int pcm_uncommitted; /* live derived datatypes never committed */
static int pcm_unstarted;   /* persistent requests never started */
static unsigned pcm_sig_gen = 1; /* bumped when a datatype is freed (pcm_type_sig's cache) */
#define pcm_cur_id (pcm_tls.id)
#define pcm_cur_ra (pcm_tls.ra)

#define PCM_FREED_MAX 100000
#define PCM_DRE_MAX 64 /* deferred request entries, at most (below) */
static int pcm_dre_cap;

/* ---- configuration ---- */

__attribute__((constructor)) static void pcm_config(void) {
    const char *e = getenv("PARCOACH_RT_DISABLE");
    if (e && *e && strcmp(e, "0")) pcm_on = 0;
    e = getenv("PARCOACH_RT_CONTINUE");
    pcm_continue = e && *e && strcmp(e, "0");
    e = getenv("PARCOACH_RT_LEAKS");
    if (e && !strcmp(e, "0")) pcm_leaks = 0;
    e = getenv("PARCOACH_RT_TIMEOUT");
    pcm_timeout = e ? atof(e) : 0;
    e = getenv("PARCOACH_RT_PROVEN");
    pcm_proven_off = (e && !strcmp(e, "0")) || pcm_timeout > 0; /* the watchdog sees every blocking call */
}

/* ---- call sites ---- */

static void *pcm_self_base(void) {
    static void *base;
    if (!base) {
        Dl_info di;
        if (dladdr((void *)pcm_self_base, &di)) base = di.dli_fbase;
    }
    return base;
}

/* pcm_mpi_module: an address in this library or in the MPI libraries. */
static int pcm_mpi_module(void *addr) {
    Dl_info di;
    if (!dladdr(addr, &di) || !di.dli_fname) return 0;
    if (di.dli_fbase == pcm_self_base()) return 1;
    const char *b = strrchr(di.dli_fname, '/');
    b = b ? b + 1 : di.dli_fname;
    return !strncmp(b, "libmpi", 6) || !strncmp(b, "libpmpi", 7) || !strncmp(b, "libmpich", 8) ||
           !strncmp(b, "libfmpich", 9) || !strncmp(b, "libmpifort", 10);
}

/* pcm_user_frame: the first frame of the stack outside the MPI libraries and this one (the
 * program's call, also for the Fortran bindings, which call the C functions). */
static void *pcm_user_frame(void *fallback) {
    void *frames[48];
    int n = backtrace(frames, 48);
    for (int i = 1; i < n; i++)
        if (!pcm_mpi_module(frames[i])) return frames[i];
    return fallback;
}

/* pcm_describe writes "file:line" (addr2line on the module's debug information) for a return
 * address; without debug information "function [module+0xoffset; no line number: built
 * without -g]"; the function name or "module+0xoffset" when addr2line cannot run. */
static void pcm_describe(void *ra, char *out, size_t n) {
    Dl_info di;
    snprintf(out, n, "?");
    if (!ra || !dladdr(ra, &di) || !di.dli_fname) return;
    uintptr_t addr = (uintptr_t)ra - 1, off = addr;
    const ElfW(Ehdr) *eh = (const ElfW(Ehdr) *)di.dli_fbase;
    if (eh && eh->e_type == ET_DYN) off = addr - (uintptr_t)di.dli_fbase;
    const char *fname = di.dli_fname;
    char exe[4096];
    if (!fname[0] || !strchr(fname, '/')) {
        ssize_t k = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (k > 0) { exe[k] = 0; fname = exe; }
    }
    if (di.dli_sname) snprintf(out, n, "%s", di.dli_sname);
    else {
        const char *b = strrchr(fname, '/');
        snprintf(out, n, "%s+0x%lx", b ? b + 1 : fname, (unsigned long)off);
    }
    const char *a2l = getenv("PARCOACH_RT_ADDR2LINE");
    if (a2l && !strcmp(a2l, "0")) return;
    char cmd[4600];
    snprintf(cmd, sizeof cmd, "addr2line -f -e '%s' 0x%lx 2>/dev/null", fname, (unsigned long)off);
    FILE *p = popen(cmd, "r");
    if (!p) return;
    char fn[512] = "", loc[1024] = "";
    if (fgets(fn, sizeof fn, p) && fgets(loc, sizeof loc, p)) {
        fn[strcspn(fn, "\n")] = 0;
        loc[strcspn(loc, "\n (")] = 0;
        if (loc[0] && loc[0] != '?' && !strstr(loc, ":0") && !strstr(loc, ":?")) {
            const char *b = strrchr(loc, '/');
            snprintf(out, n, "%s", b ? b + 1 : loc);
        } else {
            /* no debug information: said plainly, with the offset in the module (what
             * addr2line -e MODULE OFFSET turns into file:line on a build with -g) */
            const char *b = strrchr(fname, '/'), *f = fn[0] && fn[0] != '?' ? fn : di.dli_sname;
            char fb[512];
            snprintf(fb, sizeof fb, "%s", f ? f : "?");
            snprintf(out, n, "%s [%s+0x%lx; no line number: built without -g]", fb, b ? b + 1 : fname, (unsigned long)off);
        }
    }
    pclose(p);
}

/* ---- reporting ---- */

static int pcm_world_rank(void) {
    if (pcm_rank >= 0) return pcm_rank;
    const char *v[] = {"PMI_RANK", "OMPI_COMM_WORLD_RANK", "PMIX_RANK", "SLURM_PROCID"};
    for (unsigned i = 0; i < sizeof v / sizeof *v; i++) {
        const char *e = getenv(v[i]);
        if (e) return atoi(e);
    }
    return 0;
}

/* pcm_abort ends the job. The launcher forwards each process's stderr through a pipe and
 * tears everything down on MPI_Abort: a short pause lets the message through first. */
static void pcm_abort(void) {
    struct timespec ts = {0, 300 * 1000 * 1000};
    nanosleep(&ts, NULL);
    if (pcm_state == 1) PMPI_Abort(MPI_COMM_WORLD, 1);
    _exit(1);
}

/* A check completed later than its call (a nonblocking collective's) reports that call: its
 * function and site, instead of the current ones. */
static void *pcm_at_site;
static int pcm_at_id = -1;

static void pcm_report(int fatal, const char *id, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void pcm_report(int fatal, const char *id, const char *fmt, ...) {
    char msg[1024], site[1100];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    pcm_depth++;
    pcm_describe(pcm_at_site ? pcm_at_site : pcm_user_frame(pcm_cur_ra), site, sizeof site);
    const char *fn = pcm_at_id >= 0 ? pcm_fname[pcm_at_id] : pcm_cur_id >= 0 ? pcm_fname[pcm_cur_id] : "MPI";
    fprintf(stderr, "DYNAMIC-CHECK %s: rank %d: %s (%s): %s\n", id, pcm_world_rank(), fn, site, msg);
    fflush(stderr);
    pcm_depth--;
    if (!fatal || pcm_continue) return;
    pcm_abort();
}
#define PCM_ERROR(id, ...) pcm_report(1, id, __VA_ARGS__)

/* ---- hash tables (open addressing, linear probing, backward-shift deletion; from 1024 slots,
 * at most half full, the requests' at most a quarter: short probes on every message) ---- */

typedef struct {
    uint64_t h;
    int kind;          /* PCM_COMM... ; for requests: flags */
    int used;
    int freed;         /* objects: freed by the program; requests: the entry is in the overflow table (pcm_rdelete) */
    int committed;     /* datatypes */
    int active;        /* requests */
    int id;            /* creating function */
    void *site;        /* creating call site */
    void *addr;        /* requests: where the handle was stored */
    int peer;          /* requests: the peer rank in comm; MPI_ANY_SOURCE; -100 for a collective */
    int recv;          /* requests: a receive */
    MPI_Comm comm;     /* requests: the communicator */
    int started;       /* requests: a persistent request was started at least once */
    int hasdup;        /* communicators: dup is the private duplicate of the global checks */
    MPI_Comm dup;
    int *wr;           /* communicators with a duplicate: the world rank of each member (type matching; remote group of an intercommunicator) */
    int hasinter;      /* intercommunicators: dup is their private duplicate (the comparison of intercommunicator collectives) */
    int ownst;         /* point-to-point requests: the receive is logged with its own source and tag, not its status (MPI_Isendrecv) */
    int wild;          /* point-to-point requests: a receive from MPI_ANY_SOURCE or with MPI_ANY_TAG (counted in pcm_nwild) */
    int hassig;        /* point-to-point requests: the message's count, datatype and tag are known */
    int tmrun;         /* point-to-point requests: a receive type matching logs from its own fields in a run (pcm_req_wild) */
    int mtag;
    long long mcount;
    MPI_Datatype mtype;
} __attribute__((aligned(64))) pcm_ent; /* (a cache line's multiple: 128 bytes with mpich's 4-byte handles, so an entry's address is a shift of its slot) */

typedef struct { pcm_ent *e; size_t cap, n, nfreed; } pcm_tab;
static pcm_tab pcm_objs, pcm_reqs;

static size_t pcm_slot(uint64_t h, int kind, size_t cap) {
    uint64_t x = (h ^ ((uint64_t)kind << 56)) * 0x9E3779B97F4A7C15ull;
    /* the high bits of the product depend on every bit of the handle: mpich's request handles
     * differ by their kind bits (0x6c..., 0xac..., 0xec...), which bits 17-26 do not see */
    return (size_t)(x >> 40) & (cap - 1);
}

__attribute__((noinline)) static pcm_ent *pcm_find_from(pcm_tab *t, uint64_t h, int kind, size_t i) {
    for (;; i = (i + 1) & (t->cap - 1)) {
        pcm_ent *e = &t->e[i];
        if (!e->used) return NULL;
        if (e->h == h && e->kind == kind) return e;
    }
}

/* pcm_find: the entry of (h, kind) or NULL; the first probe inline (the table is at most a
 * quarter full: usually the only one) */
static inline pcm_ent *pcm_find(pcm_tab *t, uint64_t h, int kind) {
    if (!t->cap) return NULL;
    size_t i = pcm_slot(h, kind, t->cap);
    pcm_ent *e = &t->e[i];
    if (!e->used) return NULL;
    if (e->h == h && e->kind == kind) return e;
    return pcm_find_from(t, h, kind, (i + 1) & (t->cap - 1));
}

static pcm_ent *pcm_insert(pcm_tab *t, uint64_t h, int kind);
static pcm_ent *pcm_req_last;
__attribute__((noinline, cold)) static void pcm_grow(pcm_tab *t) {
    pcm_tab old = *t;
    pcm_req_last = NULL;
    t->cap = old.cap ? old.cap * 2 : 1024;
    t->e = calloc(t->cap, sizeof *t->e);
    t->n = 0;
    if (!t->e) { fprintf(stderr, "parcoach monitor: out of memory\n"); _exit(1); }
    for (size_t i = 0; i < old.cap; i++)
        if (old.e[i].used) *pcm_insert(t, old.e[i].h, old.e[i].kind) = old.e[i];
    free(old.e);
}

static pcm_ent *pcm_insert(pcm_tab *t, uint64_t h, int kind) {
    if ((t->n + 1) * (t == &pcm_reqs ? 4 : 2) > t->cap) pcm_grow(t); /* requests: a quarter full, short probes */
    size_t i = pcm_slot(h, kind, t->cap);
    for (; t->e[i].used; i = (i + 1) & (t->cap - 1))
        if (t->e[i].h == h && t->e[i].kind == kind) return &t->e[i];
    pcm_ent *e = &t->e[i];
    static const pcm_ent zero;
    *e = zero; /* (not memset: a call and a rep stos for 120 bytes) */
    e->used = 1, e->h = h, e->kind = kind;
    t->n++;
    return e;
}

__attribute__((noinline)) static void pcm_delete_shift(pcm_tab *t, pcm_ent *e);
/* pcm_delete: the entry e leaves table t; inline when its next slot is empty (nothing to move
 * back into its place: the usual case, the tables being at most half full) */
static inline void pcm_delete(pcm_tab *t, pcm_ent *e) {
    size_t i = (size_t)(e - t->e);
    if (t->e[(i + 1) & (t->cap - 1)].used) {
        pcm_delete_shift(t, e);
        return;
    }
    pcm_req_last = NULL;
    if (e->wild) pcm_nwild--;
    e->used = 0;
    t->n--;
}

static void pcm_delete_shift(pcm_tab *t, pcm_ent *e) {
    size_t i = (size_t)(e - t->e), j = i;
    pcm_req_last = NULL;
    if (e->wild) pcm_nwild--;
    t->e[i].used = 0;
    t->n--;
    for (;;) {
        j = (j + 1) & (t->cap - 1);
        if (!t->e[j].used) return;
        size_t k = pcm_slot(t->e[j].h, t->e[j].kind, t->cap);
        /* move e[j] into the hole at i when its home k is not in (i, j] */
        if ((i <= j) ? (i < k && k <= j) : (i < k || k <= j)) continue;
        t->e[i] = t->e[j];
        t->e[j].used = 0;
        i = j;
    }
}

/* ---- request entries (issue 15: the cost per message) ----
 * A request's entry lives in a direct-mapped array indexed by bits of its handle: mpich's
 * request handles are dense indices (0xac000000 + i direct, 0xec000000 + i indirect,
 * 0x6c000001 the completed send), so the slot is the handle's kind bits and the low bits of
 * its index: no hashing, no probing, and a removal only clears the slot. A handle whose slot
 * is taken by another live request goes to the hash table pcm_reqs (the overflow, empty in the
 * usual case); pcm_nreq counts the entries of both. Other MPIs (pointer handles) get a slot
 * from the pointer's bits above its alignment. */
#define PCM_RDIR 1024
static pcm_ent pcm_rdir[PCM_RDIR];
static size_t pcm_nreq;
static inline size_t pcm_rslot(uint64_t h) {
    if (sizeof(MPI_Request) <= 4) return (size_t)(((h >> 22) & 0x300) | (h & 0xff));
    return (size_t)((h >> 4) ^ (h >> 14)) & (PCM_RDIR - 1);
}
/* pcm_rfind: the entry of request handle h, or NULL */
static int pcm_dre_n; /* deferred request entries (below) */
static void pcm_dre_flush(void);
static inline __attribute__((always_inline)) pcm_ent *pcm_rfind(uint64_t h) {
    if (__builtin_expect(pcm_dre_n != 0, 0)) pcm_dre_flush();
    pcm_ent *e = &pcm_rdir[pcm_rslot(h)];
    if (e->used && e->h == h) return e;
    return pcm_reqs.n ? pcm_find(&pcm_reqs, h, 0) : NULL;
}
/* pcm_rdelete: the request entry e (from pcm_rfind or pcm_req_insert) leaves */
static inline __attribute__((always_inline)) void pcm_rdelete(pcm_ent *e) {
    pcm_nreq--;
    if (e->freed) { /* (a request's freed: its entry is in the overflow) */
        pcm_delete(&pcm_reqs, e);
        return;
    }
    pcm_req_last = NULL;
    if (e->wild) pcm_nwild--;
    e->used = 0;
}

/* ---- enter / leave, init state ---- */

static void pcm_init_state(int lazy);

void pcm_enter(int id, int state_exempt, void *ra) {
    pcm_depth++;
    pcm_cur_id = id, pcm_cur_ra = ra;
    if (state_exempt || pcm_sessions) return;
    if (pcm_state == 0) {
        /* initialised without the C MPI_Init (mpich's mpi_f08 binding calls PMPI_Init) */
        int flag = 0;
        PMPI_Initialized(&flag);
        if (flag) pcm_init_state(1);
    }
    if (pcm_state == 0)
        PCM_ERROR("mpi-init-state", "called before MPI_Init or MPI_Init_thread");
    else if (pcm_state == 2)
        PCM_ERROR("mpi-init-state", "called after MPI_Finalize");
}

void pcm_leave(void) { pcm_depth--; }

static void *pcm_watchdog(void *);

void pcm_before_init(void) {
    if (pcm_state == 1) PCM_ERROR("mpi-init-state", "MPI is already initialized");
    if (pcm_state == 2) PCM_ERROR("mpi-init-state", "MPI cannot be initialized again after MPI_Finalize");
}

static void pcm_dl_init(void);
static void pcm_dl_finalize(void);

void pcm_after_init(void) { pcm_init_state(0); }

/* pcm_init_state: MPI is initialised. lazy: noticed at a later call, where the collective
 * set-up of the deadlock detector cannot be done (every process must take part at once). */
static void pcm_init_state(int lazy) {
    pcm_state = 1, pcm_ready = pcm_on;
    PMPI_Comm_rank(MPI_COMM_WORLD, &pcm_rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &pcm_wsize);
    pcm_wsize_u = pcm_wsize > 0 ? (unsigned)pcm_wsize : 0;
    int *ub, flag = 0, level = MPI_THREAD_MULTIPLE;
    PMPI_Query_thread(&level);
    pcm_mt = level == MPI_THREAD_MULTIPLE;
    pcm_dre_cap = pcm_mt ? 0 : PCM_DRE_MAX;
    if (PMPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &flag) == MPI_SUCCESS && flag) pcm_tag_ub = *ub;
    if (!lazy) pcm_dl_init();
    pcm_proven_base = pcm_on && !pcm_dl && !pcm_tm && !pcm_proven_off;
    PCM_LOCK();
    pcm_proven_regate();
    PCM_UNLOCK();
    if (pcm_timeout > 0) {
        pthread_t t;
        pthread_attr_t a;
        pthread_attr_init(&a);
        pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
        pthread_create(&t, &a, pcm_watchdog, NULL);
        pthread_attr_destroy(&a);
    }
}

void pcm_session_init(void) { pcm_sessions = 1; }

/* ---- handles ---- */

static const char *pcm_kind_name[PCM_NKIND] = {"communicator", "datatype", "operation", "window", "group", "file"};
static const char *pcm_free_name[PCM_NKIND] = {"MPI_Comm_free", "MPI_Type_free", "MPI_Op_free", "MPI_Win_free",
                                               "MPI_Group_free", "MPI_File_close"};

/* pcm_chk_obj: 1 when h is usable (not freed); reports a freed handle. */
static int pcm_chk_obj(int kind, uint64_t h, const char *arg) {
    if (!__atomic_load_n(&pcm_objs.nfreed, __ATOMIC_RELAXED)) return 1;
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, h, kind);
    int freed = e && e->freed, id = e ? e->id : -1;
    PCM_UNLOCK();
    if (!freed) return 1;
    PCM_ERROR("invalid-handle", "argument %s is a %s already freed (it was created by %s)", arg, pcm_kind_name[kind],
              id >= 0 ? pcm_fname[id] : "?");
    return 0;
}

int pcm_chk_comm(MPI_Comm c, const char *arg) {
    if (c == MPI_COMM_NULL) {
        PCM_ERROR("invalid-handle", "argument %s is MPI_COMM_NULL", arg);
        return 0;
    }
    return pcm_chk_obj(PCM_COMM, PCM_H(c), arg);
}

/* pcm_chk_topo: the topology functions need a communicator with that topology (MPI 4.0 §8.5). */
void pcm_chk_topo(MPI_Comm c, int want, const char *arg) {
    int status = MPI_UNDEFINED;
    if (PMPI_Topo_test(c, &status) != MPI_SUCCESS || status == want) return;
    const char *w = want == MPI_CART ? "a Cartesian" : want == MPI_GRAPH ? "a graph" : "a distributed graph";
    const char *has = status == MPI_CART ? "a Cartesian topology" : status == MPI_GRAPH ? "a graph topology"
                      : status == MPI_DIST_GRAPH ? "a distributed graph topology" : "no topology";
    PCM_ERROR("invalid-handle", "argument %s has %s; this function needs %s topology", arg, has, w);
}

/* pcm_chk_free_comm: predefined communicators cannot be freed. */
void pcm_chk_free_comm(const MPI_Comm *c) {
    if (!c) return;
    if (*c == MPI_COMM_WORLD || *c == MPI_COMM_SELF)
        PCM_ERROR("invalid-handle", "argument comm is %s, a predefined communicator, which cannot be freed",
                  *c == MPI_COMM_WORLD ? "MPI_COMM_WORLD" : "MPI_COMM_SELF");
    else if (*c == MPI_COMM_NULL)
        PCM_ERROR("invalid-handle", "argument comm is MPI_COMM_NULL");
}

/* pcm_chk_color: MPI_Comm_split's color is non-negative or MPI_UNDEFINED (MPI 4.0 §7.4.2). */
void pcm_chk_color(int color) {
    if (color < 0 && color != MPI_UNDEFINED)
        PCM_ERROR("invalid-argument", "argument color is %d: it must be non-negative or MPI_UNDEFINED", color);
}

/* pcm_chk_dims: MPI_Cart_create's ndims is non-negative, each dims[i] positive, and the grid
 * no larger than the communicator (MPI 4.0 §8.5.1). */
void pcm_chk_dims(MPI_Comm c, int ndims, const int *dims) {
    if (ndims < 0) {
        PCM_ERROR("invalid-argument", "argument ndims is %d: it must be non-negative", ndims);
        return;
    }
    long long prod = 1;
    int size = 0;
    for (int i = 0; i < ndims && dims; i++) {
        if (dims[i] <= 0) {
            PCM_ERROR("invalid-argument", "argument dims[%d] is %d: each dimension must be positive", i, dims[i]);
            return;
        }
        prod *= dims[i];
    }
    PMPI_Comm_size(c, &size);
    if (prod > size)
        PCM_ERROR("invalid-argument", "the grid of dims has %lld processes, more than the %d of the communicator", prod, size);
}

void pcm_chk_count(long long n, const char *arg) {
    if (n < 0) PCM_ERROR("invalid-count", "argument %s is negative (%lld)", arg, n);
}

void pcm_chk_type(MPI_Datatype t, const char *arg, int transfer) {
    if (t == MPI_DATATYPE_NULL) {
        PCM_ERROR("invalid-handle", "argument %s is MPI_DATATYPE_NULL", arg);
        return;
    }
    if (!pcm_chk_obj(PCM_TYPE, PCM_H(t), arg) || !transfer) return;
    if (!__atomic_load_n(&pcm_uncommitted, __ATOMIC_RELAXED)) return;
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, PCM_H(t), PCM_TYPE);
    int unc = e && !e->freed && !e->committed, id = e ? e->id : -1;
    PCM_UNLOCK();
    if (unc)
        PCM_ERROR("uncommitted-datatype", "argument %s is a datatype created by %s and never committed (MPI_Type_commit)",
                  arg, pcm_fname[id]);
}

void pcm_chk_op(MPI_Op o, const char *arg) {
    if (o == MPI_OP_NULL) {
        PCM_ERROR("invalid-handle", "argument %s is MPI_OP_NULL", arg);
        return;
    }
    pcm_chk_obj(PCM_OP, PCM_H(o), arg);
}

int pcm_chk_win(MPI_Win w, const char *arg) {
    if (w == MPI_WIN_NULL) {
        PCM_ERROR("invalid-handle", "argument %s is MPI_WIN_NULL", arg);
        return 0;
    }
    return pcm_chk_obj(PCM_WIN, PCM_H(w), arg);
}

void pcm_chk_group(MPI_Group g, const char *arg) {
    if (g == MPI_GROUP_NULL) {
        PCM_ERROR("invalid-handle", "argument %s is MPI_GROUP_NULL", arg);
        return;
    }
    pcm_chk_obj(PCM_GROUP, PCM_H(g), arg);
}

int pcm_is_inter(MPI_Comm c) {
    int inter = 0;
    if (c == MPI_COMM_WORLD || c == MPI_COMM_SELF) return 0;
    PMPI_Comm_test_inter(c, &inter);
    return inter;
}

int pcm_comm_rank(MPI_Comm c) {
    int r = -1;
    if (c == MPI_COMM_WORLD && pcm_rank >= 0) return pcm_rank;
    PMPI_Comm_rank(c, &r);
    return r;
}

void pcm_chk_rank(MPI_Comm c, int r, const char *arg, int how) {
    int size = -1, inter = 0;
    if (c == MPI_COMM_WORLD && pcm_wsize > 0) size = pcm_wsize;
    else {
        inter = pcm_is_inter(c);
        if (inter && how != PCM_SPAWNROOT) PMPI_Comm_remote_size(c, &size);
        else PMPI_Comm_size(c, &size);
    }
    if (r >= 0 && r < size) return;
    switch (how) {
    case PCM_DEST:
        if (r == MPI_PROC_NULL) return;
        break;
    case PCM_SRC:
        if (r == MPI_PROC_NULL || r == MPI_ANY_SOURCE) return;
        break;
    case PCM_ROOT:
        if (inter && (r == MPI_ROOT || r == MPI_PROC_NULL)) return;
        break;
    }
    PCM_ERROR("invalid-rank", "argument %s is %d, outside [0, %d) of the %scommunicator%s", arg, r, size,
              inter ? "remote group of the inter" : "",
              how == PCM_ROOT ? (inter ? " (or MPI_ROOT, MPI_PROC_NULL)" : "")
              : how == PCM_SRC ? " (or MPI_ANY_SOURCE, MPI_PROC_NULL)"
              : how == PCM_DEST ? " (or MPI_PROC_NULL)" : "");
}

void pcm_chk_rank_win(MPI_Win w, int r, const char *arg) {
    if (r == MPI_PROC_NULL) return;
    MPI_Group g;
    int size = -1;
    if (PMPI_Win_get_group(w, &g) != MPI_SUCCESS) return;
    PMPI_Group_size(g, &size);
    PMPI_Group_free(&g);
    if (r < 0 || r >= size)
        PCM_ERROR("invalid-rank", "argument %s is %d, outside [0, %d) of the window's group (or MPI_PROC_NULL)", arg, r, size);
}

void pcm_chk_tag(int tag, const char *arg, int recv) {
    if (tag >= 0 && tag <= pcm_tag_ub) return;
    if (recv && tag == MPI_ANY_TAG) return;
    if (tag == MPI_ANY_TAG)
        PCM_ERROR("invalid-tag", "argument %s is MPI_ANY_TAG, which only receives and probes accept", arg);
    else
        PCM_ERROR("invalid-tag", "argument %s is %d, outside [0, MPI_TAG_UB=%d]%s", arg, tag, pcm_tag_ub,
                  recv ? " (or MPI_ANY_TAG)" : "");
}

static void *pcm_creation_site(void) {
    void *ra = pcm_cur_ra;
    if (ra && pcm_mpi_module(ra)) ra = pcm_user_frame(ra); /* Fortran binding */
    return ra;
}

static int pcm_ra_inmpi(void *ra);

/* pcm_call_site: the site of the current call, for a request's entry, reported after the call
 * has returned (pending-request, mpi-missing-start, a persistent request's leak): the return
 * address, or, through a Fortran binding (whose return address is inside MPI and the same for
 * every call: what pcm_report finds on the stack at once), the program's frame found now.
 * The cached test costs a C call a few instructions. */
static inline void *pcm_call_site(void) {
    void *ra = pcm_cur_ra;
    return __builtin_expect(pcm_ra_inmpi(ra), 0) ? pcm_user_frame(ra) : ra;
}

void pcm_obj_new(int kind, uint64_t h, int is_null) {
    if (is_null) return;
    void *site = pcm_creation_site();
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, h, kind);
    if (!e) e = pcm_insert(&pcm_objs, h, kind);
    else if (e->freed) pcm_objs.nfreed--;
    else if (kind == PCM_TYPE && !e->committed) pcm_uncommitted--; /* a live value given again: replaced */
    e->freed = 0, e->committed = 0, e->id = pcm_cur_id, e->site = site;
    if (kind == PCM_TYPE) pcm_uncommitted++;
    pcm_proven_regate();
    PCM_UNLOCK();
}

static void pcm_tm_lk_clear(void);
void pcm_obj_free(int kind, uint64_t h) {
    PCM_LOCK();
    if (kind == PCM_TYPE) pcm_sig_gen++;
    if (kind == PCM_TYPE || kind == PCM_COMM) pcm_tm_lk_clear(); /* type matching's channels and descriptors remembered */
    pcm_ent *e = pcm_find(&pcm_objs, h, kind);
    if (e && !e->freed) {
        if (kind == PCM_TYPE && !e->committed) pcm_uncommitted--;
        if (pcm_objs.nfreed >= PCM_FREED_MAX) pcm_delete(&pcm_objs, e);
        else e->freed = 1, pcm_objs.nfreed++;
    }
    pcm_proven_regate();
    PCM_UNLOCK();
}

void pcm_type_commit(MPI_Datatype t) {
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, PCM_H(t), PCM_TYPE);
    if (e && !e->freed && !e->committed) e->committed = 1, pcm_uncommitted--;
    pcm_proven_regate();
    PCM_UNLOCK();
}

/* ---- requests ---- */

void pcm_req_before_new(MPI_Request *p) {
    if (!p) return;
    MPI_Request old = *p;
    if (old == MPI_REQUEST_NULL || !pcm_nreq) return;
    PCM_LOCK();
    pcm_ent *e = pcm_rfind(PCM_H(old));
    int lost = e && e->addr == (void *)p && e->active && !(e->kind & PCM_REQ_PERSISTENT), id = e ? e->id : -1;
    PCM_UNLOCK();
    if (lost)
        PCM_ERROR("request-reuse",
                  "the request variable still holds the active request of an earlier %s, which is overwritten before it completes "
                  "(complete it with MPI_Wait/MPI_Test first)",
                  pcm_fname[id]);
}

int pcm_nwild;

/* pcm_req_wild keeps pcm_nwild: the receives whose source or tag only their status tells */
static inline void pcm_req_wild(pcm_ent *e) {
    if (!e->recv && !e->wild) return; /* a send */
    int w = e->recv && !e->ownst && (e->peer == MPI_ANY_SOURCE || (e->hassig && e->mtag == MPI_ANY_TAG));
    if (w != e->wild) pcm_nwild += w ? 1 : -1, e->wild = w;
    e->tmrun = e->recv && e->hassig && e->peer >= 0 && !w && e->mtype != MPI_DATATYPE_NULL;
}

void pcm_req_new(MPI_Request *p, int flags) { pcm_req_new_p2p(p, flags, -100, 0, MPI_COMM_NULL); }

/* pcm_req_last: the entry pcm_req_new_p2p made, for pcm_req_sig right after it in the same
 * wrapper (NULL once the table changes: pcm_grow, pcm_delete). */

/* pcm_req_insert: the entry of request handle h in pcm_reqs, new or (a handle MPI gave again)
 * the one there; a new entry is not cleared (pcm_req_set writes every field a request uses,
 * except wild, zeroed here) */
__attribute__((noinline)) static pcm_ent *pcm_req_insert_over(uint64_t h) {
    pcm_tab *t = &pcm_reqs;
    if ((t->n + 1) * 4 > t->cap) pcm_grow(t); /* a quarter full: short probes */
    size_t i = pcm_slot(h, 0, t->cap);
    for (; t->e[i].used; i = (i + 1) & (t->cap - 1))
        if (t->e[i].h == h && t->e[i].kind == 0) return &t->e[i];
    pcm_ent *e = &t->e[i];
    e->used = 1, e->h = h, e->kind = 0, e->wild = 0, e->freed = 1;
    t->n++, pcm_nreq++;
    return e;
}
static inline __attribute__((always_inline)) pcm_ent *pcm_req_insert(uint64_t h) {
    pcm_ent *e = &pcm_rdir[pcm_rslot(h)];
    if (__builtin_expect(e->used, 0)) {
        if (e->h == h) return e; /* (mpich's completed send requests share one handle) */
        return pcm_req_insert_over(h);
    }
    if (__builtin_expect(pcm_reqs.n != 0, 0)) {
        pcm_ent *o = pcm_find(&pcm_reqs, h, 0);
        if (o) return o;
    }
    e->used = 1, e->h = h, e->kind = 0, e->wild = 0, e->freed = 0;
    pcm_nreq++;
    return e;
}

static inline __attribute__((always_inline)) pcm_ent *pcm_req_set_h(uint64_t h, MPI_Request *p, int flags, int peer, int recv,
                                                                  MPI_Comm comm) {
    pcm_ent *e = pcm_req_insert(h);
    e->peer = peer, e->recv = recv, e->comm = comm;
    e->kind = 0; /* the key's kind stays 0; flags live in committed */
    e->committed = flags;
    e->active = !(flags & PCM_REQ_PERSISTENT);
    e->started = 0;
    if (flags & PCM_REQ_PERSISTENT) __atomic_fetch_add(&pcm_unstarted, 1, __ATOMIC_RELAXED);
    e->id = pcm_cur_id, e->site = pcm_call_site(), e->addr = p;
    e->hassig = 0, e->ownst = 0, e->tmrun = 0; /* a handle MPI gave again (mpich's completed send requests) */
    return e;
}
static inline __attribute__((always_inline)) pcm_ent *pcm_req_set(MPI_Request *p, int flags, int peer, int recv, MPI_Comm comm) {
    return pcm_req_set_h(PCM_H(*p), p, flags, peer, recv, comm);
}

/* ---- deferred request entries (issue 15: the cost per message) ----
 * The entry of a new MPI_Isend/MPI_Irecv... request (no flags, a point-to-point peer; a receive
 * with its signature, a source and a tag, not a wildcard) is first a record: its handle and
 * where it is stored, appended to pcm_dreq_h and pcm_dreq_addr, in a run of pcm_drun — the requests of one call
 * site, function, communicator and peer, direction, and for receives datatype and count, whose
 * tags are equal or step by a constant (a loop of MPI_Irecv or MPI_Isend: one compare per field
 * and an increment, no slot to fill, no lookup). A completion (MPI_Waitall...) whose requests
 * are exactly the records, in their order, consumes them run by run without ever making their
 * entries, and logs a run of receives at once for type matching (the usual loop of MPI_Irecv
 * and MPI_Isend completed by one MPI_Waitall); anything else that looks at or changes the
 * request table makes the records entries first, in their order, with the function and call
 * site of their own call (pcm_dre_flush: in pcm_rfind, before any other new entry, at
 * MPI_Finalize), so every check sees the table it saw before. A record is made only while its
 * handle has no entry (its direct slot free, the overflow empty): the entries the flush makes
 * are then exactly those the wrappers would have made. pcm_nreq counts the records too.
 *
 * With type matching, a run of sends (MPI_Isend..., the same datatype and count, tags equal or
 * stepping by a constant, as a run of receives) also defers its messages' entries in type
 * matching's batches: the channel and the descriptor of the run (the call's own site) are found
 * when the run opens, and the entries of its messages are appended at once, run by run, before
 * anything else can see a channel's batch or append to it — any other send logged
 * (pcm_shadow_send_at), a batch flushed for a blocked process, a communicator freed, MPI_Finalize
 * — and at the latest when the records are consumed or become entries (pcm_dsh_log), so each
 * channel's entries keep the order of the sends. */
struct pcm_tch;
typedef struct {
    int peer, recv, sig, tag, dtag, id, n, first;
    MPI_Comm comm;
    MPI_Datatype t;
    void *site;
    long long count;
    struct pcm_tch *sc; /* a run of sends (sig): the channel its messages go to (NULL: not compared, e.g. MPI_PROC_NULL) */
    int sd, slog;       /* its descriptor; the messages whose entries are appended already */
    unsigned sgen;      /* pcm_dsh_gen when sc and sd were found */
} pcm_drun_t;
/* pcm_dre_cap: PCM_DRE_MAX, or 0 for the next pcm_dre_skip new requests after the records had to
 * become entries (a program that completes its requests one by one, or otherwise than as
 * posted, would pay a record and then an entry for each: it gets entries at once, and the
 * records are tried again after PCM_DRE_SKIP requests) */
#define PCM_DRE_SKIP 1024
/* (0 before MPI_Init and under MPI_THREAD_MULTIPLE, where no record is made: then the first test
 * of pcm_dre_put fails, and the wrappers' usual case tests pcm_mt no more) */
static int pcm_dre_cap, pcm_dre_skip;
/* the records' handles and where each is stored, in two arrays: the handles of a completion
 * that are exactly the records compare as one block of memory (pcm_dre_take) */
static MPI_Request pcm_dreq_h[PCM_DRE_MAX];
static MPI_Request *pcm_dreq_addr[PCM_DRE_MAX];
static pcm_drun_t pcm_drun[PCM_DRE_MAX];
static int pcm_drun_n;
/* pcm_dre_lo: the records [0, pcm_dre_lo) are being consumed by a completion that logs them run
 * by run (pcm_req_multi_recvd_plain): they are no longer counted in pcm_nreq, and a flush
 * while a run is logged (type matching looks at the active receives: pcm_tch_decidable) makes
 * entries of the others only, as the entries of the requests before them in the completion
 * are gone at that point without the records (0 otherwise) */
static int pcm_dre_lo;
/* the open run, the last of pcm_drun (valid while pcm_dro_site is not PCM_DRO_NONE): its fields in globals, so
 * that the next request of a loop is one compare per field (pcm_dro_next: the tag it extends
 * the run with; any tag while the run has one request) */
static int pcm_dro_id, pcm_dro_peer, pcm_dro_n1, pcm_dro_dtag;
/* pcm_dro_rs: its direction and whether it has signatures, one compare (recv | sig << 1); pcm_dro_d:
 * the run itself (a pointer: no index arithmetic per request) */
static int pcm_dro_rs;
static pcm_drun_t *pcm_dro_d;
#define PCM_DRO_NONE ((void *)1) /* (not a return address) */
static void *pcm_dro_site = PCM_DRO_NONE;
static MPI_Comm pcm_dro_comm;
static MPI_Datatype pcm_dro_t;
static long long pcm_dro_count, pcm_dro_next;
static inline void pcm_req_wild(pcm_ent *e);
/* pcm_dsh: some run of sends has messages whose type-matching entries are deferred */
static int pcm_dsh;
/* pcm_dsh_gen: bumped when type matching forgets its remembered channels and descriptors (a
 * datatype or communicator freed, a channel detached): a run's channel and descriptor found
 * before are not used for a new run (pcm_dre_open) */
static unsigned pcm_dsh_gen;
static void pcm_shadow_send_run(struct pcm_tch *c, int d, long long count, int tag, int dtag, int n);
static int pcm_tm_defer_send(MPI_Comm comm, int dest, MPI_Datatype t, int tag, int id, void *ra, struct pcm_tch **c, int *d);
/* pcm_dsh_log: the deferred type-matching entries of the runs of sends are appended, in the
 * order of the runs (the order of the calls) */
__attribute__((noinline)) static void pcm_dsh_log(void) {
    pcm_dsh = 0;
    for (int k = 0; k < pcm_drun_n; k++) {
        pcm_drun_t *d = &pcm_drun[k];
        if (d->recv || !d->sc || d->slog == d->n) continue;
        /* (a run's tags step from a valid one: those past [0, MPI_TAG_UB], which type matching
         * does not log, are its last ones) */
        long long last = d->n - 1;
        if (d->dtag > 0) last = ((long long)pcm_tag_ub - d->tag) / d->dtag;
        else if (d->dtag < 0) last = (long long)d->tag / -(long long)d->dtag;
        int end = last + 1 < d->n ? (int)(last + 1) : d->n;
        if (end > d->slog) pcm_shadow_send_run(d->sc, d->sd, d->count, d->tag + d->slog * d->dtag, d->dtag, end - d->slog);
        d->slog = d->n;
    }
}
#define pcm_dsh_log_if() (__builtin_expect(pcm_dsh != 0, 0) ? pcm_dsh_log() : (void)0)
/* pcm_dre_flush_from: the records from request j on (j >= pcm_dre_lo) become entries, in their
 * order; the records [pcm_dre_lo, j) are the caller's, still counted in pcm_nreq */
__attribute__((noinline)) static void pcm_dre_flush_from(int j) {
    pcm_dsh_log_if();
    int n = pcm_dre_n, sid = pcm_cur_id;
    void *sra = pcm_cur_ra;
    pcm_dre_n = 0, pcm_dre_lo = 0;
    pcm_nreq -= (size_t)(n - j);
    pcm_dre_cap = 0, pcm_dre_skip = PCM_DRE_SKIP;
    for (int k = 0; k < pcm_drun_n; k++) {
        const pcm_drun_t *d = &pcm_drun[k];
        if (d->first + d->n <= j) continue;
        pcm_cur_id = d->id, pcm_cur_ra = d->site;
        for (int q = d->first > j ? d->first : j; q < d->first + d->n; q++) {
            pcm_ent *e = pcm_req_set_h(PCM_H(pcm_dreq_h[q]), pcm_dreq_addr[q], 0, d->peer, d->recv, d->comm);
            pcm_req_last = e;
            if (d->recv && d->sig)
                e->hassig = 1, e->mcount = d->count, e->mtype = d->t, e->mtag = (int)((long long)d->tag + (long long)(q - d->first) * d->dtag);
            pcm_req_wild(e);
        }
    }
    pcm_drun_n = 0, pcm_dro_site = PCM_DRO_NONE;
    pcm_cur_id = sid, pcm_cur_ra = sra;
}
static void pcm_dre_flush(void) { pcm_dre_flush_from(pcm_dre_lo); }
#define pcm_dre_flush_if() (__builtin_expect(pcm_dre_n != 0, 0) ? pcm_dre_flush() : (void)0)
/* pcm_dre_open: a new run from record n; 0 when the request cannot be a record: a send whose
 * type-matching entry cannot be deferred (pcm_tm_defer_send: through a Fortran binding, whose
 * call site is found on the stack; a tag or datatype it would not log, a communicator that
 * failed its check (okc 0)), which then gets its entry and its signature logged at once */
__attribute__((noinline)) static int pcm_dre_open(int n, int peer, int recv, MPI_Comm comm, long long count, MPI_Datatype t, int tag,
                                                  int okc) {
    struct pcm_tch *c = NULL;
    int sd = -1;
    pcm_drun_t *d = &pcm_drun[pcm_drun_n];
    if (!recv && pcm_tm && peer >= 0) {
        if (!okc) return 0;
        /* the run this slot held before (the same loop's, completed since): its channel and
         * descriptor again */
        if (d->sc && d->site == pcm_cur_ra && d->id == pcm_cur_id && d->peer == peer && d->comm == comm && !d->recv && d->t == t &&
            d->sgen == pcm_dsh_gen && (unsigned)tag <= (unsigned)pcm_tag_ub)
            c = d->sc, sd = d->sd;
        else if (!pcm_tm_defer_send(comm, peer, t, tag, pcm_cur_id, pcm_cur_ra, &c, &sd))
            return 0;
    }
    /* (the program's site: the entries made from this record when it is flushed, maybe inside a
     * later call, take it as theirs) */
    d->site = pcm_call_site(), d->peer = peer, d->comm = comm, d->recv = recv, d->id = pcm_cur_id, d->n = 1, d->first = n;
    d->t = t, d->count = count, d->sig = pcm_tm, d->tag = tag, d->dtag = 0;
    d->sc = c, d->sd = sd, d->slog = 0, d->sgen = pcm_dsh_gen;
    if (c) pcm_dsh = 1;
    pcm_drun_n++;
    pcm_dro_d = d;
    pcm_dro_site = d->site, pcm_dro_id = d->id, pcm_dro_peer = peer, pcm_dro_comm = comm, pcm_dro_rs = recv | d->sig << 1;
    pcm_dro_t = t, pcm_dro_count = count, pcm_dro_n1 = 1;
    return 1;
}
/* pcm_dre_put: a record for the new request *p (recv: a receive; type matching on: its
 * signature count x t and tag; okc: the communicator passed its check); 0 when it cannot be one */
static inline __attribute__((always_inline)) int pcm_dre_put(MPI_Request *p, int peer, int recv, MPI_Comm comm, long long count,
                                                             MPI_Datatype t, int tag, int okc) {
    int n = pcm_dre_n;
    MPI_Request r = *p;
    uint64_t h = PCM_H(r);
    if (n == pcm_dre_cap) return 0;
    /* (pcm_nreq == n: no entry at all, the usual case after a completion) */
    if (pcm_nreq != (size_t)n && (pcm_rdir[pcm_rslot(h)].used || pcm_reqs.n)) return 0;
#ifdef MPICH_VERSION
    if (recv && sizeof(MPI_Request) == 4 && ((uint32_t)h >> 26) == 0x1b) return 0; /* a builtin receive request: shared */
#endif
    /* (type matching off: a receive's entry has no datatype, count or tag, and a send logs nothing) */
    if (pcm_dro_site == pcm_cur_ra && pcm_dro_id == pcm_cur_id && pcm_dro_peer == peer && pcm_dro_comm == comm &&
        pcm_dro_rs == (recv | pcm_tm << 1) && (!pcm_tm || (pcm_dro_t == t && pcm_dro_count == count && (pcm_dro_n1 || pcm_dro_next == tag)))) {
        pcm_drun_t *d = pcm_dro_d;
        if (pcm_tm) {
            if (pcm_dro_n1) pcm_dro_dtag = d->dtag = tag - d->tag, pcm_dro_n1 = 0;
            pcm_dro_next = (long long)tag + pcm_dro_dtag;
            if (!recv) pcm_dsh = 1; /* (again, after a pcm_dsh_log) */
        }
        d->n++;
    } else if (!pcm_dre_open(n, peer, recv, comm, count, t, tag, okc))
        return 0;
    pcm_dreq_h[n] = r, pcm_dreq_addr[n] = p;
    pcm_dre_n = n + 1;
    pcm_nreq++;
    return 1;
}
/* pcm_dre_rest: a completion of before[0..n) consumed the records [0, j) for before[0..i) and
 * stops there: the other records become entries, and a handle of before[0..i) that one of them
 * shares (mpich's completed send request) loses its entry, as the completion would remove it
 * (the records [0, pcm_dre_lo) are no longer counted in pcm_nreq) */
__attribute__((noinline)) static void pcm_dre_rest(const MPI_Request *before, int i, int j) {
    pcm_dsh_log_if();
    pcm_nreq -= (size_t)(j - pcm_dre_lo);
    pcm_dre_lo = 0;
    if (j < pcm_dre_n) {
        pcm_dre_flush_from(j);
        for (int k = 0; k < i; k++) {
            if (before[k] == MPI_REQUEST_NULL) continue;
            pcm_ent *e = pcm_rfind(PCM_H(before[k]));
            if (e) pcm_rdelete(e);
        }
    }
    pcm_dre_n = 0, pcm_drun_n = 0, pcm_dro_site = PCM_DRO_NONE;
}
/* pcm_dre_gone: the records [0, e) were consumed by a completion of before[0..n) (in order,
 * MPI_REQUEST_NULL skipped) when the others became entries (pcm_dre_flush, while it logged
 * them): a handle of those requests that one of the new entries shares loses its entry, as
 * in pcm_dre_rest; returns the index in before[] past them */
__attribute__((noinline)) static int pcm_dre_gone(const MPI_Request *before, int n, int e) {
    int i = 0;
    for (int q = 0; q < e && i < n; q++, i++)
        while (i < n && before[i] == MPI_REQUEST_NULL) i++;
    for (int k = 0; k < i; k++) {
        if (before[k] == MPI_REQUEST_NULL) continue;
        pcm_ent *x = pcm_rfind(PCM_H(before[k]));
        if (x) pcm_rdelete(x);
    }
    return i;
}
/* pcm_dre_take: the records' runs, in their order, that are the requests before[*i...]
 * (MPI_REQUEST_NULL skipped), whole runs only: returns the number of runs, with *i and *j past
 * them in before[] and in the records */
__attribute__((noinline)) static int pcm_dre_take_runs(const MPI_Request *before, int n, int *pi, int *pj) {
    int i = *pi, j = 0, k = 0;
    for (; k < pcm_drun_n; k++) {
        int ri = i, e = pcm_drun[k].first + pcm_drun[k].n;
        for (int q = j; q < e; q++, ri++) {
            while (ri < n && before[ri] == MPI_REQUEST_NULL) ri++;
            if (ri == n || before[ri] != pcm_dreq_h[q]) goto out;
        }
        i = ri, j = e;
    }
out:
    *pi = i, *pj = j;
    return k;
}
static inline __attribute__((always_inline)) int pcm_dre_take(const MPI_Request *before, int n, int *pi, int *pj) {
    int i = *pi, j = 0, m = pcm_dre_n;
    /* the usual case: all of them, in order, with no MPI_REQUEST_NULL among them (one memcmp
     * where the loop below took ~14 instructions per request) */
    if (n - i >= m && !memcmp(before + i, pcm_dreq_h, (size_t)m * sizeof *before)) {
        *pi = i + m, *pj = m;
        return pcm_drun_n;
    }
    while (i < n && j < m) {
        MPI_Request b = before[i];
        if (b == pcm_dreq_h[j]) i++, j++;
        else if (b == MPI_REQUEST_NULL) i++;
        else break;
    }
    if (j == m) {
        *pi = i, *pj = j;
        return pcm_drun_n;
    }
    return pcm_dre_take_runs(before, n, pi, pj); /* whole runs only */
}
/* pcm_req_new_p2p: the entry of a new point-to-point request *p (peer -100: a collective's);
 * pcm_req_new_recv: the same for a receive, with (type matching on) the count x t and tag of
 * its message, in one lookup. Both are compiled inline into the generated wrappers
 * (pcm_req_new_p2p_fast below); the out-of-line versions serve the rest of the core. */
static inline __attribute__((always_inline)) void pcm_req_new_in(MPI_Request *p, int flags, int peer, int recv, MPI_Comm comm,
                                                                 int sig, long long count, MPI_Datatype t, int tag) {
    pcm_ent *e = pcm_req_set(p, flags, peer, recv, comm);
    pcm_req_last = e;
    if (sig && pcm_tm) e->hassig = 1, e->mcount = count, e->mtype = t, e->mtag = tag;
    pcm_req_wild(e);
}
__attribute__((noinline)) static void pcm_req_new_mt(MPI_Request *p, int flags, int peer, int recv, MPI_Comm comm, int sig,
                                                     long long count, MPI_Datatype t, int tag) {
    PCM_LOCK();
    pcm_req_new_in(p, flags, peer, recv, comm, sig, count, t, tag);
    PCM_UNLOCK();
}
/* pcm_req_new_entry: the entry itself (not a record) */
static inline __attribute__((always_inline)) void pcm_req_new_entry(MPI_Request *p, int flags, int peer, int recv, MPI_Comm comm,
                                                                    int sig, long long count, MPI_Datatype t, int tag) {
    if (__builtin_expect(pcm_mt, 0)) {
        pcm_req_new_mt(p, flags, peer, recv, comm, sig, count, t, tag);
        return;
    }
    pcm_dre_flush_if(); /* the records first: the table in the order of the calls */
    if (__builtin_expect(pcm_dre_skip != 0, 0) && --pcm_dre_skip == 0) pcm_dre_cap = PCM_DRE_MAX;
    pcm_req_new_in(p, flags, peer, recv, comm, sig, count, t, tag);
}
static inline __attribute__((always_inline)) void pcm_req_new_body(MPI_Request *p, int flags, int peer, int recv, MPI_Comm comm,
                                                                   int sig, long long count, MPI_Datatype t, int tag) {
    if (!p || *p == MPI_REQUEST_NULL) return;
    /* (flags, peer -100 and recv/sig are constants in each wrapper: the test folds; no record
     * under MPI_THREAD_MULTIPLE: pcm_dre_cap is 0) */
    if (flags == 0 && peer != -100 && (!recv || (sig && peer >= 0 && tag >= 0 && t != MPI_DATATYPE_NULL)) &&
        pcm_dre_put(p, peer, recv, comm, count, t, tag, 1))
        return;
    pcm_req_new_entry(p, flags, peer, recv, comm, sig, count, t, tag);
}
static inline void pcm_shadow_send_at(long long count, MPI_Datatype t, int dest, int tag, MPI_Comm comm, int id, void *ra);
/* pcm_req_new_send_body: a new send request *p of MPI_Isend... (a point-to-point peer) with
 * its message of count x t and tag (okc: the communicator passed its check): the entry and type
 * matching's entry of the message deferred together in a record when they can be, else the
 * message logged and the entry made at once */
static inline __attribute__((always_inline)) void pcm_req_new_send_body(MPI_Request *p, int flags, int peer, MPI_Comm comm,
                                                                        long long count, MPI_Datatype t, int tag, int okc) {
    if (p && *p != MPI_REQUEST_NULL && flags == 0 && pcm_dre_put(p, peer, 0, comm, count, t, tag, okc)) return;
    if (pcm_tm && okc) pcm_shadow_send_at(count, t, peer, tag, comm, pcm_cur_id, pcm_cur_ra);
    if (p && *p != MPI_REQUEST_NULL) pcm_req_new_entry(p, flags, peer, 0, comm, 0, 0, MPI_DATATYPE_NULL, 0);
}
void pcm_req_new_send(MPI_Request *p, int flags, int peer, MPI_Comm comm, long long count, MPI_Datatype t, int tag, int okc) {
    pcm_req_new_send_body(p, flags, peer, comm, count, t, tag, okc);
}
void pcm_req_new_p2p(MPI_Request *p, int flags, int peer, int recv, MPI_Comm comm) {
    pcm_req_new_body(p, flags, peer, recv, comm, 0, 0, MPI_DATATYPE_NULL, 0);
}
void pcm_req_new_recv(MPI_Request *p, int flags, int peer, MPI_Comm comm, long long count, MPI_Datatype t, int tag) {
    pcm_req_new_body(p, flags, peer, 1, comm, 1, count, t, tag);
}

static void pcm_shadow_recv_req(const pcm_ent *e, const MPI_Status *st);
static inline __attribute__((always_inline)) void pcm_shadow_recv_own(const pcm_ent *e);
static void pcm_shadow_recv_run(long long count, MPI_Datatype t, MPI_Comm comm, int src, int tag, int dtag, int n);

/* pcm_req_sig: the point-to-point request *p moves count x t with tag (type matching). */
void pcm_req_sig(MPI_Request *p, long long count, MPI_Datatype t, int tag) {
    if (!p || *p == MPI_REQUEST_NULL) return;
    PCM_LOCK();
    pcm_ent *e = pcm_req_last;
    if (!e || !e->used || e->h != PCM_H(*p) || e->kind != 0) e = pcm_rfind(PCM_H(*p));
    if (e) e->hassig = 1, e->mcount = count, e->mtype = t, e->mtag = tag, pcm_req_wild(e);
    PCM_UNLOCK();
}

/* pcm_req_sig_own: the receive of MPI_Isendrecv(_replace)'s request *p gets count x t from src
 * with tag; mpich 4.0 completes it with a wrong status (source 0, tag 0, count 0), so it is
 * logged with src and tag themselves; with a wildcard, it cannot be logged (unsure). */
void pcm_req_sig_own(MPI_Request *p, long long count, MPI_Datatype t, int src, int tag) {
    if (!p || *p == MPI_REQUEST_NULL || src == MPI_PROC_NULL) return;
    if (src == MPI_ANY_SOURCE || tag == MPI_ANY_TAG) {
        pcm_tm_unsure = 1;
        return;
    }
    PCM_LOCK();
    pcm_ent *e = pcm_rfind(PCM_H(*p));
    if (e) e->hassig = 1, e->ownst = 1, e->mcount = count, e->mtype = t, e->mtag = tag, pcm_req_wild(e);
    PCM_UNLOCK();
}

/* pcm_req_mrecv: *p is MPI_Imrecv's receive of count x t of a message matched on comm (type
 * matching, when it completes). */
void pcm_req_mrecv(MPI_Request *p, long long count, MPI_Datatype t, MPI_Comm comm) {
    if (!p || *p == MPI_REQUEST_NULL) return;
    PCM_LOCK();
    pcm_ent *e = pcm_rfind(PCM_H(*p));
    if (e) e->recv = 1, e->comm = comm, e->peer = MPI_ANY_SOURCE, e->hassig = 1, e->mcount = count, e->mtype = t, e->mtag = MPI_ANY_TAG, pcm_req_wild(e);
    PCM_UNLOCK();
}

/* pcm_req_recvd: request before completed with status st: a receive's message is checked
 * against its shadow, and the request is done (what pcm_req_done would do: the wrappers call
 * pcm_req_recvd, then pcm_req_done of the same request, which then has nothing left to do; one
 * lookup of the request table instead of two). */
static int pcm_recvd_did_done; /* the pcm_req_recvd or pcm_req_multi_recvd just before did the pcm_req_done */
static inline void pcm_req_done_ent(MPI_Request before, pcm_ent *e);
static void pcm_req_done_locked(MPI_Request before);
/* pcm_req_plain: no thread but this one calls MPI (not MPI_THREAD_MULTIPLE) and nothing else
 * follows completions (no nonblocking collective check, MPI_Comm_idup or RMA request pending):
 * a loop over the requests of one completion needs only the request entries; what it does
 * creates none of these (defined after pcm_deadlock.c and pcm_rma.c) */
static inline int pcm_req_plain(void);
/* pcm_req_recvd1x: plain (a constant): pcm_req_plain() held before the loop */
static inline __attribute__((always_inline)) void pcm_req_recvd1x(MPI_Request before, const MPI_Status *st, int plain) {
    if (before == MPI_REQUEST_NULL) return;
    if (!plain && pcm_mt) { /* type matching is off under MPI_THREAD_MULTIPLE: only the done part */
        PCM_LOCK();
        pcm_req_done_locked(before);
        PCM_UNLOCK();
        return;
    }
    pcm_ent *e = pcm_rfind(PCM_H(before));
    /* the shadow code does not change the request table: e stays valid */
    if (e && e->recv && e->hassig && e->peer != MPI_PROC_NULL) {
        if (e->ownst) st = NULL; /* its status is wrong (mpich 4.0's MPI_Isendrecv) */
        if (!st || st == MPI_STATUS_IGNORE) { /* not asked for (pcm_tm_needst): the request's own source and tag */
            if (e->wild) pcm_tm_unsure = 1; /* cannot happen: then the status is asked for */
            else if (!pcm_tm_unsure) pcm_shadow_recv_own(e);
            else {
                MPI_Status own;
                memset(&own, 0, sizeof own);
                own.MPI_SOURCE = e->peer, own.MPI_TAG = e->mtag, own.MPI_ERROR = MPI_SUCCESS;
                pcm_shadow_recv_req(e, &own);
            }
        } else pcm_shadow_recv_req(e, st);
    }
    if (!plain) pcm_req_done_ent(before, e);
    else if (e) {
        if (e->committed & PCM_REQ_PERSISTENT) e->active = 0;
        else pcm_rdelete(e);
    }
}
#define pcm_req_recvd1(b, st) pcm_req_recvd1x(b, st, 0)

void pcm_req_recvd(MPI_Request before, const MPI_Status *st) {
    if (before == MPI_REQUEST_NULL || !pcm_nreq) return;
    pcm_req_recvd1(before, st);
    pcm_recvd_did_done = 1;
}

/* pcm_req_multi_recvd_plain: the requests before[0..n) completed together without their
 * statuses (pcm_req_plain() held). The receives are logged for type matching as the loop of
 * pcm_req_recvd1x would log them, one after the other, but consecutive receives of one
 * communicator, source, datatype and count whose tags are equal or step by a constant (the
 * window of a loop of MPI_Irecv) are gathered in locals and logged as one run: one channel
 * lookup, one extension and one pairing per run instead of per receive (issue 15). Anything
 * else (a wildcard, a receive without a signature, type matching unsure) is logged by
 * pcm_req_recvd1x after the run gathered so far. */
static void pcm_req_multi_recvd_plain(const MPI_Request *before, int n) {
    MPI_Comm rc = MPI_COMM_NULL;
    MPI_Datatype rt = MPI_DATATYPE_NULL;
    long long rcount = 0, next = 0;
    int rpeer = 0, rtag = 0, rdtag = 0, rn = 0, tmok = pcm_tm && !pcm_tm_unsure;
    /* gone: a handle without an entry (MPI_REQUEST_NULL, one not found or just removed): the
     * same handle again next, as mpich's completed send request is after a loop of MPI_Isend,
     * has none either (a handle has at most one entry) */
    MPI_Request gone = MPI_REQUEST_NULL;
    int i = 0;
    if (pcm_dre_n) {
        /* the deferred records, consumed run by run while they are the requests completed: a
         * run of receives is logged as one run (the loop below would gather it so; how runs are
         * cut, pairing does not see). Type matching unsure: from their entries, below. */
        pcm_dsh_log_if(); /* (the runs of sends: their entries in type matching's batches, before the runs go) */
        int j = 0, nr = tmok ? pcm_dre_take(before, n, &i, &j) : 0;
        for (int k = 0; k < nr; k++) {
            const pcm_drun_t *d = &pcm_drun[k];
            /* the run leaves the requests before it is logged, as its entries would (below) */
            pcm_nreq -= (size_t)d->n, pcm_dre_lo = d->first + d->n;
            if (!d->recv || !d->sig) continue;
            pcm_shadow_recv_run(d->count, d->t, d->comm, d->peer, d->tag, d->dtag, d->n);
            if (__builtin_expect(!pcm_dre_n, 0)) { /* the logging made the other records entries */
                i = pcm_dre_gone(before, n, d->first + d->n);
                j = -1;
                break;
            }
        }
        if (j < 0) tmok = pcm_tm && !pcm_tm_unsure;
        else if (i == n && j == pcm_dre_n) pcm_dre_n = 0, pcm_dre_lo = 0, pcm_drun_n = 0, pcm_dro_site = PCM_DRO_NONE;
        else pcm_dre_rest(before, i, j);
    }
    for (; i < n; i++) {
        MPI_Request b = before[i];
        if (b == gone) continue;
        pcm_ent *e = pcm_rfind(PCM_H(b));
        if (!e) {
            gone = b;
            continue;
        }
        if (e->tmrun & tmok) {
            if (rn && e->comm == rc && e->peer == rpeer && e->mtype == rt && e->mcount == rcount &&
                (rn == 1 || e->mtag == next)) {
                if (rn == 1) rdtag = e->mtag - rtag;
                rn++, next = (long long)e->mtag + rdtag;
            } else {
                if (rn) pcm_shadow_recv_run(rcount, rt, rc, rpeer, rtag, rdtag, rn);
                rc = e->comm, rpeer = e->peer, rt = e->mtype, rcount = e->mcount, rtag = e->mtag, rdtag = 0, rn = 1;
            }
        } else if (e->recv && e->hassig && e->peer != MPI_PROC_NULL) { /* logged one by one */
            if (rn) pcm_shadow_recv_run(rcount, rt, rc, rpeer, rtag, rdtag, rn), rn = 0;
            pcm_req_recvd1x(b, NULL, 1);
            tmok = pcm_tm && !pcm_tm_unsure;
            continue;
        }
        if (e->committed & PCM_REQ_PERSISTENT) e->active = 0;
        else pcm_rdelete(e), gone = b;
    }
    if (rn) pcm_shadow_recv_run(rcount, rt, rc, rpeer, rtag, rdtag, rn);
}

void pcm_req_multi_recvd(const MPI_Request *before, int n, int mode, const int *flag, const int *index, const int *outcount,
                         const int *indices, const MPI_Status *sts) {
    if (n <= 0 || !pcm_nreq) return;
    int ign = !sts || sts == MPI_STATUSES_IGNORE; /* then each receive's own source and tag (pcm_req_recvd1) */
    switch (mode) {
    case PCM_ALL:
        if (flag && !*flag) break;
        if (ign && pcm_req_plain()) /* the usual case, without the tests of each request that do not apply */
            pcm_req_multi_recvd_plain(before, n);
        else
            for (int i = 0; i < n; i++) pcm_req_recvd1(before[i], ign ? NULL : &sts[i]);
        break;
    case PCM_ANY:
        if ((!flag || *flag) && index && *index >= 0 && *index < n) pcm_req_recvd1(before[*index], ign ? NULL : sts);
        break;
    case PCM_SOME:
        if (outcount && indices && *outcount != MPI_UNDEFINED)
            for (int k = 0; k < *outcount; k++)
                if (indices[k] >= 0 && indices[k] < n) pcm_req_recvd1(before[indices[k]], ign ? NULL : &sts[k]);
        break;
    }
    pcm_recvd_did_done = 1;
}

void pcm_req_start(MPI_Request *p) {
    if (!p || *p == MPI_REQUEST_NULL) return;
    PCM_LOCK();
    pcm_ent *e = pcm_rfind(PCM_H(*p));
    int err = 0, id = -1;
    if (e) {
        id = e->id;
        if (!(e->committed & PCM_REQ_PERSISTENT)) err = 1;
        else if (e->active) err = 2;
        else {
            if (!e->started) __atomic_fetch_sub(&pcm_unstarted, 1, __ATOMIC_RELAXED);
            e->active = 1, e->started = 1;
        }
    }
    pcm_ent snd;
    int shadow = !err && e && e->hassig && !e->recv;
    if (shadow) snd = *e;
    PCM_UNLOCK();
    if (shadow) pcm_shadow_send_at(snd.mcount, snd.mtype, snd.peer, snd.mtag, snd.comm, snd.id, snd.site);
    if (err == 1) PCM_ERROR("request-start", "the request is not persistent (it comes from %s)", pcm_fname[id]);
    if (err == 2)
        PCM_ERROR("request-start", "the persistent request of %s is still active: it was started and not completed", pcm_fname[id]);
}

void pcm_req_free_before(MPI_Request *p) {
    if (!p || *p == MPI_REQUEST_NULL) return;
    PCM_LOCK();
    pcm_ent *e = pcm_rfind(PCM_H(*p));
    int err = e && e->active && (e->committed & PCM_REQ_COLL), id = e ? e->id : -1;
    if (e && e->active && e->recv) pcm_tm_unsure = 1; /* a receive whose completion is never seen */
    PCM_UNLOCK();
    if (err)
        PCM_ERROR("request-free-active",
                  "the request of %s is active: a nonblocking or started persistent collective cannot be freed before it completes",
                  pcm_fname[id]);
}

void pcm_req_freed(MPI_Request before) {
    PCM_LOCK();
    pcm_ent *e = pcm_rfind(PCM_H(before));
    if (e && (e->committed & PCM_REQ_PERSISTENT) && !e->started) __atomic_fetch_sub(&pcm_unstarted, 1, __ATOMIC_RELAXED);
    if (e) pcm_rdelete(e);
    PCM_UNLOCK();
}

static void pcm_nbc_unlink(MPI_Request r);

static void pcm_idup_unlink(MPI_Request r);
static void pcm_idup_flush(void);

/* pcm_req_done_ent: request before (table entry e, or NULL) completed. */
static inline __attribute__((always_inline)) void pcm_req_done_ent(MPI_Request before, pcm_ent *e) {
    if (pcm_nbc_n) pcm_nbc_unlink(before);
    pcm_idup_unlink(before);
    pcm_rma_req_done(before); /* origin buffers of MPI_Rput... (pcm_rma.c) */
    if (!e) return;
    if (e->committed & PCM_REQ_PERSISTENT) e->active = 0;
    else pcm_rdelete(e);
}

static void pcm_req_done_locked(MPI_Request before) { pcm_req_done_ent(before, pcm_rfind(PCM_H(before))); }

void pcm_req_done(MPI_Request before, int completed) {
    if (pcm_recvd_did_done) {
        pcm_recvd_did_done = 0;
        pcm_idup_flush();
        return;
    }
    if (!completed || before == MPI_REQUEST_NULL || !pcm_nreq) return;
    PCM_LOCK();
    pcm_req_done_locked(before);
    PCM_UNLOCK();
    pcm_idup_flush();
}

MPI_Request *pcm_req_snapshot(int n, const MPI_Request *reqs, MPI_Request *stack, int cap) {
    if (n <= 0 || !reqs) return stack;
    MPI_Request *b = n <= cap ? stack : malloc((size_t)n * sizeof *b);
    if (!b) return stack;
    memcpy(b, reqs, (size_t)n * sizeof *b);
    return b;
}

void pcm_req_multi_done(MPI_Request *before, int n, int mode, const int *flag, const int *index, const int *outcount,
                        const int *indices) {
    if (pcm_recvd_did_done) {
        pcm_recvd_did_done = 0;
        pcm_idup_flush();
        return;
    }
    if (n <= 0 || !pcm_nreq) return;
    PCM_LOCK();
    switch (mode) {
    case PCM_ALL:
        if (flag && !*flag) break;
        if (pcm_req_plain()) {
            MPI_Request gone = MPI_REQUEST_NULL; /* (as in pcm_req_multi_recvd_plain) */
            int i = 0;
            if (pcm_dre_n) { /* (as in pcm_req_multi_recvd_plain) */
                pcm_dsh_log_if();
                int j = 0;
                pcm_dre_take(before, n, &i, &j);
                if (i == n && j == pcm_dre_n) pcm_nreq -= (size_t)j, pcm_dre_n = 0, pcm_drun_n = 0, pcm_dro_site = PCM_DRO_NONE;
                else pcm_dre_rest(before, i, j);
            }
            for (; i < n; i++) {
                if (before[i] == gone) continue;
                pcm_ent *e = pcm_rfind(PCM_H(before[i]));
                if (!e) {
                    gone = before[i];
                    continue;
                }
                if (e->committed & PCM_REQ_PERSISTENT) e->active = 0;
                else pcm_rdelete(e), gone = before[i];
            }
        } else
            for (int i = 0; i < n; i++)
                if (before[i] != MPI_REQUEST_NULL) pcm_req_done_locked(before[i]);
        break;
    case PCM_ANY:
        if ((!flag || *flag) && index && *index >= 0 && *index < n) pcm_req_done_locked(before[*index]);
        break;
    case PCM_SOME:
        if (outcount && indices && *outcount != MPI_UNDEFINED)
            for (int k = 0; k < *outcount; k++)
                if (indices[k] >= 0 && indices[k] < n) pcm_req_done_locked(before[indices[k]]);
        break;
    }
    PCM_UNLOCK();
    pcm_idup_flush();
}

/* pcm_req_chk_started: MPI_Wait or MPI_Test on a persistent request that was never started: it
 * returns at once, and the communication the request describes never happens (the static
 * check mpi-missing-start, at run time). MPI 4.0 §3.7.3 lets an inactive request be waited for;
 * one that has been started before is not reported. */

void pcm_req_chk_started(const MPI_Request *reqs, int n) {
    if (!__atomic_load_n(&pcm_unstarted, __ATOMIC_RELAXED) || !reqs) return;
    int id = -1;
    void *site = NULL;
    PCM_LOCK();
    for (int i = 0; i < n && id < 0; i++) {
        if (reqs[i] == MPI_REQUEST_NULL) continue;
        pcm_ent *e = pcm_rfind(PCM_H(reqs[i]));
        if (e && (e->committed & PCM_REQ_PERSISTENT) && !e->started && !e->active) id = e->id, site = e->site;
    }
    PCM_UNLOCK();
    if (id < 0) return;
    char where[1100];
    pcm_depth++;
    pcm_describe(site, where, sizeof where);
    pcm_depth--;
    PCM_ERROR("mpi-missing-start",
              "the persistent request of %s (%s) was never started (MPI_Start): the wait returns at once and the communication "
              "it describes never happens", pcm_fname[id], where);
}

/* pcm_bad_in_place: MPI_IN_PLACE given where the call does not accept it (MPI 4.0 §6.2.1: only
 * the send buffer of the all-to-all and reduction collectives, the send buffer at the root of a
 * gather or reduce, the receive buffer at the root of a scatter; never on an intercommunicator,
 * in a point-to-point call or in MPI_Bcast). */
void pcm_bad_in_place(const char *arg, const char *where) {
    PCM_ERROR("invalid-in-place", "argument %s is MPI_IN_PLACE, which is not allowed %s", arg, where);
}

/* pcm_extents: the true lower bound, true extent and extent of t; the last two datatypes asked
 * are remembered per thread while no datatype is freed (pcm_sig_gen: a freed handle may come
 * back as another type), so that the overlap check of every MPI_Sendrecv does not ask MPI twice
 * (issue 15: the cost per message). */
typedef struct { MPI_Datatype t; unsigned gen; MPI_Aint tlb, text, ext; } pcm_extc;
static PCM_TLS pcm_extc pcm_extcache[2];
static PCM_TLS int pcm_extnext;
static int pcm_extents(MPI_Datatype t, MPI_Aint *tlb, MPI_Aint *text, MPI_Aint *ext) {
    unsigned gen = __atomic_load_n(&pcm_sig_gen, __ATOMIC_RELAXED);
    for (int i = 0; i < 2; i++) {
        pcm_extc *c = &pcm_extcache[i];
        if (c->gen == gen && c->t == t) {
            *tlb = c->tlb, *text = c->text, *ext = c->ext;
            return 1;
        }
    }
    MPI_Aint lb = 0;
    if (PMPI_Type_get_true_extent(t, tlb, text) != MPI_SUCCESS || PMPI_Type_get_extent(t, &lb, ext) != MPI_SUCCESS) return 0;
    pcm_extc *c = &pcm_extcache[pcm_extnext];
    pcm_extnext ^= 1;
    c->t = t, c->gen = gen, c->tlb = *tlb, c->text = *text, c->ext = *ext;
    return 1;
}

/* pcm_region: the bytes [lo, hi) that count elements of t at buf span (true extents). */
static int pcm_region(const void *buf, long long count, MPI_Datatype t, uintptr_t *lo, uintptr_t *hi) {
    MPI_Aint tlb = 0, text = 0, ext = 0;
    if (!buf || buf == MPI_IN_PLACE || count <= 0 || t == MPI_DATATYPE_NULL) return 0;
    if (!pcm_extents(t, &tlb, &text, &ext)) return 0;
    if (text <= 0) return 0;
    *lo = (uintptr_t)buf + (intptr_t)tlb;
    *hi = *lo + (uintptr_t)((count - 1) * (long long)ext + text);
    return 1;
}

/* pcm_chk_overlap: the send and the receive buffer of one call must not overlap (MPI 4.0 §2.3:
 * an OUT argument must not alias another argument; MPI_IN_PLACE or MPI_Sendrecv_replace are
 * the way to use one buffer). scale: the count is per process of comm (multiplied by its size). */
void pcm_chk_overlap(const void *sb, long long sc, MPI_Datatype st, int sscale, const void *rb, long long rc, MPI_Datatype rt,
                     int rscale, MPI_Comm comm) {
    if (!sb || !rb || sb == MPI_IN_PLACE || rb == MPI_IN_PLACE || sc <= 0 || rc <= 0) return;
    if ((sscale || rscale) && comm != MPI_COMM_NULL) {
        int size = 1;
        if (pcm_is_inter(comm)) return;
        PMPI_Comm_size(comm, &size);
        if (sscale) sc *= size;
        if (rscale) rc *= size;
    }
    uintptr_t slo, shi, rlo, rhi;
    if (!pcm_region(sb, sc, st, &slo, &shi) || !pcm_region(rb, rc, rt, &rlo, &rhi)) return;
    if (slo < rhi && rlo < shi) {
        if (comm != MPI_COMM_NULL && !sscale && !rscale && pcm_is_inter(comm)) return;
        PCM_ERROR("buffer-overlap",
                  "the send buffer (%zu bytes at %p) and the receive buffer (%zu bytes at %p) overlap; use MPI_IN_PLACE "
                  "(collectives) or MPI_Sendrecv_replace",
                  (size_t)(shi - slo), (void *)slo, (size_t)(rhi - rlo), (void *)rlo);
    }
}

/* ---- MPI_Finalize: what is left ---- */

void pcm_before_finalize(void) {
    if (pcm_state == 0 && !pcm_sessions) {
        int flag = 0;
        PMPI_Initialized(&flag);
        if (flag) pcm_init_state(1);
        else PCM_ERROR("mpi-init-state", "called before MPI_Init or MPI_Init_thread");
    }
    if (pcm_state == 2) PCM_ERROR("mpi-init-state", "MPI_Finalize is called a second time");
    pcm_proven_base = 0;
    PCM_LOCK();
    pcm_proven_regate();
    PCM_UNLOCK();
    pcm_dl_finalize();
    /* mpich's mpi_f08 binding completes requests and frees handles through PMPI_ directly: what
     * is left in the tables says nothing */
    if (!pcm_leaks || pcm_f08) return;
    int reported = 0;
    PCM_LOCK();
    pcm_dre_flush_if();
    size_t no = pcm_objs.cap, nr = pcm_reqs.cap;
    pcm_ent *objs = pcm_objs.e, *reqs = pcm_reqs.e;
    PCM_UNLOCK();
    char site[1100];
    int r = pcm_world_rank();
    pcm_depth++;
    for (size_t i = 0; i < PCM_RDIR + nr; i++) {
        pcm_ent *e = i < PCM_RDIR ? &pcm_rdir[i] : &reqs[i - PCM_RDIR];
        if (!e->used) continue;
        if (reported++ >= 20) continue;
        pcm_describe(e->site, site, sizeof site);
        if (e->active)
            fprintf(stderr, "DYNAMIC-CHECK pending-request: rank %d: %s (%s): the request is still pending at MPI_Finalize "
                    "(never completed by MPI_Wait or MPI_Test)\n", r, pcm_fname[e->id], site);
        else
            fprintf(stderr, "DYNAMIC-CHECK resource-leak: rank %d: %s (%s): the persistent request is never freed before "
                    "MPI_Finalize (MPI_Request_free)\n", r, pcm_fname[e->id], site);
    }
    for (size_t i = 0; i < no; i++) {
        pcm_ent *e = &objs[i];
        if (!e->used || e->freed) continue;
        if (reported++ >= 20) continue;
        pcm_describe(e->site, site, sizeof site);
        fprintf(stderr, "DYNAMIC-CHECK resource-leak: rank %d: %s (%s): the %s created here is never freed before MPI_Finalize (%s)\n",
                r, pcm_fname[e->id], site, pcm_kind_name[e->kind], pcm_free_name[e->kind]);
    }
    if (reported > 20)
        fprintf(stderr, "DYNAMIC-CHECK resource-leak: rank %d: MPI_Finalize (-): %d more requests or handles left\n", r, reported - 20);
    fflush(stderr);
    pcm_depth--;
}

void pcm_after_finalize(void) { pcm_state = 2, pcm_ready = 0; }

/* ---- watchdog: a process blocked too long in one call says where ---- */

static volatile int pcm_blk_id = -1, pcm_blk_peer, pcm_blk_tag, pcm_blk_said;
static volatile double pcm_blk_since;
static void *volatile pcm_blk_ra;

static double pcm_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

void pcm_block_begin(int peer, int tag, MPI_Comm comm) {
    (void)comm;
    if (pcm_timeout <= 0) return;
    /* (the watchdog thread cannot find a Fortran binding's caller on this stack: found now) */
    pcm_blk_peer = peer, pcm_blk_tag = tag, pcm_blk_ra = pcm_call_site(), pcm_blk_said = 0;
    pcm_blk_since = pcm_now();
    __atomic_store_n(&pcm_blk_id, pcm_cur_id, __ATOMIC_RELEASE);
}

void pcm_block_end(void) {
    if (pcm_timeout <= 0) return;
    __atomic_store_n(&pcm_blk_id, -1, __ATOMIC_RELEASE);
}

static void *pcm_watchdog(void *arg) {
    (void)arg;
    pcm_depth = 1; /* never checked itself */
    for (;;) {
        struct timespec ts = {0, 200 * 1000 * 1000};
        nanosleep(&ts, NULL);
        if (pcm_state == 2) return NULL;
        int id = __atomic_load_n(&pcm_blk_id, __ATOMIC_ACQUIRE);
        if (id < 0 || pcm_blk_said) continue;
        double waited = pcm_now() - pcm_blk_since;
        if (waited < pcm_timeout) continue;
        pcm_blk_said = 1;
        char site[1100], peer[64] = "";
        pcm_describe(pcm_blk_ra, site, sizeof site);
        if (pcm_blk_peer != MPI_UNDEFINED) {
            if (pcm_blk_peer == MPI_ANY_SOURCE) snprintf(peer, sizeof peer, " (peer MPI_ANY_SOURCE");
            else snprintf(peer, sizeof peer, " (peer %d", pcm_blk_peer);
            if (pcm_blk_tag == MPI_ANY_TAG) strcat(peer, ", tag MPI_ANY_TAG)");
            else if (pcm_blk_tag != MPI_UNDEFINED) snprintf(peer + strlen(peer), sizeof peer - strlen(peer), ", tag %d)", pcm_blk_tag);
            else strcat(peer, ")");
        }
        fprintf(stderr, "DYNAMIC-CHECK deadlock-suspected: rank %d: %s (%s): blocked for %.0f s%s\n", pcm_world_rank(),
                pcm_fname[id], site, waited, peer);
        fflush(stderr);
        if (!pcm_continue) {
            /* give the other blocked processes the time to say where they are */
            struct timespec t2 = {1, 0};
            nanosleep(&t2, NULL);
            pcm_abort();
        }
    }
}

#include "pcm_deadlock.c"
#include "pcm_rma.c"

static inline int pcm_req_plain(void) { return !pcm_mt && !pcm_nbc_n && !pcm_idups && !pcm_npend; }

/* ---- fast paths of the wrappers' checks (issue 15: the cost per MPI call) ----
 * pcm_all.c compiles the generated wrappers right after this file: the macros below make their
 * calls of the commonest checks test the usual case inline (a valid argument, no handle freed,
 * no datatype uncommitted, MPI initialised) and call the full check only otherwise. Compiled
 * apart, the wrappers call the full checks: the same result. */
static inline __attribute__((always_inline)) void pcm_enter_fast(int id, int state_exempt, void *ra) {
    if (__builtin_expect(pcm_ready && !pcm_depth, 1)) { /* (pcm_pass just tested both: no test here) */
        pcm_depth = 1, pcm_cur_id = id, pcm_cur_ra = ra;
        return;
    }
    pcm_enter(id, state_exempt, ra);
}
static inline __attribute__((always_inline)) int pcm_chk_comm_fast(MPI_Comm c, const char *arg) {
    if (__builtin_expect(c != MPI_COMM_NULL && !__atomic_load_n(&pcm_objs.nfreed, __ATOMIC_RELAXED), 1)) return 1;
    return pcm_chk_comm(c, arg);
}
static inline __attribute__((always_inline)) void pcm_chk_type_fast(MPI_Datatype t, const char *arg, int transfer) {
    if (__builtin_expect(t != MPI_DATATYPE_NULL && !__atomic_load_n(&pcm_objs_odd, __ATOMIC_RELAXED), 1)) return;
    pcm_chk_type(t, arg, transfer);
}
/* (one unsigned compare tests both bounds: pcm_wsize_u and pcm_tag_ub are non-negative) */
static inline __attribute__((always_inline)) void pcm_chk_rank_fast(MPI_Comm c, int r, const char *arg, int how) {
    if (__builtin_expect(c == MPI_COMM_WORLD && (unsigned)r < pcm_wsize_u, 1)) return;
    pcm_chk_rank(c, r, arg, how);
}
/* pcm_chk_rank_if_fast: a valid rank of MPI_COMM_WORLD needs no check whether or not the
 * communicator check passed (MPI_COMM_WORLD passes it), so the usual case tests no flag */
static inline __attribute__((always_inline)) void pcm_chk_rank_if_fast(int ok, MPI_Comm c, int r, const char *arg, int how) {
    if (__builtin_expect(c == MPI_COMM_WORLD && (unsigned)r < pcm_wsize_u, 1)) return;
    if (ok) pcm_chk_rank(c, r, arg, how);
}
static inline __attribute__((always_inline)) void pcm_chk_tag_fast(int tag, const char *arg, int recv) {
    if (__builtin_expect((unsigned)tag <= (unsigned)pcm_tag_ub, 1)) return;
    pcm_chk_tag(tag, arg, recv);
}
static inline __attribute__((always_inline)) void pcm_req_before_new_fast(MPI_Request *p) {
    if (p && *p != MPI_REQUEST_NULL && pcm_nreq) pcm_req_before_new(p);
}
/* pcm_proven_full: the proven entries (parcoach_proven_MPI_Isend..., gen.go's writeProven) are
 * the full wrappers: something tracks every request (the deadlock detector, type matching, the
 * watchdog of PARCOACH_RT_TIMEOUT), or PARCOACH_RT_PROVEN=0. */
static inline __attribute__((always_inline)) int pcm_proven_full(void) {
    return pcm_dl || pcm_tm || pcm_proven_off;
}
/* pcm_proven_fast: a proven entry may call MPI at once when its arguments are the usual ones
 * (pcm_proven_gate: MPI initialised, nothing that tracks every request, no handle freed, no
 * datatype uncommitted, no window: the RMA checks count messages). Nested in another MPI call,
 * the wrapper would call MPI at once too. */
static void pcm_proven_regate(void) {
    __atomic_store_n(&pcm_objs_odd, pcm_objs.nfreed || pcm_uncommitted, __ATOMIC_RELAXED);
    __atomic_store_n(&pcm_proven_gate, pcm_proven_base && !pcm_objs.nfreed && !pcm_uncommitted && !pcm_nwins, __ATOMIC_RELAXED);
}
static inline __attribute__((always_inline)) int pcm_proven_fast(void) { return __atomic_load_n(&pcm_proven_gate, __ATOMIC_RELAXED); }
/* the overlap check of MPI_Sendrecv and of the collectives without scaled counts: buffers apart
 * by the remembered extents of both datatypes (pcm_extents) need no call */
static inline __attribute__((always_inline)) const pcm_extc *pcm_extc_hit(MPI_Datatype t, unsigned gen) {
    if (pcm_extcache[0].t == t && pcm_extcache[0].gen == gen) return &pcm_extcache[0];
    if (pcm_extcache[1].t == t && pcm_extcache[1].gen == gen) return &pcm_extcache[1];
    return NULL;
}
static inline __attribute__((always_inline)) void pcm_chk_overlap_fast(const void *sb, long long sc, MPI_Datatype st, int sscale,
                                                                       const void *rb, long long rc, MPI_Datatype rt, int rscale,
                                                                       MPI_Comm comm) {
    if (!sscale && !rscale && sb && rb && sb != MPI_IN_PLACE && rb != MPI_IN_PLACE && sc > 0 && rc > 0) {
        unsigned gen = __atomic_load_n(&pcm_sig_gen, __ATOMIC_RELAXED);
        const pcm_extc *a = pcm_extc_hit(st, gen), *b = pcm_extc_hit(rt, gen);
        if (a && b && a->text > 0 && b->text > 0) {
            uintptr_t slo = (uintptr_t)sb + (intptr_t)a->tlb, shi = slo + (uintptr_t)((sc - 1) * (long long)a->ext + a->text);
            uintptr_t rlo = (uintptr_t)rb + (intptr_t)b->tlb, rhi = rlo + (uintptr_t)((rc - 1) * (long long)b->ext + b->text);
            if (!(slo < rhi && rlo < shi)) return;
        }
    }
    pcm_chk_overlap(sb, sc, st, sscale, rb, rc, rt, rscale, comm);
}
#define pcm_chk_overlap(sb, sc, st, ss, rb, rc, rt, rs, c) pcm_chk_overlap_fast(sb, sc, st, ss, rb, rc, rt, rs, c)
/* the RMA checks' count of messages, only while some window is followed */
#define pcm_rma_p2p(p, r, c) (pcm_nwins ? pcm_rma_p2p(p, r, c) : (void)0)
#define pcm_enter(id, ex, ra) pcm_enter_fast(id, ex, ra)
#define pcm_chk_comm(c, a) pcm_chk_comm_fast(c, a)
#define pcm_chk_type(t, a, x) pcm_chk_type_fast(t, a, x)
#define pcm_chk_rank(c, r, a, h) pcm_chk_rank_fast(c, r, a, h)
#undef pcm_chk_rank_if
#define pcm_chk_rank_if(ok, c, r, a, h) pcm_chk_rank_if_fast(ok, c, r, a, h)
#define pcm_chk_tag(t, a, r) pcm_chk_tag_fast(t, a, r)
#define pcm_req_before_new(p) pcm_req_before_new_fast(p)
/* the entries of new point-to-point requests and the send side of type matching, inline in the
 * wrappers (a call each per message otherwise) */
#define pcm_req_new_p2p(p, f, peer, r, c) pcm_req_new_body(p, f, peer, r, c, 0, 0, MPI_DATATYPE_NULL, 0)
#define pcm_req_new_recv(p, f, peer, c, n, t, tag) pcm_req_new_body(p, f, peer, 1, c, 1, n, t, tag)
#define pcm_req_new_send(p, f, peer, c, n, t, tag, ok) pcm_req_new_send_body(p, f, peer, c, n, t, tag, ok)
#define pcm_shadow_send(n, t, d, tag, c) pcm_shadow_send_at(n, t, d, tag, c, pcm_cur_id, pcm_cur_ra)
static inline __attribute__((always_inline)) void pcm_chk_count_fast(long long n, const char *arg) {
    if (__builtin_expect(n < 0, 0)) pcm_chk_count(n, arg);
}
#define pcm_chk_count(n, a) pcm_chk_count_fast(n, a)
#define pcm_leave() ((void)pcm_depth--)
