#include <mpi.h>
struct Base { virtual ~Base() {} virtual int work(int x) { return x; } };
struct Derived : Base { int work(int x) override { return 2 * x; } };
struct Err { int code; };
template <class F> struct Matrix { template <class G> void apply(G g) { g(1); } };
thread_local int tls = 3;
extern "C" int g(int x) { return x + 1; }
extern "C" int f(int x) __attribute__((alias("g")));
static int counter;
int calls(Base *b, int r) {
  try {
    if (r == 0) MPI_Barrier(MPI_COMM_WORLD);
    if (b->work(r) > 3) throw Err{r};
  } catch (const Err &e) {
    MPI_Abort(MPI_COMM_WORLD, e.code);
  } catch (...) {
    throw;
  }
  Matrix<double> m;
  m.apply([&](int k) { counter += k; });
  __atomic_fetch_add(&counter, 2, __ATOMIC_SEQ_CST);
  int old = 1;
  __atomic_compare_exchange_n(&counter, &old, 5, false, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
  switch (r) { case 0: r++; break; case 5: r--; break; case 7: case 9: r *= 2; break; default: r = 0; }
  long double ld = 1.5L; __int128 big = ((__int128)1) << 100;
  float vv __attribute__((vector_size(16))) = {1, 2, 3, 4};
  return r + (int)ld + (int)(big >> 100) + (int)vv[2] + tls;
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  Derived d; int r;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  calls(&d, r);
  MPI_Finalize();
}
