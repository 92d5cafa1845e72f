/* pcm_deadlock.c: deadlock detection of parcoach's runtime monitor (issue 15), included by
 * pcm_core.c.
 *
 * Blocking point-to-point calls, blocking collectives and the MPI_Wait family run as their
 * nonblocking counterparts completed in a progress loop. A process whose call has not completed
 * after PARCOACH_RT_DEADLOCK seconds (default 1) sends its wait state (the call, its line, the
 * processes it waits for and whether it needs all of them or any one) to rank 0 over a private
 * duplicate of MPI_COMM_WORLD, and a "done" message when the call completes. Rank 0, while it is
 * itself blocked in such a loop, collects them: when every process of the job is blocked and no
 * message changed that for one more period, no process can make progress (a process that
 * computes, sleeps or polls with MPI_Test is not blocked, so a late process is never reported).
 * It prints the wait-for cycle (each rank, its call and file:line) and aborts.
 *
 * MPI_Finalize starts with a barrier on the private communicator run the same way, so a
 * process waiting for a message no one sends is found when the others reach MPI_Finalize.
 * The detector is off under MPI_THREAD_MULTIPLE and with PARCOACH_RT_DEADLOCK=0. */

int pcm_dl;
static MPI_Comm pcm_shadow_world = MPI_COMM_NULL; /* MPI_COMM_WORLD's batches of signatures (type matching) */
static long long *pcm_sh_sent, pcm_sh_got; /* batches of signatures sent to each process, received */
static int *pcm_world_ranks(MPI_Comm c);
#ifdef PCM_SELECTIVE
static double pcm_dl_T = 0; /* parcoach cc --instrument: local checks only, unless PARCOACH_RT_DEADLOCK=S */
#else
static double pcm_dl_T = 1.0;
#endif
/* parcoach_monitor_global_checks: called before main by a module `parcoach cc --instrument`
 * compiled with a static finding only the global checks can see at run time (a communicator
 * argument that may differ between processes): the selective monitor then makes the global
 * checks too, as `parcoach run` does (PARCOACH_RT_DEADLOCK still decides when set). */
__attribute__((visibility("default"))) void parcoach_monitor_global_checks(void);
void parcoach_monitor_global_checks(void) {
    const char *e = getenv("PARCOACH_RT_DEADLOCK");
    if (!(e && *e) && pcm_dl_T <= 0) pcm_dl_T = 1.0;
}
static MPI_Comm pcm_tool = MPI_COMM_NULL;
static int pcm_tool_rank, pcm_tool_size;
static int pcm_epoch; /* blocking calls completed by this process */
static int pcm_dl_finalizing;

#define PCM_MAXW 256
#define PCM_TAG_STATE 1
#define PCM_TAG_DONE 2

typedef struct {
    int rank, epoch, id, all, nw, nwtotal;
    int waits[PCM_MAXW];
    char what[128], site[192];
} pcm_msg;

typedef struct {
    double start;
    int published, iter;
    const pcm_wait_t *w;
    MPI_Request *reqs;
    int nreq, all;
} pcm_blk;

/* rank 0's view */
static pcm_msg *pcm_states;
static char *pcm_blocked;
static double pcm_last_change;

static pcm_msg pcm_ring[8];
static MPI_Request pcm_ring_req[8];
static int pcm_ring_next;

static void pcm_dl_init(void) {
    const char *e = getenv("PARCOACH_RT_DEADLOCK");
    if (e && *e) pcm_dl_T = atof(e);
    if (pcm_dl_T <= 0 || pcm_mt) return;
    if (PMPI_Comm_dup(MPI_COMM_WORLD, &pcm_tool) != MPI_SUCCESS) return;
    PMPI_Comm_rank(pcm_tool, &pcm_tool_rank);
    PMPI_Comm_size(pcm_tool, &pcm_tool_size);
    for (int i = 0; i < 8; i++) pcm_ring_req[i] = MPI_REQUEST_NULL;
    if (pcm_tool_rank == 0) {
        pcm_states = calloc((size_t)pcm_tool_size, sizeof *pcm_states);
        pcm_blocked = calloc((size_t)pcm_tool_size, 1);
        if (!pcm_states || !pcm_blocked) return;
    }
    pcm_dl = 1;
    const char *tm = getenv("PARCOACH_RT_TYPEMATCH");
    /* not with mpich's mpi_f08 binding: it completes requests through PMPI_Wait, unseen */
    if (!(tm && !strcmp(tm, "0")) && !pcm_f08 && PMPI_Comm_dup(MPI_COMM_WORLD, &pcm_shadow_world) == MPI_SUCCESS) {
        pcm_sh_sent = calloc((size_t)pcm_tool_size, sizeof *pcm_sh_sent);
        pcm_tm = pcm_sh_sent != NULL;
    }
}

/* pcm_add_members adds the world ranks of comm's members (remote group of an
 * intercommunicator), or of member r only when r >= 0, except this process. */
static void pcm_add_members(pcm_msg *m, MPI_Comm comm, int r) {
    MPI_Group g, wg;
    int inter = 0, n = 0;
    if (comm == MPI_COMM_NULL) return;
    if (comm == MPI_COMM_WORLD) {
        if (r >= 0) {
            if (m->nw < PCM_MAXW) m->waits[m->nw++] = r;
            m->nwtotal++;
            return;
        }
        for (int i = 0; i < pcm_tool_size; i++)
            if (i != pcm_rank) {
                if (m->nw < PCM_MAXW) m->waits[m->nw++] = i;
                m->nwtotal++;
            }
        return;
    }
    PMPI_Comm_test_inter(comm, &inter);
    if ((inter ? PMPI_Comm_remote_group(comm, &g) : PMPI_Comm_group(comm, &g)) != MPI_SUCCESS) return;
    PMPI_Comm_group(MPI_COMM_WORLD, &wg);
    PMPI_Group_size(g, &n);
    for (int i = 0; i < n; i++) {
        int w = MPI_UNDEFINED;
        if (r >= 0 && i != r) continue;
        PMPI_Group_translate_ranks(g, 1, &i, wg, &w);
        if (w == MPI_UNDEFINED || w == pcm_rank) continue;
        if (m->nw < PCM_MAXW) m->waits[m->nw++] = w;
        m->nwtotal++;
    }
    PMPI_Group_free(&g);
    PMPI_Group_free(&wg);
}

static void pcm_add_peer(pcm_msg *m, MPI_Comm comm, int peer, int *any) {
    if (peer == MPI_PROC_NULL) return;
    if (peer == MPI_ANY_SOURCE) {
        *any = 1;
        pcm_add_members(m, comm, -1);
    } else if (peer == -100) {
        pcm_add_members(m, comm, -1); /* a collective: all the members */
    } else {
        pcm_add_members(m, comm, peer);
    }
}

static void pcm_tagstr(char *b, size_t n, int tag) {
    if (tag == MPI_ANY_TAG) snprintf(b, n, "MPI_ANY_TAG");
    else snprintf(b, n, "%d", tag);
}

static void pcm_peerstr(char *b, size_t n, int peer) {
    if (peer == MPI_ANY_SOURCE) snprintf(b, n, "MPI_ANY_SOURCE");
    else if (peer == MPI_PROC_NULL) snprintf(b, n, "MPI_PROC_NULL");
    else snprintf(b, n, "%d", peer);
}

static void pcm_dl_describe(pcm_blk *b, pcm_msg *m) {
    memset(m, 0, sizeof *m);
    m->rank = pcm_rank, m->epoch = pcm_epoch, m->id = pcm_cur_id, m->all = 1;
    char site[1100], p[32], p2[32], t[32];
    pcm_describe(pcm_user_frame(pcm_cur_ra), site, sizeof site);
    snprintf(m->site, sizeof m->site, "%s", site);
    const char *fn = pcm_cur_id >= 0 ? pcm_fname[pcm_cur_id] : "MPI_Finalize";
    const pcm_wait_t *w = b->w;
    int any = 0;
    if (w) {
        pcm_peerstr(p, sizeof p, w->peer);
        pcm_tagstr(t, sizeof t, w->tag);
        switch (w->kind) {
        case PCM_W_RECV:
            snprintf(m->what, sizeof m->what, "%s(source %s, tag %s)", fn, p, t);
            pcm_add_peer(m, w->comm, w->peer, &any);
            break;
        case PCM_W_SEND:
            snprintf(m->what, sizeof m->what, "%s(dest %s, tag %s)", fn, p, t);
            pcm_add_peer(m, w->comm, w->peer, &any);
            break;
        case PCM_W_SENDRECV:
            pcm_peerstr(p2, sizeof p2, w->peer2);
            snprintf(m->what, sizeof m->what, "%s(dest %s, source %s)", fn, p, p2);
            pcm_add_peer(m, w->comm, w->peer, &any);
            pcm_add_peer(m, w->comm, w->peer2, &any);
            any = 0; /* needs both */
            break;
        case PCM_W_COLL:
            snprintf(m->what, sizeof m->what, "%s (collective)", fn);
            pcm_add_members(m, w->comm, -1);
            break;
        }
    } else {
        /* the MPI_Wait family: what each active request waits for */
        int len = snprintf(m->what, sizeof m->what, "%s(", fn), shown = 0;
        for (int i = 0; i < b->nreq; i++) {
            if (b->reqs[i] == MPI_REQUEST_NULL) continue;
            pcm_ent *e = pcm_rfind(PCM_H(b->reqs[i]));
            if (!e) continue;
            pcm_add_peer(m, e->comm, e->peer, &any);
            if (shown++ < 3 && len < (int)sizeof m->what - 40) {
                pcm_peerstr(p, sizeof p, e->peer);
                if (e->peer == -100)
                    len += snprintf(m->what + len, sizeof m->what - len, "%srequest of %s", shown > 1 ? ", " : "", pcm_fname[e->id]);
                else
                    len += snprintf(m->what + len, sizeof m->what - len, "%srequest of %s %s %s", shown > 1 ? ", " : "",
                                    pcm_fname[e->id], e->recv ? "from" : "to", p);
            }
        }
        snprintf(m->what + len, sizeof m->what - len, "%s)", shown > 3 ? ", ..." : "");
        if (!b->all) any = 1;
    }
    m->all = !any;
}

static void pcm_dl_send(pcm_msg *m, int tag) {
    int i = pcm_ring_next;
    if (pcm_ring_req[i] != MPI_REQUEST_NULL) {
        int done = 0;
        PMPI_Test(&pcm_ring_req[i], &done, MPI_STATUS_IGNORE);
        if (!done) return; /* rank 0 is not collecting: nothing to detect */
    }
    pcm_ring_next = (i + 1) % 8;
    pcm_ring[i] = *m;
    PMPI_Isend(&pcm_ring[i], (int)sizeof *m, MPI_BYTE, 0, tag, pcm_tool, &pcm_ring_req[i]);
}

static void pcm_dl_report(void);

static void pcm_dl_collect(double now) {
    int flag = 1;
    MPI_Status st;
    pcm_msg m;
    while (1) {
        PMPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, pcm_tool, &flag, &st);
        if (!flag) break;
        PMPI_Recv(&m, (int)sizeof m, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG, pcm_tool, MPI_STATUS_IGNORE);
        int r = st.MPI_SOURCE;
        if (st.MPI_TAG == PCM_TAG_STATE) pcm_states[r] = m, pcm_blocked[r] = 1;
        else if (m.epoch == pcm_states[r].epoch) pcm_blocked[r] = 0;
        pcm_last_change = now;
    }
    for (int r = 0; r < pcm_tool_size; r++)
        if (!pcm_blocked[r]) return;
    if (now - pcm_last_change >= pcm_dl_T) pcm_dl_report();
}

static void pcm_tm_flush_all(void);
static void pcm_tm_poll(void);

static void pcm_dl_tick(pcm_blk *b) {
    if ((++b->iter & 127) != 0) return;
    if (pcm_tm) pcm_tm_flush_all(), pcm_tm_poll(); /* blocked: the peers get the signatures of what was sent */
    double now = pcm_now();
    if (b->start == 0) {
        b->start = now;
        return;
    }
    if (now - b->start < pcm_dl_T) return;
    if (!b->published) {
        pcm_msg m;
        pcm_dl_describe(b, &m);
        b->published = 1;
        if (pcm_tool_rank == 0) pcm_states[0] = m, pcm_blocked[0] = 1, pcm_last_change = now;
        else pcm_dl_send(&m, PCM_TAG_STATE);
    }
    if (pcm_tool_rank == 0) pcm_dl_collect(now);
    /* blocked for a while: poll gently, the machine may have other work */
    struct timespec ts = {0, 200 * 1000};
    nanosleep(&ts, NULL);
}

static void pcm_dl_done(pcm_blk *b) {
    if (b->published && !pcm_dl_finalizing) {
        if (pcm_tool_rank == 0) pcm_blocked[0] = 0, pcm_last_change = pcm_now();
        else {
            pcm_msg m;
            memset(&m, 0, sizeof m);
            m.rank = pcm_rank, m.epoch = pcm_epoch;
            pcm_dl_send(&m, PCM_TAG_DONE);
        }
    }
    pcm_epoch++;
}

static void pcm_dl_report(void) {
    int n = pcm_tool_size, *seen = calloc((size_t)n, sizeof *seen), r = 0, step = 1;
    char cyc[2048];
    size_t len = 0;
    /* follow the first edge of each process until one repeats: every process is blocked, so the
     * processes on that path wait for each other */
    while (seen && !seen[r] && pcm_states[r].nw > 0) {
        seen[r] = step++;
        r = pcm_states[r].waits[0];
    }
    cyc[0] = 0;
    if (seen && seen[r]) {
        int start = r;
        do {
            len += (size_t)snprintf(cyc + len, sizeof cyc - len > 0 ? sizeof cyc - len : 0, "rank %d %s at %s -> ", r,
                                    pcm_states[r].what, pcm_states[r].site);
            if (len >= sizeof cyc) break;
            r = pcm_states[r].waits[0];
        } while (r != start);
        if (len < sizeof cyc) snprintf(cyc + len, sizeof cyc - len, "rank %d", start);
    } else {
        snprintf(cyc, sizeof cyc, "no cycle through the first edges");
        free(seen);
        seen = NULL;
    }
    int head = seen ? r : 0; /* a process on the cycle */
    fprintf(stderr, "DYNAMIC-CHECK deadlock: rank %d: %s (%s): all %d processes are blocked and none can progress; "
                    "wait-for cycle: %s\n",
            pcm_states[head].rank, pcm_states[head].id >= 0 ? pcm_fname[pcm_states[head].id] : "MPI_Finalize",
            pcm_states[head].site, n, cyc);
    for (int i = 0; i < n; i++) {
        pcm_msg *m = &pcm_states[i];
        char ws[512];
        size_t l = 0;
        ws[0] = 0;
        for (int k = 0; k < m->nw && l < sizeof ws - 16; k++) l += (size_t)snprintf(ws + l, sizeof ws - l, "%s%d", k ? "," : "", m->waits[k]);
        if (m->nwtotal > m->nw && l < sizeof ws - 8) snprintf(ws + l, sizeof ws - l, ",...");
        if (m->nwtotal == 1) fprintf(stderr, "  rank %d: %s at %s waits for rank %s\n", i, m->what, m->site, ws);
        else fprintf(stderr, "  rank %d: %s at %s waits for %s of ranks {%s}\n", i, m->what, m->site, m->all ? "all" : "any", ws);
    }
    free(seen);
    fflush(stderr);
    if (!pcm_continue) pcm_abort();
    /* continuing: report once */
    memset(pcm_blocked, 0, (size_t)n);
}

static int pcm_dl_loop(pcm_blk *b, int (*test)(void *), void *arg) {
    int rc;
    while ((rc = test(arg)) == 0) pcm_dl_tick(b);
    pcm_dl_done(b);
    return rc < 0 ? -rc - 1 : MPI_SUCCESS;
}

/* pcm_req_complete: request r is known complete without polling the network: mpich's builtin
 * requests (handle kind 1, 0x6c00000k: the completed send, receive... requests, complete from
 * MPI_Init on) at no cost, any other by MPI_Request_get_status, which returns at once for a
 * complete request (mpich 4.0.2: ~145 instructions) and polls only for an incomplete one. */
static inline int pcm_req_builtin(MPI_Request r) {
#ifdef MPICH_VERSION
    if (sizeof(MPI_Request) == 4 && ((uint32_t)PCM_H(r) >> 26) == 0x1b) return 1;
#endif
    (void)r;
    return 0;
}
/* pcm_req_null_or_builtin: r is MPI_REQUEST_NULL or a builtin request; in mpich one masked
 * compare: MPI_REQUEST_NULL is 0x2c000000, a builtin request 0x6c00000k (they differ in bit 30
 * only), where two compares took 7 instructions per request of a completion's walk */
static inline int pcm_req_null_or_builtin(MPI_Request r) {
#ifdef MPICH_VERSION
    if (sizeof(MPI_Request) == 4 && (uint32_t)MPI_REQUEST_NULL == 0x2c000000u)
        return ((uint32_t)PCM_H(r) & 0xbc000000u) == 0x2c000000u;
#endif
    return r == MPI_REQUEST_NULL || pcm_req_builtin(r);
}
static inline int pcm_req_complete(MPI_Request r) {
    if (pcm_req_builtin(r)) return 1;
    int f = 0;
    return PMPI_Request_get_status(r, &f, MPI_STATUS_IGNORE) == MPI_SUCCESS && f;
}

/* each test returns 0: not yet; 1: complete; -(rc+1): an error */
struct pcm_t1 { MPI_Request *r; MPI_Status *st; };
static int pcm_test1(void *a) {
    struct pcm_t1 *x = a;
    int flag = 0, rc = PMPI_Test(x->r, &flag, x->st);
    return rc != MPI_SUCCESS ? -rc - 1 : flag;
}

/* pcm_dl_wait: the common case, a request already complete (or MPI_REQUEST_NULL, or mpich's
 * builtin one), is known so without polling and completed by MPI_Wait, which returns at once
 * (mpich 4.0.2's MPI_Test polls the network first, MPI_Request_get_status does not); only a
 * request still in flight enters the progress loop that publishes the wait state. An error of
 * MPI_Request_get_status goes to the loop too, whose MPI_Test reports it. */
int pcm_dl_wait(MPI_Request *r, MPI_Status *st, const pcm_wait_t *w) {
    struct pcm_t1 x = {r, st ? st : MPI_STATUS_IGNORE};
    if (pcm_req_null_or_builtin(*r) || pcm_req_complete(*r)) {
        pcm_epoch++;
        return PMPI_Wait(r, x.st);
    }
    pcm_blk b = {0};
    b.w = w, b.reqs = r, b.nreq = 1, b.all = 1;
    return pcm_dl_loop(&b, pcm_test1, &x);
}

struct pcm_tn { int n; MPI_Request *r; MPI_Status *st; int *index, *outcount, *indices; };
static int pcm_testall(void *a) {
    struct pcm_tn *x = a;
    int flag = 0, rc = PMPI_Testall(x->n, x->r, &flag, x->st);
    return rc != MPI_SUCCESS ? -rc - 1 : flag;
}
static int pcm_testany(void *a) {
    struct pcm_tn *x = a;
    int flag = 0, rc = PMPI_Testany(x->n, x->r, x->index, &flag, x->st);
    return rc != MPI_SUCCESS ? -rc - 1 : flag;
}
static int pcm_testsome(void *a) {
    struct pcm_tn *x = a;
    int rc = PMPI_Testsome(x->n, x->r, x->outcount, x->indices, x->st);
    return rc != MPI_SUCCESS ? -rc - 1 : *x->outcount != 0;
}

/* pcm_testall_walk: MPI_Waitall's requests tested one after the other, from the first not yet
 * known complete: mpich's builtin ones at no cost, any other by MPI_Request_get_status (which
 * returns at once for a complete request, ~112 instructions in mpich 4.0.2, and polls the
 * network once for one in flight, as MPI_Testall polls once per call); when all are complete,
 * MPI_Waitall completes them without polling (mpich 4.0.2's MPI_Testall polls before it looks
 * at the requests: with msgrate's 16 receives it cost as much as their get_status calls). After
 * PCM_WALK_MAX complete requests that are not builtin, MPI_Testall (more get_status calls would
 * cost more than the poll they save).
 *
 * When the statuses are ignored (MPI_STATUSES_IGNORE), the walk also prepares that MPI_Waitall:
 * mpich's builtin requests (completed sends...) become MPI_REQUEST_NULL as it passes them, as in
 * pcm_dl_sendrecv (mpich 4.0.2 spends ~85 instructions on each builtin request of a completion:
 * msgrate's 16 completed sends per MPI_Waitall), and it notes where the others, at most
 * PCM_WALK_MAX, are; one MPI_Waitall of those completes them all, so its errors are the same:
 * in place when they are next to each other (msgrate's receives, posted before its sends), else
 * gathered. (mon25: one pass over the requests where a second one gathered them again, and no
 * copy at all in the usual case: msgrate 1,486 -> 1,475 -> 1,466 with another change between,
 * -1, instructions per message.) */
#define PCM_WALK_MAX 16
struct pcm_tw {
    int n, i, k, ign;
    int first, last; /* (ign) the places of the first and the last request not builtin, complete */
    MPI_Request *r;
    MPI_Status *st;
    pcm_blk *b; /* the wait state: what it waits for, from the first request not known complete */
};
/* pcm_waitall_walked: the MPI_Waitall of the walk's requests, all known complete */
static int pcm_waitall_walked(struct pcm_tw *x) {
    int m = x->k;
    if (!x->ign || m == x->n || m > PCM_WALK_MAX) return PMPI_Waitall(x->n, x->r, x->st); /* none left out (or no walk) */
    if (m == 0) return MPI_SUCCESS;
    if (x->last - x->first + 1 == m) return PMPI_Waitall(m, x->r + x->first, MPI_STATUSES_IGNORE); /* next to each other */
    /* between first and last, the requests not MPI_REQUEST_NULL are those m (the builtin ones are nulled) */
    MPI_Request c[PCM_WALK_MAX];
    int at[PCM_WALK_MAX], j = 0;
    for (int i = x->first; i <= x->last && j < PCM_WALK_MAX; i++)
        if (x->r[i] != MPI_REQUEST_NULL) at[j] = i, c[j++] = x->r[i];
    int rc = PMPI_Waitall(j, c, MPI_STATUSES_IGNORE);
    for (int k = 0; k < j; k++) x->r[at[k]] = c[k]; /* MPI_REQUEST_NULL, or an inactive persistent request */
    return rc;
}
static int pcm_testall_walk(void *a) {
    struct pcm_tw *x = a;
    /* (in locals: the stores into the requests would make the compiler reload x's fields) */
    MPI_Request *reqs = x->r;
    int f = 0, rc, i = x->i, k = x->k, n = x->n, ign = x->ign, first = x->first, last = x->last;
    for (; i < n; i++) {
        MPI_Request r = reqs[i];
        if (pcm_req_null_or_builtin(r)) {
            if (ign) reqs[i] = MPI_REQUEST_NULL;
            continue;
        }
        /* many, or an error (MPI_Testall reports it): MPI_Testall from now on */
        if (k >= PCM_WALK_MAX || PMPI_Request_get_status(r, &f, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
            x->i = i, x->k = PCM_WALK_MAX + 1; /* (the walk is over) */
            rc = PMPI_Testall(n, reqs, &f, x->st);
            if (rc == MPI_SUCCESS && !f) x->b->reqs = reqs + i, x->b->nreq = n - i;
            return rc != MPI_SUCCESS ? -rc - 1 : f;
        }
        if (!f) {
            /* blocked: the requests before i are complete, the wait-for graph has no edge for them */
            x->i = i, x->k = k, x->first = first, x->last = last, x->b->reqs = reqs + i, x->b->nreq = n - i;
            return 0;
        }
        if (k++ == 0) first = i;
        last = i;
    }
    x->i = i, x->k = k, x->first = first, x->last = last;
    rc = pcm_waitall_walked(x);
    return rc != MPI_SUCCESS ? -rc - 1 : 1;
}

int pcm_dl_waitall(int n, MPI_Request *reqs, MPI_Status *sts) {
    pcm_blk b = {0};
    b.reqs = reqs, b.nreq = n, b.all = 1;
#ifdef MPICH_VERSION
    struct pcm_tw w;
    w.n = n, w.i = 0, w.k = 0, w.ign = sts == MPI_STATUSES_IGNORE, w.first = w.last = 0, w.r = reqs, w.st = sts, w.b = &b;
    return pcm_dl_loop(&b, pcm_testall_walk, &w);
#else
    struct pcm_tn x = {n, reqs, sts, NULL, NULL, NULL};
    return pcm_dl_loop(&b, pcm_testall, &x);
#endif
}

int pcm_dl_waitany(int n, MPI_Request *reqs, int *index, MPI_Status *st) {
    struct pcm_tn x = {n, reqs, st, index, NULL, NULL};
    pcm_blk b = {0};
    b.reqs = reqs, b.nreq = n, b.all = 0;
    return pcm_dl_loop(&b, pcm_testany, &x);
}

int pcm_dl_waitsome(int n, MPI_Request *reqs, int *outcount, int *indices, MPI_Status *sts) {
    struct pcm_tn x = {n, reqs, sts, NULL, outcount, indices};
    pcm_blk b = {0};
    b.reqs = reqs, b.nreq = n, b.all = 0;
    return pcm_dl_loop(&b, pcm_testsome, &x);
}

/* pcm_status_proc_null: the status of a receive from MPI_PROC_NULL (MPI 4.0 §3.11): mpich's
 * MPI_Testall does not always write it. */
static void pcm_status_proc_null(MPI_Status *st) {
    st->MPI_SOURCE = MPI_PROC_NULL, st->MPI_TAG = MPI_ANY_TAG, st->MPI_ERROR = MPI_SUCCESS;
    PMPI_Status_set_elements(st, MPI_BYTE, 0);
    PMPI_Status_set_cancelled(st, 0);
}

/* pcm_dl_sendrecv: MPI_Sendrecv as an MPI_Irecv and an MPI_Isend completed together (not
 * mpich 4.0's MPI_Isendrecv, whose status is wrong); the status is the receive's. */
int pcm_dl_sendrecv(const void *sb, int sc, MPI_Datatype st, int dest, int stag, void *rb, int rc, MPI_Datatype rt,
                    int src, int rtag, MPI_Comm comm, MPI_Status *status) {
    MPI_Request r[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Status sts[2];
    int err = PMPI_Irecv(rb, rc, rt, src, rtag, comm, &r[0]);
    if (err != MPI_SUCCESS) return err;
    err = PMPI_Isend(sb, sc, st, dest, stag, comm, &r[1]);
    if (err != MPI_SUCCESS) {
        PMPI_Cancel(&r[0]);
        PMPI_Request_free(&r[0]);
        return err;
    }
    /* both already complete (the usual case of a small exchange): MPI_Waitall returns at once
     * without polling the network, where the progress loop's MPI_Testall polls first (mpich 4.0:
     * ~1,000 instructions); MPI_Request_get_status of a complete request does not poll */
    int sdone = pcm_req_builtin(r[1]);
    if ((sdone || pcm_req_complete(r[1])) && pcm_req_complete(r[0])) {
        /* (a builtin send request needs no completion: the receive's alone costs less) */
        if (sdone) err = PMPI_Wait(&r[0], &sts[0]), r[1] = MPI_REQUEST_NULL;
        else err = PMPI_Waitall(2, r, sts);
        pcm_epoch++;
    } else {
        pcm_wait_t w = {PCM_W_SENDRECV, dest, src, stag, comm};
        struct pcm_tn x = {2, r, sts, NULL, NULL, NULL};
        pcm_blk b = {0};
        b.w = &w, b.reqs = r, b.nreq = 2, b.all = 1;
        err = pcm_dl_loop(&b, pcm_testall, &x);
    }
    if (status != MPI_STATUS_IGNORE) {
        *status = sts[0];
        if (src == MPI_PROC_NULL) pcm_status_proc_null(status);
    }
    return err;
}

/* pcm_dl_sendrecv_replace: MPI_Sendrecv_replace as an MPI_Isend of a packed copy of the data
 * and an MPI_Irecv into the buffer, completed together; the status is the receive's. */
int pcm_dl_sendrecv_replace(void *buf, int count, MPI_Datatype t, int dest, int stag, int src, int rtag, MPI_Comm comm,
                            MPI_Status *status) {
    int size = 0, pos = 0;
    if (PMPI_Pack_size(count, t, comm, &size) != MPI_SUCCESS) return PMPI_Sendrecv_replace(buf, count, t, dest, stag, src, rtag, comm, status);
    char *tmp = malloc(size > 0 ? (size_t)size : 1);
    if (!tmp) return PMPI_Sendrecv_replace(buf, count, t, dest, stag, src, rtag, comm, status);
    int err = dest == MPI_PROC_NULL ? MPI_SUCCESS : PMPI_Pack(buf, count, t, tmp, size, &pos, comm);
    if (err != MPI_SUCCESS) {
        free(tmp);
        return PMPI_Sendrecv_replace(buf, count, t, dest, stag, src, rtag, comm, status);
    }
    MPI_Request r[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Status sts[2];
    err = PMPI_Irecv(buf, count, t, src, rtag, comm, &r[0]);
    if (err == MPI_SUCCESS) err = PMPI_Isend(tmp, pos, MPI_PACKED, dest, stag, comm, &r[1]);
    if (err != MPI_SUCCESS) {
        if (r[0] != MPI_REQUEST_NULL) PMPI_Cancel(&r[0]), PMPI_Request_free(&r[0]);
        free(tmp);
        return err;
    }
    pcm_wait_t w = {PCM_W_SENDRECV, dest, src, stag, comm};
    struct pcm_tn x = {2, r, sts, NULL, NULL, NULL};
    pcm_blk b = {0};
    b.w = &w, b.reqs = r, b.nreq = 2, b.all = 1;
    err = pcm_dl_loop(&b, pcm_testall, &x);
    if (status != MPI_STATUS_IGNORE) {
        *status = sts[0];
        if (src == MPI_PROC_NULL) pcm_status_proc_null(status);
    }
    free(tmp);
    return err;
}

struct pcm_tp { int source, tag; MPI_Comm comm; MPI_Status *st; };
static int pcm_testprobe(void *a) {
    struct pcm_tp *x = a;
    int flag = 0, rc = PMPI_Iprobe(x->source, x->tag, x->comm, &flag, x->st);
    return rc != MPI_SUCCESS ? -rc - 1 : flag;
}

int pcm_dl_probe(int source, int tag, MPI_Comm comm, MPI_Status *st) {
    struct pcm_tp x = {source, tag, comm, st};
    pcm_wait_t w = {PCM_W_RECV, source, 0, tag, comm};
    pcm_blk b = {0};
    b.w = &w;
    return pcm_dl_loop(&b, pcm_testprobe, &x);
}

/* pcm_coll_check: MPI_Finalize starts with a comparison of which collective the processes are
 * in (pcm_coll_sig_check on the private duplicate of MPI_COMM_WORLD, completed in the progress
 * loop so that it takes part in deadlock detection): a process still in a collective of
 * MPI_COMM_WORLD is reported. */
int pcm_coll_check(MPI_Comm comm, int kind, int root) {
    pcm_sig_t s = {kind, root, MPI_OP_NULL, -1, -1, MPI_DATATYPE_NULL, MPI_DATATYPE_NULL, 0, 0};
    pcm_coll_sig_check(comm, &s);
    return MPI_SUCCESS;
}

/* ---- collective signatures on every communicator ---- */

/* Datatype classes: what a predefined datatype's type signature is, up to the names of equal
 * types (MPI_INT and MPI_INTEGER and MPI_INT32_T are all "integer of 4 bytes"; MPI_CHAR,
 * MPI_UNSIGNED_CHAR and MPI_BYTE are all bytes). Derived datatypes have no class: only their
 * size is compared. */
enum { PCM_C_INT = 1, PCM_C_UINT, PCM_C_FLOAT, PCM_C_COMPLEX, PCM_C_BYTES, PCM_C_BOOL, PCM_C_PAIR };
static const char *const pcm_cname[] = {"?", "integer", "unsigned integer", "floating-point", "complex", "byte",
                                        "logical", "pair"};

static long long pcm_tclass(MPI_Datatype t) {
    static const struct { MPI_Datatype t; int c; } tab[] = {
#define PCM_T(x, c) {x, c},
        PCM_T(MPI_INT, PCM_C_INT) PCM_T(MPI_SHORT, PCM_C_INT) PCM_T(MPI_LONG, PCM_C_INT) PCM_T(MPI_LONG_LONG_INT, PCM_C_INT)
        PCM_T(MPI_INT8_T, PCM_C_INT) PCM_T(MPI_INT16_T, PCM_C_INT) PCM_T(MPI_INT32_T, PCM_C_INT) PCM_T(MPI_INT64_T, PCM_C_INT)
        PCM_T(MPI_AINT, PCM_C_INT) PCM_T(MPI_OFFSET, PCM_C_INT) PCM_T(MPI_COUNT, PCM_C_INT)
        PCM_T(MPI_UNSIGNED, PCM_C_UINT) PCM_T(MPI_UNSIGNED_SHORT, PCM_C_UINT) PCM_T(MPI_UNSIGNED_LONG, PCM_C_UINT)
        PCM_T(MPI_UNSIGNED_LONG_LONG, PCM_C_UINT) PCM_T(MPI_UINT8_T, PCM_C_UINT) PCM_T(MPI_UINT16_T, PCM_C_UINT)
        PCM_T(MPI_UINT32_T, PCM_C_UINT) PCM_T(MPI_UINT64_T, PCM_C_UINT)
        PCM_T(MPI_FLOAT, PCM_C_FLOAT) PCM_T(MPI_DOUBLE, PCM_C_FLOAT) PCM_T(MPI_LONG_DOUBLE, PCM_C_FLOAT)
        PCM_T(MPI_C_FLOAT_COMPLEX, PCM_C_COMPLEX) PCM_T(MPI_C_DOUBLE_COMPLEX, PCM_C_COMPLEX)
        PCM_T(MPI_C_LONG_DOUBLE_COMPLEX, PCM_C_COMPLEX)
        PCM_T(MPI_CHAR, PCM_C_BYTES) PCM_T(MPI_SIGNED_CHAR, PCM_C_BYTES) PCM_T(MPI_UNSIGNED_CHAR, PCM_C_BYTES)
        PCM_T(MPI_BYTE, PCM_C_BYTES) PCM_T(MPI_WCHAR, PCM_C_INT) PCM_T(MPI_C_BOOL, PCM_C_BOOL)
#ifdef MPI_INTEGER
        PCM_T(MPI_INTEGER, PCM_C_INT) PCM_T(MPI_REAL, PCM_C_FLOAT) PCM_T(MPI_DOUBLE_PRECISION, PCM_C_FLOAT)
        PCM_T(MPI_COMPLEX, PCM_C_COMPLEX) PCM_T(MPI_DOUBLE_COMPLEX, PCM_C_COMPLEX) PCM_T(MPI_LOGICAL, PCM_C_BOOL)
        PCM_T(MPI_CHARACTER, PCM_C_BYTES)
#endif
#ifdef MPI_INTEGER8
        PCM_T(MPI_INTEGER1, PCM_C_INT) PCM_T(MPI_INTEGER2, PCM_C_INT) PCM_T(MPI_INTEGER4, PCM_C_INT)
        PCM_T(MPI_INTEGER8, PCM_C_INT) PCM_T(MPI_REAL4, PCM_C_FLOAT) PCM_T(MPI_REAL8, PCM_C_FLOAT)
#endif
        PCM_T(MPI_FLOAT_INT, PCM_C_PAIR) PCM_T(MPI_DOUBLE_INT, PCM_C_PAIR + 1) PCM_T(MPI_LONG_INT, PCM_C_PAIR + 2)
        PCM_T(MPI_2INT, PCM_C_PAIR + 3) PCM_T(MPI_SHORT_INT, PCM_C_PAIR + 4) PCM_T(MPI_LONG_DOUBLE_INT, PCM_C_PAIR + 5)
#undef PCM_T
    };
    if (t == MPI_DATATYPE_NULL) return 0;
    for (unsigned i = 0; i < sizeof tab / sizeof *tab; i++)
        if (tab[i].t == t && tab[i].t != MPI_DATATYPE_NULL) {
            int size = 0;
            PMPI_Type_size(t, &size);
            return (long long)tab[i].c * 1000 + size;
        }
    return 0;
}

static void pcm_cstr(char *b, size_t n, long long c) {
    int k = (int)(c / 1000), size = (int)(c % 1000);
    if (k >= PCM_C_PAIR) snprintf(b, n, "value-index pair (%d bytes)", size);
    else snprintf(b, n, "%s of %d byte%s", pcm_cname[k > 0 && k < PCM_C_PAIR ? k : 0], size, size == 1 ? "" : "s");
}

static int pcm_opcode(MPI_Op op) {
    static const MPI_Op ops[] = {MPI_MAX, MPI_MIN, MPI_SUM, MPI_PROD, MPI_LAND, MPI_BAND, MPI_LOR, MPI_BOR,
                                 MPI_LXOR, MPI_BXOR, MPI_MINLOC, MPI_MAXLOC, MPI_REPLACE, MPI_NO_OP};
    if (op == MPI_OP_NULL) return -1;
    for (unsigned i = 0; i < sizeof ops / sizeof *ops; i++)
        if (ops[i] == op) return (int)i + 1;
    return 0; /* a user-defined operation: its handle means nothing on another process */
}

static const char *pcm_opname(long long c) {
    static const char *const n[] = {"?", "MPI_MAX", "MPI_MIN", "MPI_SUM", "MPI_PROD", "MPI_LAND", "MPI_BAND", "MPI_LOR",
                                    "MPI_BOR", "MPI_LXOR", "MPI_BXOR", "MPI_MINLOC", "MPI_MAXLOC", "MPI_REPLACE", "MPI_NO_OP"};
    return c > 0 && c < (long long)(sizeof n / sizeof *n) ? n[c] : "?";
}

#define PCM_NV 15
#define PCM_NEG (LLONG_MIN / 4)

/* ---- call sites across processes (issue 15): a process names another's call by the offset of
 * its return address in the main program (the same executable on every process). ---- */
static uintptr_t pcm_exe_lo, pcm_exe_hi; /* the main program's mapped range; 0: unknown */
static int pcm_exe_cb(struct dl_phdr_info *info, size_t size, void *arg) {
    (void)size, (void)arg;
    uintptr_t lo = UINTPTR_MAX, hi = 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_LOAD) continue;
        uintptr_t a = info->dlpi_addr + ph->p_vaddr;
        if (a < lo) lo = a;
        if (a + ph->p_memsz > hi) hi = a + ph->p_memsz;
    }
    if (hi > lo) pcm_exe_lo = lo, pcm_exe_hi = hi;
    return 1; /* the first object is the main program */
}
/* pcm_site_off: ra's offset + 1 in the main program, < 2^40; 0 when elsewhere or unknown */
static long long pcm_site_off(void *ra) {
    static int looked;
    if (!looked) looked = 1, dl_iterate_phdr(pcm_exe_cb, NULL);
    uintptr_t a = (uintptr_t)ra;
    if (!ra || a < pcm_exe_lo || a >= pcm_exe_hi || a - pcm_exe_lo >= ((uintptr_t)1 << 40) - 1) return 0;
    return (long long)(a - pcm_exe_lo) + 1;
}
static void *pcm_site_ra(long long off) { return off > 0 && pcm_exe_hi ? (void *)(pcm_exe_lo + (uintptr_t)(off - 1)) : NULL; }

/* The last blocking and nonblocking collectives of this process: where and on which
 * communicator, to tell a communicator argument that differs between processes (another
 * process waits in a collective this one called at the same line on another communicator). */
#define PCM_NRECENT 16
static struct { long long off; MPI_Comm comm; int kind; } pcm_recent[PCM_NRECENT];
static int pcm_recent_next;
static void pcm_recent_add(long long off, MPI_Comm comm, int kind) {
    if (!off) return;
    for (int i = 0; i < PCM_NRECENT; i++)
        if (pcm_recent[i].off == off && pcm_recent[i].comm == comm) return;
    pcm_recent[pcm_recent_next].off = off, pcm_recent[pcm_recent_next].comm = comm, pcm_recent[pcm_recent_next].kind = kind;
    pcm_recent_next = (pcm_recent_next + 1) % PCM_NRECENT;
}

/* pcm_sig_encode: the values every process contributes to an MPI_MAX allreduce; each pair
 * (x, -x) gives the maximum and the minimum of x over the processes. */
static void pcm_sig_encode(const pcm_sig_t *s, void *ra, long long *v, long long *mybytes) {
    long long bmax = PCM_NEG, bmin = -PCM_NEG, cmax = PCM_NEG, cmin = -PCM_NEG;
    int nob = 0, der = 0;
    for (int k = 0; k < 2; k++) {
        long long count = k ? s->rcount : s->scount;
        MPI_Datatype t = k ? s->rtype : s->stype;
        if (!(k ? s->ruse : s->suse)) continue;
        if (t == MPI_DATATYPE_NULL) { nob = der = 1; continue; }
        long long c = pcm_tclass(t);
        if (!c) der = 1;
        else { if (c > cmax) cmax = c; if (c < cmin) cmin = c; }
        if (count < 0) { nob = 1; continue; }
        int size = 0;
        if (PMPI_Type_size(t, &size) != MPI_SUCCESS || size < 0) { nob = 1; continue; }
        long long b = count * size;
        if (b > bmax) bmax = b;
        if (b < bmin) bmin = b;
    }
    int opc = pcm_opcode(s->op);
    /* the last pair: the kinds again, each with the site of a process that has it (the
     * maximum: the largest kind, and of the processes with the smallest, the largest site) */
    long long off = pcm_site_off(ra);
    long long w[PCM_NV] = {s->kind, -s->kind, s->root, -s->root, opc, -opc, opc == 0, bmax, -bmin, nob, cmax, -cmin, der,
                           ((long long)s->kind << 40) + off, -((long long)s->kind << 40) + off};
    memcpy(v, w, sizeof w);
    *mybytes = bmax;
}

static void pcm_comm_label(MPI_Comm comm, char *b, size_t n) {
    if (comm == MPI_COMM_WORLD) { snprintf(b, n, "MPI_COMM_WORLD"); return; }
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, PCM_H(comm), PCM_COMM);
    int id = e ? e->id : -1;
    void *site = e ? e->site : NULL;
    PCM_UNLOCK();
    if (id < 0) { snprintf(b, n, "the communicator"); return; }
    char where[1100];
    pcm_describe(site, where, sizeof where);
    snprintf(b, n, "the communicator of %s (%s)", pcm_fname[id], where);
}

/* pcm_sig_decode reports what differs between the processes, given this process's values in
 * and the allreduce's out. */
static void pcm_sig_decode(MPI_Comm comm, const pcm_sig_t *s, const long long *in, long long mybytes, const long long *out) {
    char c[1300], a[64], b[64];
    long long kmax = out[0], kmin = -out[1];
    if (kmax != kmin) {
        pcm_comm_label(comm, c, sizeof c);
        long long other = kmax == s->kind ? kmin : kmax;
        const long long mask = ((long long)1 << 40) - 1;
        long long ooff = kmax == s->kind ? (out[14] & mask) : (out[13] & mask);
        if ((kmax == s->kind ? -(out[14] >> 40) : out[13] >> 40) != other) ooff = 0;
        char where[1100] = "", mine[1400] = "";
        void *ora = pcm_site_ra(ooff);
        if (ora) {
            char d[1100];
            pcm_describe(ora, d, sizeof d);
            snprintf(where, sizeof where, " (%s)", d);
        }
        /* the other process waits in a collective this process called at the same line, on
         * another communicator: the communicator argument differs between processes */
        for (int i = 0; ooff && i < PCM_NRECENT; i++)
            if (pcm_recent[i].off == ooff && pcm_recent[i].kind == other && pcm_recent[i].comm != comm) {
                char oc[1300];
                pcm_comm_label(pcm_recent[i].comm, oc, sizeof oc);
                snprintf(mine, sizeof mine, "; this process called it there on %s", oc);
                PCM_ERROR("collective-argument-mismatch",
                          "the communicator of %s%s differs between processes: a process calls it on %s, this one is in %s%s",
                          pcm_kname[other], where, c, pcm_kname[s->kind], mine);
                return;
            }
        PCM_ERROR("collective-mismatch", "the processes of %s are not in the same collective: this one is in %s, another in %s%s", c,
                  pcm_kname[s->kind], other > 0 && other < pcm_nkinds ? pcm_kname[other] : "?", where);
        return;
    }
    if (out[2] != -out[3]) {
        pcm_comm_label(comm, c, sizeof c);
        PCM_ERROR("collective-mismatch", "the processes of %s call %s with different roots (%lld and %lld)", c,
                  pcm_kname[s->kind], -out[3], out[2]);
        return;
    }
    if (!out[6] && out[4] != -out[5]) {
        pcm_comm_label(comm, c, sizeof c);
        PCM_ERROR("collective-mismatch", "the processes of %s call %s with different operations (%s and %s)", c,
                  pcm_kname[s->kind], pcm_opname(-out[5]), pcm_opname(out[4]));
        return;
    }
    if (!out[9] && out[7] > PCM_NEG && out[7] != -out[8]) {
        pcm_comm_label(comm, c, sizeof c);
        long long other = mybytes == out[7] ? -out[8] : out[7];
        PCM_ERROR("collective-mismatch",
                  "the processes of %s call %s with data of different sizes (count x datatype size): %lld bytes here, %lld on another process",
                  c, pcm_kname[s->kind], mybytes, other);
        return;
    }
    if (!out[12] && out[10] > PCM_NEG && out[10] != -out[11]) {
        pcm_comm_label(comm, c, sizeof c);
        pcm_cstr(a, sizeof a, -out[11]);
        pcm_cstr(b, sizeof b, out[10]);
        PCM_ERROR("collective-mismatch", "the processes of %s call %s with datatypes of different type signatures (%s and %s)", c,
                  pcm_kname[s->kind], a, b);
    }
    (void)in;
}

/* pcm_dup_of: the private duplicate of comm, MPI_COMM_NULL when it has none (an
 * intercommunicator, MPI_COMM_SELF, a communicator of MPI_Comm_idup). */
static MPI_Comm pcm_dup_of(MPI_Comm comm) {
    if (comm == MPI_COMM_WORLD) return pcm_tool;
    if (comm == MPI_COMM_NULL || comm == MPI_COMM_SELF) return MPI_COMM_NULL;
    MPI_Comm d = MPI_COMM_NULL;
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, PCM_H(comm), PCM_COMM);
    if (e && !e->freed && e->hasdup) d = e->dup;
    PCM_UNLOCK();
    return d;
}

/* parcoach_monitor_global tells the runtime library of `parcoach cc --instrument` (which
 * declares it weak) that the monitor compares the collectives itself. */
__attribute__((visibility("default"))) int parcoach_monitor_global(void) { return pcm_dl && pcm_on; }

void pcm_comm_created(MPI_Comm c) {
    if (!pcm_dl || c == MPI_COMM_NULL) return;
    int inter = 0, n = 0;
    PMPI_Comm_test_inter(c, &inter);
    /* a communicator with processes outside MPI_COMM_WORLD (MPI_Comm_spawn, MPI_Comm_connect...,
     * and what is made from it): those processes may run without the monitor, and would never
     * take part in the duplication; every member sees the same, so none duplicates it */
    int *wr = pcm_world_ranks(c);
    if (!wr) return;
    if (inter) PMPI_Comm_remote_size(c, &n);
    else PMPI_Comm_size(c, &n);
    for (int i = 0; i < n; i++)
        if (wr[i] == MPI_UNDEFINED) { free(wr); return; }
    if (inter) {
        int ln = 0, *lw = NULL;
        MPI_Group g, wg;
        PMPI_Comm_size(c, &ln);
        if (PMPI_Comm_group(c, &g) == MPI_SUCCESS) {
            PMPI_Comm_group(MPI_COMM_WORLD, &wg);
            int *in = malloc((size_t)ln * sizeof *in);
            lw = malloc((size_t)ln * sizeof *lw);
            if (in && lw) {
                for (int i = 0; i < ln; i++) in[i] = i;
                PMPI_Group_translate_ranks(g, ln, in, wg, lw);
                for (int i = 0; i < ln; i++)
                    if (lw[i] == MPI_UNDEFINED) ln = -1;
            } else ln = -1;
            free(in), free(lw);
            PMPI_Group_free(&g), PMPI_Group_free(&wg);
        } else ln = -1;
        if (ln < 0) { free(wr); return; }
    }
    MPI_Comm d;
    MPI_Request r;
    pcm_wait_t w = {PCM_W_COLL, 0, 0, 0, c};
    if (PMPI_Comm_idup(c, &d, &r) != MPI_SUCCESS) { free(wr); return; }
    if (pcm_dl_wait(&r, MPI_STATUS_IGNORE, &w) != MPI_SUCCESS) { free(wr); return; }
    PCM_LOCK();
    pcm_ent *e = pcm_insert(&pcm_objs, PCM_H(c), PCM_COMM);
    if (inter) e->hasinter = 1, e->dup = d, e->wr = wr;
    else e->hasdup = 1, e->dup = d, e->wr = wr;
    PCM_UNLOCK();
}

/* pcm_interdup_of: the private duplicate of intercommunicator comm, or MPI_COMM_NULL. */
static MPI_Comm pcm_interdup_of(MPI_Comm comm) {
    if (comm == MPI_COMM_NULL || comm == MPI_COMM_WORLD || comm == MPI_COMM_SELF) return MPI_COMM_NULL;
    MPI_Comm d = MPI_COMM_NULL;
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, PCM_H(comm), PCM_COMM);
    if (e && !e->freed && e->hasinter) d = e->dup;
    PCM_UNLOCK();
    return d;
}

/* pcm_inter_sig_check: a blocking collective on an intercommunicator. MPI_Allreduce on its
 * duplicate gives each process the maximum over the other group: both groups must be in the
 * same collective with the same reduction operation; in a rooted collective, the processes of
 * the receiving group name the rank of the one process of the root group that passes MPI_ROOT
 * (MPI 4.0 §6.2.2). */
static void pcm_inter_sig_check(MPI_Comm comm, MPI_Comm dup, const pcm_sig_t *s) {
    enum { N = 9 };
    int me = 0;
    PMPI_Comm_rank(comm, &me);
    int opc = pcm_opcode(s->op);
    long long in[N] = {s->kind, -s->kind, opc, -opc, opc == 0, s->root == MPI_ROOT ? me : -1, s->root >= 0 ? s->root : -1,
                       s->root >= 0 ? -(long long)s->root : PCM_NEG, 0}, out[N];
    MPI_Request r;
    pcm_wait_t w = {PCM_W_COLL, 0, 0, 0, comm};
    if (PMPI_Iallreduce(in, out, N, MPI_LONG_LONG, MPI_MAX, dup, &r) != MPI_SUCCESS) return;
    pcm_dl_wait(&r, MPI_STATUS_IGNORE, &w);
    char c[1300];
    if (out[0] != -out[1] || out[0] != s->kind) {
        long long other = out[0] != s->kind ? out[0] : -out[1];
        pcm_comm_label(comm, c, sizeof c);
        PCM_ERROR("collective-mismatch", "the two groups of the intercommunicator (%s) are not in the same collective: this process is "
                  "in %s, one of the other group in %s", c, pcm_kname[s->kind], other > 0 && other < pcm_nkinds ? pcm_kname[other] : "?");
        return;
    }
    if (opc > 0 && !out[4] && (out[2] != -out[3] || out[2] != opc)) {
        pcm_comm_label(comm, c, sizeof c);
        PCM_ERROR("collective-mismatch", "the two groups of the intercommunicator (%s) call %s with different operations (%s here, %s in "
                  "the other group)", c, pcm_kname[s->kind], pcm_opname(opc), pcm_opname(out[2] != opc ? out[2] : -out[3]));
        return;
    }
    if (s->root >= 0 && out[5] != s->root) {
        pcm_comm_label(comm, c, sizeof c);
        if (out[5] < 0)
            PCM_ERROR("collective-mismatch", "%s on the intercommunicator (%s) names root %d of the other group, where no process passes "
                      "MPI_ROOT", pcm_kname[s->kind], c, s->root);
        else
            PCM_ERROR("collective-mismatch", "%s on the intercommunicator (%s) names root %d of the other group, where rank %lld passes "
                      "MPI_ROOT", pcm_kname[s->kind], c, s->root, out[5]);
        return;
    }
    if (s->root == MPI_ROOT && out[6] >= 0 && (out[6] != me || -out[7] != me)) {
        pcm_comm_label(comm, c, sizeof c);
        PCM_ERROR("collective-mismatch", "this process passes MPI_ROOT to %s on the intercommunicator (%s), but the other group names "
                  "root %lld", pcm_kname[s->kind], c, out[6] != me ? out[6] : -out[7]);
    }
}

/* ---- the per-process counts of the v and w collectives ----
 * After the signature comparison (same collective, root, ...), the bytes each process gives
 * for each other (count x datatype size) are exchanged on the private duplicate and compared
 * with what that process expects: the root's recvcounts[i] of MPI_Gatherv with process i's
 * sendcount, MPI_Scatterv's sendcounts[i] with process i's recvcount, each process's sendcount
 * of MPI_Allgatherv with everyone's recvcounts[i], sendcounts[j] of MPI_Alltoallv/w on process
 * i with recvcounts[i] on process j; MPI_Reduce_scatter's recvcounts are the same everywhere
 * (MPI 4.0 §6). A side given as MPI_IN_PLACE is not compared. */

static long long pcm_tsize(MPI_Datatype t) {
    int s = 0;
    if (t == MPI_DATATYPE_NULL || PMPI_Type_size(t, &s) != MPI_SUCCESS) return -1;
    return s;
}

static int pcm_world_of(MPI_Comm comm, int r) {
    if (comm == MPI_COMM_WORLD) return r;
    int w = r;
    MPI_Group g, wg;
    if (PMPI_Comm_group(comm, &g) != MPI_SUCCESS) return r;
    PMPI_Comm_group(MPI_COMM_WORLD, &wg);
    PMPI_Group_translate_ranks(g, 1, &r, wg, &w);
    PMPI_Group_free(&g), PMPI_Group_free(&wg);
    return w;
}

void pcm_vcount_check(MPI_Comm comm, int what, const void *sb, const void *rb, long long sc, const int *scs, MPI_Datatype st,
                      const MPI_Datatype *sts, long long rc, const int *rcs, MPI_Datatype rt, const MPI_Datatype *rts, int root) {
    if (!pcm_dl) return;
    MPI_Comm dup = pcm_dup_of(comm);
    if (dup == MPI_COMM_NULL) return;
    int n = 0, me = 0;
    PMPI_Comm_size(comm, &n);
    PMPI_Comm_rank(comm, &me);
    if (n <= 0) return;
    long long *out = calloc((size_t)n, sizeof *out), *in = calloc((size_t)n, sizeof *in), one = -1, got = -1;
    if (!out || !in) { free(out), free(in); return; }
    MPI_Request r = MPI_REQUEST_NULL;
    pcm_wait_t w = {PCM_W_COLL, 0, 0, 0, comm};
    int err = MPI_SUCCESS, atroot = me == root;
    long long ss = pcm_tsize(st), rs = pcm_tsize(rt);
    switch (what) {
    case PCM_V_GATHERV:
        one = sb == MPI_IN_PLACE || ss < 0 ? -1 : sc * ss;
        err = PMPI_Igather(&one, 1, MPI_LONG_LONG, in, 1, MPI_LONG_LONG, root, dup, &r);
        break;
    case PCM_V_SCATTERV:
        if (atroot)
            for (int i = 0; i < n; i++) out[i] = scs && ss >= 0 ? scs[i] * ss : -1;
        err = PMPI_Iscatter(out, 1, MPI_LONG_LONG, &got, 1, MPI_LONG_LONG, root, dup, &r);
        break;
    case PCM_V_ALLGATHERV:
        one = sb == MPI_IN_PLACE || ss < 0 ? -1 : sc * ss;
        err = PMPI_Iallgather(&one, 1, MPI_LONG_LONG, in, 1, MPI_LONG_LONG, dup, &r);
        break;
    case PCM_V_ALLTOALLV:
    case PCM_V_ALLTOALLW:
        for (int i = 0; i < n; i++) {
            long long z = what == PCM_V_ALLTOALLW ? (sts ? pcm_tsize(sts[i]) : -1) : ss;
            out[i] = sb == MPI_IN_PLACE || !scs || z < 0 ? -1 : scs[i] * z;
        }
        err = PMPI_Ialltoall(out, 1, MPI_LONG_LONG, in, 1, MPI_LONG_LONG, dup, &r);
        break;
    case PCM_V_REDSCAT: {
        /* the maximum of each count and of its negation: equal everywhere when max == -max(-x) */
        free(in);
        in = calloc((size_t)2 * n, sizeof *in);
        long long *o2 = calloc((size_t)2 * n, sizeof *o2);
        if (!in || !o2 || !rcs) { free(o2); err = !MPI_SUCCESS; break; }
        for (int i = 0; i < n; i++) o2[i] = rcs[i], o2[n + i] = -(long long)rcs[i];
        err = PMPI_Iallreduce(o2, in, 2 * n, MPI_LONG_LONG, MPI_MAX, dup, &r);
        if (err == MPI_SUCCESS) pcm_dl_wait(&r, MPI_STATUS_IGNORE, &w);
        free(o2);
        if (err == MPI_SUCCESS)
            for (int i = 0; i < n; i++)
                if (in[i] != -in[n + i]) {
                    char c[1300];
                    pcm_comm_label(comm, c, sizeof c);
                    PCM_ERROR("collective-mismatch",
                              "the processes of %s call MPI_Reduce_scatter with different recvcounts: recvcounts[%d] is %lld on one "
                              "process, %lld on another (this one: %d)", c, i, -in[n + i], in[i], rcs[i]);
                    break;
                }
        free(out), free(in);
        return;
    }
    }
    if (err != MPI_SUCCESS || r == MPI_REQUEST_NULL) { free(out), free(in); return; }
    pcm_dl_wait(&r, MPI_STATUS_IGNORE, &w);
    char c[1300];
    int bad = -1;
    long long exp = -1, gave = -1;
    switch (what) {
    case PCM_V_GATHERV:
        if (!atroot || rb == MPI_IN_PLACE || !rcs || rs < 0) break;
        for (int i = 0; i < n && bad < 0; i++)
            if (in[i] >= 0 && in[i] != rcs[i] * rs) bad = i, gave = in[i], exp = rcs[i] * rs;
        break;
    case PCM_V_SCATTERV:
        if (rb != MPI_IN_PLACE && rs >= 0 && got >= 0 && got != rc * rs) bad = root, gave = got, exp = rc * rs;
        break;
    case PCM_V_ALLGATHERV:
    case PCM_V_ALLTOALLV:
    case PCM_V_ALLTOALLW:
        if (!rcs) break;
        for (int i = 0; i < n && bad < 0; i++) {
            long long z = what == PCM_V_ALLTOALLW ? (rts ? pcm_tsize(rts[i]) : -1) : rs;
            if (in[i] >= 0 && z >= 0 && in[i] != rcs[i] * z) bad = i, gave = in[i], exp = rcs[i] * z;
        }
        break;
    }
    free(out), free(in);
    if (bad < 0) return;
    pcm_comm_label(comm, c, sizeof c);
    const char *fn = pcm_cur_id >= 0 ? pcm_fname[pcm_cur_id] : "?";
    if (what == PCM_V_SCATTERV)
        PCM_ERROR("collective-mismatch",
                  "on %s, the root (rank %d) sends %lld bytes to this process (its sendcounts[%d] x datatype size), which "
                  "receives %lld (recvcount x datatype size)", c, pcm_world_of(comm, root), gave, me, exp);
    else
        PCM_ERROR("collective-mismatch",
                  "on %s, rank %d sends %lld bytes to this process in %s (count x datatype size), which expects %lld "
                  "(recvcounts[%d] x datatype size)", c, pcm_world_of(comm, bad), gave, fn, exp, bad);
}

/* communicators of MPI_Comm_idup: the private duplicate (an MPI_Comm_idup of the parent started
 * with the program's) is given to the new communicator when the program's request completes */
typedef struct pcm_idup { struct pcm_idup *next; MPI_Request user, r; MPI_Comm *newcomm, dup; int done; } pcm_idup;
static pcm_idup *pcm_idups;
static int pcm_idup_ready;

void pcm_comm_idup_started(MPI_Comm parent, MPI_Comm *newcomm, MPI_Request user) {
    if (!pcm_dl || !newcomm || user == MPI_REQUEST_NULL || parent == MPI_COMM_NULL) return;
    int inter = 0;
    if (parent != MPI_COMM_WORLD) PMPI_Comm_test_inter(parent, &inter);
    if (inter) return;
    pcm_idup *d = calloc(1, sizeof *d);
    if (!d) return;
    if (PMPI_Comm_idup(parent, &d->dup, &d->r) != MPI_SUCCESS) { free(d); return; }
    d->user = user, d->newcomm = newcomm;
    d->next = pcm_idups, pcm_idups = d;
}

/* pcm_idup_unlink: request r completed (called with the lock held; no MPI call). */
static void pcm_idup_unlink(MPI_Request r) {
    for (pcm_idup *d = pcm_idups; d; d = d->next)
        if (!d->done && d->user == r) d->done = 1, pcm_idup_ready = 1;
}

/* pcm_idup_flush gives their duplicates to the communicators whose MPI_Comm_idup completed: every
 * process started the duplicate's MPI_Comm_idup with its own, so it completes without waiting
 * for anything else. */
static void pcm_idup_flush(void) {
    if (!pcm_idup_ready) return;
    pcm_idup_ready = 0;
    for (pcm_idup **p = &pcm_idups; *p;) {
        pcm_idup *d = *p;
        if (!d->done) { p = &d->next; continue; }
        *p = d->next;
        pcm_wait_t w = {PCM_W_COLL, 0, 0, 0, MPI_COMM_NULL};
        MPI_Comm c = *d->newcomm;
        if (pcm_dl_wait(&d->r, MPI_STATUS_IGNORE, &w) == MPI_SUCCESS && c != MPI_COMM_NULL) {
            int *wr = pcm_world_ranks(c);
            PCM_LOCK();
            pcm_ent *e = pcm_insert(&pcm_objs, PCM_H(c), PCM_COMM);
            e->hasdup = 1, e->dup = d->dup, e->wr = wr;
            PCM_UNLOCK();
        }
        free(d);
    }
}

/* pending nonblocking collective checks */
typedef struct {
    MPI_Request r, user;
    MPI_Comm comm, dup;
    pcm_sig_t s;
    long long in[PCM_NV], out[PCM_NV], mybytes;
    int id;
    void *site;
} pcm_nbc;
int pcm_nbc_n;
static pcm_nbc **pcm_nbcs;
static int pcm_nbc_cap;
static MPI_Comm *pcm_zombies; /* duplicates of freed communicators with checks pending */
static int pcm_nzombies;

void pcm_coll_sig_check(MPI_Comm comm, const pcm_sig_t *s) {
    if (!pcm_dl) return;
    MPI_Comm dup = pcm_dup_of(comm);
    if (dup == MPI_COMM_NULL) {
        if ((dup = pcm_interdup_of(comm)) != MPI_COMM_NULL) {
            if (pcm_nbc_n) pcm_nbc_poll();
            pcm_inter_sig_check(comm, dup, s);
        }
        return;
    }
    if (pcm_nbc_n) pcm_nbc_poll();
    long long in[PCM_NV], out[PCM_NV], mybytes;
    void *ra = pcm_creation_site();
    pcm_sig_encode(s, ra, in, &mybytes);
    MPI_Request r;
    pcm_wait_t w = {PCM_W_COLL, 0, 0, 0, comm};
    if (PMPI_Iallreduce(in, out, PCM_NV, MPI_LONG_LONG, MPI_MAX, dup, &r) != MPI_SUCCESS) return;
    pcm_recent_add(pcm_site_off(ra), comm, s->kind);
    pcm_dl_wait(&r, MPI_STATUS_IGNORE, &w);
    pcm_sig_decode(comm, s, in, mybytes, out);
}

void pcm_nbc_start(MPI_Comm comm, const pcm_sig_t *s, MPI_Request user) {
    if (!pcm_dl) return;
    MPI_Comm dup = pcm_dup_of(comm);
    if (dup == MPI_COMM_NULL) return;
    if (pcm_nbc_n) pcm_nbc_poll();
    if (pcm_nbc_n == pcm_nbc_cap) {
        int cap = pcm_nbc_cap ? 2 * pcm_nbc_cap : 16;
        pcm_nbc **p = realloc(pcm_nbcs, (size_t)cap * sizeof *p);
        if (!p) return;
        pcm_nbcs = p, pcm_nbc_cap = cap;
    }
    pcm_nbc *e = calloc(1, sizeof *e);
    if (!e) return;
    e->user = user, e->comm = comm, e->dup = dup, e->s = *s, e->id = pcm_cur_id, e->site = pcm_creation_site();
    pcm_sig_encode(s, e->site, e->in, &e->mybytes);
    pcm_recent_add(pcm_site_off(e->site), comm, s->kind);
    if (PMPI_Iallreduce(e->in, e->out, PCM_NV, MPI_LONG_LONG, MPI_MAX, dup, &e->r) != MPI_SUCCESS) {
        free(e);
        return;
    }
    pcm_nbcs[pcm_nbc_n++] = e;
}

/* pcm_nbc_finish reports the outcome of the completed check i and removes it. */
static void pcm_nbc_finish(int i) {
    pcm_nbc *e = pcm_nbcs[i];
    for (int k = i + 1; k < pcm_nbc_n; k++) pcm_nbcs[k - 1] = pcm_nbcs[k];
    pcm_nbc_n--;
    void *ps = pcm_at_site;
    int pid = pcm_at_id;
    pcm_at_site = e->site ? e->site : (void *)1, pcm_at_id = e->id;
    pcm_sig_decode(e->comm, &e->s, e->in, e->mybytes, e->out);
    pcm_at_site = ps, pcm_at_id = pid;
    free(e);
}

void pcm_nbc_poll(void) {
    for (int i = 0; i < pcm_nbc_n;) {
        int flag = 0;
        PMPI_Test(&pcm_nbcs[i]->r, &flag, MPI_STATUS_IGNORE);
        if (flag) pcm_nbc_finish(i);
        else i++;
    }
}

static void pcm_nbc_complete(int i) {
    pcm_wait_t w = {PCM_W_COLL, 0, 0, 0, pcm_nbcs[i]->comm};
    pcm_dl_wait(&pcm_nbcs[i]->r, MPI_STATUS_IGNORE, &w);
    pcm_nbc_finish(i);
}

/* pcm_nbc_wait_for completes the checks of the collectives whose requests are about to be
 * waited for, before the wait itself. */
void pcm_nbc_wait_for(const MPI_Request *reqs, int n) {
    if (!reqs) return;
    for (int i = 0; i < pcm_nbc_n;) {
        int hit = 0;
        for (int k = 0; k < n && !hit; k++) hit = reqs[k] != MPI_REQUEST_NULL && reqs[k] == pcm_nbcs[i]->user;
        if (hit) pcm_nbc_complete(i);
        else i++;
    }
}

/* pcm_nbc_unlink: request r completed (its handle may be given again): a check still pending
 * belongs to no request any more. Called with the lock held; no MPI call. */
static void pcm_nbc_unlink(MPI_Request r) {
    for (int i = 0; i < pcm_nbc_n; i++)
        if (pcm_nbcs[i]->user == r) pcm_nbcs[i]->user = MPI_REQUEST_NULL;
}

static int pcm_tm_comm_freeing(MPI_Comm d, int *wr);

void pcm_comm_freeing(const MPI_Comm *c) {
    if (!c || *c == MPI_COMM_NULL || *c == MPI_COMM_WORLD || *c == MPI_COMM_SELF) return;
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, PCM_H(*c), PCM_COMM);
    MPI_Comm d = MPI_COMM_NULL;
    int *wr = NULL;
    if (e && (e->hasdup || e->hasinter)) d = e->dup, e->hasdup = e->hasinter = 0, wr = e->wr, e->wr = NULL;
    PCM_UNLOCK();
    if (d == MPI_COMM_NULL) return;
    int keep = pcm_tm_comm_freeing(d, wr); /* type matching keeps d (and wr) until MPI_Finalize */
    if (!keep) free(wr);
    if (pcm_nbc_n) pcm_nbc_poll();
    if (keep) return;
    for (int i = 0; i < pcm_nbc_n; i++)
        if (pcm_nbcs[i]->dup == d) {
            /* checks pending on it: freed at MPI_Finalize, after them */
            MPI_Comm *z = realloc(pcm_zombies, (size_t)(pcm_nzombies + 1) * sizeof *z);
            if (z) pcm_zombies = z, pcm_zombies[pcm_nzombies++] = d;
            return;
        }
    PMPI_Comm_free(&d);
}

static void pcm_tm_finalize(void);

static void pcm_dl_finalize(void) {
    if (!pcm_dl) return;
    while (pcm_nbc_n) pcm_nbc_complete(0);
    for (int i = 0; i < pcm_nzombies; i++) PMPI_Comm_free(&pcm_zombies[i]);
    pcm_nzombies = 0;
    pcm_dl_finalizing = 1;
    pcm_coll_check(MPI_COMM_WORLD, pcm_kind_finalize, 0);
    pcm_tm_finalize();
    for (int i = 0; i < 8; i++)
        if (pcm_ring_req[i] != MPI_REQUEST_NULL) PMPI_Request_free(&pcm_ring_req[i]);
    if (pcm_tool_rank == 0) {
        /* what was sent before the barrier is there; drain it */
        int flag = 1;
        MPI_Status st;
        pcm_msg m;
        for (int k = 0; k < 100 && flag; k++) {
            PMPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, pcm_tool, &flag, &st);
            if (flag) PMPI_Recv(&m, (int)sizeof m, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG, pcm_tool, MPI_STATUS_IGNORE);
        }
    }
    pcm_dl = 0;
}

/* ---- point-to-point type signatures (issue 15, Build item 3) ----
 *
 * With the detector on, the type signature of every message sent on a communicator with a
 * private duplicate (MPI_COMM_WORLD's is pcm_shadow_world, the others the collective checks'
 * duplicate) reaches its receiver on the duplicate, in batches (below): the signature of
 * count x datatype, the tag and the send's call site. When a receive completes, its status
 * names the source and the tag of the message received; messages of one source, communicator
 * and tag are matched in the order they were sent, so the message's signature is among the
 * entries of that source and tag not consumed yet (the first one, unless receives of one
 * source and tag complete out of order). The receive takes the first of them whose signature
 * the message's is a prefix of (MPI 4.0 §3.3.1); when none does, the type signatures differ:
 * p2p-mismatch, with both sites. MPI_BYTE and MPI_PACKED match anything; types the monitor
 * cannot flatten are not compared. */

int pcm_tm; /* type matching is on (with the detector) */
int pcm_tm_unsure; /* a message may have been received without its receive being logged */

#define PCM_SIGMAX 12
enum { PCM_SIG_TRUNC = 1, PCM_SIG_ANY = 2 };
typedef struct { int cls; long long n; } pcm_run;
typedef struct { int nrun, flags; pcm_run r[PCM_SIGMAX]; } pcm_tsig;
typedef struct {
    pcm_tsig sig;
    int id;            /* the sending function */
    long long off;     /* its call site: offset in the module */
    char mod[80];      /* the module's file name */
} pcm_shadow;

static void pcm_sig_push(pcm_tsig *s, int cls, long long n) {
    if (n <= 0 || (s->flags & PCM_SIG_TRUNC)) return;
    if (s->nrun && s->r[s->nrun - 1].cls == cls) { s->r[s->nrun - 1].n += n; return; }
    if (s->nrun == PCM_SIGMAX) { s->flags |= PCM_SIG_TRUNC; return; }
    s->r[s->nrun].cls = cls, s->r[s->nrun].n = n;
    s->nrun++;
}

static void pcm_sig_append(pcm_tsig *s, const pcm_tsig *in, long long reps) {
    s->flags |= in->flags & PCM_SIG_ANY;
    if (reps <= 0 || in->nrun == 0) return;
    if (in->nrun == 1 && !(in->flags & PCM_SIG_TRUNC)) {
        pcm_sig_push(s, in->r[0].cls, in->r[0].n * reps);
        return;
    }
    for (long long k = 0; k < reps && !(s->flags & PCM_SIG_TRUNC); k++) {
        for (int i = 0; i < in->nrun; i++) pcm_sig_push(s, in->r[i].cls, in->r[i].n);
        if (in->flags & PCM_SIG_TRUNC) s->flags |= PCM_SIG_TRUNC;
    }
}

static void pcm_sig_of(MPI_Datatype t, pcm_tsig *s, int depth);

static void pcm_sig_inner(MPI_Datatype t, long long reps, pcm_tsig *s, int depth) {
    pcm_tsig in;
    memset(&in, 0, sizeof in);
    pcm_sig_of(t, &in, depth + 1);
    pcm_sig_append(s, &in, reps);
}

/* pcm_sig_of appends the type signature of one element of t to s (MPI 4.0 §5.1: the sequence
 * of basic types of its type map, in order). */
static void pcm_sig_of(MPI_Datatype t, pcm_tsig *s, int depth) {
    int ni = 0, na = 0, nd = 0, comb = 0;
    if (depth > 12 || t == MPI_DATATYPE_NULL || PMPI_Type_get_envelope(t, &ni, &na, &nd, &comb) != MPI_SUCCESS) {
        s->flags |= PCM_SIG_ANY;
        return;
    }
    if (comb == MPI_COMBINER_NAMED) {
        long long c = t == MPI_BYTE || t == MPI_PACKED ? 0 : pcm_tclass(t);
        if (!c) s->flags |= PCM_SIG_ANY;
        else pcm_sig_push(s, (int)c, 1);
        return;
    }
    int *ints = malloc(((size_t)ni + 1) * sizeof *ints);
    MPI_Aint *aints = malloc(((size_t)na + 1) * sizeof *aints);
    MPI_Datatype *types = malloc(((size_t)nd + 1) * sizeof *types);
    if (!ints || !aints || !types || PMPI_Type_get_contents(t, ni, na, nd, ints, aints, types) != MPI_SUCCESS) {
        free(ints), free(aints), free(types);
        s->flags |= PCM_SIG_ANY;
        return;
    }
    long long reps = 1;
    switch (comb) {
    case MPI_COMBINER_DUP:
    case MPI_COMBINER_RESIZED:
        pcm_sig_inner(types[0], 1, s, depth);
        break;
    case MPI_COMBINER_CONTIGUOUS:
        pcm_sig_inner(types[0], ints[0], s, depth);
        break;
    case MPI_COMBINER_VECTOR:
    case MPI_COMBINER_HVECTOR:
    case MPI_COMBINER_INDEXED_BLOCK:
    case MPI_COMBINER_HINDEXED_BLOCK:
        pcm_sig_inner(types[0], (long long)ints[0] * ints[1], s, depth);
        break;
    case MPI_COMBINER_INDEXED:
    case MPI_COMBINER_HINDEXED:
        reps = 0;
        for (int i = 0; i < ints[0]; i++) reps += ints[1 + i];
        pcm_sig_inner(types[0], reps, s, depth);
        break;
    case MPI_COMBINER_STRUCT:
        for (int i = 0; i < ints[0]; i++) pcm_sig_inner(types[i], ints[1 + i], s, depth);
        break;
    case MPI_COMBINER_SUBARRAY:
        for (int i = 0; i < ints[0]; i++) reps *= ints[1 + ints[0] + i];
        pcm_sig_inner(types[0], reps, s, depth);
        break;
    case MPI_COMBINER_DARRAY: {
        int size = 0, isize = 0;
        PMPI_Type_size(t, &size);
        PMPI_Type_size(types[0], &isize);
        if (isize > 0 && size % isize == 0) pcm_sig_inner(types[0], size / isize, s, depth);
        else s->flags |= PCM_SIG_ANY;
        break;
    }
    default:
        s->flags |= PCM_SIG_ANY;
    }
    for (int i = 0; i < nd; i++) {
        int a, b, c, k = 0;
        if (PMPI_Type_get_envelope(types[i], &a, &b, &c, &k) == MPI_SUCCESS && k != MPI_COMBINER_NAMED) PMPI_Type_free(&types[i]);
    }
    free(ints), free(aints), free(types);
}

/* the signature of one element of each datatype, cached by handle (forgotten when a datatype
 * is freed: its handle may be given again) */
static struct { MPI_Datatype t; unsigned gen; int used; pcm_tsig s; } pcm_sigcache[64];

static void pcm_type_sig(MPI_Datatype t, pcm_tsig *out) {
    unsigned i = (unsigned)((PCM_H(t) * 0x9E3779B97F4A7C15ull) >> 58);
    if (pcm_sigcache[i].used && pcm_sigcache[i].t == t && pcm_sigcache[i].gen == pcm_sig_gen) {
        *out = pcm_sigcache[i].s;
        return;
    }
    memset(out, 0, sizeof *out);
    pcm_sig_of(t, out, 0);
    pcm_sigcache[i].t = t, pcm_sigcache[i].gen = pcm_sig_gen, pcm_sigcache[i].used = 1, pcm_sigcache[i].s = *out;
}

static void pcm_sig_str(const pcm_tsig *s, char *b, size_t n) {
    size_t l = 0;
    char c[64];
    b[0] = 0;
    if (s->nrun == 0) { snprintf(b, n, "no data"); return; }
    for (int i = 0; i < s->nrun && i < 3 && l < n; i++) {
        pcm_cstr(c, sizeof c, s->r[i].cls);
        l += (size_t)snprintf(b + l, n - l, "%s%lld x %s", i ? ", " : "", s->r[i].n, c);
    }
    if ((s->nrun > 3 || (s->flags & PCM_SIG_TRUNC)) && l < n) snprintf(b + l, n - l, ", ...");
}

static const char *pcm_sig_str_tmp(const pcm_tsig *s) {
    static char b[256];
    pcm_sig_str(s, b, sizeof b);
    return b;
}

/* pcm_sig_prefix: 1 when the sent signature s may be a prefix of the receive's r (receiving
 * more than r holds is MPI_ERR_TRUNCATE, which MPI reports itself). */
static int pcm_sig_prefix(const pcm_tsig *s, const pcm_tsig *r) {
    if ((s->flags | r->flags) & PCM_SIG_ANY) return 1;
    for (int i = 0; i < s->nrun; i++) {
        if (i >= r->nrun) return 1; /* longer than the receive, or beyond what r records */
        if (s->r[i].cls != r->r[i].cls) return 0;
        if (s->r[i].n == r->r[i].n) continue;
        int slast = i == s->nrun - 1, rlast = i == r->nrun - 1;
        if (slast && ((s->flags & PCM_SIG_TRUNC) || s->r[i].n < r->r[i].n)) return 1;
        if (rlast && ((r->flags & PCM_SIG_TRUNC) || s->r[i].n > r->r[i].n)) return 1;
        return 0;
    }
    return 1;
}

/* pcm_shadow_comm: the communicator of comm's shadow messages, MPI_COMM_NULL when there is none. */
static MPI_Comm pcm_shadow_comm(MPI_Comm comm, int **wr) {
    *wr = NULL;
    if (comm == MPI_COMM_WORLD) return pcm_shadow_world;
    if (comm == MPI_COMM_NULL || comm == MPI_COMM_SELF) return MPI_COMM_NULL;
    MPI_Comm d = MPI_COMM_NULL;
    PCM_LOCK();
    pcm_ent *e = pcm_find(&pcm_objs, PCM_H(comm), PCM_COMM);
    if (e && !e->freed && (e->hasdup || e->hasinter)) d = e->dup, *wr = e->wr;
    PCM_UNLOCK();
    return d;
}

/* pcm_world_ranks: the world rank of each member of intracommunicator c (NULL if unknown). */
static int *pcm_world_ranks(MPI_Comm c) {
    int n = 0, inter = 0;
    MPI_Group g, wg;
    PMPI_Comm_test_inter(c, &inter);
    if ((inter ? PMPI_Comm_remote_size(c, &n) : PMPI_Comm_size(c, &n)) != MPI_SUCCESS || n <= 0) return NULL;
    int *in = malloc((size_t)n * sizeof *in), *out = malloc((size_t)n * sizeof *out);
    if (!in || !out || (inter ? PMPI_Comm_remote_group(c, &g) : PMPI_Comm_group(c, &g)) != MPI_SUCCESS) { free(in), free(out); return NULL; }
    PMPI_Comm_group(MPI_COMM_WORLD, &wg);
    for (int i = 0; i < n; i++) in[i] = i;
    PMPI_Group_translate_ranks(g, n, in, wg, out);
    PMPI_Group_free(&g), PMPI_Group_free(&wg);
    free(in);
    return out;
}

/* the call site of the current call, as a module and an offset another process can resolve
 * (cached by return address, unless that is inside MPI: the Fortran bindings) */
static void pcm_site_ref(pcm_shadow *m, void *ra) {
    static void *last_ra;
    static long long last_off;
    static char last_mod[80];
    if (ra && ra == last_ra) {
        m->off = last_off;
        memcpy(m->mod, last_mod, sizeof m->mod);
        return;
    }
    int inmpi = ra && pcm_mpi_module(ra);
    void *site = inmpi ? pcm_user_frame(ra) : ra;
    Dl_info di;
    m->off = -1, m->mod[0] = 0;
    if (site && dladdr(site, &di) && di.dli_fname) {
        const ElfW(Ehdr) *eh = (const ElfW(Ehdr) *)di.dli_fbase;
        m->off = (long long)((uintptr_t)site - (eh && eh->e_type == ET_DYN ? (uintptr_t)di.dli_fbase : 0));
        const char *b = strrchr(di.dli_fname, '/');
        snprintf(m->mod, sizeof m->mod, "%s", b ? b + 1 : di.dli_fname);
    }
    if (!inmpi) {
        last_ra = ra, last_off = m->off;
        memcpy(last_mod, m->mod, sizeof last_mod);
    }
}

struct pcm_modfind { const char *name; uintptr_t base; int found, exe; };
static int pcm_modfind_cb(struct dl_phdr_info *info, size_t size, void *arg) {
    (void)size;
    struct pcm_modfind *f = arg;
    const char *n = info->dlpi_name, *b = n ? strrchr(n, '/') : NULL;
    b = b ? b + 1 : n;
    if ((b && *b && !strcmp(b, f->name)) || ((!n || !*n) && f->exe)) {
        f->base = (uintptr_t)info->dlpi_addr, f->found = 1;
        return 1;
    }
    return 0;
}

/* pcm_remote_site describes the call site of another process's shadow (the same program). */
static void pcm_remote_site(const pcm_shadow *m, char *out, size_t n) {
    snprintf(out, n, "?");
    if (m->off < 0 || !m->mod[0]) return;
    char exe[4096];
    ssize_t k = readlink("/proc/self/exe", exe, sizeof exe - 1);
    const char *eb = NULL;
    if (k > 0) { exe[k] = 0; eb = strrchr(exe, '/'); eb = eb ? eb + 1 : exe; }
    struct pcm_modfind f = {m->mod, 0, 0, eb && !strcmp(eb, m->mod)};
    dl_iterate_phdr(pcm_modfind_cb, &f);
    if (!f.found) { snprintf(out, n, "%s+0x%llx", m->mod, (unsigned long long)m->off); return; }
    uintptr_t a = (uintptr_t)m->off + f.base; /* dlpi_addr: 0 for a program not position-independent */
    pcm_describe((void *)a, out, n);
}

/* ---- batches of signatures (issue 15: type matching without one extra message per message)
 *
 * The sender does not send a shadow per message: it appends (tag, descriptor, count) to the
 * buffer of the channel (private duplicate sc, destination), or extends the run it ends (see
 * pcm_tment), and sends the buffer as one batch message on sc (tag PCM_TM_TAG) when it holds
 * PCM_TM_K entries or PCM_TM_KMSG messages, when the process is blocked
 * (every 128 spins of the progress loop), when the communicator is freed and at
 * MPI_Finalize. A descriptor is a type signature of one element, the sending function and its
 * site; each process numbers its own (at most PCM_TM_MAXDESC; beyond, entries are not compared)
 * and a batch carries the descriptors created since the channel's previous batch.
 * The receiver logs (tag, descriptor, count) of each receive completed, per channel (sc, source),
 * as runs too, and compares when batches arrive (polled every PCM_TM_K receives, every 128 spins of the progress
 * loop, at MPI_Comm_free and at MPI_Finalize). Messages of one source, communicator and tag are
 * matched in the order they were sent, so a logged receive takes the first entry of its tag that
 * fits. When none fits, it is a mismatch once the entries of its tag cover every receive of that
 * tag logged or still pending (an active receive request of the channel could have matched an
 * earlier message: receives may complete out of order); otherwise it waits for more entries.
 * Memory: PCM_TM_K entries per channel sent to, and per channel received from the entries not
 * matched yet (messages in flight, receives waiting for their batch), at most PCM_TM_QMAX each,
 * also when runs are expanded to one entry per message (beyond: the channel stops comparing). */

#define PCM_TM_K 128
#define PCM_TM_TAG 1
#define PCM_TM_MAXDESC 256
#define PCM_TM_QMAX 65536
#define PCM_TM_DONE INT_MIN

/* An entry is a run of n >= 1 messages (sent, or received and logged) of one descriptor and
 * count whose tags are tag, tag + dtag, ..., tag + (n-1) dtag (dtag is 0 while n is 1): a loop
 * that sends k messages to one destination with the same signature, and the same tag or tags
 * that step by a constant, is one entry, extended with a compare and an add. Runs are paired
 * with runs while their heads line up (what the per-message order would pair); anything else
 * is expanded to one entry per message first, and paired as before (issue 15). */
typedef struct { int tag, desc, n, dtag; long long count; } pcm_tment;
#define PCM_TM_RUNMAX (1 << 28) /* messages per run */
#define PCM_TM_KMSG 128         /* messages per batch, at most (runs: PCM_TM_K); a mismatch is seen as early as with one entry per message */
typedef struct { int first, ndesc, nent, flags; } pcm_tmhdr;

static pcm_shadow pcm_td[PCM_TM_MAXDESC]; /* this process's descriptors */
static void *pcm_td_uf[PCM_TM_MAXDESC];   /* their sites as local addresses (reports of receives) */
static int pcm_ntd;

typedef struct pcm_tch {
    MPI_Comm sc, comm;              /* the private duplicate, the program's communicator */
    int peer, wpeer;                /* the peer's rank in comm (sc), in MPI_COMM_WORLD */
    int lossy, unsure, detached;    /* entries dropped; the sender received without logging; comm freed */
    int dirty, nout, dsent, nmsg;   /* sending: in the dirty list, entries buffered, descriptors sent, messages */
    pcm_tment out[PCM_TM_K];
    pcm_shadow *rd;                 /* receiving: the sender's descriptors */
    int nrd, caprd;
    pcm_tment *sq, *rq;             /* entries sent to this process / receives logged, not matched */
    int sh, sn, scap, rh, rn, rcap; /* their heads, ends, capacities */
    int fit_s[2], fit_r[2];         /* two pairs of a sender's and a receiver's descriptor of the same signature (-1: none yet) */
} pcm_tch;

static pcm_tch **pcm_tch_tab; /* open addressing by (sc, peer) */
static size_t pcm_tch_cap;
static pcm_tch **pcm_tch_all; /* every channel, also detached ones (reports at MPI_Finalize) */
static int pcm_tch_n, pcm_tch_allcap;
static pcm_tch **pcm_tch_dirty;
static int pcm_tch_ndirty;
static pcm_tch *pcm_tch_last;
typedef struct { MPI_Comm sc, comm; int *wr; int zombie; } pcm_tsc;
static pcm_tsc *pcm_tscs; /* the duplicates channels live on (polled for batches) */
static int pcm_ntsc;
static long long pcm_tm_nrecv;

static size_t pcm_tch_slot(MPI_Comm sc, int peer) {
    uint64_t h = (PCM_H(sc) * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)(unsigned)peer * 0xC2B2AE3D27D4EB4Full);
    return (size_t)(h >> 40) & (pcm_tch_cap - 1);
}

static void pcm_tch_rehash(size_t cap) {
    free(pcm_tch_tab);
    pcm_tch_tab = calloc(cap, sizeof *pcm_tch_tab);
    pcm_tch_cap = pcm_tch_tab ? cap : 0;
    for (int i = 0; i < pcm_tch_n && pcm_tch_cap; i++) {
        pcm_tch *c = pcm_tch_all[i];
        if (c->detached) continue;
        size_t k = pcm_tch_slot(c->sc, c->peer);
        while (pcm_tch_tab[k]) k = (k + 1) & (pcm_tch_cap - 1);
        pcm_tch_tab[k] = c;
    }
}

static void pcm_tsc_add(MPI_Comm sc, MPI_Comm comm, int *wr) {
    for (int i = 0; i < pcm_ntsc; i++)
        if (pcm_tscs[i].sc == sc) return;
    pcm_tsc *n = realloc(pcm_tscs, (size_t)(pcm_ntsc + 1) * sizeof *n);
    if (!n) return;
    pcm_tscs = n;
    pcm_tscs[pcm_ntsc].sc = sc, pcm_tscs[pcm_ntsc].comm = comm, pcm_tscs[pcm_ntsc].wr = wr, pcm_tscs[pcm_ntsc].zombie = 0;
    pcm_ntsc++;
}

/* pcm_tch_get: the channel of (sc, peer), made when create (comm, wr: its communicator and the
 * world ranks of its members); NULL when none (or peer has no world rank). */
__attribute__((noinline)) static pcm_tch *pcm_tch_get_slow(MPI_Comm sc, int peer, MPI_Comm comm, const int *wr, int create);
static inline pcm_tch *pcm_tch_get(MPI_Comm sc, int peer, MPI_Comm comm, const int *wr, int create) {
    pcm_tch *c = pcm_tch_last;
    if (c && c->sc == sc && c->peer == peer && !c->detached) return c;
    return pcm_tch_get_slow(sc, peer, comm, wr, create);
}

static pcm_tch *pcm_tch_get_slow(MPI_Comm sc, int peer, MPI_Comm comm, const int *wr, int create) {
    pcm_tch *c;
    if (pcm_tch_cap) {
        for (size_t k = pcm_tch_slot(sc, peer); pcm_tch_tab[k]; k = (k + 1) & (pcm_tch_cap - 1))
            if (pcm_tch_tab[k]->sc == sc && pcm_tch_tab[k]->peer == peer) return pcm_tch_last = pcm_tch_tab[k];
    }
    if (!create) return NULL;
    int wpeer = sc == pcm_shadow_world ? peer : wr ? wr[peer] : -1;
    if (wpeer < 0 || wpeer >= pcm_tool_size) return NULL; /* the receiver could not count its batches at MPI_Finalize */
    if (pcm_tch_n == pcm_tch_allcap) {
        int cap = pcm_tch_allcap ? 2 * pcm_tch_allcap : 16;
        pcm_tch **a = realloc(pcm_tch_all, (size_t)cap * sizeof *a), **d;
        if (!a) return NULL;
        pcm_tch_all = a;
        if (!(d = realloc(pcm_tch_dirty, (size_t)cap * sizeof *d))) return NULL;
        pcm_tch_dirty = d, pcm_tch_allcap = cap;
    }
    c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->sc = sc, c->comm = comm, c->peer = peer, c->wpeer = wpeer;
    c->fit_s[0] = c->fit_r[0] = c->fit_s[1] = c->fit_r[1] = -1;
    pcm_tch_all[pcm_tch_n++] = c;
    if (2 * (size_t)pcm_tch_n > pcm_tch_cap) pcm_tch_rehash(pcm_tch_cap ? 2 * pcm_tch_cap : 64);
    else {
        size_t k = pcm_tch_slot(sc, peer);
        while (pcm_tch_tab[k]) k = (k + 1) & (pcm_tch_cap - 1);
        pcm_tch_tab[k] = c;
    }
    pcm_tsc_add(sc, comm, (int *)wr);
    return pcm_tch_last = c;
}

/* pcm_tq_push appends e to the queue q (head h, end n, capacity cap); 0 when full. */
__attribute__((noinline)) static int pcm_tq_push_slow(pcm_tment **q, int *h, int *n, int *cap, const pcm_tment *e);
static inline int pcm_tq_push(pcm_tment **q, int *h, int *n, int *cap, const pcm_tment *e) {
    if (__builtin_expect(*n < *cap, 1)) {
        (*q)[(*n)++] = *e;
        return 1;
    }
    return pcm_tq_push_slow(q, h, n, cap, e);
}

static int pcm_tq_push_slow(pcm_tment **q, int *h, int *n, int *cap, const pcm_tment *e) {
    if (*n == *cap) {
        if (*h > 0) {
            memmove(*q, *q + *h, (size_t)(*n - *h) * sizeof **q);
            *n -= *h, *h = 0;
        }
        if (*n == *cap) {
            if (*cap >= PCM_TM_QMAX) return 0;
            int nc = *cap ? 2 * *cap : 32;
            pcm_tment *b = realloc(*q, (size_t)nc * sizeof *b);
            if (!b) return 0;
            *q = b, *cap = nc;
        }
    }
    (*q)[(*n)++] = *e;
    return 1;
}

/* pcm_tq_extend: entry l (the last of its queue) takes one more message of descriptor d, count
 * and tag when it is a run of them; 0 when not. An entry consumed has PCM_TM_DONE as its
 * descriptor too (no run to extend); the caller bounds n (PCM_TM_RUNMAX). */
static inline __attribute__((always_inline)) int pcm_tq_extend(pcm_tment *l, int d, long long count, int tag) {
    if (l->desc != d || l->count != count) return 0;
    if (l->n == 1) l->dtag = tag - l->tag;
    else if (l->tag + l->n * l->dtag != tag) return 0; /* (n dtag: the distance of two tags of the run, no overflow) */
    l->n++;
    return 1;
}

/* pcm_tq_expand rewrites the entries of queue q from its head on as one entry per message;
 * 0 when they would be more than PCM_TM_QMAX. */
static int pcm_tq_expand(pcm_tment **q, int *h, int *n, int *cap) {
    long long total = 0;
    int runs = 0;
    for (int i = *h; i < *n; i++) {
        const pcm_tment *e = &(*q)[i];
        int k = e->tag == PCM_TM_DONE ? 1 : e->n;
        total += k, runs += k > 1;
    }
    if (!runs) return 1;
    if (total > PCM_TM_QMAX) return 0;
    int nc = 32;
    while (nc < total) nc *= 2;
    pcm_tment *b = malloc((size_t)nc * sizeof *b);
    if (!b) return 0;
    int m = 0;
    for (int i = *h; i < *n; i++) {
        pcm_tment e = (*q)[i];
        if (e.tag == PCM_TM_DONE || e.n == 1) {
            b[m++] = e;
            continue;
        }
        for (int j = 0; j < e.n; j++) b[m].tag = e.tag + j * e.dtag, b[m].desc = e.desc, b[m].n = 1, b[m].dtag = 0, b[m].count = e.count, m++;
    }
    free(*q);
    *q = b, *h = 0, *n = m, *cap = nc;
    return 1;
}

/* pcm_ra_inmpi: ra is in MPI or in this library (the Fortran bindings), cached. */
static int pcm_ra_inmpi(void *ra) {
    static struct { void *ra; int v; } c[64];
    unsigned i = (unsigned)((((uintptr_t)ra >> 2) * 0x9E3779B97F4A7C15ull) >> 58);
    if (ra && c[i].ra == ra) return c[i].v;
    int v = ra && pcm_mpi_module(ra);
    c[i].ra = ra, c[i].v = v;
    return v;
}

/* pcm_tm_desc: this process's descriptor of (one element of t, function id, call site ra);
 * -1 when there are too many. */
/* the last two descriptors given (a loop of sends, or of receives completed), before the hash */
/* (side 0: sends, 1: receives completed; separate, so that a loop of sends followed by a loop
 * of completions finds both) */
typedef struct { MPI_Datatype t; unsigned gen; int id, idx; void *ra; } pcm_td_last_t;
static pcm_td_last_t pcm_td_last[2][2];
__attribute__((noinline)) static int pcm_tm_desc_slow(MPI_Datatype t, int id, void *ra, pcm_td_last_t *last);
static inline int pcm_tm_desc(MPI_Datatype t, int id, void *ra, int side) {
    pcm_td_last_t *last = pcm_td_last[side];
    for (int k = 0; k < 2; k++)
        if (last[k].ra == ra && last[k].t == t && last[k].id == id && last[k].gen == pcm_sig_gen && ra)
            return last[k].idx;
    return pcm_tm_desc_slow(t, id, ra, last);
}

static int pcm_tm_desc_slow(MPI_Datatype t, int id, void *ra, pcm_td_last_t *last) {
    static struct { MPI_Datatype t; unsigned gen; int id, idx; void *site; } cache[1024];
    void *site = pcm_ra_inmpi(ra) ? pcm_user_frame(ra) : ra;
    uint64_t h = ((PCM_H(t) * 31 + (uint64_t)(uintptr_t)site) * 31 + (uint64_t)(unsigned)id) * 0x9E3779B97F4A7C15ull;
    unsigned i = (unsigned)(h >> 54);
    if (cache[i].gen == pcm_sig_gen && cache[i].t == t && cache[i].id == id && cache[i].site == site) {
        if (site == ra) { /* not through a Fortran binding, where the site is found on the stack */
            last[1] = last[0];
            last[0].t = t, last[0].gen = pcm_sig_gen, last[0].id = id, last[0].idx = cache[i].idx, last[0].ra = ra;
        }
        return cache[i].idx;
    }
    pcm_shadow d;
    memset(&d, 0, sizeof d);
    pcm_type_sig(t, &d.sig);
    d.id = id;
    pcm_site_ref(&d, site);
    int idx = -1;
    for (int k = 0; k < pcm_ntd && idx < 0; k++)
        if (!memcmp(&pcm_td[k], &d, sizeof d)) idx = k;
    if (idx < 0 && pcm_ntd < PCM_TM_MAXDESC) {
        idx = pcm_ntd++;
        pcm_td[idx] = d, pcm_td_uf[idx] = site;
    }
    cache[i].t = t, cache[i].gen = pcm_sig_gen, cache[i].id = id, cache[i].site = site, cache[i].idx = idx;
    if (site == ra) last[1] = last[0], last[0].t = t, last[0].gen = pcm_sig_gen, last[0].id = id, last[0].idx = idx, last[0].ra = ra;
    return idx;
}

/* pcm_tm_chan: the channel of (comm, peer) and the descriptor of (one element of t, function
 * id, call site ra) for a send (side 0) or a receive logged (side 1); NULL when not compared.
 * The last two of each side are remembered by (comm, peer, t, ra, id): the next message of a
 * loop finds both with a few compares (two: a loop and the call after it, in turn); forgotten
 * when a datatype or a communicator is freed (pcm_obj_free) and when a channel is detached. */
typedef struct { void *ra; MPI_Comm comm; MPI_Datatype t; int peer, id; pcm_tch *c; int d; } pcm_tm_key_t;
#define PCM_TM_NORA ((void *)1) /* no call site: nothing remembered */
static pcm_tm_key_t pcm_tm_lk[2][2] = {{{.ra = PCM_TM_NORA}, {.ra = PCM_TM_NORA}}, {{.ra = PCM_TM_NORA}, {.ra = PCM_TM_NORA}}};
/* pcm_so: the open send run — the last entry of a channel's buffer while it is a run of at
 * least two messages (its tag step known), with what its next message is: the same call site,
 * function, communicator, destination, datatype and count, and the tag `next`. The next send of
 * a loop is then one compare per field and an increment (pcm_shadow_send_at), where the
 * remembered channel, the descriptor and the run's extension took ~40 instructions (issue 15).
 * Forgotten (l = NULL) when the buffer is sent (pcm_tm_flush) and with the remembered channels
 * (pcm_tm_lk_clear: a datatype or communicator freed, a channel detached). */
static struct {
    pcm_tment *l;
    pcm_tch *c;
    void *ra;
    MPI_Comm comm;
    MPI_Datatype t;
    long long count;
    long long next;
    int peer, id;
} pcm_so;

static void pcm_tm_lk_clear(void) {
    /* the deferred entries of runs of sends first (they hold a channel); a run opened again
     * finds its channel anew */
    pcm_dsh_log_if();
    pcm_dro_site = PCM_DRO_NONE, pcm_dsh_gen++;
    pcm_tm_lk[0][0].ra = pcm_tm_lk[0][1].ra = pcm_tm_lk[1][0].ra = pcm_tm_lk[1][1].ra = PCM_TM_NORA;
    pcm_so.l = NULL;
}
__attribute__((noinline)) static pcm_tch *pcm_tm_chan_slow(MPI_Comm comm, int peer, MPI_Datatype t, int id, void *ra, int side, int *d);
static inline __attribute__((always_inline)) pcm_tch *pcm_tm_chan(MPI_Comm comm, int peer, MPI_Datatype t, int id, void *ra, int side, int *d) {
    const pcm_tm_key_t *k = pcm_tm_lk[side];
    if (k[0].ra == ra && k[0].comm == comm && k[0].peer == peer && k[0].t == t && k[0].id == id) return *d = k[0].d, k[0].c;
    if (k[1].ra == ra && k[1].comm == comm && k[1].peer == peer && k[1].t == t && k[1].id == id) return *d = k[1].d, k[1].c;
    return pcm_tm_chan_slow(comm, peer, t, id, ra, side, d);
}

static pcm_tch *pcm_tm_chan_slow(MPI_Comm comm, int peer, MPI_Datatype t, int id, void *ra, int side, int *d) {
    int *wr = NULL;
    MPI_Comm sc = comm == MPI_COMM_WORLD ? pcm_shadow_world : pcm_shadow_comm(comm, &wr);
    if (sc == MPI_COMM_NULL) return NULL;
    pcm_tch *c = pcm_tch_get(sc, peer, comm, wr, 1);
    if (!c) return NULL;
    *d = pcm_tm_desc(t, id, ra, side);
    const pcm_td_last_t *l = pcm_td_last[side];
    for (int j = 0; j < 2; j++)
        if (ra && l[j].ra == ra && l[j].t == t && l[j].id == id && l[j].gen == pcm_sig_gen && l[j].idx == *d) {
            /* (the descriptor of a call through a Fortran binding, whose site is on the stack, is not remembered) */
            pcm_tm_key_t *k = &pcm_tm_lk[side][0];
            pcm_tm_lk[side][1] = *k;
            k->comm = comm, k->t = t, k->ra = ra, k->c = c, k->peer = peer, k->id = id, k->d = *d;
            break;
        }
    return c;
}

/* pcm_tm_lk_has: the channel and descriptor of a send of (comm, peer, t, id, ra) are
 * remembered (the descriptor is the call site's own) */
static int pcm_tm_lk_has(MPI_Comm comm, int peer, MPI_Datatype t, int id, void *ra) {
    for (int j = 0; j < 2; j++) {
        const pcm_tm_key_t *k = &pcm_tm_lk[0][j];
        if (k->ra == ra && k->comm == comm && k->peer == peer && k->t == t && k->id == id) return 1;
    }
    return 0;
}

/* batches being sent: a pool of buffers and their requests */
static void **pcm_sh_buf;
static size_t *pcm_sh_bcap;
static MPI_Request *pcm_sh_req;
static int pcm_sh_cap, pcm_sh_next;

static void *pcm_sh_slot(size_t sz, MPI_Request **req) {
    int i = -1;
    for (int k = 0; k < pcm_sh_cap && i < 0; k++) {
        int j = (pcm_sh_next + k) % pcm_sh_cap, done = 1;
        if (pcm_sh_req[j] != MPI_REQUEST_NULL) PMPI_Test(&pcm_sh_req[j], &done, MPI_STATUS_IGNORE);
        if (done) i = j;
    }
    if (i < 0) { /* all in flight: a larger pool (the buffers do not move) */
        int cap = pcm_sh_cap ? 2 * pcm_sh_cap : 16;
        void **b = realloc(pcm_sh_buf, (size_t)cap * sizeof *b);
        if (!b) return NULL;
        pcm_sh_buf = b;
        size_t *bc = realloc(pcm_sh_bcap, (size_t)cap * sizeof *bc);
        if (!bc) return NULL;
        pcm_sh_bcap = bc;
        MPI_Request *r = realloc(pcm_sh_req, (size_t)cap * sizeof *r);
        if (!r) return NULL;
        pcm_sh_req = r;
        for (int k = pcm_sh_cap; k < cap; k++) pcm_sh_req[k] = MPI_REQUEST_NULL, pcm_sh_buf[k] = NULL, pcm_sh_bcap[k] = 0;
        i = pcm_sh_cap, pcm_sh_cap = cap;
    }
    if (pcm_sh_bcap[i] < sz) {
        void *b = realloc(pcm_sh_buf[i], sz);
        if (!b) return NULL;
        pcm_sh_buf[i] = b, pcm_sh_bcap[i] = sz;
    }
    pcm_sh_next = (i + 1) % pcm_sh_cap;
    *req = &pcm_sh_req[i];
    return pcm_sh_buf[i];
}

/* pcm_tm_flush sends channel c's buffered entries (and the descriptors it has not sent yet). */
static void pcm_tm_flush(pcm_tch *c) {
    pcm_so.l = NULL;
    if (!c->nout || c->detached) { c->nout = c->nmsg = 0; return; }
    int nd = pcm_ntd - c->dsent;
    size_t sz = sizeof(pcm_tmhdr) + (size_t)nd * sizeof(pcm_shadow) + (size_t)c->nout * sizeof(pcm_tment);
    MPI_Request *r;
    char *b = pcm_sh_slot(sz, &r);
    if (!b) { c->nout = c->nmsg = 0; return; }
    pcm_tmhdr h = {c->dsent, nd, c->nout, pcm_tm_unsure};
    memcpy(b, &h, sizeof h);
    memcpy(b + sizeof h, &pcm_td[c->dsent], (size_t)nd * sizeof(pcm_shadow));
    memcpy(b + sizeof h + (size_t)nd * sizeof(pcm_shadow), c->out, (size_t)c->nout * sizeof(pcm_tment));
    pcm_sh_sent[c->wpeer]++;
    PMPI_Isend(b, (int)sz, MPI_BYTE, c->peer, PCM_TM_TAG, c->sc, r);
    c->dsent = pcm_ntd, c->nout = c->nmsg = 0;
}

/* pcm_tm_flush_all: about to block, or finishing: every channel's buffer is sent. */
static void pcm_tm_flush_all(void) {
    pcm_dsh_log_if(); /* the deferred entries of runs of sends go with them */
    for (int i = 0; i < pcm_tch_ndirty; i++) pcm_tch_dirty[i]->dirty = 0, pcm_tm_flush(pcm_tch_dirty[i]);
    pcm_tch_ndirty = 0;
}

/* pcm_shadow_send_at: a message of count x t is about to be sent to dest with tag on comm, by
 * function id called at return address ra. */
static inline __attribute__((always_inline)) void pcm_shadow_send_at(long long count, MPI_Datatype t, int dest, int tag, MPI_Comm comm, int id, void *ra) {
    pcm_dsh_log_if(); /* the sends called before this one, whose entries are deferred, first: the order of each channel */
    pcm_tch *c;
    pcm_tment *l = pcm_so.l;
    if (l && tag == pcm_so.next && ra == pcm_so.ra && dest == pcm_so.peer && comm == pcm_so.comm && t == pcm_so.t &&
        count == pcm_so.count && id == pcm_so.id) { /* the next message of the open run (its tag is valid: see below) */
        long long next = (long long)tag + l->dtag;
        c = pcm_so.c;
        l->n++;
        pcm_so.next = next;
        /* a next tag outside [0, MPI_TAG_UB] is never taken by the open run (it is not logged) */
        if ((unsigned long long)next > (unsigned long long)pcm_tag_ub) pcm_so.l = NULL;
    } else {
        if (!pcm_tm || dest == MPI_PROC_NULL || dest < 0 || tag < 0 || tag > pcm_tag_ub || t == MPI_DATATYPE_NULL) return;
        int d;
        c = pcm_tm_chan(comm, dest, t, id, ra, 0, &d);
        if (!c) return;
        pcm_so.l = NULL; /* (this send may extend the open run another way: a datatype of the same signature) */
        if (!c->nout || !pcm_tq_extend(&c->out[c->nout - 1], d, count, tag)) { /* (n <= PCM_TM_KMSG) */
            pcm_tment e = {tag, d, 1, 0, count};
            c->out[c->nout++] = e;
            if (!c->dirty) c->dirty = 1, pcm_tch_dirty[pcm_tch_ndirty++] = c;
            if (c->nout == PCM_TM_K) {
                pcm_tm_flush(c);
                return;
            }
        } else if (pcm_tm_lk_has(comm, dest, t, id, ra)) { /* a run of two or more: open (not through a Fortran binding,
                                                               * whose call sites share one return address) */
            l = &c->out[c->nout - 1];
            pcm_so.l = l, pcm_so.c = c, pcm_so.ra = ra, pcm_so.comm = comm, pcm_so.t = t, pcm_so.count = count;
            pcm_so.peer = dest, pcm_so.id = id, pcm_so.next = (long long)tag + l->dtag;
            if ((unsigned long long)pcm_so.next > (unsigned long long)pcm_tag_ub) pcm_so.l = NULL; /* (as above) */
        }
    }
    if (++c->nmsg == PCM_TM_KMSG) pcm_tm_flush(c);
}

void pcm_shadow_send(long long count, MPI_Datatype t, int dest, int tag, MPI_Comm comm) {
    pcm_shadow_send_at(count, t, dest, tag, comm, pcm_cur_id, pcm_cur_ra);
}

/* pcm_tm_defer_send: a send of count x t to dest (a rank of comm) with tag by function id at ra
 * may have its entry deferred (a record's run, pcm_dre_open): then *c and *d are its channel
 * and descriptor, found now, where the call's site is (*c NULL: type matching does not compare
 * it, as pcm_shadow_send_at would not); 0 when it must be logged at once: a call through a
 * Fortran binding (its site is found on the stack, and all its calls share one return
 * address), or what pcm_shadow_send_at would not log (a tag outside [0, MPI_TAG_UB], no datatype). */
static int pcm_tm_defer_send(MPI_Comm comm, int dest, MPI_Datatype t, int tag, int id, void *ra, pcm_tch **c, int *d) {
    if (tag < 0 || tag > pcm_tag_ub || t == MPI_DATATYPE_NULL || pcm_ra_inmpi(ra)) return 0;
    *c = pcm_tm_chan(comm, dest, t, id, ra, 0, d);
    return 1;
}

/* pcm_shadow_send_run: n messages of count x descriptor d sent on channel c with tags tag,
 * tag + dtag, ..., tag + (n-1) dtag (a run of records, pcm_dsh_log): the entries
 * pcm_shadow_send_at would append for them one by one (the same messages, up to how runs are
 * cut, which pairing does not see), batches still leaving after PCM_TM_KMSG messages. */
static void pcm_shadow_send_run(pcm_tch *c, int d, long long count, int tag, int dtag, int n) {
    pcm_so.l = NULL; /* (the last entry changes) */
    if (n == 1) dtag = 0;
    while (n > 0) {
        int k = PCM_TM_KMSG - c->nmsg;
        if (k > n) k = n;
        if (k <= 0) k = 1; /* (cannot happen: a batch leaves at PCM_TM_KMSG) */
        pcm_tment *l = c->nout ? &c->out[c->nout - 1] : NULL;
        /* the k messages extend the last entry when each would (pcm_tq_extend) */
        if (l && l->desc == d && l->count == count &&
            (l->n == 1 ? (k == 1 || tag - l->tag == dtag) : ((long long)l->tag + (long long)l->n * l->dtag == tag && (k == 1 || dtag == l->dtag)))) {
            if (l->n == 1) l->dtag = tag - l->tag;
            l->n += k;
        } else {
            pcm_tment e = {tag, d, k, k > 1 ? dtag : 0, count};
            c->out[c->nout++] = e;
            if (!c->dirty) c->dirty = 1, pcm_tch_dirty[pcm_tch_ndirty++] = c;
        }
        c->nmsg += k;
        if (c->nout == PCM_TM_K || c->nmsg >= PCM_TM_KMSG) pcm_tm_flush(c);
        tag += k * dtag, n -= k;
    }
}

static void pcm_shadow_mismatch(const pcm_tsig *rs, const pcm_shadow *m, int wsrc, MPI_Comm comm) {
    char a[256], b[256], site[1100], c[1300];
    pcm_depth++;
    pcm_remote_site(m, site, sizeof site);
    pcm_depth--;
    pcm_sig_str(rs, a, sizeof a);
    pcm_sig_str(&m->sig, b, sizeof b);
    pcm_comm_label(comm, c, sizeof c);
    PCM_ERROR("p2p-mismatch",
              "the message received from rank %d on %s was sent by %s (%s) as %s, but this receive expects %s: the type "
              "signatures differ (MPI 4.0 §3.3.1)",
              wsrc, c, m->id >= 0 ? pcm_fname[m->id] : "?", site, b, a);
}

/* pcm_tm_fits: the message of sent entry s may be what receive r got (its signature is a prefix
 * of the receive's, or longer: truncation is MPI's own error). */
__attribute__((noinline)) static int pcm_tm_fits_slow(const pcm_tch *c, const pcm_tment *s, const pcm_tment *r) {
    const pcm_tsig *ss = &c->rd[s->desc].sig, *rs = &pcm_td[r->desc].sig;
    if (!memcmp(ss, rs, sizeof *ss)) {
        pcm_tch *w = (pcm_tch *)c; /* the same signature: remembered (the last two pairs) */
        w->fit_s[1] = w->fit_s[0], w->fit_r[1] = w->fit_r[0], w->fit_s[0] = s->desc, w->fit_r[0] = r->desc;
        return 1;
    }
    pcm_tsig a, b;
    memset(&a, 0, sizeof a), memset(&b, 0, sizeof b);
    pcm_sig_append(&a, ss, s->count);
    pcm_sig_append(&b, rs, r->count);
    return pcm_sig_prefix(&a, &b);
}

static inline int pcm_tm_fits(const pcm_tch *c, const pcm_tment *s, const pcm_tment *r) {
    if (s->desc < 0 || r->desc < 0 || s->desc >= c->nrd) return 1;
    if ((s->desc == c->fit_s[0] && r->desc == c->fit_r[0]) || (s->desc == c->fit_s[1] && r->desc == c->fit_r[1])) return 1;
    return pcm_tm_fits_slow(c, s, r);
}

/* pcm_tch_decidable: the entries of tag on channel c cover every receive of that tag logged
 * and every active receive request that may still match one of its messages. */
static int pcm_tch_decidable(const pcm_tch *c, int tag) {
    int ns = 0, nr = 0;
    for (int j = c->sh; j < c->sn; j++) ns += c->sq[j].tag == tag;
    for (int j = c->rh; j < c->rn; j++) nr += c->rq[j].tag == tag;
    if (ns < nr) return 0;
    int active = 0;
    PCM_LOCK();
    pcm_dre_flush_if();
    for (size_t i = 0; i < PCM_RDIR + pcm_reqs.cap; i++) {
        const pcm_ent *e = i < PCM_RDIR ? &pcm_rdir[i] : &pcm_reqs.e[i - PCM_RDIR];
        if (e->used && e->active && e->recv && e->comm == c->comm && (e->peer == c->peer || e->peer == MPI_ANY_SOURCE) &&
            (!e->hassig || e->mtag == tag || e->mtag == MPI_ANY_TAG))
            active++;
    }
    PCM_UNLOCK();
    return ns >= nr + active;
}

static void pcm_tm_report(const pcm_tch *c, const pcm_tment *s, const pcm_tment *r) {
    pcm_shadow m;
    pcm_tsig rs;
    memset(&m, 0, sizeof m), memset(&rs, 0, sizeof rs);
    m.id = -1, m.off = -1;
    if (s->desc >= 0 && s->desc < c->nrd) m = c->rd[s->desc];
    memset(&m.sig, 0, sizeof m.sig);
    if (s->desc >= 0 && s->desc < c->nrd) pcm_sig_append(&m.sig, &c->rd[s->desc].sig, s->count);
    pcm_sig_append(&rs, &pcm_td[r->desc].sig, r->count);
    void *osite = pcm_at_site;
    int oid = pcm_at_id;
    pcm_at_site = pcm_td_uf[r->desc], pcm_at_id = pcm_td[r->desc].id;
    pcm_shadow_mismatch(&rs, &m, c->wpeer, c->comm);
    pcm_at_site = osite, pcm_at_id = oid;
}

/* pcm_tch_match pairs channel c's receives with the entries sent; final: every entry has
 * arrived (MPI_Finalize), so a receive no entry fits is a mismatch. */
static void pcm_tch_match(pcm_tch *c, int final) {
    /* in order (the common case): the first receive left takes the first entry left when they
     * have the same tag (the first entry of its tag: what the loop below would choose) and fit */
    /* runs: the heads of two runs pair min(n) messages at once while their tags step alike */
    int rh = c->rh, sh = c->sh;
    const int rn = c->rn, sn = c->sn;
    while (rh < rn && sh < sn) {
        pcm_tment *r = &c->rq[rh], *s = &c->sq[sh];
        if (r->tag == PCM_TM_DONE) rh++;
        else if (s->tag == PCM_TM_DONE) sh++;
        else if (s->tag == r->tag && pcm_tm_fits(c, s, r)) {
            int m = r->n < s->n ? r->n : s->n;
            if (m > 1 && r->dtag != s->dtag) m = 1; /* the next tags differ */
            if ((r->n -= m) == 0) rh++;
            else r->tag += m * r->dtag;
            if ((s->n -= m) == 0) sh++;
            else s->tag += m * s->dtag;
        } else break;
    }
    c->rh = rh, c->sh = sh;
    if (c->rh == c->rn && !final) {
        if (c->sh == c->sn) c->sh = c->sn = 0;
        c->rh = c->rn = 0;
        return;
    }
    /* receives left and no entry: they wait for their batch (the usual case between batches:
     * the sender's entries lag its messages by up to a batch); the scan below would find no
     * entry for any of them and decide nothing, after expanding their runs */
    if (c->sh == c->sn && !final) {
        c->sh = c->sn = 0;
        return;
    }
    /* the general scan (and the report of what is left at MPI_Finalize) sees one entry per message */
    if (!pcm_tq_expand(&c->rq, &c->rh, &c->rn, &c->rcap) || !pcm_tq_expand(&c->sq, &c->sh, &c->sn, &c->scap)) {
        c->lossy = 1, c->rh = c->rn = c->sh = c->sn = 0;
        return;
    }
    for (int i = c->rh; i < c->rn; i++) {
        pcm_tment *r = &c->rq[i];
        if (r->tag == PCM_TM_DONE) continue;
        int first = -1, hit = -1;
        for (int j = c->sh; j < c->sn && hit < 0; j++) {
            if (c->sq[j].tag != r->tag) continue;
            if (first < 0) first = j;
            if (pcm_tm_fits(c, &c->sq[j], r)) hit = j;
        }
        if (hit >= 0) {
            c->sq[hit].tag = r->tag = r->desc = PCM_TM_DONE;
            /* the heads move past what is consumed (in order, the common case: no rescan) */
            while (c->sh < c->sn && c->sq[c->sh].tag == PCM_TM_DONE) c->sh++;
            if (i == c->rh) c->rh++;
            continue;
        }
        /* its entry has not arrived, or another receive may have taken it */
        if (first < 0 || c->lossy || (!final && (c->unsure || pcm_tm_unsure || !pcm_tch_decidable(c, r->tag)))) continue;
        pcm_tment s = c->sq[first], rr = *r;
        c->sq[first].tag = r->tag = r->desc = PCM_TM_DONE;
        pcm_tm_report(c, &s, &rr);
    }
    while (c->rh < c->rn && c->rq[c->rh].tag == PCM_TM_DONE) c->rh++;
    while (c->sh < c->sn && c->sq[c->sh].tag == PCM_TM_DONE) c->sh++;
    if (c->rh == c->rn) c->rh = c->rn = 0;
    if (c->sh == c->sn) c->sh = c->sn = 0;
}

/* pcm_tm_batch: a batch from src arrived on sc (communicator comm, world ranks wr). */
static void pcm_tm_batch(MPI_Comm sc, MPI_Comm comm, const int *wr, int src, const char *b, int n) {
    pcm_tmhdr h;
    if (n < (int)sizeof h) return;
    memcpy(&h, b, sizeof h);
    pcm_tch *c = pcm_tch_get(sc, src, comm, wr, 1);
    if (!c || h.ndesc < 0 || h.nent < 0 ||
        (size_t)n != sizeof h + (size_t)h.ndesc * sizeof(pcm_shadow) + (size_t)h.nent * sizeof(pcm_tment))
        return;
    if (h.flags) c->unsure = 1;
    if (h.ndesc) {
        if (h.first != c->nrd) c->lossy = 1;
        else {
            if (c->nrd + h.ndesc > c->caprd) {
                int cap = c->nrd + h.ndesc + 8;
                pcm_shadow *d = realloc(c->rd, (size_t)cap * sizeof *d);
                if (!d) { c->lossy = 1; return; }
                c->rd = d, c->caprd = cap;
            }
            memcpy(c->rd + c->nrd, b + sizeof h, (size_t)h.ndesc * sizeof(pcm_shadow));
            c->nrd += h.ndesc;
        }
    }
    const pcm_tment *e = (const pcm_tment *)(b + sizeof h + (size_t)h.ndesc * sizeof(pcm_shadow));
    for (int i = 0; i < h.nent; i++) {
        pcm_tment x;
        memcpy(&x, &e[i], sizeof x);
        if (x.n < 1 || x.n > PCM_TM_RUNMAX) { c->lossy = 1; continue; }
        if (!pcm_tq_push(&c->sq, &c->sh, &c->sn, &c->scap, &x)) c->lossy = 1;
    }
    if (c->rn > c->rh) pcm_tch_match(c, 0);
}

/* pcm_tm_poll_sc receives the batches that arrived on sc. */
static void pcm_tm_poll_sc(MPI_Comm sc, MPI_Comm comm, const int *wr) {
    static char *buf;
    static int cap;
    for (;;) {
        int flag = 0, n = 0;
        MPI_Status st;
        if (PMPI_Iprobe(MPI_ANY_SOURCE, PCM_TM_TAG, sc, &flag, &st) != MPI_SUCCESS || !flag) return;
        PMPI_Get_count(&st, MPI_BYTE, &n);
        if (n > cap) {
            char *b = realloc(buf, (size_t)n);
            if (!b) return;
            buf = b, cap = n;
        }
        if (PMPI_Recv(buf, n, MPI_BYTE, st.MPI_SOURCE, PCM_TM_TAG, sc, MPI_STATUS_IGNORE) != MPI_SUCCESS) return;
        pcm_sh_got++;
        pcm_tm_batch(sc, comm, wr, st.MPI_SOURCE, buf, n);
    }
}

static void pcm_tm_poll(void) {
    for (int i = 0; i < pcm_ntsc; i++) pcm_tm_poll_sc(pcm_tscs[i].sc, pcm_tscs[i].comm, pcm_tscs[i].wr);
}

/* pcm_shadow_recv_at: a receive of count x t on comm completed with a message from src (a rank
 * of comm, not MPI_PROC_NULL) with tag: logged. */
static inline __attribute__((always_inline)) void pcm_shadow_recv_at(long long count, MPI_Datatype t, MPI_Comm comm, int src, int tag) {
    if (t == MPI_DATATYPE_NULL) return;
    int d;
    pcm_tch *c = pcm_tm_chan(comm, src, t, pcm_cur_id, pcm_cur_ra, 1, &d);
    if (!c || d < 0) return; /* (d < 0: not compared) */
    if (c->rn == c->rh || c->rq[c->rn - 1].n >= PCM_TM_RUNMAX || !pcm_tq_extend(&c->rq[c->rn - 1], d, count, tag)) {
        pcm_tment e = {tag, d, 1, 0, count};
        if (!pcm_tq_push(&c->rq, &c->rh, &c->rn, &c->rcap, &e)) c->lossy = 1;
    }
    if (c->sn > c->sh) pcm_tch_match(c, 0);
    if ((++pcm_tm_nrecv & (PCM_TM_K - 1)) == 0) pcm_tm_poll();
}

/* pcm_shadow_recv_run: n receives of count x t on comm completed with messages from src (a
 * rank of comm) with tags tag, tag + dtag, ..., tag + (n-1) dtag, by the current call: logged
 * as pcm_shadow_recv_at would log them one by one (the same entries, up to how runs are cut,
 * which pairing does not see), with one channel lookup, one pairing and one poll test. */
static void pcm_shadow_recv_run(long long count, MPI_Datatype t, MPI_Comm comm, int src, int tag, int dtag, int n) {
    if (t == MPI_DATATYPE_NULL) return;
    if (n == 1) dtag = 0;
    int d;
    pcm_tch *c = pcm_tm_chan(comm, src, t, pcm_cur_id, pcm_cur_ra, 1, &d);
    if (!c || d < 0) return;
    pcm_tment *l = c->rn > c->rh ? &c->rq[c->rn - 1] : NULL;
    /* the whole run extends the last entry when each of its messages would (pcm_tq_extend) */
    if (l && l->desc == d && l->count == count && l->n <= PCM_TM_RUNMAX - n &&
        (l->n == 1 ? (n == 1 || tag - l->tag == dtag) : ((long long)l->tag + (long long)l->n * l->dtag == tag && (n == 1 || dtag == l->dtag)))) {
        if (l->n == 1) l->dtag = tag - l->tag;
        l->n += n;
    } else {
        pcm_tment e = {tag, d, n, dtag, count};
        if (!pcm_tq_push(&c->rq, &c->rh, &c->rn, &c->rcap, &e)) c->lossy = 1;
    }
    if (c->sn > c->sh) pcm_tch_match(c, 0);
    long long before = pcm_tm_nrecv;
    pcm_tm_nrecv += n;
    if ((before / PCM_TM_K) != (pcm_tm_nrecv / PCM_TM_K)) pcm_tm_poll();
}

/* pcm_shadow_recv: a receive of count x t on comm completed with status st: logged. */
void pcm_shadow_recv(long long count, MPI_Datatype t, MPI_Comm comm, const MPI_Status *st) {
    if (!pcm_tm || !st || st == MPI_STATUS_IGNORE || st->MPI_SOURCE == MPI_PROC_NULL || st->MPI_SOURCE < 0) return;
    int cancelled = 0;
    if (pcm_tm_unsure) PMPI_Test_cancelled(st, &cancelled); /* MPI_Cancel sets pcm_tm_unsure */
    if (cancelled) return;
    pcm_shadow_recv_at(count, t, comm, st->MPI_SOURCE, st->MPI_TAG);
}

/* pcm_shadow_recv_from: a blocking receive of count x t on comm from src with tag completed with
 * status st: logged; without a wildcard (src and tag valid), the message's source and tag are
 * src and tag, and st may be MPI_STATUS_IGNORE (the wrappers ask MPI for no status then). */
void pcm_shadow_recv_from(long long count, MPI_Datatype t, MPI_Comm comm, int src, int tag, const MPI_Status *st) {
    if (src >= 0 && tag >= 0) {
        if (pcm_tm) pcm_shadow_recv_at(count, t, comm, src, tag);
        return;
    }
    pcm_shadow_recv(count, t, comm, st);
}

static void pcm_shadow_recv_req(const pcm_ent *e, const MPI_Status *st) { pcm_shadow_recv(e->mcount, e->mtype, e->comm, st); }

/* pcm_shadow_recv_own: receive request e (not a wildcard) completed without its status: logged
 * with its own source and tag */
static inline __attribute__((always_inline)) void pcm_shadow_recv_own(const pcm_ent *e) {
    if (pcm_tm && e->peer >= 0) pcm_shadow_recv_at(e->mcount, e->mtype, e->comm, e->peer, e->mtag);
}

static void pcm_tch_detach(pcm_tch *c) {
    c->detached = 1, c->sc = MPI_COMM_NULL;
    if (pcm_tch_last == c) pcm_tch_last = NULL;
    pcm_tm_lk_clear();
}

/* pcm_tm_comm_freeing: the duplicate d of a communicator is about to be freed. The entries
 * buffered for it are sent; the channels whose receives all found their entry are detached (what
 * arrives later is messages never received). Returns 1 when d must outlive the communicator
 * (receives still wait for their entries: d stays polled and is freed at MPI_Finalize; it then
 * owns wr). */
static void pcm_tm_comm_freeing_flush(MPI_Comm d) {
    for (int i = 0; i < pcm_tch_ndirty;) {
        pcm_tch *c = pcm_tch_dirty[i];
        if (c->sc == d) {
            c->dirty = 0;
            pcm_tm_flush(c);
            pcm_tch_dirty[i] = pcm_tch_dirty[--pcm_tch_ndirty];
        } else i++;
    }
}

static int pcm_tm_comm_freeing(MPI_Comm d, int *wr) {
    if (!pcm_tm) return 0;
    pcm_dsh_log_if(); /* (deferred entries of sends on it) */
    pcm_tm_comm_freeing_flush(d);
    int k = -1, waiting = 0;
    for (int i = 0; i < pcm_ntsc; i++)
        if (pcm_tscs[i].sc == d) k = i;
    if (k < 0) return 0;
    pcm_tm_poll_sc(d, pcm_tscs[k].comm, wr);
    for (int i = 0; i < pcm_tch_n; i++) {
        pcm_tch *c = pcm_tch_all[i];
        if (c->sc != d || c->detached) continue;
        pcm_tch_match(c, 0);
        waiting |= c->rn > c->rh && !c->lossy;
    }
    int zombies = 0;
    for (int i = 0; i < pcm_ntsc; i++) zombies += pcm_tscs[i].zombie;
    if (waiting && zombies < 64) {
        pcm_tscs[k].zombie = 1, pcm_tscs[k].wr = wr;
        return 1;
    }
    for (int i = 0; i < pcm_tch_n; i++)
        if (pcm_tch_all[i]->sc == d && !pcm_tch_all[i]->detached) pcm_tch_detach(pcm_tch_all[i]);
    pcm_tscs[k] = pcm_tscs[--pcm_ntsc];
    pcm_tch_rehash(pcm_tch_cap ? pcm_tch_cap : 64);
    return 0;
}

/* pcm_tm_finalize: every process is in MPI_Finalize (after the comparison on MPI_COMM_WORLD):
 * each sends what it has buffered and receives every batch still on its way to it (counted with
 * MPI_Reduce_scatter of the batches each process sent to each other), then pairs what is left: a
 * receive no entry fits is a mismatch; an entry no receive took is a message the program never
 * received (a warning), unless some receive does not log (matched probes, MPI_Isendrecv,
 * cancelled or freed receives). */
static void pcm_tm_finalize(void) {
    if (!pcm_sh_sent) return; /* set up on every process or on none: the collective below is safe */
    if (pcm_tm) pcm_tm_flush_all();
    pcm_tm = 0;
    for (int k = 0; k < PCM_DRE_MAX; k++) pcm_drun[k].sc = NULL; /* (the channels are freed below; their entries were sent) */
    pcm_dsh = 0;
    long long expect = pcm_sh_got;
    int *ones = malloc((size_t)pcm_tool_size * sizeof *ones);
    if (ones) {
        for (int i = 0; i < pcm_tool_size; i++) ones[i] = 1;
        if (PMPI_Reduce_scatter(pcm_sh_sent, &expect, ones, MPI_LONG_LONG, MPI_SUM, pcm_tool) != MPI_SUCCESS) expect = pcm_sh_got;
        free(ones);
    }
    double t0 = pcm_now();
    while (expect - pcm_sh_got > 0 && pcm_now() - t0 < 2.0) {
        pcm_tm_poll_sc(pcm_shadow_world, MPI_COMM_WORLD, NULL);
        for (int i = 0; i < pcm_ntsc; i++)
            if (pcm_tscs[i].zombie) pcm_tm_poll_sc(pcm_tscs[i].sc, pcm_tscs[i].comm, pcm_tscs[i].wr);
        size_t n = pcm_objs.cap;
        for (size_t i = 0; i < n && expect - pcm_sh_got > 0; i++) {
            pcm_ent *e = &pcm_objs.e[i];
            if (e->used && e->kind == PCM_COMM && (e->hasdup || e->hasinter)) {
                MPI_Comm comm;
                memcpy(&comm, &e->h, sizeof comm);
                pcm_tm_poll_sc(e->dup, comm, e->wr);
            }
        }
        if (expect - pcm_sh_got > 0) {
            struct timespec ts = {0, 100 * 1000};
            nanosleep(&ts, NULL);
        }
    }
    for (int i = 0; i < pcm_tch_n; i++) pcm_tch_match(pcm_tch_all[i], 1);
    for (int i = 0; i < pcm_sh_cap; i++)
        if (pcm_sh_req[i] != MPI_REQUEST_NULL) PMPI_Request_free(&pcm_sh_req[i]);
    int shown = 0;
    for (int i = 0; i < pcm_tch_n; i++) {
        pcm_tch *c = pcm_tch_all[i];
        for (int j = c->sh; j < c->sn; j++) {
            const pcm_tment *s = &c->sq[j];
            if (s->tag == PCM_TM_DONE || pcm_tm_unsure || c->unsure || c->lossy || !pcm_leaks || shown++ >= 10) continue;
            char site[1100] = "?", t[32];
            pcm_tsig sig;
            memset(&sig, 0, sizeof sig);
            int id = -1;
            if (s->desc >= 0 && s->desc < c->nrd) {
                pcm_depth++;
                pcm_remote_site(&c->rd[s->desc], site, sizeof site);
                pcm_depth--;
                pcm_sig_append(&sig, &c->rd[s->desc].sig, s->count);
                id = c->rd[s->desc].id;
            }
            pcm_tagstr(t, sizeof t, s->tag);
            fprintf(stderr, "DYNAMIC-CHECK unreceived-message: rank %d: %s (%s): the message sent to rank %d with tag %s (%s) is never "
                    "received before MPI_Finalize\n", c->wpeer, id >= 0 ? pcm_fname[id] : "?", site, pcm_rank, t,
                    pcm_sig_str_tmp(&sig));
        }
        free(c->rd), free(c->sq), free(c->rq), free(c);
    }
    free(pcm_tch_all), free(pcm_tch_tab), free(pcm_tch_dirty);
    pcm_tch_all = pcm_tch_tab = pcm_tch_dirty = NULL, pcm_tch_last = NULL;
    pcm_tm_lk_clear();
    pcm_tch_n = pcm_tch_allcap = pcm_tch_ndirty = 0, pcm_tch_cap = 0;
    for (int i = 0; i < pcm_ntsc; i++)
        if (pcm_tscs[i].zombie) {
            free(pcm_tscs[i].wr);
            PMPI_Comm_free(&pcm_tscs[i].sc);
        }
    free(pcm_tscs);
    pcm_tscs = NULL, pcm_ntsc = 0;
    fflush(stderr);
}

/* Matched probes (MPI_Mprobe, MPI_Improbe): the communicator of each message handle returned,
 * until MPI_Mrecv receives it (and logs its receive on that communicator). At most 64 at a
 * time; beyond, or for a message MPI_Mrecv does not find, the comparison becomes unsure. */
static struct { MPI_Message m; MPI_Comm c; } pcm_msgs[64];
static int pcm_nmsgs;

void pcm_msg_probed(MPI_Message m, MPI_Comm c) {
    if (m == MPI_MESSAGE_NULL || m == MPI_MESSAGE_NO_PROC) return;
    if (pcm_nmsgs == 64) {
        pcm_tm_unsure = 1;
        return;
    }
    pcm_msgs[pcm_nmsgs].m = m, pcm_msgs[pcm_nmsgs].c = c, pcm_nmsgs++;
}

MPI_Comm pcm_msg_comm(MPI_Message m) {
    if (m == MPI_MESSAGE_NULL || m == MPI_MESSAGE_NO_PROC) return MPI_COMM_NULL;
    for (int i = 0; i < pcm_nmsgs; i++)
        if (pcm_msgs[i].m == m) {
            MPI_Comm c = pcm_msgs[i].c;
            pcm_msgs[i] = pcm_msgs[--pcm_nmsgs];
            return c;
        }
    pcm_tm_unsure = 1;
    return MPI_COMM_NULL;
}
