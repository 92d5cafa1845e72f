/* 1-D explicit heat equation with communication/computation overlap through OpenMP tasks,
 * under MPI_THREAD_SERIALIZED. One thread (`#pragma omp single`) drives the time loop: it
 * creates a task that starts the halo exchange (MPI_Irecv/MPI_Isend of one cell with each
 * neighbour), tasks that update the interior cells (which need no halo), waits for all of them
 * with `#pragma omp taskwait`, then completes the exchange with MPI_Waitall and updates the two
 * border cells. Correct: the only MPI calls outside the single thread's own code are in the
 * communication task, and taskwait makes the creating thread wait for its child tasks (OpenMP
 * 5.2, taskwait construct) before its MPI_Waitall, so no two threads are ever inside MPI at the
 * same time, which is what MPI_THREAD_SERIALIZED requires (MPI 4.1, MPI_Init_thread); requests
 * may be completed by another thread than the one that started them. After the loop the single
 * thread reduces the total heat with MPI_Allreduce; rank 0 prints it. (Run with 2 processes.) */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

#define N 256   /* cells per process */
#define STEPS 50
#define CHUNK 64

static double u[N + 2], unew[N + 2];
static MPI_Request reqs[4];

static void start_halo(int left, int right) {
  MPI_Irecv(&u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &reqs[0]);
  MPI_Irecv(&u[N + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &reqs[1]);
  MPI_Isend(&u[1], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &reqs[2]);
  MPI_Isend(&u[N], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &reqs[3]);
}

static void update(int lo, int hi) {
  for (int i = lo; i < hi; i++)
    unew[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
}

int main(int argc, char **argv) {
  int provided, rank, size;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  if (provided < MPI_THREAD_SERIALIZED)
    MPI_Abort(MPI_COMM_WORLD, 2);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  for (int i = 1; i <= N; i++)
    u[i] = (rank * N + i) % 50 == 0 ? 100.0 : 0.0;
  double total = 0.0;

#pragma omp parallel
#pragma omp single
  {
    for (int step = 0; step < STEPS; step++) {
#pragma omp task
      start_halo(left, right);
      for (int lo = 2; lo < N; lo += CHUNK) {
        int hi = lo + CHUNK < N ? lo + CHUNK : N;
#pragma omp task firstprivate(lo, hi)
        update(lo, hi);
      }
#pragma omp taskwait
      MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
      update(1, 2);
      update(N, N + 1);
      for (int i = 1; i <= N; i++)
        u[i] = unew[i];
    }
    double local = 0.0;
    for (int i = 1; i <= N; i++)
      local += u[i];
    MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }

  if (rank == 0)
    printf("total heat after %d steps: %.6f\n", STEPS, total);
  MPI_Finalize();
  return 0;
}
