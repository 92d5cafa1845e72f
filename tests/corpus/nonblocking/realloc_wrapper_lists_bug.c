// Like realloc_wrapper_lists_ok.c (two lists grown by one realloc wrapper, one sent from with
// MPI_Isend while the other is filled), but the received ranges are also recorded in the
// contact list itself, whose sends are still pending: the block the wrapper returned at
// that call is the one being sent.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static char *grow(char *ptr, size_t size) {
  if (ptr == NULL)
    ptr = (char *)malloc(size);
  else
    ptr = (char *)realloc(ptr, size);
  if (ptr == NULL && size > 0) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  return ptr;
}
#define GROW(p, T, n) ((T *)grow((char *)(p), sizeof(T) * (size_t)(n)))

struct part { int *procs, *starts; int length, storage; };

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int storage = 1, length = 0;
  int *contact = GROW(NULL, int, 3 * storage);
  for (int p = 0; p < size; p++) {
    if (length == storage) {
      storage += 5;
      contact = GROW(contact, int, 3 * storage);
    }
    contact[3 * length] = p;
    contact[3 * length + 1] = rank;
    contact[3 * length + 2] = rank + 1;
    length++;
  }
  MPI_Request *reqs = malloc(sizeof(MPI_Request) * (size_t)length);
  for (int i = 0; i < length; i++)
    MPI_Isend(&contact[3 * i + 1], 2, MPI_INT, contact[3 * i], 7, MPI_COMM_WORLD, &reqs[i]);
  struct part part = {0};
  part.storage = 1;
  part.procs = GROW(NULL, int, part.storage);
  part.starts = GROW(NULL, int, part.storage);
  for (int found = 0; found < size; found++) {
    int range[2];
    MPI_Status st;
    MPI_Recv(range, 2, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &st);
    if (part.length == part.storage) {
      part.storage += 10;
      part.procs = GROW(part.procs, int, part.storage);
      part.starts = GROW(part.starts, int, part.storage);
    }
    part.procs[part.length] = st.MPI_SOURCE;
    part.starts[part.length] = range[0];
    contact[3 * (found % length) + 2] = range[1]; // expect: mpi-buffer-race
    part.length++;
  }
  MPI_Waitall(length, reqs, MPI_STATUSES_IGNORE);
  if (rank == 0)
    printf("%d parts, first from %d\n", part.length, part.procs[0]);
  free(contact);
  free(part.procs);
  free(part.starts);
  free(reqs);
  MPI_Finalize();
  return 0;
}
