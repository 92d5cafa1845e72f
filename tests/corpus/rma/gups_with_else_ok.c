/* The GUPS-like kernel of seed 001, Fig. 8, fixed: the conditional that
 * chooses the flush has a final else, so every MPI_Put is completed (at least
 * locally) before T is written again.
 * Correct.
 */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define A 4
#define BATCHES 4
#define PER_BATCH 32

static int mode;
static int isFlushMode(void) { return mode == 1; }
static int isFlushLocalMode(void) { return mode == 2; }

int main(int argc, char **argv)
{
    int rank, nranks, batch, x, i, n_buffered = 0, target;
    uint64_t ran = 12345, rans, my_koff;
    uint64_t *T, *upd_base;
    int *counter;
    MPI_Win upd;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &nranks);
    mode = argc > 1 ? atoi(argv[1]) : 0;

    T = malloc(sizeof(uint64_t) * A * (size_t)nranks);
    counter = calloc((size_t)nranks, sizeof(int));
    MPI_Win_allocate((MPI_Aint)(sizeof(uint64_t) * A * BATCHES * PER_BATCH * (size_t)nranks), sizeof(uint64_t),
                     MPI_INFO_NULL, MPI_COMM_WORLD, &upd_base, &upd);
    for (i = 0; i < A * BATCHES * PER_BATCH * nranks; i++)
        upd_base[i] = 0;
    my_koff = (uint64_t)rank * A * BATCHES * PER_BATCH;
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Win_lock_all(0, upd);
    for (batch = 0; batch < BATCHES; batch++) {
        for (x = 0; x < PER_BATCH; x++) {
            ran = ran * 6364136223846793005ULL + 1442695040888963407ULL;
            rans = ran >> 11;
            target = (int)(rans % (uint64_t)nranks);
            if (target != rank) {
                T[target * A + counter[target]] = rans;
                counter[target]++;
                if (counter[target] == A) {
                    uint64_t *pa = T + target * A;
                    *pa = A - 1;
                    MPI_Put(pa, A, MPI_UINT64_T, target, (MPI_Aint)(my_koff + (uint64_t)n_buffered), A, MPI_UINT64_T, upd);
                    if (isFlushMode())
                        MPI_Win_flush(target, upd);
                    else if (isFlushLocalMode())
                        MPI_Win_flush_local(target, upd);
                    else
                        MPI_Win_flush_local(target, upd);
                    counter[target] = 0;
                    n_buffered += A;
                }
            } else {
                upd_base[rans % (uint64_t)(A * BATCHES * PER_BATCH * nranks)] ^= rans;
            }
        }
    }
    MPI_Win_unlock_all(upd);

    MPI_Barrier(MPI_COMM_WORLD);
    printf("%d: sent %d updates\n", rank, n_buffered);
    MPI_Win_free(&upd);
    free(counter);
    free(T);
    MPI_Finalize();
    return 0;
}
