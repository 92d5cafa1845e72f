/* pcm.h: what the generated PMPI wrappers (pcm_wrappers.c, written by internal/monitor) call in
 * the monitor's core (pcm_core.c). Both are compiled into one shared library that
 * `parcoach run` preloads into every MPI process. */
#ifndef PCM_H_INCLUDED
#define PCM_H_INCLUDED
#include <mpi.h>
#include <stdint.h>
#include <string.h>

/* The monitor's own functions and variables are hidden: the wrappers (compiled in the same
 * translation unit, pcm_all.c) call them directly, not through the PLT, and the compiler may
 * inline them. Only the MPI_* wrappers (declared by mpi.h above) and what the runtime library
 * of `parcoach cc --instrument` calls (pcm_rma_access) are exported. */
#pragma GCC visibility push(hidden)

/* initial-exec: the library is loaded at start-up (preloaded or linked), so its thread-locals are
 * static TLS, read without a call to __tls_get_addr on every MPI call */
#define PCM_TLS __thread __attribute__((tls_model("initial-exec")))
/* the thread's state in one block (one address computed per function, not one per variable):
 * depth > 0 inside a wrapper (nested MPI calls: ROMIO, callbacks, pass through); id and ra, the
 * function and the call site of the wrapper running */
typedef struct { int depth, id; void *ra; } pcm_tls_t;
extern PCM_TLS pcm_tls_t pcm_tls;
#define pcm_depth (pcm_tls.depth)
extern int pcm_on;             /* 0 when PARCOACH_RT_DISABLE=1 */
extern int pcm_ready;          /* pcm_on, and MPI initialised and not finalised: the wrappers' usual case */
/* pcm_pass: the wrapper calls MPI at once (nested in another MPI call, or the monitor off); one
 * test of pcm_depth and pcm_ready in the usual case, where pcm_enter then needs no other test */
#define pcm_pass() (__builtin_expect(pcm_depth || !pcm_ready, 0) && (pcm_depth || !pcm_on))
extern const char *const pcm_fname[];

static inline uint64_t pcm_h(const void *p, size_t n) {
    uint64_t v = 0;
    memcpy(&v, p, n < sizeof v ? n : sizeof v);
    return v;
}
#define PCM_H(x) pcm_h(&(x), sizeof(x))

enum { PCM_COMM, PCM_TYPE, PCM_OP, PCM_WIN, PCM_GROUP, PCM_FILE, PCM_NKIND };
enum { PCM_DEST, PCM_SRC, PCM_ROOT, PCM_SPAWNROOT };
enum { PCM_REQ_PERSISTENT = 1, PCM_REQ_COLL = 2 };
enum { PCM_ALL, PCM_ANY, PCM_SOME };

void pcm_enter(int id, int state_exempt, void *ra);
void pcm_leave(void);

int pcm_chk_comm(MPI_Comm c, const char *arg);
void pcm_chk_topo(MPI_Comm c, int want, const char *arg);
void pcm_chk_free_comm(const MPI_Comm *c);
void pcm_chk_count(long long n, const char *arg);
void pcm_chk_color(int color);
void pcm_chk_dims(MPI_Comm c, int ndims, const int *dims);
void pcm_chk_type(MPI_Datatype t, const char *arg, int transfer);
void pcm_chk_op(MPI_Op o, const char *arg);
int pcm_chk_win(MPI_Win w, const char *arg);
void pcm_chk_group(MPI_Group g, const char *arg);
void pcm_chk_rank(MPI_Comm c, int r, const char *arg, int how);
/* pcm_chk_rank_if: the rank check when the communicator's passed (ok) */
#define pcm_chk_rank_if(ok, c, r, arg, how) ((ok) ? pcm_chk_rank(c, r, arg, how) : (void)0)
void pcm_chk_rank_win(MPI_Win w, int r, const char *arg);
void pcm_chk_tag(int tag, const char *arg, int recv);
int pcm_comm_rank(MPI_Comm c);
int pcm_is_inter(MPI_Comm c);

void pcm_req_before_new(MPI_Request *p);
void pcm_req_new(MPI_Request *p, int flags);
void pcm_req_start(MPI_Request *p);
void pcm_req_free_before(MPI_Request *p);
void pcm_req_chk_started(const MPI_Request *reqs, int n);
void pcm_bad_in_place(const char *arg, const char *where);
void pcm_chk_overlap(const void *sb, long long sc, MPI_Datatype st, int sscale, const void *rb, long long rc, MPI_Datatype rt,
                     int rscale, MPI_Comm comm);
void pcm_req_freed(MPI_Request before);
void pcm_req_done(MPI_Request before, int completed);
MPI_Request *pcm_req_snapshot(int n, const MPI_Request *reqs, MPI_Request *stack, int cap);
void pcm_req_multi_done(MPI_Request *before, int n, int mode, const int *flag, const int *index, const int *outcount,
                        const int *indices);

void pcm_obj_new(int kind, uint64_t h, int is_null);
void pcm_obj_free(int kind, uint64_t h);
void pcm_type_commit(MPI_Datatype t);

void pcm_after_init(void);
void pcm_before_init(void);
void pcm_before_finalize(void);
void pcm_after_finalize(void);
void pcm_session_init(void);

void pcm_block_begin(int peer, int tag, MPI_Comm comm);
void pcm_block_end(void);

/* Deadlock detection: blocking calls run as their nonblocking counterparts in a progress loop
 * (pcm_dl_* in pcm_deadlock.c). */
extern int pcm_dl; /* the detector is on (PARCOACH_RT_DEADLOCK, not under MPI_THREAD_MULTIPLE) */
enum { PCM_W_RECV, PCM_W_SEND, PCM_W_SENDRECV, PCM_W_COLL, PCM_W_REQS };
typedef struct {
    int kind;      /* PCM_W_* */
    int peer;      /* RECV/SEND: the peer; SENDRECV: the destination */
    int peer2;     /* SENDRECV: the source */
    int tag;
    MPI_Comm comm;
} pcm_wait_t;
int pcm_dl_wait(MPI_Request *r, MPI_Status *st, const pcm_wait_t *w);
int pcm_dl_waitall(int n, MPI_Request *reqs, MPI_Status *sts);
int pcm_dl_waitany(int n, MPI_Request *reqs, int *index, MPI_Status *st);
int pcm_dl_waitsome(int n, MPI_Request *reqs, int *outcount, int *indices, MPI_Status *sts);
int pcm_dl_probe(int source, int tag, MPI_Comm comm, MPI_Status *st);
int pcm_dl_sendrecv(const void *sb, int sc, MPI_Datatype st, int dest, int stag, void *rb, int rc, MPI_Datatype rt,
                    int src, int rtag, MPI_Comm comm, MPI_Status *status);
int pcm_dl_sendrecv_replace(void *buf, int count, MPI_Datatype t, int dest, int stag, int src, int rtag, MPI_Comm comm,
                            MPI_Status *status);
void pcm_comm_idup_started(MPI_Comm parent, MPI_Comm *newcomm, MPI_Request user);
int pcm_coll_check(MPI_Comm comm, int kind, int root);
extern const char *const pcm_kname[]; /* collective families, by kind */
extern const int pcm_kind_finalize;
extern const int pcm_nkinds;
void pcm_req_new_p2p(MPI_Request *p, int flags, int peer, int recv, MPI_Comm comm);
void pcm_req_new_recv(MPI_Request *p, int flags, int peer, MPI_Comm comm, long long count, MPI_Datatype t, int tag);
/* pcm_req_new_send: a new send request of MPI_Isend... and its message's signature (type
 * matching; okc: the communicator passed its check) */
void pcm_req_new_send(MPI_Request *p, int flags, int peer, MPI_Comm comm, long long count, MPI_Datatype t, int tag, int okc);

/* Global collective checks (pcm_deadlock.c): with the detector on, the processes of a
 * communicator compare each collective's signature on a private duplicate of it (made when the
 * communicator is created): the same function, root, reduction operation, data size (count x
 * datatype size) and datatype class. A blocking collective is compared before it runs; a
 * nonblocking one is compared in the background and checked when its request is waited for, at
 * a later collective, or at MPI_Finalize. */
typedef struct {
    int kind, root;                   /* root -1: none */
    MPI_Op op;                        /* MPI_OP_NULL: not a reduction */
    long long scount, rcount;         /* -1: varies per process (v/w variants) */
    MPI_Datatype stype, rtype;
    int suse, ruse;                   /* the side is significant on this process */
} pcm_sig_t;
extern int pcm_nbc_n; /* nonblocking collective checks pending */
void pcm_coll_sig_check(MPI_Comm comm, const pcm_sig_t *s);
void pcm_nbc_start(MPI_Comm comm, const pcm_sig_t *s, MPI_Request user);
void pcm_nbc_wait_for(const MPI_Request *reqs, int n);
void pcm_nbc_poll(void);
void pcm_comm_created(MPI_Comm c);
void pcm_comm_freeing(const MPI_Comm *c);
enum { PCM_V_GATHERV, PCM_V_SCATTERV, PCM_V_ALLGATHERV, PCM_V_ALLTOALLV, PCM_V_ALLTOALLW, PCM_V_REDSCAT };
void pcm_vcount_check(MPI_Comm comm, int what, const void *sb, const void *rb, long long sc, const int *scs, MPI_Datatype st,
                      const MPI_Datatype *sts, long long rc, const int *rcs, MPI_Datatype rt, const MPI_Datatype *rts, int root);

/* Point-to-point type signatures (pcm_deadlock.c): with the detector on, the type signature of
 * each message sent goes to its receiver in batches on the communicator's private duplicate;
 * each receive completed is logged and compared with the message's when its batch arrives. */
extern int pcm_tm;          /* type matching is on */
extern int pcm_f08;         /* initialised by mpich's mpi_f08 binding, which completes requests through PMPI_ */
extern int pcm_tm_unsure;   /* a message was received by a call that does not consume its shadow */
extern int pcm_nwild;       /* active receive requests from MPI_ANY_SOURCE or with MPI_ANY_TAG */
/* pcm_tm_needst: the completion calls need the statuses of the receives they complete (else the
 * monitor knows each receive's source and tag from its request and lets MPI skip writing the
 * statuses the program ignores); also after an MPI_Cancel (a cancelled receive is not logged). */
static inline int pcm_tm_needst(void) { return pcm_nwild || pcm_tm_unsure; }
void pcm_shadow_send(long long count, MPI_Datatype t, int dest, int tag, MPI_Comm comm);
void pcm_shadow_recv(long long count, MPI_Datatype t, MPI_Comm comm, const MPI_Status *st);
void pcm_shadow_recv_from(long long count, MPI_Datatype t, MPI_Comm comm, int src, int tag, const MPI_Status *st);
void pcm_req_sig(MPI_Request *p, long long count, MPI_Datatype t, int tag);
void pcm_req_sig_own(MPI_Request *p, long long count, MPI_Datatype t, int src, int tag);
void pcm_msg_probed(MPI_Message m, MPI_Comm c);
MPI_Comm pcm_msg_comm(MPI_Message m);
void pcm_req_mrecv(MPI_Request *p, long long count, MPI_Datatype t, MPI_Comm comm);
void pcm_req_recvd(MPI_Request before, const MPI_Status *st);
void pcm_req_multi_recvd(const MPI_Request *before, int n, int mode, const int *flag, const int *index, const int *outcount,
                         const int *indices, const MPI_Status *sts);

/* MPI-RMA races at run time (pcm_rma.c, issue 17). */
void pcm_rma_win_new(MPI_Win w, void *base, long long bytes, int disp_unit, MPI_Comm comm, int dynamic);
void pcm_rma_win_free(MPI_Win *w);
void pcm_rma_op(int kind, MPI_Win w, const void *oaddr, long long ocount, MPI_Datatype otype, const void *raddr,
                long long rcount, MPI_Datatype rtype, int target, long long disp, long long tcount, MPI_Datatype ttype,
                MPI_Op op, MPI_Request *req);
void pcm_rma_op_pre(MPI_Win w, int target);
void pcm_rma_sync(int kind, MPI_Win w, int rank, int arg, MPI_Group grp);
void pcm_rma_coll(MPI_Comm comm);
void pcm_rma_p2p(int peer, int recv, MPI_Comm comm);
void pcm_rma_req_done(MPI_Request before);
__attribute__((visibility("default"))) void pcm_rma_access(const void *p, long long n, int write, const char *site);
/* pending local ranges (also for the buffers of nonblocking point-to-point calls, issue 15) */
void pcm_pend_add(uintptr_t lo, uintptr_t hi, int write, uint64_t key, int target, int byreq, int id, void *ra, const char *check);
enum { PCM_RMA_PUT, PCM_RMA_GET, PCM_RMA_ACC, PCM_RMA_GACC, PCM_RMA_FOP, PCM_RMA_CAS };
enum {
    PCM_S_FENCE, PCM_S_LOCK, PCM_S_UNLOCK, PCM_S_LOCK_ALL, PCM_S_UNLOCK_ALL, PCM_S_FLUSH, PCM_S_FLUSH_ALL,
    PCM_S_FLUSH_LOCAL, PCM_S_FLUSH_LOCAL_ALL, PCM_S_START, PCM_S_COMPLETE, PCM_S_POST, PCM_S_WAIT
};
#pragma GCC visibility pop
#endif
