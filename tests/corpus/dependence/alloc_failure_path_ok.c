/* An allocation wrapper's failure path is no program path (hypre's hypre_CAlloc: when calloc
 * returns NULL it prints and sets the library's error flag). Rank 0 allocates a message
 * buffer the others do not; the flag it might set there is set only if the allocation failed,
 * so the flag, which every process tests before the barrier, is taken to be the same
 * everywhere. (The twin alloc_failure_path_bug.c counts bytes on the success path.) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int error_flag;
size_t bytes_allocated;

void out_of_memory(size_t size) {
  printf("out of memory trying to allocate %zu bytes\n", size);
  error_flag |= 2;
}

char *checked_calloc(size_t count, size_t elt) {
  void *ptr = NULL;
  if (count * elt > 0) {
    ptr = calloc(count, elt);
    if (ptr == NULL)
      out_of_memory(count * elt);
  }
  return ptr;
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    char *msg = checked_calloc(64, 1);
    snprintf(msg, 64, "rank 0 starts");
    puts(msg);
    free(msg);
  }
  if (error_flag == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
