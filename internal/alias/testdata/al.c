#include <stdlib.h>
struct S { int a; double b[4]; };
int garr[10];
void f(double *p, double *q, int n) {
  double loc[8];
  struct S s;
  double *h = malloc(64);
  double *h2 = h + 2;
  int i;
  garr[3] = 1;
  s.b[1] = 1.0;
  loc[n] = 3.0;
  h2[1] = 4.0;
  p[2] = 5.0;
  q[0] = 6.0;
  for (i = 0; i < n; i++) loc[i] = 0.0;
  s.a = 2;
}
