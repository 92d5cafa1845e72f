/* Termination of a dynamic exchange in the style of hypre's hypre_DataExchangeList (issue 13):
 * when its children have reported, a process sends a zero-length message to its parent in a
 * binary tree and posts a receive for the parent's answer; the loop ends only when a test
 * (through a wrapper that converts the flag, as hypre's with -DHYPRE_BIGINT) reports that
 * answer, and the send to the parent is waited on under the same rank test that started it.
 * The root has no parent and ends at once.
 * Correct: both requests of a process that has a parent are completed before the return.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static long my_isend(void *buf, long n, MPI_Datatype t, long dst, long tag, MPI_Comm comm, MPI_Request *req)
{
    return (long)MPI_Isend(buf, (int)n, t, (int)dst, (int)tag, comm, req);
}

static long my_irecv(void *buf, long n, MPI_Datatype t, long src, long tag, MPI_Comm comm, MPI_Request *req)
{
    return (long)MPI_Irecv(buf, (int)n, t, (int)src, (int)tag, comm, req);
}

static long my_test(MPI_Request *req, long *flag, MPI_Status *st)
{
    int f;
    long ierr = (long)MPI_Test(req, &f, st);
    *flag = (long)f;
    return ierr;
}

static long my_testall(long n, MPI_Request *reqs, long *flag, MPI_Status *st)
{
    int f;
    long ierr = (long)MPI_Testall((int)n, reqs, &f, st);
    *flag = (long)f;
    return ierr;
}

static long my_wait(MPI_Request *req, MPI_Status *st)
{
    return (long)MPI_Wait(req, st);
}

static void exchange(MPI_Comm comm)
{
    long myid, nprocs, i, nchild = 0, child[2];
    int r, s;
    long terminate, children_complete = 0;
    MPI_Request *term_requests, term_request1, request_parent;
    MPI_Status status1, status_parent;

    MPI_Comm_rank(comm, &r);
    MPI_Comm_size(comm, &s);
    myid = r;
    nprocs = s;
    for (i = 2 * myid + 1; i <= 2 * myid + 2 && i < nprocs; i++)
        child[nchild++] = i;
    term_requests = calloc(2, sizeof(MPI_Request));
    for (i = 0; i < nchild; i++)
        my_irecv(NULL, 0, MPI_INT, child[i], 7, comm, &term_requests[i]);
    terminate = 0;
    while (!terminate) {
        if (!children_complete) {
            my_testall(nchild, term_requests, &children_complete, MPI_STATUSES_IGNORE);
            if (children_complete & (myid > 0)) {
                my_isend(NULL, 0, MPI_INT, (myid - 1) / 2, 7, comm, &request_parent);
                my_irecv(NULL, 0, MPI_INT, (myid - 1) / 2, 7, comm, &term_request1);
            }
        } else {
            if (myid == 0)
                terminate = 1;
            else
                my_test(&term_request1, &terminate, &status1);
            if (terminate) {
                if (myid > 0)
                    my_wait(&request_parent, &status_parent);
                for (i = 0; i < nchild; i++)
                    MPI_Send(NULL, 0, MPI_INT, (int)child[i], 7, comm);
            }
        }
    }
    free(term_requests);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    exchange(MPI_COMM_WORLD);
    printf("%d terminated\n", rank);
    MPI_Finalize();
    return 0;
}
