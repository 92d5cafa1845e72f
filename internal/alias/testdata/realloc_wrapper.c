// The realloc wrappers of realloc_wrapper_test.go (TestReallocWrapper); realloc_wrapper.ll is
// `clang -O0 -S -emit-llvm realloc_wrapper.c` of it.
#include <stdlib.h>

// grow returns a new block or the block realloc made from its parameter (hypre_ReAlloc).
char *grow(char *ptr, size_t size) {
  if (ptr == NULL)
    ptr = malloc(size);
  else
    ptr = realloc(ptr, size);
  if (ptr == NULL && size > 0)
    abort();
  return ptr;
}

// ensure may return the block it was given.
int *ensure(int *ptr, size_t have, size_t want) {
  int *out = ptr;
  if (want > have)
    out = realloc(ptr, want * sizeof(int));
  return out;
}

int x, y;

int usea(int *p) { return *p; }
int useb(int *q) { return *q; }

int main(void) {
  int **a = (int **)grow(NULL, sizeof(int *));
  int **b = (int **)grow(NULL, sizeof(int *));
  a[0] = &x;
  b[0] = &y;
  a = (int **)grow((char *)a, 2 * sizeof(int *));
  b = (int **)grow((char *)b, 2 * sizeof(int *));
  return usea(a[0]) + useb(b[0]) + *ensure(a[1], 1, 1);
}
