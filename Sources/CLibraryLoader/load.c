#include "load.h"

#include <dlfcn.h>
#include <stdio.h>

const char *clibrary_load(struct clibrary_set *set) {
    pthread_mutex_lock(&set->lock);
    if (!set->tried) {
        set->tried = 1;
        void *handles[8] = {0};
        size_t count = set->library_count < 8 ? set->library_count : 8;
        for (size_t index = 0; index < count && set->error == NULL; index++) {
            handles[index] = dlopen(set->sonames[index], RTLD_NOW | RTLD_LOCAL);
            if (handles[index] == NULL) {
                snprintf(set->message, sizeof set->message, "cannot load %s", set->sonames[index]);
                set->error = set->message;
            }
        }
        for (size_t index = 0; index < set->function_count && set->error == NULL; index++) {
            const struct clibrary_function *function = &set->functions[index];
            void *address = NULL;
            for (size_t library = 0; library < count && address == NULL; library++) {
                address = dlsym(handles[library], function->name);
            }
            if (address == NULL) {
                snprintf(set->message, sizeof set->message, "no function %s in %s", function->name, set->sonames[0]);
                set->error = set->message;
            } else {
                *function->slot = address;
            }
        }
    }
    const char *error = set->error;
    pthread_mutex_unlock(&set->lock);
    return error;
}
