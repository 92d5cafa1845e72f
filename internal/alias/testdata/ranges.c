/* testdata for TestAreasDisjoint: clang-16 -g0 -O0 -S -emit-llvm ranges.c -o ranges.ll */
#include <stdlib.h>
void recv(double *buf, int count);

void f(int istart, int iend)
{
    int width = iend - istart + 1;
    double *out = malloc(4 * 2 * width * sizeof(double));
    double *in = out + 2 * width;
    recv(in, 2 * width);
    for (int kk = 0, j = 0; j < 2; j++)          /* 2 rows: out[0 .. 2*width) */
        for (int i = istart; i <= iend; i++)
            out[kk++] = 1.0;
    for (int kk = 0, j = 0; j <= 2; j++)         /* 3 rows: runs into in */
        for (int i = istart; i <= iend; i++)
            out[kk++] = 2.0;
    for (int i = istart; i <= iend; i++)         /* out[width + i - istart]: the second row */
        out[width + i - istart] = 3.0;
    for (int i = 0; i <= iend - istart; i++)     /* in[i]: inside in */
        in[i] = 4.0;
}
