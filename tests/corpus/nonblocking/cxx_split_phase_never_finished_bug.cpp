// The split-phase exchange is begun but finish() is never called: nothing the program runs
// completes a request.
// Bug: MPI_Finalize is called with four operations pending. Reported once, at the call that
// starts them (the notes name each MPI_Irecv/MPI_Isend in begin).
#include <mpi.h>
#include <vector>

class Halo {
    std::vector<MPI_Request> reqs;
    double in[2], out[2];

public:
    explicit Halo(double v) : in{0, 0}, out{v, v} {}
    void begin(int left, int right)
    {
        reqs.resize(4);
        MPI_Irecv(&in[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &reqs[0]);
        MPI_Irecv(&in[1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &reqs[1]);
        MPI_Isend(&out[0], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &reqs[2]);
        MPI_Isend(&out[1], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &reqs[3]);
    }
    void finish() { MPI_Waitall((int)reqs.size(), reqs.data(), MPI_STATUSES_IGNORE); }
};

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    Halo h(rank);
    h.begin((rank + size - 1) % size, (rank + 1) % size); // expect: mpi-missing-completion
    MPI_Finalize();
    return 0;
}
