// See include/CProgramArguments.h.
#include "CProgramArguments.h"

#include <stddef.h>

/// The arguments, kept before `main`; none until then (and none where the C library passes initialisers nothing).
static int kept_count = 0;
static char **kept_values = NULL;

/// Called by the C library with the program's arguments and environment, as every initialiser of the program is
/// (glibc's call of .init_array entries), before `main` and before anything can ask for them.
static void keep_arguments(int count, char **values, char **environment) {
    (void)environment;
    if (count < 0 || values == NULL) return;
    kept_count = count;
    kept_values = values;
}

__attribute__((used, section(".init_array"))) static void (*const keep_arguments_at_start)(int, char **, char **) =
    keep_arguments;

/// The runtime's entry (its name and its calling convention, swiftcc, are the runtime's): the arguments and their
/// count, which live as long as the process. Without kept arguments, an empty vector (its one entry the terminating
/// NULL), as the runtime's own gives when it finds none.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    static char *no_values[] = {NULL};
    if (kept_values == NULL) {
        *count = 0;
        return no_values;
    }
    *count = kept_count;
    return kept_values;
}
