/* What the MPI, OpenMP and hybrid parts of the runtime library (each a translation unit of its
 * own) share: the reader of the site table every instrumented module carries (one line per site,
 * tab-separated fields: kind, what, position, function, conditionals), and the PARCOACH_RT
 * switch. */
#ifndef PARCOACH_RT_TABLE_H
#define PARCOACH_RT_TABLE_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* parcoach_rt_off reports whether PARCOACH_RT=off (or 0, or no) disables the checks; the
 * environment is read once. */
static int parcoach_rt_off(void)
{
    static int off = -1; /* -1: not read yet (atomic) */
    int v = __atomic_load_n(&off, __ATOMIC_RELAXED);
    if (v < 0) {
        const char *e = getenv("PARCOACH_RT");
        v = e && (!strcmp(e, "off") || !strcmp(e, "0") || !strcmp(e, "no"));
        __atomic_store_n(&off, v, __ATOMIC_RELAXED);
    }
    return v;
}

/* parcoach_table_field copies field n (tab-separated) of line idx of table tab into out. */
static void parcoach_table_field(const char *tab, int idx, int n, char *out, size_t size)
{
    const char *p = tab;
    size_t k = 0;
    if (size == 0)
        return;
    out[0] = 0;
    if (!p)
        return;
    for (int line = 0; line < idx; line++) {
        p = strchr(p, '\n');
        if (!p)
            return;
        p++;
    }
    for (int f = 0; f < n; f++) {
        while (*p && *p != '\t' && *p != '\n')
            p++;
        if (*p != '\t')
            return;
        p++;
    }
    while (*p && *p != '\t' && *p != '\n' && k + 1 < size)
        out[k++] = *p++;
    out[k] = 0;
}

#endif
