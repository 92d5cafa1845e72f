/* Like positive_count_loop_ok.c, but the count starts at zero.
 * A breadth-first search's termination loop (graph500's validation): the visit count is set
 * to 1, then a poll runs the message handlers through a table, and a handler increments the
 * count on the processes that received something (here: the odd ranks, in the first rounds).
 * The count then differs between processes, but it is at least 1 everywhere, so the first
 * test `count != 0` holds on every process; the later tests read the sum of the Allreduce.
 * Bug: the count starts at 0, so the even ranks, which received nothing, skip the loop
 * and the odd ones wait in its Allreduce. */
#include <mpi.h>

typedef void (*handler_fn)(int);

static long count;
static int round_no;
static handler_fn handlers[2];

static void visit(int from)
{
    (void)from;
    ++count;
}

static void ignore(int from) { (void)from; }

static void register_handler(handler_fn h, int slot) { handlers[slot] = h; }

/* Delivers this round's messages: only the odd ranks receive any, in the first rounds. */
static void poll(int rank)
{
    if (rank % 2 == 1 && round_no < 3)
        handlers[1](rank - 1);
    handlers[0](rank);
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    register_handler(ignore, 0);
    count = 0;
    register_handler(visit, 1);
    poll(rank);
    while (count != 0) {
        count = 0;
        round_no++;
        poll(rank);
        MPI_Allreduce(MPI_IN_PLACE, &count, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    }
    MPI_Finalize();
    return 0;
}
