/* Twin of alloc_failure_path_ok.c whose wrapper also counts the bytes it allocates, on the
 * path where the allocation succeeded: rank 0 alone allocates, so the count differs between
 * processes, and so does the barrier's condition. */
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
    bytes_allocated += count * elt;
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
  if (bytes_allocated == 0)
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
  MPI_Finalize();
  return 0;
}
