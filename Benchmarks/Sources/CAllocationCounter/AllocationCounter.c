// Counts heap allocations by standing in for the C library's allocation functions, which stay reachable under
// their glibc names (__libc_malloc and friends). Only the benchmark executable links this.
#include "AllocationCounter.h"
#include <stddef.h>
#include <errno.h>
#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;

uint64_t allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

uint64_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd; /* chunks from the heap, and those mapped on their own (large ones) */
}

static void count_one(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}
