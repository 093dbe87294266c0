// A library for LD_PRELOAD (scripts/test-wayland): dlopen refuses libxkbcommon, as a machine without it would, and
// opens everything else as usual. The Wayland demo run under it must drop the compositor's keymap once and idle.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>

void *dlopen(const char *file, int mode) {
    static void *(*opened)(const char *, int);
    if (file != NULL && strstr(file, "libxkbcommon") != NULL) return NULL;
    if (opened == NULL) opened = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
    return opened == NULL ? NULL : opened(file, mode);
}
