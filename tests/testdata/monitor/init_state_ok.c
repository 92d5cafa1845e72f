// run: np=2
// The correct twin of call_before_init_bug.c and call_after_finalize_bug.c: the functions MPI 4.0
// §11.4.1 allows before MPI_Init and after MPI_Finalize (MPI_Initialized, MPI_Finalized,
// MPI_Get_version, MPI_Get_library_version, MPI_Wtime), called on both sides of the job.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, init = -1, fin = -1, major = 0, minor = 0, len = 0;
    char lib[MPI_MAX_LIBRARY_VERSION_STRING];
    double t = MPI_Wtime();
    MPI_Initialized(&init);
    MPI_Finalized(&fin);
    MPI_Get_version(&major, &minor);
    MPI_Get_library_version(lib, &len);
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    printf("rank %d: before init: initialized %d finalized %d, version %d.%d, %s\n", rank, init, fin, major,
           minor, len > 0 && MPI_Wtime() >= t ? "library named" : "?");
    MPI_Initialized(&init);
    MPI_Finalized(&fin);
    MPI_Get_version(&major, &minor);
    printf("rank %d: after finalize: initialized %d finalized %d\n", rank, init, fin);
    return 0;
}
