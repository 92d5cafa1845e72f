/* The site table every instrumented module carries: one line per site, tab-separated fields
 * (kind, what, position, function, conditionals). Shared by the MPI, OpenMP and hybrid parts of
 * the runtime library, each a translation unit of its own. */
#ifndef PARCOACH_RT_TABLE_H
#define PARCOACH_RT_TABLE_H

#include <stddef.h>
#include <string.h>

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
