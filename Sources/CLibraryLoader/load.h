// The one loader every library's file uses: open the libraries, look each function up, once.
#ifndef CIRCULAR_CLIBRARYLOADER_LOAD_H
#define CIRCULAR_CLIBRARYLOADER_LOAD_H

#include <pthread.h>
#include <stddef.h>

/// One function to look up, and the pointer it goes into.
struct clibrary_function {
    const char *name;
    void **slot;
};

/// Libraries loaded together (at most 8) and the functions looked up in them (each in every library, in order, until
/// found).
struct clibrary_set {
    const char *const *sonames;
    size_t library_count;
    const struct clibrary_function *functions;
    size_t function_count;
    pthread_mutex_t lock;
    int tried;
    const char *error;
    char message[200];
};

/// Loads `set` the first time (under its lock); NULL when every library and function was found, else why not.
const char *clibrary_load(struct clibrary_set *set);

/// Defines `static struct clibrary_set set` that loads the libraries named after `functions` (an array of struct
/// clibrary_function) and looks those functions up in them.
#define CLIBRARY_SET(set, functions, ...)                                                                              \
    static const char *const set##_libraries[] = {__VA_ARGS__};                                                        \
    static struct clibrary_set set = {set##_libraries, sizeof set##_libraries / sizeof set##_libraries[0], functions,  \
                                      sizeof functions / sizeof functions[0], PTHREAD_MUTEX_INITIALIZER};

/// The storage of each function in a list: `__typeof__(&name) prefix_name;`.
#define CLIBRARY_SLOT(prefix, name) __typeof__(&name) prefix##_##name;
/// A list entry of struct clibrary_function for `name`.
#define CLIBRARY_ENTRY(prefix, name) {#name, (void **)&prefix##_##name},

#endif
