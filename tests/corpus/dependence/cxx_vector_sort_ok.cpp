// Two functions each sort a std::vector<int> of their own (std::sort recurses in
// __introsort_loop, a function that calls itself): one holds column numbers that
// differ between processes (miniXyce's local_nnz_cols), the other the node
// numbers every process reads alike (miniXyce's node_list), whose smallest entry
// decides a count.
// Correct: the Allreduce is called when the smallest node number is 0, the same
// on every process, whatever the other vector holds.
#include <mpi.h>
#include <algorithm>
#include <vector>

static int columns(int rank, int n)
{
    std::vector<int> cols;
    for (int i = 0; i < n; i++)
        cols.push_back((rank * 7 + i * 3) % n);
    std::sort(cols.begin(), cols.end());
    return cols[0];
}

static int nodes(int n)
{
    std::vector<int> list;
    for (int i = n; i >= 0; i--)
        list.push_back(i);
    std::sort(list.begin(), list.end());
    return list[0];
}

int main(int argc, char **argv)
{
    int rank, in, out;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int c = columns(rank, 5);
    int first = nodes(4);
    in = c;
    if (first == 0)
        MPI_Allreduce(&in, &out, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
