/* testdata for TestSlotsApart and TestTiledBounds:
 * clang-16 -g0 -O0 -S -emit-llvm slots.c -o slots.ll */
#include <stdlib.h>
void recv(double *buf, int count);
void recv2(double *buf, int count);
void recv3(double *buf, int count);
int MPI_Irecv(void *buf, int count, int type, int src, int tag, int comm, int *req);

/* SlotsApart: recv's slot, then recv2's and recv3's at least one slot later; recv3 reuses
 * recv2's slot when b is false (no ++k on that path). */
void slots(double *buf, int stride, int c, int a, int b)
{
    int k = 0;
    if (a) {
        recv(&buf[k * stride], c);
        ++k;
    }
    recv2(&buf[k * stride], c);
    if (b)
        ++k;
    recv3(&buf[k * stride], c);
}

/* A first count of two strides: the next slot overlaps it. */
void wide(double *buf, int stride, int c)
{
    int k = 0;
    recv(&buf[k * stride], 2 * stride);
    ++k;
    recv2(&buf[k * stride], c);
}

/* AreasDisjoint with tiled loops: in is received, out follows it. */
void tiled(int n, int t)
{
    int tiling = (t > 0) && (t < n);
    int bs = n * n;
    double *in = malloc(2 * bs * sizeof(double));
    double *out = in + bs;
    recv(in, bs);
    if (tiling) {
        for (int i = 0; i < n; i += t)
            for (int it = i; it < (n < i + t ? n : i + t); it++)
                out[it] = 1.0; /* it >= 0 since t > 0 here: after in */
        for (int i = 0; i < n; i += t)
            out[i - 1] = 2.0; /* out[-1] is in's last element */
    }
    for (int i = 0; i < n; i += t)
        out[i] = 3.0; /* t may be negative here: i too */
}

/* GatherApart: the receives move forward from x + nlocal by their counts (MPI counts: not
 * negative); x[idx[i]] is an
 * index-array gather (1.0), x[i] an element the function computes (2.0). recv3 receives
 * from x itself. */
void gather(double *x, int nlocal, int *idx, int *counts, int num, double *out, int *req)
{
    double *ext = x + nlocal;
    for (int i = 0; i < num; i++) {
        int n = counts[i];
        MPI_Irecv(ext, n, 0x4c00080b, 0, 0, 0x44000000, &req[i]);
        ext += n;
    }
    recv3(x, counts[0]);
    for (int i = 0; i < num; i++)
        out[i] = x[idx[i]] + 1.0;
    for (int i = 0; i < num; i++)
        out[i] = x[i] + 2.0;
}
