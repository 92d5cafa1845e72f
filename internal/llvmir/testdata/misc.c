#include <mpi.h>
#include <stdarg.h>
struct __attribute__((packed)) P { char c; int i; };
struct P gp = {1, 2};
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int jump(int i) { static void *tbl[] = {&&a, &&b}; goto *tbl[i & 1]; a: return 1; b: return 2; }
int asmgoto(int x) { asm goto("jmp %l0" :::: out); return 0; out: return 1; }
int asmv(int x) { int y; asm volatile("mov %1, %0" : "=r"(y) : "r"(x) : "memory"); return y; }
_Complex double cz(_Complex double z) { return z * z; }
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  double a[4] = {0};
  MPI_Allreduce(MPI_IN_PLACE, a, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  int r = sum(3, 1, 2, 3) + jump(argc) + asmgoto(1) + asmv(2);
  MPI_Finalize();
  return r;
}
