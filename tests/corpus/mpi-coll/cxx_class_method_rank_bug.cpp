// A member function that refreshes a shared version number with MPI_Bcast is
// only called by the odd ranks ("they are the ones with stale data").
// Bug: MPI_Bcast on MPI_COMM_WORLD is not called by the root (rank 0) nor by
// the other even ranks; the odd ranks wait for the data forever.
#include <mpi.h>
#include <cstdio>

class Mesh {
public:
    explicit Mesh(int rank) : rank_(rank), version_(rank == 0 ? 7 : 0) {}

    void refresh()
    {
        ++refreshes_;
        MPI_Bcast(&version_, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    int version() const { return version_; }
    int rank() const { return rank_; }

private:
    int rank_;
    int version_;
    int refreshes_ = 0;
};

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    Mesh mesh(rank);
    if (mesh.rank() % 2 == 1)
        mesh.refresh();

    if (rank == 0)
        std::printf("version %d\n", mesh.version());

    MPI_Finalize();
    return 0;
}
