/* pcm_rma.c: MPI-RMA races at run time (issue 17), included by pcm_core.c.
 *
 * Two tables.
 *
 * 1. Pending local ranges (pcm_pend_*): the byte ranges of this process's memory that an
 *    operation still in progress reads or writes, with the operation's call site and what
 *    completes it (a key: the window and target of a one-sided operation, or a request). A new
 *    one-sided operation whose origin or result buffer overlaps a pending range, one of the two
 *    writing it, is an rma-local-race at once; so is an instrumented load or store
 *    (pcm_rma_access, called by the runtime library of `parcoach cc --instrument` before the
 *    accesses the static pass could not prove safe). The table is keyed generically so that the
 *    buffers of nonblocking point-to-point calls (issue 15) can use it the same way.
 *
 * 2. Target records (per window): every one-sided operation this process issues is recorded
 *    with its target, the bytes it touches in the target's window (displacement x the target's
 *    displacement unit, plus the true extent of count x target datatype), what it does (read,
 *    write, atomic accumulate with its basic datatype and op), its call site, and when it was
 *    issued and completed. Instrumented loads and stores of this process's own window memory
 *    are recorded the same way. The records meet at the target at the window's collective
 *    synchronisations (MPI_Win_fence, MPI_Win_free): an MPI_Alltoall of counts and an
 *    MPI_Alltoallv of records over a private duplicate of the window's communicator, made when
 *    the window is created. Each target then compares the records on its window pairwise and
 *    reports a conflicting pair (at least one writes, not two compatible accumulates) whose two
 *    accesses are not ordered: `DYNAMIC-CHECK rma-target-race` (or rma-local-race when both
 *    are this process's), naming both call sites. Passive-target epochs are thus reported at
 *    the next fence or at MPI_Win_free, with both sites.
 *
 * Ordering ("happens before") is decided from:
 *  - the same process: program order with completion: an operation is over at the target once
 *    MPI_Win_unlock/unlock_all/flush/flush_all/complete/fence on its window and target ran
 *    (flush_local completes it at the origin only);
 *  - different processes: the phases of the window: synchronising collectives (MPI_Barrier,
 *    MPI_Allreduce, MPI_Allgather, MPI_Alltoall and the window's fences) on a communicator that
 *    holds every process of the window. An operation completed in phase p is ordered before
 *    anything another process does in a phase > p. Exclusive locks on the same target
 *    serialise; PSCW access epochs of different index on one target are ordered;
 *  - a point-to-point message: a send after the first access completed, received before the
 *    second one started (counted per pair of processes on the application's communicators).
 * What the monitor cannot see (a flag polled in window memory) orders nothing.
 *
 * PARCOACH_RT_RMA=0 turns this part off. */

#define PCM_RMA_MAXREC (1u << 16) /* records per window between two exchanges (about 300 bytes each) */
#define PCM_RMA_SITE 112
#define PCM_RMA_INF (~0ull >> 1)
#define PCM_RMA_P2P 16 /* processes whose messages order accesses */

enum { PCM_A_READ = 1, PCM_A_WRITE = 2, PCM_A_ACC = 3, PCM_A_ACCR = 4 }; /* ACCR: an atomic read (MPI_NO_OP) */
/* the kinds of operations and synchronisations (PCM_RMA_*, PCM_S_*) are in pcm.h */

static int pcm_rma_on = -1;
static unsigned long long pcm_rma_seq; /* local events, in program order */

static int pcm_rma_enabled(void) {
    if (pcm_rma_on < 0) {
        const char *e = getenv("PARCOACH_RT_RMA");
        pcm_rma_on = !(e && !strcmp(e, "0"));
    }
    return pcm_rma_on && pcm_on;
}

/* ---- call sites, resolved once per address ---- */

typedef struct { void *ra; char s[PCM_RMA_SITE]; } pcm_site_ent;
static pcm_site_ent pcm_sites[512];

static void pcm_rma_site(void *ra, char *out) {
    size_t h = ((uintptr_t)ra >> 2) % 512;
    for (size_t k = 0; k < 512; k++) {
        pcm_site_ent *e = &pcm_sites[(h + k) % 512];
        if (e->ra == ra && e->s[0]) { memcpy(out, e->s, PCM_RMA_SITE); return; }
        if (!e->ra) {
            char buf[1100];
            pcm_depth++;
            pcm_describe(ra, buf, sizeof buf);
            pcm_depth--;
            snprintf(e->s, PCM_RMA_SITE, "%s", buf);
            e->ra = ra;
            memcpy(out, e->s, PCM_RMA_SITE);
            return;
        }
    }
    pcm_depth++;
    pcm_describe(ra, out, PCM_RMA_SITE);
    pcm_depth--;
}

/* ---- datatypes and ops ---- */

static MPI_Datatype pcm_named[64];
static int pcm_nnamed;

static void pcm_rma_named_init(void) {
    if (pcm_nnamed) return;
    const MPI_Datatype named[] = {
        MPI_CHAR, MPI_SIGNED_CHAR, MPI_UNSIGNED_CHAR, MPI_BYTE, MPI_SHORT, MPI_UNSIGNED_SHORT, MPI_INT, MPI_UNSIGNED,
        MPI_LONG, MPI_UNSIGNED_LONG, MPI_LONG_LONG, MPI_UNSIGNED_LONG_LONG, MPI_FLOAT, MPI_DOUBLE, MPI_LONG_DOUBLE,
        MPI_WCHAR, MPI_C_BOOL, MPI_INT8_T, MPI_INT16_T, MPI_INT32_T, MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T,
        MPI_UINT32_T, MPI_UINT64_T, MPI_AINT, MPI_OFFSET, MPI_COUNT, MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX,
        MPI_INTEGER, MPI_REAL, MPI_DOUBLE_PRECISION, MPI_COMPLEX, MPI_LOGICAL, MPI_CHARACTER, MPI_DOUBLE_COMPLEX,
        MPI_FLOAT_INT, MPI_DOUBLE_INT, MPI_LONG_INT, MPI_2INT, MPI_SHORT_INT, MPI_LONG_DOUBLE_INT,
    };
    for (unsigned i = 0; i < sizeof named / sizeof *named && i < 64; i++) pcm_named[i] = named[i];
    pcm_nnamed = (int)(sizeof named / sizeof *named);
}

/* pcm_rma_basic1: a code of the predefined datatype t is built of (the same code on every
 * process: its index in pcm_named, or 1000 + its size for another predefined one), 0 when t
 * mixes several or cannot be read. */
static int pcm_rma_basic1(MPI_Datatype t, int depth) {
    int ni = 0, na = 0, nd = 0, comb = 0;
    if (t == MPI_DATATYPE_NULL || depth > 8) return 0;
    if (PMPI_Type_get_envelope(t, &ni, &na, &nd, &comb) != MPI_SUCCESS) return 0;
    if (comb == MPI_COMBINER_NAMED) {
        pcm_rma_named_init();
        for (int i = 0; i < pcm_nnamed; i++)
            if (pcm_named[i] != MPI_DATATYPE_NULL && pcm_named[i] == t) return i + 1;
        int sz = 0;
        PMPI_Type_size(t, &sz);
        return 1000 + sz;
    }
    if (nd <= 0 || nd > 64 || ni > 1024 || na > 1024) return 0;
    int *ints = malloc(sizeof(int) * (size_t)(ni + 1));
    MPI_Aint *aints = malloc(sizeof(MPI_Aint) * (size_t)(na + 1));
    MPI_Datatype types[64];
    int code = -1;
    if (ints && aints && PMPI_Type_get_contents(t, ni, na, nd, ints, aints, types) == MPI_SUCCESS) {
        for (int i = 0; i < nd; i++) {
            int c = pcm_rma_basic1(types[i], depth + 1);
            if (code == -1) code = c;
            else if (c != code) code = 0;
            int ni2, na2, nd2, comb2;
            if (PMPI_Type_get_envelope(types[i], &ni2, &na2, &nd2, &comb2) == MPI_SUCCESS && comb2 != MPI_COMBINER_NAMED)
                PMPI_Type_free(&types[i]);
        }
    }
    free(ints);
    free(aints);
    return code < 0 ? 0 : code;
}

/* pcm_rma_basic: pcm_rma_basic1, and *esize the size of that predefined datatype (the
 * alignment of atomic accumulates). */
static int pcm_rma_basic(MPI_Datatype t, int *esize) {
    int code = pcm_rma_basic1(t, 0), sz = 1;
    if (code > 1000) sz = code - 1000;
    else if (code > 0 && code <= pcm_nnamed) PMPI_Type_size(pcm_named[code - 1], &sz);
    *esize = sz > 0 ? sz : 1;
    return code;
}

static int pcm_rma_opcode(MPI_Op op) {
    static const MPI_Op ops[] = {MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, MPI_LAND, MPI_BAND, MPI_LOR, MPI_BOR,
                                 MPI_LXOR, MPI_BXOR, MPI_MAXLOC, MPI_MINLOC, MPI_REPLACE, MPI_NO_OP};
    for (unsigned i = 0; i < sizeof ops / sizeof *ops; i++)
        if (ops[i] == op) return (int)i + 1;
    return 99;
}
#define PCM_OP_NOOP 14
#define PCM_OP_CAS 100

/* pcm_rma_span: the bytes [*lo, *hi) (relative to the buffer) that count elements of t span. */
static int pcm_rma_span(long long count, MPI_Datatype t, long long *lo, long long *hi) {
    MPI_Aint tlb = 0, text = 0, lb = 0, ext = 0;
    if (count <= 0 || t == MPI_DATATYPE_NULL) return 0;
    if (PMPI_Type_get_true_extent(t, &tlb, &text) != MPI_SUCCESS || PMPI_Type_get_extent(t, &lb, &ext) != MPI_SUCCESS) return 0;
    if (text <= 0) return 0;
    *lo = (long long)tlb;
    *hi = *lo + (count - 1) * (long long)ext + (long long)text;
    return 1;
}

/* pcm_rma_vector: when t is an MPI_Type_vector or MPI_Type_create_hvector of a predefined or
 * contiguous datatype with a positive stride, its blocks: *nblk blocks of *blk bytes every
 * *stride bytes (so that a column of a matrix is not taken for the whole rectangle it spans). */
static int pcm_rma_vector(MPI_Datatype t, long long *nblk, long long *blk, long long *stride) {
    int ni = 0, na = 0, nd = 0, comb = 0;
    if (PMPI_Type_get_envelope(t, &ni, &na, &nd, &comb) != MPI_SUCCESS) return 0;
    if ((comb != MPI_COMBINER_VECTOR && comb != MPI_COMBINER_HVECTOR) || ni != (comb == MPI_COMBINER_VECTOR ? 3 : 2) || nd != 1 ||
        na > 1)
        return 0;
    int ints[3] = {0};
    MPI_Aint aints[1] = {0};
    MPI_Datatype old;
    if (PMPI_Type_get_contents(t, ni, na, nd, ints, aints, &old) != MPI_SUCCESS) return 0;
    int oni, ona, ond, ocomb, ok = 0;
    MPI_Aint lb = 0, ext = 0, tlb = 0, text = 0;
    if (PMPI_Type_get_envelope(old, &oni, &ona, &ond, &ocomb) == MPI_SUCCESS &&
        PMPI_Type_get_extent(old, &lb, &ext) == MPI_SUCCESS && PMPI_Type_get_true_extent(old, &tlb, &text) == MPI_SUCCESS &&
        ext > 0 && lb == 0 && tlb == 0 && text == ext) {
        long long st = comb == MPI_COMBINER_VECTOR ? (long long)ints[2] * ext : (long long)aints[0];
        long long b = (long long)ints[1] * ext;
        if (ints[0] > 0 && ints[1] > 0 && st > b) *nblk = ints[0], *blk = b, *stride = st, ok = 1;
        if (ocomb != MPI_COMBINER_NAMED) PMPI_Type_free(&old);
    } else if (PMPI_Type_get_envelope(old, &oni, &ona, &ond, &ocomb) == MPI_SUCCESS && ocomb != MPI_COMBINER_NAMED) {
        PMPI_Type_free(&old);
    }
    return ok;
}

/* ---- pending local ranges ---- */

typedef struct {
    uintptr_t lo, hi;
    int write;
    uint64_t key;    /* the window (PCM_H) or the request that completes it */
    int target;      /* window ranges: the target (completed by flush/unlock of it); -1 any */
    int byreq;       /* completed by its request (MPI_Rput...) */
    int id;          /* the MPI function */
    void *ra;        /* its call site */
    const char *check; /* the id a conflicting access is reported with */
} pcm_pend_t;

static pcm_pend_t *pcm_pend;
static size_t pcm_npend, pcm_cappend;

/* pcm_pend_add: bytes [lo, hi) are read (write 0) or written by the operation of function id at
 * call site ra until what key names completes it (pcm_pend_drop; by its request when byreq: also
 * on the completion of a request of a nonblocking point-to-point call, issue 15). A conflicting
 * access is reported with the id check. Called under the monitor's lock. */
void pcm_pend_add(uintptr_t lo, uintptr_t hi, int write, uint64_t key, int target, int byreq, int id, void *ra, const char *check) {
    if (lo >= hi) return;
    if (pcm_npend == pcm_cappend) {
        size_t c = pcm_cappend ? 2 * pcm_cappend : 64;
        if (c > PCM_RMA_MAXREC) return;
        pcm_pend_t *p = realloc(pcm_pend, c * sizeof *p);
        if (!p) return;
        pcm_pend = p, pcm_cappend = c;
    }
    pcm_pend[pcm_npend++] = (pcm_pend_t){lo, hi, write, key, target, byreq, id, ra, check};
}

/* pcm_pend_drop removes the ranges completed: by key and target (target -1: every target), or
 * by request (byreq). */
static void pcm_pend_drop(uint64_t key, int target, int byreq) {
    size_t j = 0;
    for (size_t i = 0; i < pcm_npend; i++) {
        pcm_pend_t *p = &pcm_pend[i];
        int done = p->key == key && p->byreq == byreq && (byreq || target < 0 || p->target == target);
        if (!done) pcm_pend[j++] = *p;
    }
    pcm_npend = j;
}

static pcm_pend_t *pcm_pend_conflict(uintptr_t lo, uintptr_t hi, int write) {
    for (size_t i = 0; i < pcm_npend; i++) {
        pcm_pend_t *p = &pcm_pend[i];
        if (p->lo < hi && lo < p->hi && (write || p->write)) return p;
    }
    return NULL;
}

/* ---- windows ---- */

typedef struct {
    int origin, target, acc, basic, op, esize, lock, pscw, local, id;
    int worigin; /* the world rank of the origin */
    long long disp, lo, hi; /* the target computes lo/hi from disp and its displacement unit */
    long long nblk, blk, stride; /* a strided target footprint (one vector datatype): nblk blocks of blk bytes every
                                  * stride bytes from lo; nblk 0: all of [lo, hi) */
    unsigned long long ph_issue, ph_done, sq_issue, sq_done;
    /* point-to-point ordering, by world rank (the first PCM_RMA_P2P ranks): messages received
     * from each before the access started, and the number of the first message sent to each
     * after it completed (0: none) */
    int nrecv[PCM_RMA_P2P], nsent[PCM_RMA_P2P];
    void *ra;
    char site[PCM_RMA_SITE];
} pcm_rrec;

typedef struct pcm_rwin {
    MPI_Win win;
    MPI_Comm comm, user;
    int rank, size, disp_unit, dynamic;
    char *base;
    MPI_Aint bytes;
    int *world;                     /* world rank of each window rank */
    unsigned long long phase;
    int *lock;                      /* my lock on each target: 0, 1 shared, 2 exclusive */
    int lock_all;
    int *startcnt, *inaccess;       /* PSCW access epochs per target */
    int postcnt, exposed;
    int **postof, *npostof, *cappostof; /* per origin: the numbers (1-based) of the posts that exposed the window to it */
    unsigned long long *done_sq;    /* per target: local sequence of its last completion */
    unsigned long long *done_ph;
    pcm_rrec *recs;
    size_t n, cap, dropped;
    /* the assertions of the last MPI_Win_fence (MPI 4.0 §12.5.5) and what they are checked
     * against: the one-sided operations issued since, outside lock and PSCW epochs */
    int fence_assert;
    void *fence_ra;
    long long fence_ops;
    int fence_op_id;
    void *fence_op_ra;
    /* the local sequence number at the window's last synchronisation (any kind), for
     * MPI_MODE_NOSTORE: the stores recorded after it */
    unsigned long long sync_sq;
    struct pcm_rwin *next;
} pcm_rwin;

static pcm_rwin *pcm_wins;
static int pcm_rma_reported;

/* Per peer (world rank): messages sent to it and received from it on the application's
 * communicators (mpi point-to-point calls that completed). */
static int *pcm_p2p_sent, *pcm_p2p_recv;

static void pcm_rma_recv_snapshot(int *out) {
    if (!pcm_p2p_recv) return;
    for (int i = 0; i < PCM_RMA_P2P && i < pcm_wsize; i++) out[i] = pcm_p2p_recv[i];
}

static pcm_rwin *pcm_rwin_find(MPI_Win w) {
    for (pcm_rwin *x = pcm_wins; x; x = x->next)
        if (x->win == w) return x;
    return NULL;
}

static void pcm_rma_world_ranks(pcm_rwin *x) {
    MPI_Group g, wg;
    x->world = calloc((size_t)x->size, sizeof(int));
    if (!x->world) return;
    int *r = malloc(sizeof(int) * (size_t)x->size);
    if (!r) return;
    for (int i = 0; i < x->size; i++) r[i] = i;
    PMPI_Comm_group(x->comm, &g);
    PMPI_Comm_group(MPI_COMM_WORLD, &wg);
    PMPI_Group_translate_ranks(g, x->size, r, wg, x->world);
    PMPI_Group_free(&g);
    PMPI_Group_free(&wg);
    free(r);
}

void pcm_rma_win_new(MPI_Win w, void *base, long long bytes, int disp_unit, MPI_Comm comm, int dynamic) {
    if (!pcm_rma_enabled() || w == MPI_WIN_NULL) return;
    pcm_rwin *x = calloc(1, sizeof *x);
    if (!x) return;
    if (PMPI_Comm_dup(comm, &x->comm) != MPI_SUCCESS) { free(x); return; }
    x->win = w, x->user = comm, x->base = base, x->bytes = (MPI_Aint)bytes, x->disp_unit = disp_unit > 0 ? disp_unit : 1;
    x->dynamic = dynamic;
    PMPI_Comm_rank(x->comm, &x->rank);
    PMPI_Comm_size(x->comm, &x->size);
    x->lock = calloc((size_t)x->size, sizeof(int));
    x->startcnt = calloc((size_t)x->size, sizeof(int));
    x->inaccess = calloc((size_t)x->size, sizeof(int));
    x->done_sq = calloc((size_t)x->size, sizeof(unsigned long long));
    x->done_ph = calloc((size_t)x->size, sizeof(unsigned long long));
    x->postof = calloc((size_t)x->size, sizeof(int *));
    x->npostof = calloc((size_t)x->size, sizeof(int));
    x->cappostof = calloc((size_t)x->size, sizeof(int));
    pcm_rma_world_ranks(x);
    if (!pcm_p2p_sent && pcm_wsize > 0) {
        pcm_p2p_sent = calloc((size_t)pcm_wsize, sizeof(int));
        pcm_p2p_recv = calloc((size_t)pcm_wsize, sizeof(int));
    }
    PCM_LOCK();
    x->next = pcm_wins, pcm_wins = x;
    pcm_nwins++, pcm_proven_regate();
    PCM_UNLOCK();
}

static void pcm_rec_add(pcm_rwin *x, const pcm_rrec *r) {
    if (x->n == x->cap) {
        size_t c = x->cap ? 2 * x->cap : 64;
        if (c > PCM_RMA_MAXREC) { x->dropped++; return; }
        pcm_rrec *p = realloc(x->recs, c * sizeof *p);
        if (!p) { x->dropped++; return; }
        x->recs = p, x->cap = c;
    }
    x->recs[x->n++] = *r;
}

/* ---- one-sided operations ---- */

static const char *pcm_pend_done_by(const pcm_pend_t *p) {
    if (p->byreq && strcmp(p->check, "rma-local-race")) return "its request is not completed yet";
    if (p->byreq) return "its request is not completed yet, nor a flush, unlock or fence";
    return "no flush, unlock or fence completed it yet";
}

static void pcm_rma_local_race(pcm_pend_t *p, const char *what) {
    char other[PCM_RMA_SITE];
    pcm_rma_site(p->ra, other);
    pcm_report(1, p->check, "%s a buffer that %s (%s) %s, still in progress (%s)", what, pcm_fname[p->id], other,
               p->write ? "writes" : "reads", pcm_pend_done_by(p));
}

/* pcm_rma_op_pre: before a one-sided operation on target (MPI checks the epoch itself, and mpich
 * aborts on a wrong one without naming the line). An operation outside lock and PSCW epochs
 * belongs to the fence epoch: counted for the next fence's MPI_MODE_NOPRECEDE; none may follow a
 * fence given MPI_MODE_NOSUCCEED (MPI 4.0 §12.5.5). */
void pcm_rma_op_pre(MPI_Win w, int target) {
    if (!pcm_rma_enabled() || target == MPI_PROC_NULL) return;
    void *nosucceed = NULL;
    PCM_LOCK();
    pcm_rwin *x = pcm_rwin_find(w);
    if (x && target >= 0 && target < x->size && !x->lock_all && !x->lock[target] && !x->inaccess[target]) {
        if (!x->fence_ops++) x->fence_op_id = pcm_cur_id, x->fence_op_ra = pcm_creation_site();
        if (x->fence_assert & MPI_MODE_NOSUCCEED) nosucceed = x->fence_ra;
    }
    PCM_UNLOCK();
    if (nosucceed) {
        char fence[PCM_RMA_SITE];
        pcm_rma_site(nosucceed, fence);
        pcm_report(1, "rma-outside-epoch", "no access epoch is open on the window: the last MPI_Win_fence (%s) was given "
                   "MPI_MODE_NOSUCCEED, which says no one-sided operation follows it before the next fence (MPI 4.0 "
                   "§12.5.5), and no lock or MPI_Win_start opened another", fence);
    }
}

void pcm_rma_op(int kind, MPI_Win w, const void *oaddr, long long ocount, MPI_Datatype otype, const void *raddr,
                long long rcount, MPI_Datatype rtype, int target, long long disp, long long tcount, MPI_Datatype ttype,
                MPI_Op op, MPI_Request *req) {
    if (!pcm_rma_enabled() || target == MPI_PROC_NULL) return;
    void *ra = pcm_creation_site();
    PCM_LOCK();
    pcm_rwin *x = pcm_rwin_find(w);
    if (!x || target < 0 || target >= x->size) { PCM_UNLOCK(); return; }
    uint64_t key = PCM_H(w);
    int opc = op == MPI_OP_NULL ? 0 : pcm_rma_opcode(op);
    if (kind == PCM_RMA_CAS) opc = PCM_OP_CAS;
    /* the origin side: the buffers read (origin) and written (result, or origin of a Get) */
    long long lo, hi;
    struct { const void *b; long long n; MPI_Datatype t; int write; } bufs[2] = {{0}};
    int nb = 0;
    switch (kind) {
    case PCM_RMA_PUT: case PCM_RMA_ACC:
        bufs[nb++] = (typeof(bufs[0])){oaddr, ocount, otype, 0};
        break;
    case PCM_RMA_GET:
        bufs[nb++] = (typeof(bufs[0])){oaddr, ocount, otype, 1};
        break;
    case PCM_RMA_GACC: case PCM_RMA_FOP: case PCM_RMA_CAS:
        if (opc != PCM_OP_NOOP) bufs[nb++] = (typeof(bufs[0])){oaddr, ocount, otype, 0};
        bufs[nb++] = (typeof(bufs[0])){raddr, rcount, rtype, 1};
        break;
    }
    pcm_pend_t *bad = NULL;
    int badwrite = 0;
    for (int i = 0; i < nb; i++) {
        if (!bufs[i].b || bufs[i].b == MPI_BOTTOM || !pcm_rma_span(bufs[i].n, bufs[i].t, &lo, &hi)) continue;
        uintptr_t a = (uintptr_t)bufs[i].b + (intptr_t)lo, z = (uintptr_t)bufs[i].b + (intptr_t)hi;
        if (!bad) bad = pcm_pend_conflict(a, z, bufs[i].write), badwrite = bufs[i].write;
        if (req) pcm_pend_add(a, z, bufs[i].write, PCM_H(*req), target, 1, pcm_cur_id, ra, "rma-local-race");
        else pcm_pend_add(a, z, bufs[i].write, key, target, 0, pcm_cur_id, ra, "rma-local-race");
    }
    /* the target side */
    pcm_rrec r;
    memset(&r, 0, sizeof r);
    r.origin = x->rank, r.target = target, r.id = pcm_cur_id, r.ra = ra, r.disp = disp;
    int esize = 1;
    switch (kind) {
    case PCM_RMA_PUT: r.acc = PCM_A_WRITE; break;
    case PCM_RMA_GET: r.acc = PCM_A_READ; break;
    default: r.acc = opc == PCM_OP_NOOP ? PCM_A_ACCR : PCM_A_ACC; break;
    }
    if (r.acc >= PCM_A_ACC) r.basic = pcm_rma_basic(ttype, &esize), r.op = opc, r.esize = esize;
    if (pcm_rma_span(tcount, ttype, &lo, &hi)) {
        r.lo = lo, r.hi = hi;
        if (tcount == 1 && pcm_rma_vector(ttype, &r.nblk, &r.blk, &r.stride) && lo + (r.nblk - 1) * r.stride + r.blk != hi)
            r.nblk = 0; /* not the layout expected: the whole span */
        r.lock = x->lock_all ? 1 : x->lock[target];
        r.pscw = x->inaccess[target] ? x->startcnt[target] : 0;
        r.ph_issue = x->phase, r.ph_done = PCM_RMA_INF;
        pcm_rma_recv_snapshot(r.nrecv);
        /* the same read or accumulate again, on the same target and location in the same epoch,
         * nothing in between (a loop): one record (two writes stay two: they conflict) */
        pcm_rrec *l = x->n ? &x->recs[x->n - 1] : NULL;
        if (l && !l->local && l->ra == ra && l->sq_done == PCM_RMA_INF && l->sq_issue == pcm_rma_seq && l->target == target &&
            l->acc == r.acc && l->basic == r.basic && l->op == r.op && l->lock == r.lock && l->pscw == r.pscw &&
            l->ph_issue == r.ph_issue && l->disp == r.disp && r.acc != PCM_A_WRITE && !memcmp(l->nrecv, r.nrecv, sizeof r.nrecv) &&
            !l->nblk && !r.nblk) {
            if (r.lo < l->lo) l->lo = r.lo;
            if (r.hi > l->hi) l->hi = r.hi;
        } else {
            r.sq_issue = ++pcm_rma_seq, r.sq_done = PCM_RMA_INF;
            pcm_rec_add(x, &r);
        }
    }
    PCM_UNLOCK();
    if (bad) {
        char what[200];
        snprintf(what, sizeof what, "%s %s", pcm_fname[pcm_cur_id], badwrite ? "writes into" : "reads");
        pcm_rma_local_race(bad, what);
    }
}

/* pcm_rma_complete marks the operations of this process on target (-1: all) complete at the
 * target. */
static void pcm_rma_complete(pcm_rwin *x, int target) {
    unsigned long long sq = ++pcm_rma_seq;
    for (size_t i = 0; i < x->n; i++) {
        pcm_rrec *r = &x->recs[i];
        if (r->local || r->origin != x->rank || r->sq_done != PCM_RMA_INF || (target >= 0 && r->target != target)) continue;
        r->sq_done = sq, r->ph_done = x->phase;
    }
}

/* The point-to-point ordering: sent[peer] counts are kept per completion in a small log. */
typedef struct { unsigned long long sq; int peer, nsent; } pcm_sendlog_t;
static pcm_sendlog_t *pcm_sendlog;
static size_t pcm_nsendlog, pcm_capsendlog;

/* pcm_rma_p2p: a point-to-point message to (recv=0) or from (recv=1) world rank peer
 * completed; called by the wrappers of the blocking and nonblocking calls. */
void pcm_rma_p2p(int peer, int recv, MPI_Comm comm) {
    if (!pcm_wins || !pcm_p2p_sent || peer < 0 || comm == MPI_COMM_NULL) return;
    int wr = peer;
    if (comm != MPI_COMM_WORLD) {
        MPI_Group g, wg;
        if (PMPI_Comm_group(comm, &g) != MPI_SUCCESS) return;
        PMPI_Comm_group(MPI_COMM_WORLD, &wg);
        PMPI_Group_translate_ranks(g, 1, &peer, wg, &wr);
        PMPI_Group_free(&g);
        PMPI_Group_free(&wg);
    }
    if (wr < 0 || wr >= pcm_wsize) return;
    PCM_LOCK();
    if (recv) pcm_p2p_recv[wr]++;
    else {
        pcm_p2p_sent[wr]++;
        if (pcm_nsendlog == pcm_capsendlog) {
            size_t c = pcm_capsendlog ? 2 * pcm_capsendlog : 64;
            pcm_sendlog_t *p = c <= PCM_RMA_MAXREC ? realloc(pcm_sendlog, c * sizeof *p) : NULL;
            if (p) pcm_sendlog = p, pcm_capsendlog = c;
        }
        if (pcm_nsendlog < pcm_capsendlog)
            pcm_sendlog[pcm_nsendlog++] = (pcm_sendlog_t){++pcm_rma_seq, wr, pcm_p2p_sent[wr]};
    }
    PCM_UNLOCK();
}

/* pcm_rma_first_send: the number (1-based count) of the first message this process sent to
 * world rank peer after local sequence sq, or 0 if none. */
static int pcm_rma_first_send(int peer, unsigned long long sq) {
    for (size_t i = 0; i < pcm_nsendlog; i++)
        if (pcm_sendlog[i].peer == peer && pcm_sendlog[i].sq > sq) return pcm_sendlog[i].nsent;
    return 0;
}

/* ---- synchronisation ---- */

static void pcm_rma_exchange(pcm_rwin *x, const char *why, int fence_assert);

/* pcm_rma_fence_noprecede: MPI_MODE_NOPRECEDE says the fence completes no one-sided operation of
 * this process: one issued since the previous fence (outside lock and PSCW epochs) makes it
 * false, and an implementation that believes it may leave that operation incomplete. */
static void pcm_rma_fence_noprecede(pcm_rwin *x, int fence_assert) {
    if (!(fence_assert & MPI_MODE_NOPRECEDE) || !x->fence_ops) return;
    char op[PCM_RMA_SITE];
    pcm_rma_site(x->fence_op_ra, op);
    pcm_report(1, "rma-fence-assert", "given MPI_MODE_NOPRECEDE (the fence completes no one-sided operation of this process, "
               "MPI 4.0 §12.5.5), yet %lld operation%s issued on the window since the previous fence, the first %s (%s), "
               "complete%s here", x->fence_ops, x->fence_ops > 1 ? "s" : "", x->fence_op_id >= 0 ? pcm_fname[x->fence_op_id] : "?",
               op, x->fence_ops > 1 ? "" : "s");
}

/* pcm_rma_fence_nostore: MPI_MODE_NOSTORE says the local window was not updated by stores since
 * the last synchronisation (MPI 4.0 §12.5.5): a store into this process's window memory recorded
 * since then makes it false. Stores are seen only where `parcoach cc --instrument` put a check
 * before them: the stores the static check named (its rma-fence-assert notes) and the accesses
 * of its race findings. */
static void pcm_rma_fence_nostore(pcm_rwin *x, int fence_assert) {
    if (fence_assert < 0 || !(fence_assert & MPI_MODE_NOSTORE)) return;
    char site[PCM_RMA_SITE] = "";
    PCM_LOCK();
    for (size_t i = 0; i < x->n && !site[0]; i++) {
        const pcm_rrec *r = &x->recs[i];
        if (r->local && r->acc == PCM_A_WRITE && r->sq_done > x->sync_sq) snprintf(site, sizeof site, "%s", r->site);
    }
    PCM_UNLOCK();
    if (!site[0]) return;
    pcm_report(1, "rma-fence-assert", "given MPI_MODE_NOSTORE (the local window was not updated by stores since the last "
               "synchronisation, MPI 4.0 §12.5.5), yet this process stored into its window memory since then (the store at %s)",
               site);
}

void pcm_rma_sync(int kind, MPI_Win w, int rank, int arg, MPI_Group grp) {
    if (!pcm_rma_enabled()) return;
    pcm_rwin *x = pcm_rwin_find(w);
    if (!x) return;
    if (kind == PCM_S_FENCE) {
        pcm_rma_fence_noprecede(x, arg);
        pcm_rma_fence_nostore(x, arg);
        pcm_rma_exchange(x, "MPI_Win_fence", arg);
        PCM_LOCK();
        x->fence_assert = arg, x->fence_ra = pcm_creation_site(), x->fence_ops = 0;
        x->sync_sq = pcm_rma_seq;
        PCM_UNLOCK();
        return;
    }
    PCM_LOCK();
    x->sync_sq = pcm_rma_seq;
    uint64_t key = PCM_H(w);
    int ok = rank >= 0 && rank < x->size;
    switch (kind) {
    case PCM_S_LOCK:
        if (ok) x->lock[rank] = arg == MPI_LOCK_EXCLUSIVE ? 2 : 1;
        break;
    case PCM_S_LOCK_ALL:
        x->lock_all = 1;
        break;
    case PCM_S_UNLOCK:
        if (ok) pcm_rma_complete(x, rank), pcm_pend_drop(key, rank, 0), x->lock[rank] = 0;
        break;
    case PCM_S_UNLOCK_ALL:
        pcm_rma_complete(x, -1), pcm_pend_drop(key, -1, 0), x->lock_all = 0;
        break;
    case PCM_S_FLUSH:
        if (ok) pcm_rma_complete(x, rank), pcm_pend_drop(key, rank, 0);
        break;
    case PCM_S_FLUSH_ALL:
        pcm_rma_complete(x, -1), pcm_pend_drop(key, -1, 0);
        break;
    case PCM_S_FLUSH_LOCAL:
        if (ok) pcm_pend_drop(key, rank, 0);
        break;
    case PCM_S_FLUSH_LOCAL_ALL:
        pcm_pend_drop(key, -1, 0);
        break;
    case PCM_S_START:
    case PCM_S_POST: {
        int n = 0;
        MPI_Group wg;
        if (grp == MPI_GROUP_NULL || PMPI_Group_size(grp, &n) != MPI_SUCCESS || n <= 0) break;
        int *in = malloc(sizeof(int) * (size_t)n), *out = malloc(sizeof(int) * (size_t)n);
        if (in && out && PMPI_Comm_group(x->comm, &wg) == MPI_SUCCESS) {
            for (int i = 0; i < n; i++) in[i] = i;
            PMPI_Group_translate_ranks(grp, n, in, wg, out);
            PMPI_Group_free(&wg);
            if (kind == PCM_S_START) {
                for (int i = 0; i < n; i++)
                    if (out[i] >= 0 && out[i] < x->size) x->startcnt[out[i]]++, x->inaccess[out[i]] = 1;
            } else {
                x->postcnt++, x->exposed = 1;
                /* the k-th MPI_Win_start of origin o on this window matches the k-th post that
                 * names o (MPI 4.0 §12.5.2) */
                for (int i = 0; i < n && x->postof; i++) {
                    int o = out[i];
                    if (o < 0 || o >= x->size) continue;
                    if (x->npostof[o] == x->cappostof[o]) {
                        int c = x->cappostof[o] ? 2 * x->cappostof[o] : 8;
                        int *q = realloc(x->postof[o], sizeof(int) * (size_t)c);
                        if (!q) continue;
                        x->postof[o] = q, x->cappostof[o] = c;
                    }
                    x->postof[o][x->npostof[o]++] = x->postcnt;
                }
            }
        }
        free(in);
        free(out);
        break;
    }
    case PCM_S_COMPLETE:
        for (int t = 0; t < x->size; t++)
            if (x->inaccess[t]) pcm_rma_complete(x, t), pcm_pend_drop(key, t, 0), x->inaccess[t] = 0;
        break;
    case PCM_S_WAIT:
        x->exposed = 0;
        break;
    }
    PCM_UNLOCK();
}

/* pcm_rma_req_done: a request of MPI_Rput... completed: its origin buffers are free. */
void pcm_rma_req_done(MPI_Request before) {
    if (!pcm_npend) return;
    pcm_pend_drop(PCM_H(before), -1, 1);
}

/* pcm_rma_coll: a blocking collective that synchronises every process of comm completed: a
 * new phase for the windows whose processes it holds. */
void pcm_rma_coll(MPI_Comm comm) {
    if (!pcm_wins || comm == MPI_COMM_NULL) return;
    int inter = 0, csize = 0;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter) return;
    PMPI_Comm_size(comm, &csize);
    PCM_LOCK();
    for (pcm_rwin *x = pcm_wins; x; x = x->next) {
        int res = MPI_UNEQUAL;
        if (csize == pcm_wsize && comm == MPI_COMM_WORLD) res = MPI_CONGRUENT;
        else PMPI_Comm_compare(comm, x->user, &res);
        if (res == MPI_IDENT || res == MPI_CONGRUENT || (csize == pcm_wsize && x->size <= csize)) x->phase++;
    }
    PCM_UNLOCK();
}

/* ---- loads and stores (parcoach cc --instrument) ---- */

/* pcm_rma_access: the program loads (write 0) or stores (write 1) n bytes at p; site is its
 * file:line. Checked against the pending local ranges at once, and recorded for the target-side
 * comparison when p is in this process's window memory. */
void pcm_rma_access(const void *p, long long n, int write, const char *site) {
    if (!pcm_rma_enabled() || pcm_depth || !p || n <= 0) return;
    uintptr_t a = (uintptr_t)p, z = a + (uintptr_t)n;
    PCM_LOCK();
    pcm_pend_t *bad = pcm_npend ? pcm_pend_conflict(a, z, write) : NULL;
    pcm_pend_t copy;
    if (bad) copy = *bad;
    for (pcm_rwin *x = pcm_wins; x; x = x->next) {
        if (x->dynamic || !x->base || a >= (uintptr_t)x->base + (uintptr_t)x->bytes || z <= (uintptr_t)x->base) continue;
        pcm_rrec r;
        long long lo = (long long)(a - (uintptr_t)x->base), hi = lo + n;
        /* a loop over the window makes many: extend the last record of the same site */
        if (x->n) {
            pcm_rrec *l = &x->recs[x->n - 1];
            if (l->local && l->sq_done == pcm_rma_seq && l->acc == (write ? PCM_A_WRITE : PCM_A_READ) && l->ph_issue == x->phase && l->hi >= lo && l->lo <= hi &&
                l->lock == x->lock[x->rank] && !strncmp(l->site, site, PCM_RMA_SITE - 1)) {
                if (lo < l->lo) l->lo = lo;
                if (hi > l->hi) l->hi = hi;
                l->sq_done = ++pcm_rma_seq;
                continue;
            }
        }
        memset(&r, 0, sizeof r);
        r.origin = r.target = x->rank, r.local = 1, r.id = -1, r.acc = write ? PCM_A_WRITE : PCM_A_READ;
        r.lo = lo, r.hi = hi;
        r.lock = x->lock_all ? 1 : x->lock[x->rank];
        r.pscw = x->exposed ? x->postcnt : 0;
        r.ph_issue = r.ph_done = x->phase;
        r.sq_issue = r.sq_done = ++pcm_rma_seq;
        pcm_rma_recv_snapshot(r.nrecv);
        snprintf(r.site, PCM_RMA_SITE, "%s", site);
        pcm_rec_add(x, &r);
    }
    PCM_UNLOCK();
    if (bad) {
        char other[PCM_RMA_SITE];
        pcm_rma_site(copy.ra, other);
        pcm_depth++;
        fprintf(stderr, "DYNAMIC-CHECK %s: rank %d: %s (%s): this %s %s a buffer that %s (%s) %s, still in progress (%s)\n",
                copy.check, pcm_world_rank(), write ? "store" : "load", site, write ? "store" : "load", write ? "writes" : "reads",
                pcm_fname[copy.id], other, copy.write ? "writes" : "reads", pcm_pend_done_by(&copy));
        fflush(stderr);
        pcm_depth--;
        if (!pcm_continue) pcm_abort();
    }
}

/* ---- the exchange and the comparison at the target ---- */

static const char *pcm_acc_name(int acc) {
    switch (acc) {
    case PCM_A_READ: return "reads";
    case PCM_A_WRITE: return "writes";
    case PCM_A_ACC: return "accumulates into";
    default: return "atomically reads";
    }
}

/* pcm_rma_ordered: a happens before b (both on this target). */
static int pcm_rma_ordered(const pcm_rrec *a, const pcm_rrec *b) {
    if (a->origin == b->origin) return a->sq_done <= b->sq_issue;
    if (a->ph_done < b->ph_issue) return 1;
    /* a message a's process sent after a completed, received by b's process before b started */
    int wa = a->worigin, wb = b->worigin;
    if (a->sq_done != PCM_RMA_INF && wa >= 0 && wa < PCM_RMA_P2P && wb >= 0 && wb < PCM_RMA_P2P && a->nsent[wb] > 0 &&
        b->nrecv[wa] >= a->nsent[wb])
        return 1;
    return 0;
}

/* pcm_rma_hits: q touches a byte of [lo, hi). */
static int pcm_rma_hits(const pcm_rrec *q, long long lo, long long hi) {
    if (lo >= q->hi || q->lo >= hi) return 0;
    if (!q->nblk) return 1;
    long long k = (lo - q->lo - q->blk) / q->stride;
    if (k < 0) k = 0;
    for (; k < q->nblk && q->lo + k * q->stride < hi; k++)
        if (q->lo + k * q->stride + q->blk > lo) return 1;
    return 0;
}

static int pcm_rma_overlap(const pcm_rrec *a, const pcm_rrec *b) {
    if (a->hi <= b->lo || b->hi <= a->lo) return 0;
    if (!a->nblk && !b->nblk) return 1;
    const pcm_rrec *p = a->nblk ? a : b, *q = p == a ? b : a;
    if (p->nblk > 1000000) return 1;
    for (long long k = 0; k < p->nblk; k++)
        if (pcm_rma_hits(q, p->lo + k * p->stride, p->lo + k * p->stride + p->blk)) return 1;
    return 0;
}

static int pcm_rma_conflict(const pcm_rrec *a, const pcm_rrec *b) {
    if (!pcm_rma_overlap(a, b)) return 0;
    int wa = a->acc == PCM_A_WRITE || a->acc == PCM_A_ACC, wb = b->acc == PCM_A_WRITE || b->acc == PCM_A_ACC;
    if (!wa && !wb) return 0;
    if (a->acc >= PCM_A_ACC && b->acc >= PCM_A_ACC && a->basic && a->basic == b->basic &&
        (a->op == b->op || a->op == PCM_OP_NOOP || b->op == PCM_OP_NOOP) && a->esize > 0 && (a->lo - b->lo) % a->esize == 0)
        return 0;
    if (pcm_rma_ordered(a, b) || pcm_rma_ordered(b, a)) return 0;
    if (a->origin != b->origin) {
        if (a->lock && b->lock && (a->lock == 2 || b->lock == 2)) return 0; /* serialised by an exclusive lock */
        if (a->pscw && b->pscw && a->pscw != b->pscw) return 0;
        if ((a->local && b->pscw && !a->pscw) || (b->local && a->pscw && !b->pscw)) return 0; /* outside the exposure epoch */
    }
    return 1;
}

/* pcm_rma_exchange: the records go to their targets, which compare them (rma-target-race). At a
 * fence (fence_assert >= 0: its assertions; -1 at MPI_Win_free) the counts carry the assertions
 * too: MPI_MODE_NOPRECEDE and MPI_MODE_NOSUCCEED must be given by every process or by none, and
 * a window whose previous fence was given MPI_MODE_NOPUT must have received no put or
 * accumulate since (MPI 4.0 §12.5.5). */
static void pcm_rma_exchange(pcm_rwin *x, const char *why, int fence_assert) {
    int P = x->size;
    PCM_LOCK();
    /* resolve the sites and the messages that order the completed operations */
    for (size_t i = 0; i < x->n; i++) {
        pcm_rrec *r = &x->recs[i];
        if (!r->local && !r->site[0]) pcm_rma_site(r->ra, r->site);
        r->worigin = pcm_world_rank();
        for (int p = 0; p < PCM_RMA_P2P && p < pcm_wsize; p++)
            r->nsent[p] = r->sq_done == PCM_RMA_INF ? 0 : pcm_rma_first_send(p, r->sq_done);
    }
    /* records for each target, grouped */
    int *cnt = calloc((size_t)P, sizeof(int)), *rcnt = calloc((size_t)P, sizeof(int));
    int *sd = calloc((size_t)P, sizeof(int)), *rd = calloc((size_t)P, sizeof(int));
    size_t nlocal = 0;
    for (size_t i = 0; i < x->n; i++) {
        if (x->recs[i].local) nlocal++;
        else if (x->recs[i].target != x->rank) cnt[x->recs[i].target]++;
        else nlocal++;
    }
    const int rs = (int)sizeof(pcm_rrec);
    pcm_rrec *sb = malloc(sizeof(pcm_rrec) * (x->n + 1));
    int off = 0;
    for (int t = 0; t < P; t++) {
        sd[t] = off * rs;
        for (size_t i = 0; i < x->n; i++)
            if (!x->recs[i].local && x->recs[i].target == t && t != x->rank) sb[off++] = x->recs[i];
        cnt[t] *= rs;
    }
    PCM_UNLOCK();
    int *c2 = malloc(sizeof(int) * 2 * (size_t)P), *r2 = malloc(sizeof(int) * 2 * (size_t)P);
    for (int t = 0; t < P; t++) c2[2 * t] = cnt[t], c2[2 * t + 1] = fence_assert;
    pcm_depth++;
    PMPI_Alltoall(c2, 2, MPI_INT, r2, 2, MPI_INT, x->comm);
    for (int t = 0; t < P; t++) rcnt[t] = r2[2 * t];
    long long total = 0;
    for (int t = 0; t < P; t++) rd[t] = (int)total, total += rcnt[t];
    pcm_rrec *rb = malloc((size_t)total + sizeof(pcm_rrec) * (nlocal + 1));
    PMPI_Alltoallv(sb, cnt, sd, MPI_BYTE, rb, rcnt, rd, MPI_BYTE, x->comm);
    pcm_depth--;
    PCM_LOCK();
    size_t n = (size_t)(total / rs);
    for (size_t i = 0; i < x->n; i++)
        if (x->recs[i].local || x->recs[i].target == x->rank) rb[n++] = x->recs[i];
    /* byte ranges at this target; the exposure epoch of PSCW accesses */
    for (size_t i = 0; i < n; i++)
        if (!rb[i].local) {
            long long base = x->dynamic ? rb[i].disp : rb[i].disp * x->disp_unit;
            rb[i].lo += base, rb[i].hi += base;
            int o = rb[i].origin, k = rb[i].pscw;
            if (k > 0 && o >= 0 && o < x->size && x->postof) rb[i].pscw = k <= x->npostof[o] ? x->postof[o][k - 1] : -k;
        }
    int said = 0;
    char lines[4][700];
    /* MPI_MODE_NOPUT of the previous fence: no put or accumulate into this window since */
    for (size_t i = 0; i < n && said < 2 && (x->fence_assert & MPI_MODE_NOPUT); i++) {
        const pcm_rrec *b = &rb[i];
        if (b->local || (b->acc != PCM_A_WRITE && b->acc != PCM_A_ACC)) continue;
        char fence[PCM_RMA_SITE];
        pcm_rma_site(x->fence_ra, fence);
        snprintf(lines[said], sizeof lines[said],
                 "DYNAMIC-CHECK rma-fence-assert: rank %d: %s (%s): the %s of rank %d updates the window of rank %d in the "
                 "epoch its MPI_Win_fence (%s) opened with MPI_MODE_NOPUT, which says no put or accumulate updates it "
                 "before the next fence (MPI 4.0 §12.5.5)",
                 b->worigin, b->id >= 0 ? pcm_fname[b->id] : "?", b->site, b->id >= 0 ? pcm_fname[b->id] : "?", b->worigin,
                 pcm_world_rank(), fence);
        if (!said || strcmp(lines[0], lines[1])) said++; /* once per call site */
    }
    /* MPI_MODE_NOPRECEDE and MPI_MODE_NOSUCCEED: given by all or by none (said by the window's rank 0) */
    for (int bit = 0; bit < 2 && x->rank == 0 && fence_assert >= 0 && said < 4; bit++) {
        int mode = bit ? MPI_MODE_NOSUCCEED : MPI_MODE_NOPRECEDE, with = 0, without = 0, other = 0;
        char who[2][200] = {"", ""};
        for (int t = 0; t < P; t++) {
            if (r2[2 * t + 1] < 0) { other = 1; break; }
            int k = (r2[2 * t + 1] & mode) != 0, *cntk = k ? &with : &without;
            size_t l = strlen(who[k]);
            if ((*cntk)++ < 8) snprintf(who[k] + l, sizeof who[k] - l, "%s%d", l ? "," : "", x->world ? x->world[t] : t);
            else if (*cntk == 9) snprintf(who[k] + l, sizeof who[k] - l, ",...");
        }
        if (other || !with || !without) continue;
        char fence[PCM_RMA_SITE];
        pcm_rma_site(pcm_creation_site(), fence);
        snprintf(lines[said++], sizeof lines[0],
                 "DYNAMIC-CHECK rma-fence-assert: rank %d: MPI_Win_fence (%s): %s is given by rank%s {%s} and not by rank%s "
                 "{%s} of the window: given by one process, it must be given by all (MPI 4.0 §12.5.5)",
                 pcm_world_rank(), fence, bit ? "MPI_MODE_NOSUCCEED" : "MPI_MODE_NOPRECEDE", with > 1 ? "s" : "", who[1],
                 without > 1 ? "s" : "", who[0]);
    }
    free(c2), free(r2);
    /* pairs */
    for (size_t i = 0; i < n && said < 4; i++)
        for (size_t j = i + 1; j < n && said < 4; j++) {
            const pcm_rrec *a = &rb[i], *b = &rb[j];
            if (a->local && b->local) continue;
            if (!pcm_rma_conflict(a, b)) continue;
            if (b->local || (!a->local && b->sq_issue < a->sq_issue && a->origin == b->origin)) { const pcm_rrec *t = a; a = b; b = t; }
            char wa[200];
            if (a->local) snprintf(wa, sizeof wa, "this %s of rank %d", a->acc == PCM_A_WRITE ? "store" : "load", a->worigin);
            else snprintf(wa, sizeof wa, "the %s of rank %d here", a->id >= 0 ? pcm_fname[a->id] : "?", a->worigin);
            long long lo = a->lo > b->lo ? a->lo : b->lo, hi = a->hi < b->hi ? a->hi : b->hi;
            snprintf(lines[said], sizeof lines[said],
                     "DYNAMIC-CHECK rma-target-race: rank %d: %s (%s): %s %s bytes [%lld, %lld) of the window of rank %d while "
                     "the %s of rank %d (%s) %s them, with nothing ordering the two",
                     pcm_world_rank(), a->local ? (a->acc == PCM_A_WRITE ? "store" : "load") : pcm_fname[a->id], a->site, wa,
                     pcm_acc_name(a->acc), lo, hi, pcm_world_rank(), b->id >= 0 ? pcm_fname[b->id] : "?", b->worigin, b->site,
                     pcm_acc_name(b->acc));
            /* a report per pair of sites */
            int dup = 0;
            for (int k = 0; k < said; k++)
                if (!strcmp(lines[k], lines[said])) dup = 1;
            if (!dup) said++;
        }
    size_t dropped = x->dropped;
    x->n = 0, x->dropped = 0;
    x->phase++;
    /* the messages sent so far order nothing that is still recorded, when no window has records */
    int any = 0;
    for (pcm_rwin *y = pcm_wins; y; y = y->next) any |= y->n > 0;
    if (!any) pcm_nsendlog = 0;
    PCM_UNLOCK();
    free(sb), free(rb), free(cnt), free(rcnt), free(sd), free(rd);
    if (dropped) {
        fprintf(stderr, "parcoach monitor: rank %d: %zu one-sided operations or accesses of a window over the limit of %u between two "
                "synchronisations were not compared (%s)\n", pcm_world_rank(), dropped, PCM_RMA_MAXREC, why);
        fflush(stderr);
    }
    if (said) {
        pcm_depth++;
        for (int k = 0; k < said; k++) fprintf(stderr, "%s (found at %s)\n", lines[k], why);
        fflush(stderr);
        pcm_depth--;
        pcm_rma_reported += said;
        if (!pcm_continue) pcm_abort();
    }
}

void pcm_rma_win_free(MPI_Win *pw) {
    if (!pcm_rma_enabled() || !pw) return;
    pcm_rwin *x = pcm_rwin_find(*pw);
    if (!x) return;
    pcm_rma_exchange(x, "MPI_Win_free", -1);
    PCM_LOCK();
    for (pcm_rwin **p = &pcm_wins; *p; p = &(*p)->next)
        if (*p == x) { *p = x->next; break; }
    pcm_nwins--, pcm_proven_regate();
    PCM_UNLOCK();
    PMPI_Comm_free(&x->comm);
    for (int i = 0; i < x->size && x->postof; i++) free(x->postof[i]);
    free(x->postof), free(x->npostof), free(x->cappostof);
    free(x->lock), free(x->startcnt), free(x->inaccess), free(x->done_sq), free(x->done_ph), free(x->world), free(x->recs);
    free(x);
}
